/// ScrollView and HorizontalScrollView: a FrameLayout whose one child is measured with no
/// limit along the scrolling axis, so the child takes its content's length (the content
/// size); with `fillViewport`, a shorter child is stretched to the viewport (Android's
/// `ScrollView.onMeasure`).
struct ScrollViewAlgorithm {
  let pass: LayoutPass
  let horizontal: Bool

  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    var maxWidth = 0.0
    var maxHeight = 0.0
    for child in view.children where !child.isGone {
      measureChild(child, in: view, width, height)
      let margins = child.params.margins
      maxWidth = max(maxWidth, child.measured.width + margins.left + margins.right)
      maxHeight = max(maxHeight, child.measured.height + margins.top + margins.bottom)
    }
    maxWidth = max(maxWidth + view.padding.left + view.padding.right, view.minWidth)
    maxHeight = max(maxHeight + view.padding.top + view.padding.bottom, view.minHeight)
    view.measured = .init(width: width.resolve(maxWidth), height: height.resolve(maxHeight))
    if view.fillViewport { fill(view, width, height) }
  }

  /// The child: the normal spec across, none along the scrolling axis.
  private func measureChild(
    _ child: AndroidView, in view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec
  ) {
    let margins = child.params.margins
    let usedWidth = view.padding.left + view.padding.right + margins.left + margins.right
    let usedHeight = view.padding.top + view.padding.bottom + margins.top + margins.bottom
    let childWidth =
      horizontal
      ? MeasureSpec.unspecified
      : MeasureSpec.child(of: width, used: usedWidth, param: child.params.width)
    let childHeight =
      horizontal
      ? MeasureSpec.child(of: height, used: usedHeight, param: child.params.height)
      : MeasureSpec.unspecified
    pass.measure(child, childWidth, childHeight)
  }

  /// `fillViewport`: a child shorter than the viewport is measured again to fill it.
  private func fill(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    guard let child = view.children.first(where: { !$0.isGone }) else { return }
    let padding = view.padding
    if horizontal, width.mode != .unspecified {
      let viewport = view.measured.width - padding.left - padding.right
      guard child.measured.width < viewport else { return }
      let used =
        padding.top + padding.bottom + child.params.margins.top
        + child.params.margins.bottom
      pass.measure(
        child, .exactly(viewport),
        MeasureSpec.child(of: height, used: used, param: child.params.height))
    } else if !horizontal, height.mode != .unspecified {
      let viewport = view.measured.height - padding.top - padding.bottom
      guard child.measured.height < viewport else { return }
      let used =
        padding.left + padding.right + child.params.margins.left
        + child.params.margins.right
      pass.measure(
        child, MeasureSpec.child(of: width, used: used, param: child.params.width),
        .exactly(viewport))
    }
  }
}
