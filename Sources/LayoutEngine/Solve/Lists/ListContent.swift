import LayoutCore
import LayoutExpressions
import LayoutViews

/// A list node's rows, solved, and where they go in its content: rows start at the content's
/// origin, and the content's size is what `auto` and `contentSize` read.
struct ListContent {
  struct Row {
    var layout: SolvedLayout
    var origin: Point
  }

  var rows: [Row] = []
  var size: Size = .zero
  /// Where a table's footer view starts (below its last section).
  var footerViewTop = 0.0

  /// Reads the node's sections and lays them out as a table or a flow layout.
  static func solve(_ node: Int, in session: SolverSession) throws(DiagnosticError) -> ListContent {
    guard let templates = session.template.lists[node] else { return ListContent() }
    let sections = try ListData(session: session, node: node, kind: templates.kind).sections()
    switch templates.kind {
    case .table:
      return try TableLayout(session: session, node: node, templates: templates).content(sections)
    case .collection:
      return try FlowLayout(session: session, node: node, templates: templates).content(sections)
    }
  }

  /// The space a list's content has on an axis: its own size less its content insets, or
  /// none while that size is being found from the content.
  static func available(_ axis: PercentAxis, of node: Int, in session: SolverSession)
    throws(DiagnosticError) -> Double
  {
    let size: LayoutProperty = axis == .horizontal ? .width : .height
    if session.isEvaluating(.layout(node, size)) { return 0 }
    return try session.ownContainerSize(of: node, axis: axis)
  }
}
