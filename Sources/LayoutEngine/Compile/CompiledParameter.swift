import LayoutExpressions

/// A `<param>` of a node: its declared type and the value the importing node gives it.
public struct CompiledParameter: Sendable {
  public var type: ExpressionType
  /// The expression of the same-named attribute; nil when none gives a value.
  public var value: CompiledExpression?
}
