import LayoutCore
import LayoutExpressions
import LayoutViews

/// Where a scroll view shows its content, as UIKit places it (Behaviour.md §c.scroll): its
/// `contentInset` with the screen's safe area added as `contentInsetAdjustmentBehavior` says
/// (UIKit's `adjustedContentInset`), and the content scrolled to its top left inside those
/// insets unless `contentOffset` says otherwise, as a scroll view that has not been scrolled.
struct ScrollInsets {
  let session: SolverSession
  let node: Int

  /// `contentInset` and its members, with the safe area added on every edge unless the
  /// behaviour is `never`.
  func adjusted() throws(DiagnosticError) -> EdgeInsets {
    guard case .insets(var insets) = try session.value(node, "contentInset") else {
      return .zero
    }
    guard case .string(let behaviour) = try session.value(node, "contentInsetAdjustmentBehavior"),
      behaviour != "never", !hasListOfItsOwn
    else { return insets }
    let safeArea = session.input.safeArea
    insets.top += safeArea.top
    insets.left += safeArea.left
    insets.bottom += safeArea.bottom
    insets.right += safeArea.right
    return insets
  }

  /// Whether the node is a table or collection view controller whose template gives it the
  /// list it shows as a child (`<UITableViewController><UITableView …/>`): that child is the
  /// controller's scroll view, and it alone adds the safe area.
  private var hasListOfItsOwn: Bool {
    let nodes = session.template.nodes
    return nodes[node].isController && nodes[node].children.contains { nodes[$0].isScrollContainer }
  }

  /// `contentOffset` on each axis the template sets it (whole or by member), else minus the
  /// adjusted inset of the leading edge.
  func contentOffset() throws(DiagnosticError) -> Point {
    let compiled = session.template.nodes[node]
    var offset = Point.zero
    if case .point(let given) = try session.value(node, "contentOffset") { offset = given }
    let whole = compiled.has("contentOffset")
    let insets = try adjusted()
    if !whole, !compiled.has("contentOffset.x") { offset.x = -insets.left }
    if !whole, !compiled.has("contentOffset.y") { offset.y = -insets.top }
    return offset
  }

  /// The solved properties with `contentOffset` as the content is shown.
  func showing(_ properties: PropertyValues) throws(DiagnosticError) -> PropertyValues {
    guard let number = properties.table.index(of: "contentOffset") else { return properties }
    let evaluated =
      properties.evaluated.filter { $0.property != number }
      + [(number, Value.point(try contentOffset()))]
    return PropertyValues(table: properties.table, evaluated: evaluated)
  }

  /// `safeAreaInsets` or one of its members: the screen's safe area, the same for every view.
  static func safeAreaValue(_ name: String, safeArea: EdgeInsets) -> Value {
    switch name {
    case "safeAreaInsets.top": return .number(safeArea.top)
    case "safeAreaInsets.left": return .number(safeArea.left)
    case "safeAreaInsets.bottom": return .number(safeArea.bottom)
    case "safeAreaInsets.right": return .number(safeArea.right)
    default: return .insets(safeArea)
    }
  }
}

extension SolverSession {
  /// A scroll view's content insets with the safe area added (`ScrollInsets.adjusted`).
  func adjustedContentInset(of node: Int) throws(DiagnosticError) -> EdgeInsets {
    try ScrollInsets(session: self, node: node).adjusted()
  }
}
