import LayoutCore
import LayoutExpressions
import LayoutViews

/// The Solve stage's entry point: evaluates a compiled template's expressions against state and
/// constants and solves every frame.
package enum LayoutSolver {
  package static func solve(_ template: CompiledTemplate, _ input: SolveInput)
    throws(DiagnosticError) -> SolvedLayout
  {
    let session = SolverSession(template: template, input: input)
    var layout = try session.solve()
    layout.layoutDirection = input.layoutDirection
    layout.appearance = input.appearance
    InheritedValues.fill(&layout)
    return layout
  }

  /// Evaluates an expression as if it were written on `node` for `property`, with the node's
  /// properties, relatives, state and constants in scope (what `layout eval` does).
  package static func evaluate(
    _ expression: CompiledExpression, property: String, node: Int = 0,
    in template: CompiledTemplate, _ input: SolveInput
  ) throws(DiagnosticError) -> Value {
    let session = SolverSession(template: template, input: input)
    return try session.evaluate(expression, of: session.namedKey(node, property))
  }
}
