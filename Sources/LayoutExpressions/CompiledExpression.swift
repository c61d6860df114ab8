import LayoutCore

/// A parsed and type-checked expression: compile once, evaluate many times.
///
/// A value whose parts live in one shared, immutable object, so copying it (into caches and
/// evaluation slots) costs one reference count, not one per field.
package struct CompiledExpression: Sendable {
  private final class Storage: Sendable {
    let source: String
    let type: ExpressionType
    let symbols: [String]
    let usesAuto: Bool
    let usesPercent: Bool
    let constantValue: Value?
    let hasConstantValue: Bool
    let evaluator: Evaluator
    /// For an expression compiled at `SourceLocation.relativeOrigin` and shared
    /// (`ExpressionCache`): where this occurrence's text starts, which the locations of the
    /// errors it throws are moved to.
    let origin: SourceLocation?
    /// For a placed expression, the shared compiled form it was placed from.
    let shared: Storage?

    init(
      source: String, type: ExpressionType, symbols: [String], usesAuto: Bool,
      usesPercent: Bool, constantValue: Value?, evaluator: @escaping Evaluator,
      origin: SourceLocation? = nil, shared: Storage? = nil
    ) {
      self.source = source
      self.type = type
      self.symbols = symbols
      self.usesAuto = usesAuto
      self.usesPercent = usesPercent
      self.constantValue = constantValue
      hasConstantValue = constantValue != nil
      self.evaluator = evaluator
      self.origin = origin
      self.shared = shared
    }

    /// The same compiled expression, its errors located from `origin`.
    func placed(at origin: SourceLocation) -> Storage {
      Storage(
        source: source, type: type, symbols: symbols, usesAuto: usesAuto,
        usesPercent: usesPercent, constantValue: constantValue, evaluator: evaluator,
        origin: origin, shared: self)
    }
  }

  private let storage: Storage

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The attribute text it was compiled from.
  package var source: String { storage.source }
  /// The type its result is cast to.
  package var type: ExpressionType { storage.type }
  /// The identifiers it reads, in order of first use, for dependency graphs. Keywords (`true`,
  /// `false`, `nil`, `pi`, `auto`), named colors, `UIColor.x` and enum cases are not included;
  /// names called as functions that are not built in are.
  package var symbols: [String] { storage.symbols }
  /// Whether it reads `auto`.
  package var usesAuto: Bool { storage.usesAuto }
  /// Whether it uses a postfix `%`.
  package var usesPercent: Bool { storage.usesPercent }
  /// The value of a constant expression, computed at compile time.
  package var constantValue: Value? { storage.constantValue }
  /// Whether `constantValue` is set: a plain flag, cheaper to test on hot paths than the
  /// optional `Value` itself.
  package var hasConstantValue: Bool { storage.hasConstantValue }

  init(
    source: String, type: ExpressionType, symbols: [String], usesAuto: Bool, usesPercent: Bool,
    constantValue: Value?, evaluator: @escaping Evaluator
  ) {
    storage = Storage(
      source: source, type: type, symbols: symbols, usesAuto: usesAuto,
      usesPercent: usesPercent, constantValue: constantValue, evaluator: evaluator)
  }

  /// This expression, compiled at `SourceLocation.relativeOrigin`, for an occurrence of its
  /// text that starts at `origin`: it shares the compiled form, and its errors point at
  /// `origin` plus their place in the text.
  func placed(at origin: SourceLocation) -> CompiledExpression {
    CompiledExpression(storage: storage.placed(at: origin))
  }

  /// The identity of the compiled form the expression uses, which every occurrence of a
  /// shared form (`ExpressionCache`) has: equal identities mean equal text, type and constant
  /// value.
  package var compiledForm: ObjectIdentifier {
    ObjectIdentifier(storage.shared ?? storage)
  }

  /// Whether the value never changes: no symbols, no `%` and no `auto`.
  package var isConstant: Bool { symbols.isEmpty && !usesAuto && !usesPercent }

  /// The value in `context`, already cast to `type` (a number for number, length and size
  /// expressions, a Bool, a String, a Color, a case name for enumerations, anything for `.any`).
  package func evaluate(in context: some EvaluationContext) throws(DiagnosticError) -> Value {
    guard let origin = storage.origin else { return try storage.evaluator(context) }
    do {
      return try storage.evaluator(context)
    } catch {
      throw error.relocated(to: origin)
    }
  }
}
