/// Groups resolved operands and operators by precedence (Behaviour.md §b2).
///
/// Postfix operators bind at the level their name has as an infix operator, which reproduces
/// the Expression 0.13.0 quirk that `2 * 50%` is `(2 * 50)%`. The ternary `c ? a : b` is
/// right-associative; `,` builds a flat comma list.
struct PrecedenceClimber {
  private let parts: [ResolvedPart]
  private var position = 0

  init(parts: [ResolvedPart]) {
    self.parts = parts
  }

  mutating func parseAll() throws(SyntaxError) -> Syntax {
    try parse(minimum: Int.min, insideTernary: false)
  }

  private mutating func parse(minimum: Int, insideTernary: Bool) throws(SyntaxError) -> Syntax {
    guard case .operand(var lhs) = parts[position] else {
      preconditionFailure("resolved parts start with an operand")
    }
    position += 1
    while position < parts.count {
      switch parts[position] {
      case .operand:
        preconditionFailure("the resolver never puts two operands next to each other")
      case .postfix(let op):
        guard OperatorTable.precedence(of: op.name) >= minimum else { return lhs }
        position += 1
        lhs = Syntax(kind: .postfix(op, lhs), range: lhs.range.lowerBound..<op.range.upperBound)
      case .infix(let op):
        let level = OperatorTable.precedence(of: op.name)
        if level < minimum || (op.name == ":" && insideTernary) { return lhs }
        position += 1
        lhs = try combine(lhs, op, level: level, insideTernary: insideTernary)
      }
    }
    return lhs
  }

  private mutating func combine(
    _ lhs: Syntax, _ op: OperatorName, level: Int, insideTernary: Bool
  ) throws(SyntaxError) -> Syntax {
    if op.name == "?" { return try parseTernary(condition: lhs, op, insideTernary: insideTernary) }
    let rightAssociative = OperatorTable.isRightAssociative(op.name)
    let rhs = try parse(minimum: rightAssociative ? level : level + 1, insideTernary: insideTernary)
    let range = lhs.range.lowerBound..<rhs.range.upperBound
    guard op.name == "," else { return Syntax(kind: .infix(op, lhs, rhs), range: range) }
    if case .commaList(let elements) = lhs.kind {
      return Syntax(kind: .commaList(elements + [rhs]), range: range)
    }
    return Syntax(kind: .commaList([lhs, rhs]), range: range)
  }

  private mutating func parseTernary(
    condition: Syntax, _ op: OperatorName, insideTernary: Bool
  ) throws(SyntaxError) -> Syntax {
    let level = OperatorTable.ternary
    let thenBranch = try parse(minimum: level, insideTernary: true)
    guard position < parts.count, case .infix(let colon) = parts[position], colon.name == ":" else {
      let range = condition.range.lowerBound..<thenBranch.range.upperBound
      return Syntax(kind: .infix(op, condition, thenBranch), range: range)
    }
    position += 1
    let elseBranch = try parse(minimum: level, insideTernary: insideTernary)
    let range = condition.range.lowerBound..<elseBranch.range.upperBound
    return Syntax(
      kind: .ternary(condition: condition, then: thenBranch, else: elseBranch), range: range)
  }
}
