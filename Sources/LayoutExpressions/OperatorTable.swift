/// Precedence and associativity of operators (Expression 0.13.0, Behaviour.md §b2).
///
/// Higher levels bind tighter. Operators not listed have the level of `+`.
enum OperatorTable {
  static let multiplicative = 1
  static let additive = 0
  static let ternary = -7
  static let comma = -100

  private static let comparisons: Set<String> = [
    "<", "<=", ">=", ">", "==", "!=", "<>", "===", "!==",
    "lt", "le", "lte", "gt", "ge", "gte", "eq", "ne",
  ]

  /// The binding level of an infix (or postfix) operator.
  static func precedence(of name: String) -> Int {
    switch name {
    case "<<", ">>", ">>>": return 2
    case "*", "/", "%", "&": return multiplicative
    case "..", "...", "..<": return -1
    case "is", "as", "isa": return -2
    case "??", "?:": return -3
    case _ where comparisons.contains(name): return -4
    case "&&", "and": return -5
    case "||", "or": return -6
    case "?", ":": return ternary
    case ",": return comma
    case _ where isAssignment(name): return -8
    default: return additive
    }
  }

  /// Whether operands of equal precedence group to the right (`a == b == c` is `a == (b == c)`).
  static func isRightAssociative(_ name: String) -> Bool {
    comparisons.contains(name) || isAssignment(name) || name == "??" || name == "?"
      || name == ":"
  }

  private static func isAssignment(_ name: String) -> Bool {
    name.hasSuffix("=") && !comparisons.contains(name)
  }
}
