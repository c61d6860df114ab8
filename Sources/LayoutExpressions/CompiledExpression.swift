import LayoutCore

/// A parsed and type-checked expression: compile once, evaluate many times.
public struct CompiledExpression: Sendable {
  /// The attribute text it was compiled from.
  public let source: String
  /// The type its result is cast to.
  public let type: ExpressionType
  /// The identifiers it reads, in order of first use, for dependency graphs. Keywords (`true`,
  /// `false`, `nil`, `pi`, `auto`), named colors, `UIColor.x` and enum cases are not included;
  /// names called as functions that are not built in are.
  public let symbols: [String]
  /// Whether it reads `auto`.
  public let usesAuto: Bool
  /// Whether it uses a postfix `%`.
  public let usesPercent: Bool
  /// The value of a constant expression, computed at compile time.
  public let constantValue: Value?

  private let evaluator: Evaluator

  init(
    source: String, type: ExpressionType, symbols: [String], usesAuto: Bool, usesPercent: Bool,
    constantValue: Value?, evaluator: @escaping Evaluator
  ) {
    self.source = source
    self.type = type
    self.symbols = symbols
    self.usesAuto = usesAuto
    self.usesPercent = usesPercent
    self.constantValue = constantValue
    self.evaluator = evaluator
  }

  /// Whether the value never changes: no symbols, no `%` and no `auto`.
  public var isConstant: Bool { symbols.isEmpty && !usesAuto && !usesPercent }

  /// The value in `context`, already cast to `type` (a number for number, length and size
  /// expressions, a Bool, a String, a Color, a case name for enumerations, anything for `.any`).
  public func evaluate(in context: some EvaluationContext) throws(Diagnostic) -> Value {
    try evaluator(context)
  }
}
