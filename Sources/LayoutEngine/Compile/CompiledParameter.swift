import LayoutExpressions

/// A `<param>` of a node: its declared type and the value the importing node gives it.
package struct CompiledParameter: Sendable {
  package var type: ExpressionType
  /// The expression of the same-named attribute; nil when none gives a value.
  package var value: CompiledExpression?
}
