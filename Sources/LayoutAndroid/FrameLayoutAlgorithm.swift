/// FrameLayout: every child in the same box, placed by its `layout_gravity` (top left when
/// none). Its size is its largest child's plus the padding (its gone children's too with
/// `measureAllChildren`); when it is not exact itself,
/// children that match its size are measured again at the size it takes (Android's
/// `FrameLayout.onMeasure`).
struct FrameLayoutAlgorithm {
  let pass: LayoutPass

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    let measuresMatching = width.mode != .exactly || height.mode != .exactly
    var matching: [AndroidView] = []
    var maxWidth = 0.0
    var maxHeight = 0.0
    for child in view.children where !child.isGone || view.measuresAllChildren {
      pass.measureWithMargins(child, in: view, width, usedWidth: 0, height, usedHeight: 0)
      let margins = child.params.margins
      maxWidth = max(maxWidth, child.measured.width + margins.left + margins.right)
      maxHeight = max(maxHeight, child.measured.height + margins.top + margins.bottom)
      if measuresMatching,
        child.params.width == .matchParent || child.params.height == .matchParent
      {
        matching.append(child)
      }
    }
    maxWidth = max(maxWidth + view.padding.left + view.padding.right, view.minWidth)
    maxHeight = max(maxHeight + view.padding.top + view.padding.bottom, view.minHeight)
    view.measured = .init(width: width.resolve(maxWidth), height: height.resolve(maxHeight))
    guard matching.count > 1 else { return }
    for child in matching { remeasure(child, in: view, width, height) }
  }

  /// A child that matches the frame's size, measured exactly at it.
  private func remeasure(
    _ child: AndroidView, in view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec
  ) {
    let margins = child.params.margins
    let usedWidth = view.padding.left + view.padding.right + margins.left + margins.right
    let usedHeight = view.padding.top + view.padding.bottom + margins.top + margins.bottom
    let childWidth =
      child.params.width == .matchParent
      ? MeasureSpec.exactly(max(0, view.measured.width - usedWidth))
      : MeasureSpec.child(of: width, used: usedWidth, param: child.params.width)
    let childHeight =
      child.params.height == .matchParent
      ? MeasureSpec.exactly(max(0, view.measured.height - usedHeight))
      : MeasureSpec.child(of: height, used: usedHeight, param: child.params.height)
    pass.measure(child, childWidth, childHeight)
  }

  func layout(_ view: AndroidView) {
    let size = view.frame.size
    for child in view.children where !child.isGone {
      // Unset, a child's gravity is top and start (the right, right to left).
      let gravity =
        child.params.gravity
        ?? (view.rightToLeft ? Gravity(horizontal: .end, vertical: .start) : .topStart)
      let margins = child.params.margins
      let x = pass.gravityOffset(
        gravity.horizontal, size: child.measured.width, start: view.padding.left,
        end: size.width - view.padding.right, marginBefore: margins.left,
        marginAfter: margins.right)
      let y = pass.gravityOffset(
        gravity.vertical, size: child.measured.height, start: view.padding.top,
        end: size.height - view.padding.bottom, marginBefore: margins.top,
        marginAfter: margins.bottom)
      LayoutPass.place(child, x: x, y: y)
    }
  }
}
