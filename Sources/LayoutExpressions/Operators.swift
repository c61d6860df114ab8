import LayoutCore

/// An infix operator implementation; `range` locates errors.
typealias BinaryOperation = @Sendable (Value, Value, SourceRange?) throws(DiagnosticError) -> Value

/// A prefix operator implementation; `range` locates errors.
typealias UnaryOperation = @Sendable (Value, SourceRange?) throws(DiagnosticError) -> Value

/// The operators Layout defines, with AnyExpression's value semantics (Behaviour.md §b3).
enum Operators {
  /// Infix operators by name. `^`, `&`, word operators and assignments are undefined.
  static let infix: [String: BinaryOperation] = [
    "+": add,
    "-": arithmetic("-") { $0 - $1 },
    "*": arithmetic("*") { $0 * $1 },
    "/": arithmetic("/") { $0 / $1 },
    "%": arithmetic("%") { $0.truncatingRemainder(dividingBy: $1) },
    "==": { lhs, rhs, _ in .bool(areEqual(lhs, rhs)) },
    "!=": { lhs, rhs, _ in .bool(!areEqual(lhs, rhs)) },
    "<": comparison("<") { $0 < $1 },
    "<=": comparison("<=") { $0 <= $1 },
    ">": comparison(">") { $0 > $1 },
    ">=": comparison(">=") { $0 >= $1 },
    "&&": comparison("&&") { $0 != 0 && $1 != 0 },
    "||": comparison("||") { $0 != 0 || $1 != 0 },
    "??": { lhs, rhs, _ in lhs.isNull ? rhs : lhs },
    "...": { lhs, rhs, range throws(DiagnosticError) in
      .range(try IndexRange.bounded(lhs, rhs, isClosed: true, range: range))
    },
    "..<": { lhs, rhs, range throws(DiagnosticError) in
      .range(try IndexRange.bounded(lhs, rhs, isClosed: false, range: range))
    },
  ]

  /// Fast paths taken when both operands are numbers, so that arithmetic skips the general
  /// implementation.
  enum NumericFastPath: Sendable {
    case arithmetic(@Sendable (Double, Double) -> Double)
    case comparison(@Sendable (Double, Double) -> Bool)
  }

  /// Numeric fast paths by operator name.
  static let numericFastPaths: [String: NumericFastPath] = [
    "+": .arithmetic { $0 + $1 },
    "-": .arithmetic { $0 - $1 },
    "*": .arithmetic { $0 * $1 },
    "/": .arithmetic { $0 / $1 },
    "%": .arithmetic { $0.truncatingRemainder(dividingBy: $1) },
    "==": .comparison { $0 == $1 },
    "!=": .comparison { $0 != $1 },
    "<": .comparison { $0 < $1 },
    "<=": .comparison { $0 <= $1 },
    ">": .comparison { $0 > $1 },
    ">=": .comparison { $0 >= $1 },
  ]

  /// Prefix operators by name.
  static let prefix: [String: UnaryOperation] = [
    "...": { value, range throws(DiagnosticError) in
      .range(try IndexRange.partial(value, name: "...", isPrefix: true, range: range))
    },
    "..<": { value, range throws(DiagnosticError) in
      .range(try IndexRange.partial(value, name: "..<", isPrefix: true, range: range))
    },
    "-": { value, range throws(DiagnosticError) in
      guard let number = value.numericValue else { throw mismatch(value, prefix: "-", range) }
      return .number(-number)
    },
    "!": { value, range throws(DiagnosticError) in
      guard let number = value.numericValue else { throw mismatch(value, prefix: "!", range) }
      return .bool(number == 0)
    },
  ]

  // MARK: - Implementations

  private static let add: BinaryOperation = { lhs, rhs, range throws(DiagnosticError) in
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): return .number(a + b)
    case (.null, _), (_, .null): throw mismatch(lhs, rhs, infix: "+", range)
    case (.string(let a), _): return .string(try TextLimit.checked(a + rhs.description, at: range))
    case (_, .string(let b)): return .string(try TextLimit.checked(lhs.description + b, at: range))
    case (.array(let a), .array(let b)): return .array(a + b)
    default:
      guard let a = lhs.numericValue, let b = rhs.numericValue else {
        throw mismatch(lhs, rhs, infix: "+", range)
      }
      return .number(a + b)
    }
  }

  private static func arithmetic(
    _ name: String, _ operation: @escaping @Sendable (Double, Double) -> Double
  ) -> BinaryOperation {
    { lhs, rhs, range throws(DiagnosticError) in
      if case .number(let a) = lhs, case .number(let b) = rhs { return .number(operation(a, b)) }
      guard let a = lhs.numericValue, let b = rhs.numericValue else {
        throw mismatch(lhs, rhs, infix: name, range)
      }
      return .number(operation(a, b))
    }
  }

  private static func comparison(
    _ name: String, _ operation: @escaping @Sendable (Double, Double) -> Bool
  ) -> BinaryOperation {
    { lhs, rhs, range throws(DiagnosticError) in
      guard let a = lhs.numericValue, let b = rhs.numericValue else {
        throw mismatch(lhs, rhs, infix: name, range)
      }
      return .bool(operation(a, b))
    }
  }

  /// Equality: numbers and Bools by numeric value (NaN ≠ NaN), everything else structurally.
  static func areEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    if let a = lhs.numericValue, let b = rhs.numericValue { return a == b }
    return lhs == rhs
  }

  // MARK: - Errors

  static func mismatch(
    _ lhs: Value, _ rhs: Value, infix name: String, _ range: SourceRange?
  ) -> DiagnosticError {
    .expression(
      .expressionType,
      "Arguments of type (\(lhs.typeName), \(rhs.typeName)) are not compatible with infix "
        + "operator \(name)",
      at: range)
  }

  static func mismatch(_ value: Value, prefix name: String, _ range: SourceRange?)
    -> DiagnosticError
  {
    .expression(
      .expressionType,
      "Argument of type \(value.typeName) is not compatible with prefix operator \(name)",
      at: range)
  }
}
