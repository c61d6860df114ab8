/// Builds a syntax tree from tokens (Behaviour.md §b1, §b2).
///
/// Each subexpression is first collected into a flat list of operands and operators (calls,
/// subscripts and parentheses are attached to their operands on the way), then the operators
/// are classified as prefix, infix or postfix from the whitespace around them
/// (`OperatorResolver`), and finally grouped by precedence (`PrecedenceClimber`).
struct Parser {
  private let source: SourceText
  private let tokens: [Token]
  private let endOffset: Int
  private var index = 0
  /// How many parentheses, brackets and calls enclose the current subexpression.
  private var depth = 0

  /// The deepest nesting accepted: templates are untrusted, and deeper trees would exhaust
  /// the stack when compiled and evaluated.
  static let maximumDepth = 64

  /// Parses the whole token list as one expression.
  static func parse(_ tokens: [Token], source: SourceText, end: Int) throws(SyntaxError) -> Syntax {
    var parser = Parser(source: source, tokens: tokens, endOffset: end)
    return try parser.parseSubexpression(closers: [], emptyIsUnexpected: false)
  }

  private init(source: SourceText, tokens: [Token], endOffset: Int) {
    self.source = source
    self.tokens = tokens
    self.endOffset = endOffset
  }

  // MARK: - Subexpressions

  private mutating func parseSubexpression(
    closers: [Token.Kind], emptyIsUnexpected: Bool
  ) throws(SyntaxError) -> Syntax {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      let offset = index < tokens.count ? tokens[index].range.lowerBound : endOffset
      throw SyntaxError(
        "Expression is nested more than \(Self.maximumDepth) levels deep", at: offset..<offset)
    }
    let items = try collectItems(closers: closers)
    guard !items.isEmpty else { throw emptyError(closers: closers, unexpected: emptyIsUnexpected) }
    let parts = try OperatorResolver.resolve(items, source: source)
    var climber = PrecedenceClimber(parts: parts)
    return try climber.parseAll()
  }

  /// The error for a subexpression without any tokens.
  private func emptyError(closers: [Token.Kind], unexpected: Bool) -> SyntaxError {
    guard index < tokens.count else {
      let message =
        closers.contains(.closeParen)
        ? "Missing `)`" : closers.contains(.closeBracket) ? "Missing `]`" : "Empty expression"
      return SyntaxError(message, at: endOffset..<endOffset)
    }
    let range = tokens[index].range
    if unexpected { return .unexpectedToken(source.text(range), at: range) }
    return SyntaxError("Empty expression", at: range.lowerBound..<range.lowerBound)
  }

  private mutating func collectItems(closers: [Token.Kind]) throws(SyntaxError) -> [ParsedItem] {
    var items: [ParsedItem] = []
    var operandPosition = true
    while index < tokens.count, !closers.contains(tokens[index].kind) {
      let token = tokens[index]
      index += 1
      switch token.kind {
      case .number(let value):
        items.append(.operand(Syntax(kind: .number(value), range: token.range)))
        operandPosition = false
      case .string(let text):
        items.append(.operand(Syntax(kind: .string(text), range: token.range)))
        operandPosition = false
      case .identifier(let name) where !operandPosition:
        items.append(.word(OperatorName(name: name, range: token.range)))
        operandPosition = true
      case .identifier(let name):
        items.append(.operand(Syntax(kind: .identifier(name), range: token.range)))
        operandPosition = false
      case .symbolOperator(let name):
        items.append(.symbol(OperatorName(name: name, range: token.range), token: token))
        operandPosition = true
      case .comma:
        items.append(.op(OperatorName(name: ",", range: token.range), fixity: .infix))
        operandPosition = true
      case .openParen:
        try appendParenthesized(opening: token.range, to: &items)
        operandPosition = false
      case .openBracket:
        try appendBracketed(opening: token.range, to: &items)
        operandPosition = false
      case .closeParen, .closeBracket:
        throw .unexpectedToken(source.text(token.range), at: token.range)
      }
    }
    return items
  }

  // MARK: - Calls, groups, subscripts and array literals

  private mutating func appendParenthesized(
    opening: Range<Int>, to items: inout [ParsedItem]
  ) throws(SyntaxError) {
    if case .operand(let callee)? = items.last {
      let (arguments, end) = try parseArguments(closer: .closeParen, opening: opening)
      let range = callee.range.lowerBound..<end
      if case .identifier(let name) = callee.kind {
        items[items.count - 1] = .operand(
          Syntax(kind: .call(name: name, arguments: arguments), range: range))
      } else {
        items[items.count - 1] = .operand(
          Syntax(kind: .callValue(callee, arguments: arguments), range: range))
      }
      return
    }
    let inner = try parseSubexpression(closers: [.closeParen], emptyIsUnexpected: false)
    let end = try expectCloser(.closeParen, opening: opening)
    items.append(.operand(Syntax(kind: inner.kind, range: opening.lowerBound..<end)))
  }

  private mutating func appendBracketed(
    opening: Range<Int>, to items: inout [ParsedItem]
  ) throws(SyntaxError) {
    let (elements, end) = try parseArguments(closer: .closeBracket, opening: opening)
    guard case .operand(let base)? = items.last else {
      let range = opening.lowerBound..<end
      items.append(.operand(Syntax(kind: .arrayLiteral(elements), range: range)))
      return
    }
    guard elements.count == 1 else {
      let subscripted = Subscripts.operatorName(of: base)
      throw SyntaxError(
        "\(subscripted.prefix(1).uppercased())\(subscripted.dropFirst()) expects 1 argument",
        at: opening.lowerBound..<end)
    }
    let range = base.range.lowerBound..<end
    items[items.count - 1] = .operand(
      Syntax(kind: .subscripting(base, index: elements[0]), range: range))
  }

  /// Comma-separated expressions up to `closer`; returns them and the end offset of the closer.
  private mutating func parseArguments(
    closer: Token.Kind, opening: Range<Int>
  ) throws(SyntaxError) -> ([Syntax], Int) {
    var arguments: [Syntax] = []
    if index < tokens.count, tokens[index].kind == closer {
      index += 1
      return ([], tokens[index - 1].range.upperBound)
    }
    repeat {
      arguments.append(try parseSubexpression(closers: [.comma, closer], emptyIsUnexpected: true))
    } while consume(.comma)
    return (arguments, try expectCloser(closer, opening: opening))
  }

  private mutating func consume(_ kind: Token.Kind) -> Bool {
    guard index < tokens.count, tokens[index].kind == kind else { return false }
    index += 1
    return true
  }

  private mutating func expectCloser(
    _ closer: Token.Kind, opening: Range<Int>
  ) throws(SyntaxError) -> Int {
    guard consume(closer) else {
      let symbol = closer == .closeParen ? ")" : "]"
      throw SyntaxError("Missing `\(symbol)`", at: opening)
    }
    return tokens[index - 1].range.upperBound
  }
}

/// An element of a flat subexpression before operators are classified.
enum ParsedItem {
  case operand(Syntax)
  case op(OperatorName, fixity: Fixity)

  /// A symbol operator, whose fixity guess comes from the whitespace around it.
  static func symbol(_ name: OperatorName, token: Token) -> ParsedItem {
    switch (token.spaceBefore, token.spaceAfter) {
    case (true, false): return .op(name, fixity: .prefix)
    case (false, true): return .op(name, fixity: .postfix)
    default: return .op(name, fixity: .infix)
    }
  }

  /// A word (identifier) in operator position, which is an infix operator.
  static func word(_ name: OperatorName) -> ParsedItem {
    .op(name, fixity: .infix)
  }
}

/// Where an operator stands relative to its operands.
enum Fixity {
  case prefix
  case infix
  case postfix
}
