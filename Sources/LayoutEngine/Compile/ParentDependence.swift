import LayoutExpressions
import LayoutViews

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

  /// Whether a root's frame is the same on any canvas: it sets its width and height, and no
  /// expression of its frame reads the canvas (a `%`, `parent.`, a macro or parameter, or an
  /// edge measured from the far side or the centre). A solve on a provisional canvas then
  /// stands for the real one.
  static func ignoresCanvas(_ root: CompiledNode) -> Bool {
    guard root.has("width"), root.has("height"), root.macros.isEmpty, root.parameters.isEmpty
    else { return false }
    let farSides: [LayoutProperty] = [
      .right, .bottom, .centerX, .centerY, .leading, .trailing, .firstBaseline, .lastBaseline,
    ]
    if farSides.contains(where: { root.has($0.rawValue) }) { return false }
    return LayoutProperty.allCases.allSatisfy { property in
      guard let expression = root.expression(for: property.rawValue) else { return true }
      return !expression.usesPercent
        && !expression.symbols.contains { $0.hasPrefix("parent.") || $0 == "parent" }
    }
  }
}
