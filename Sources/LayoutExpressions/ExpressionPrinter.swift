/// Writes a syntax tree back as expression text in one canonical spelling: infix operators and
/// `?`/`:` between single spaces, `, ` between list items, prefix and postfix operators against
/// their operand, and only the parentheses that the grouping needs.
///
/// Literals keep the spelling they were written with (`0x10`, `'it\'s'`, `` `a b` ``), so
/// printing never changes a value. Identifiers may be renamed on the way.
struct ExpressionPrinter {
  let source: SourceText
  var renaming: SymbolRename?
  /// Parenthesize every operand that is not a literal, name, call or subscript.
  var parenthesizeAll = false

  func print(_ syntax: Syntax) -> String {
    switch syntax.kind {
    case .number, .string: return literalText(syntax)
    case .identifier(let name):
      guard let renamed = renaming?.renamed(name) else { return literalText(syntax) }
      return Self.spelling(ofIdentifier: renamed)
    case .arrayLiteral(let elements): return "[" + list(elements) + "]"
    case .commaList(let elements): return list(elements)
    case .prefix(let op, let operand): return op.name + operandText(operand)
    case .postfix(let op, let operand): return operandText(operand) + op.name
    case .infix(let op, let lhs, let rhs): return infixText(op.name, lhs, rhs)
    case .ternary(let condition, let thenBranch, let elseBranch):
      return ternaryText(condition, thenBranch, elseBranch)
    case .call(let name, let arguments):
      let callee = renaming?.renamed(name) ?? name
      return Self.spelling(ofIdentifier: callee) + "(" + list(arguments) + ")"
    case .callValue(let callee, let arguments):
      return operandText(callee) + "(" + list(arguments) + ")"
    case .subscripting(let base, let index):
      return operandText(base) + "[" + print(index) + "]"
    }
  }

  /// A name as written in an expression: plain when the lexer reads it back as one identifier,
  /// else between backticks.
  static func spelling(ofIdentifier name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first, CharacterClass.isIdentifierHead(first) else {
      return "`" + name + "`"
    }
    var index = 1
    while index < scalars.count {
      let scalar = scalars[index]
      let continuesPath =
        scalar == "." && index + 1 < scalars.count
        && CharacterClass.isIdentifierTail(scalars[index + 1])
      guard CharacterClass.isIdentifierTail(scalar) || continuesPath else {
        return "`" + name + "`"
      }
      index += 1
    }
    return name
  }

  // MARK: - Pieces

  /// The literal's own text: its range without the parentheses the parser folded into it.
  private func literalText(_ syntax: Syntax) -> String {
    var text = Substring(source.text(syntax.range))
    while true {
      text = text.drop(while: \.isWhitespace)
      while text.last?.isWhitespace == true { text = text.dropLast() }
      guard text.first == "(", text.last == ")" else { return String(text) }
      text = text.dropFirst().dropLast()
    }
  }

  private func list(_ elements: [Syntax]) -> String {
    elements.map { element in
      if case .commaList = element.kind { return "(" + print(element) + ")" }
      return print(element)
    }.joined(separator: ", ")
  }

  /// The operand of a prefix or postfix operator, a callee or a subscripted value.
  private func operandText(_ operand: Syntax) -> String {
    Self.isAtom(operand) ? print(operand) : "(" + print(operand) + ")"
  }

  private func infixText(_ name: String, _ lhs: Syntax, _ rhs: Syntax) -> String {
    let level = OperatorTable.precedence(of: name)
    let rightAssociative = OperatorTable.isRightAssociative(name)
    let left = needsParentheses(lhs, level: level, onRight: false, rightAssociative)
    let right = needsParentheses(rhs, level: level, onRight: true, rightAssociative)
    return wrap(lhs, left) + " " + name + " " + wrap(rhs, right)
  }

  private func ternaryText(_ condition: Syntax, _ thenBranch: Syntax, _ elseBranch: Syntax)
    -> String
  {
    let conditionNeeds = Self.level(of: condition).map { $0 <= OperatorTable.ternary } ?? false
    let thenNeeds = Self.level(of: thenBranch).map { $0 <= OperatorTable.ternary } ?? false
    let elseNeeds = Self.level(of: elseBranch).map { $0 < OperatorTable.ternary } ?? false
    return wrap(condition, conditionNeeds || parenthesizeAll) + " ? "
      + wrap(thenBranch, thenNeeds || parenthesizeAll) + " : "
      + wrap(elseBranch, elseNeeds || parenthesizeAll)
  }

  private func wrap(_ syntax: Syntax, _ parenthesize: Bool) -> String {
    parenthesize ? "(" + print(syntax) + ")" : print(syntax)
  }

  /// Whether an operand of an infix operator at `level` must be parenthesized to keep its
  /// grouping. A postfix operator binds at the level its name has as an infix operator.
  private func needsParentheses(
    _ operand: Syntax, level: Int, onRight: Bool, _ rightAssociative: Bool
  ) -> Bool {
    if case .prefix = operand.kind { return false }
    if case .postfix(let op, _) = operand.kind {
      let own = OperatorTable.precedence(of: op.name)
      return parenthesizeAll || own < level || (onRight && own == level && !rightAssociative)
    }
    guard let own = Self.level(of: operand) else { return false }
    if parenthesizeAll || own < level { return true }
    return own == level && onRight != rightAssociative
  }

  /// The binding level of an operator node; nil for operands that never need parentheses.
  private static func level(of syntax: Syntax) -> Int? {
    switch syntax.kind {
    case .infix(let op, _, _): return OperatorTable.precedence(of: op.name)
    case .postfix(let op, _): return OperatorTable.precedence(of: op.name)
    case .ternary: return OperatorTable.ternary
    case .commaList: return OperatorTable.comma
    default: return nil
    }
  }

  private static func isAtom(_ syntax: Syntax) -> Bool {
    switch syntax.kind {
    case .number, .string, .identifier, .arrayLiteral, .call, .callValue, .subscripting:
      return true
    case .commaList, .prefix, .postfix, .infix, .ternary:
      return false
    }
  }
}

/// The structure of a syntax tree without its spelling, to check that printed text reads back
/// as the same tree.
enum SyntaxShape {
  static func of(_ syntax: Syntax, renaming: SymbolRename? = nil) -> String {
    let shape = { (child: Syntax) in of(child, renaming: renaming) }
    switch syntax.kind {
    case .number(let value): return "\(value)"
    case .string(let text): return "'\(text.debugDescription)'"
    case .identifier(let name): return "`\(renaming?.renamed(name) ?? name)`"
    case .arrayLiteral(let elements): return "[" + elements.map(shape).joined(separator: ",") + "]"
    case .commaList(let elements): return "{" + elements.map(shape).joined(separator: ",") + "}"
    case .prefix(let op, let operand): return "(\(op.name)_ \(shape(operand)))"
    case .postfix(let op, let operand): return "(_\(op.name) \(shape(operand)))"
    case .infix(let op, let lhs, let rhs): return "(\(op.name) \(shape(lhs)) \(shape(rhs)))"
    case .ternary(let condition, let thenBranch, let elseBranch):
      return "(?: \(shape(condition)) \(shape(thenBranch)) \(shape(elseBranch)))"
    case .call(let name, let arguments):
      let callee = renaming?.renamed(name) ?? name
      return "`\(callee)`(" + arguments.map(shape).joined(separator: ",") + ")"
    case .callValue(let callee, let arguments):
      return shape(callee) + "(" + arguments.map(shape).joined(separator: ",") + ")"
    case .subscripting(let base, let index): return shape(base) + "[" + shape(index) + "]"
    }
  }
}
