import LayoutCore
import LayoutExpressions

extension LayoutSolver {
  /// Evaluates every expression of every node, as if each were being read for its property,
  /// and returns the errors instead of stopping at the first (what `layout check` does).
  ///
  /// One session serves all of them: a failed evaluation caches nothing and leaves the
  /// evaluation stack as it found it, and values that succeeded are shared.
  package static func evaluationErrors(_ template: CompiledTemplate, _ input: SolveInput)
    -> [Diagnostic]
  {
    let session = SolverSession(template: template, input: input)
    var errors: [Diagnostic] = []
    for node in template.nodes {
      for expression in node.expressions {
        do {
          let key = session.namedKey(node.index, expression.property)
          _ = try session.evaluate(expression.expression, of: key)
        } catch {
          errors.append(contentsOf: error.diagnostics)
        }
      }
    }
    return errors
  }
}
