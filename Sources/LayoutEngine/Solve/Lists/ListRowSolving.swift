import LayoutCore
import LayoutExpressions
import LayoutViews

/// Solves one row of a list node: the cell template in a session of its own, whose state is
/// the row's and whose constants are its section's, with what the list node sees behind them.
extension SolverSession {
  func solveRow(
    _ template: CellTemplate, of list: Int, state: [String: Value],
    section: [String: Value], canvas: Size, label: String, context: ListCellContext? = nil
  ) throws(DiagnosticError) -> SolvedLayout {
    var input = SolveInput(
      canvas: canvas, state: state, constants: section, strings: self.input.strings,
      layoutMode: self.input.layoutMode, layoutDirection: self.input.layoutDirection,
      measurer: self.input.measurer, images: self.input.images)
    input.listCell = context
    input.colorAssets = self.input.colorAssets
    input.safeArea = self.input.safeArea
    input.appearance = self.input.appearance
    let outer = NodeContext(session: self, nodeIndex: list)
    let session = SolverSession(
      template: template.template, input: input, outerData: { outer.inheritedData($0) })
    do {
      var layout = try session.solve()
      try session.finishListRow(&layout)
      return layout
    } catch {
      var located = error
      located.primary.hints.append(
        "while rendering \(label) with template '\(template.reuseIdentifier)'")
      throw located
    }
  }

  /// A list node's rows, solved and placed once per solve.
  func listContent(_ node: Int) throws(DiagnosticError) -> ListContent {
    if let content = listContents[node] { return content }
    let key = namedKey(node, "rows")
    try enter(key)
    defer { leave() }
    let content = try ListContent.solve(node, in: self)
    // Rows solved while the list's own width is being found are measured at no width; the
    // final solve comes after.
    if !isEvaluating(.layout(node, .width)) { listContents[node] = content }
    return content
  }
}
