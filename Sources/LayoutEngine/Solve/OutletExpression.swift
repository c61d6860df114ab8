import LayoutCore
import LayoutExpressions

extension SolverSession {
  /// The outlet an `outlet="{…}"` expression names. Layout binds outlets before any state is
  /// set, so the expression may read constants (and properties made of them), never state:
  /// one that names a state value is "outlet must be a constant or literal value".
  func outlet(of node: CompiledNode, _ expression: CompiledExpression, at range: SourceRange)
    throws(DiagnosticError) -> String?
  {
    if let state = expression.symbols.first(where: isState) {
      throw DiagnosticError(
        .error, code: .literalRequired,
        message: "outlet must be a constant or literal value",
        file: node.file ?? template.file, range: range, nodePath: node.path,
        attribute: "outlet",
        hints: ["'\(state)' is state; pass it as a constant (--constants) or write the name"])
    }
    let value = try evaluate(expression, of: namedKey(node.index, "outlet"))
    guard case .string(let name) = value, !name.isEmpty else { return nil }
    return name
  }

  /// Whether a symbol (or the object it is a member of) is a state value of the render or
  /// of a node.
  private func isState(_ symbol: String) -> Bool {
    let root = symbol.split(separator: ".", maxSplits: 1).first.map(String.init) ?? symbol
    let states = [input.state] + input.nodeData.values.map(\.state)
    return states.contains { $0[symbol] != nil || $0[root] != nil }
  }
}
