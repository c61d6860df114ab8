import LayoutExpressions

/// Decides, once per node when compiling, whether its size or position on an axis comes from
/// its parent's size (a `%`, a `parent.` reference, or filling the parent by default). Such
/// children do not count towards the parent's `auto` size (Behaviour.md §b9).
enum ParentDependence {
  static func follows(_ node: CompiledNode, axis: PercentAxis) -> Bool {
    for property in LayoutProperty.allCases where property.axis == axis {
      guard let expression = node.layoutExpressions[property.slot] else { continue }
      if expression.usesPercent || expression.symbols.contains(where: { $0.hasPrefix("parent.") }) {
        return true
      }
    }
    let (size, near, far): (LayoutProperty, LayoutProperty, LayoutProperty) =
      axis == .horizontal ? (.width, .left, .right) : (.height, .top, .bottom)
    if node.has(size) { return false }
    if node.has(near) && node.has(far) { return false }
    return !node.intrinsicContent.hasIntrinsicSize
  }
}
