import LayoutCore

/// Android's two passes over a view tree: `measure` gives each view its measured size from
/// its parent's specs, then `layout` places each child inside its parent. Containers hand
/// both to their algorithm (one file each); other views measure their content.
struct LayoutPass {
  let leaf: LeafMeasure

  /// Measures `view`; does nothing once the render's budget has run out (the solver then
  /// throws its error).
  func measure(_ view: AndroidView, _ width: MeasureSpec, _ height: MeasureSpec) {
    if RenderBudget.shouldStop { return }
    if view.sizesChildrenByPercent { PercentLayoutParams.adjust(view, width, height) }
    switch view.role {
    case .linear: LinearLayoutAlgorithm(pass: self).measure(view, width, height)
    case .frame: FrameLayoutAlgorithm(pass: self).measure(view, width, height)
    case .relative: RelativeLayoutAlgorithm(pass: self).measure(view, width, height)
    case .constraint: ConstraintLayoutAlgorithm(pass: self).measure(view, width, height)
    case .coordinator: CoordinatorLayoutAlgorithm(pass: self).measure(view, width, height)
    case .flow where view.gridColumns != nil:
      GridViewColumnsAlgorithm(pass: self).measure(view, width, height)
    case .flow: FlowLayoutAlgorithm(pass: self).measure(view, width, height)
    case .table: TableLayoutAlgorithm(pass: self).measure(view, width, height)
    case .tableRow: TableLayoutAlgorithm(pass: self).measureRow(view, width, height)
    case .grid: GridLayoutAlgorithm(pass: self).measure(view, width, height)
    case .scroll(let horizontal):
      ScrollViewAlgorithm(pass: self, horizontal: horizontal).measure(view, width, height)
    default: leaf.measure(view, width, height)
    }
  }

  /// A length cut short to whole device pixels (toward zero, as Java's integer cast cuts);
  /// within a millionth of a pixel, a pixel is whole.
  func truncatedToPixels(_ length: Double) -> Double {
    let scale = max(leaf.pixelsPerPoint, 1e-6)
    let pixels = length * scale
    return (pixels + (pixels < 0 ? -1e-6 : 1e-6)).rounded(.towardZero) / scale
  }

  /// A length at the nearest whole device pixel, a half rounded up (as `(int)(x + 0.5f)`).
  func roundedToPixels(_ length: Double) -> Double {
    let scale = max(leaf.pixelsPerPoint, 1e-6)
    return (length * scale + 0.5 + 1e-6).rounded(.down) / scale
  }

  /// Places the children of `view` (whose own frame is set) and then theirs.
  func layout(_ view: AndroidView) {
    switch view.role {
    case .linear: LinearLayoutAlgorithm(pass: self).layout(view)
    case .frame, .scroll: FrameLayoutAlgorithm(pass: self).layout(view)
    case .relative: RelativeLayoutAlgorithm(pass: self).layout(view)
    case .constraint: ConstraintLayoutAlgorithm(pass: self).layout(view)
    case .coordinator: CoordinatorLayoutAlgorithm(pass: self).layout(view)
    case .flow where view.gridColumns != nil: GridViewColumnsAlgorithm(pass: self).layout(view)
    case .flow: FlowLayoutAlgorithm(pass: self).layout(view)
    case .table: LinearLayoutAlgorithm(pass: self).layout(view)
    case .tableRow: TableLayoutAlgorithm(pass: self).layoutRow(view)
    case .grid: GridLayoutAlgorithm(pass: self).layout(view)
    default: break
    }
    for child in view.children where !child.isGone { layout(child) }
  }

  /// Android's `measureChildWithMargins`: the child's specs leave out the parent's padding,
  /// the child's margins and what is used already on each axis.
  func measureWithMargins(
    _ child: AndroidView, in parent: AndroidView, _ width: MeasureSpec, usedWidth: Double,
    _ height: MeasureSpec, usedHeight: Double
  ) {
    let padding = parent.padding
    let margins = child.params.margins
    let childWidth = MeasureSpec.child(
      of: width,
      used: padding.left + padding.right + margins.left + margins.right + usedWidth,
      param: child.params.width)
    let childHeight = MeasureSpec.child(
      of: height,
      used: padding.top + padding.bottom + margins.top + margins.bottom + usedHeight,
      param: child.params.height)
    measure(child, childWidth, childHeight)
  }

  /// Sets a child's frame at `origin` with its measured size.
  static func place(_ child: AndroidView, x: Double, y: Double) {
    child.frame = Rect(x: x, y: y, width: child.measured.width, height: child.measured.height)
  }
}

extension LayoutPass {
  /// Where something `size` long goes along an axis `[start, end]` under a gravity, with the
  /// margins before and after it: Android's placement by a child's `layout_gravity`, centred
  /// in whole device pixels (Android halves the room with an integer division).
  func gravityOffset(
    _ axis: GravityAxis, size: Double, start: Double, end: Double, marginBefore: Double,
    marginAfter: Double
  ) -> Double {
    switch axis {
    case .center:
      return start + truncatedToPixels((end - start - size) / 2) + marginBefore - marginAfter
    case .end: return end - size - marginAfter
    default: return start + marginBefore
    }
  }
}
