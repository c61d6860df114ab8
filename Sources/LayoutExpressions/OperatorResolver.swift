/// An element of a subexpression after operators have been classified: operands alternate with
/// infix operators, and postfix operators follow operands. Prefix operators are already applied.
enum ResolvedPart {
  case operand(Syntax)
  case infix(OperatorName)
  case postfix(OperatorName)
}

/// Decides whether each operator is prefix, infix or postfix (Behaviour.md §b1).
///
/// Whitespace gives the first guess: space on both sides or neither → infix, only before →
/// prefix, only after → postfix. Context then corrects it, as Expression 0.13.0 does:
/// * in operand position every operator is prefix;
/// * a postfix operator directly followed by an operand is infix (`a+ b`);
/// * an infix (or prefix) operator after an operand is postfix at the end, before a comma, or
///   when followed by another non-prefix operator — unless it is `+`, `*` or `/`, in which case
///   the following operator becomes prefix (`5+-4` = `5 + -4`, `100%-5` = `100% - 5`).
enum OperatorResolver {
  static func resolve(_ items: [ParsedItem], source: SourceText) throws(SyntaxError)
    -> [ResolvedPart]
  {
    var parts: [ResolvedPart] = []
    var prefixes: [OperatorName] = []
    var index = 0
    while index < items.count {
      switch items[index] {
      case .op(let name, _):
        prefixes.append(name)
        index += 1
        continue
      case .operand(let syntax):
        parts.append(.operand(applying(prefixes, to: syntax)))
        prefixes = []
        index += 1
      }
      try resolveOperators(after: &index, items: items, into: &parts, source: source)
    }
    if let dangling = prefixes.last {
      throw .unexpectedToken(dangling.name, at: dangling.range)
    }
    // Only a comma stays infix with nothing after it (`1,`).
    if case .infix(let trailing)? = parts.last {
      throw .unexpectedToken(trailing.name, at: trailing.range)
    }
    return parts
  }

  /// Consumes postfix operators after an operand up to (and including) the next infix operator.
  private static func resolveOperators(
    after index: inout Int, items: [ParsedItem], into parts: inout [ResolvedPart],
    source: SourceText
  ) throws(SyntaxError) {
    while index < items.count {
      guard case .op(let name, let fixity) = items[index] else {
        guard case .operand(let syntax) = items[index] else { return }
        throw .unexpectedToken(source.text(syntax.range), at: syntax.range)
      }
      let next = index + 1 < items.count ? items[index + 1] : nil
      index += 1
      if isInfix(name.name, fixity: fixity, before: next) {
        parts.append(.infix(name))
        return
      }
      parts.append(.postfix(name))
    }
  }

  private static func isInfix(_ name: String, fixity: Fixity, before next: ParsedItem?) -> Bool {
    if name == "," { return true }
    switch next {
    case nil: return false
    case .operand?: return true
    case .op(let nextName, let nextFixity)?:
      if fixity == .postfix || nextName.name == "," { return false }
      return nextFixity == .prefix || ["+", "*", "/"].contains(name)
    }
  }

  /// Wraps `syntax` in the prefix operators, the last one innermost.
  private static func applying(_ prefixes: [OperatorName], to syntax: Syntax) -> Syntax {
    prefixes.reversed().reduce(syntax) { operand, op in
      Syntax(kind: .prefix(op, operand), range: op.range.lowerBound..<operand.range.upperBound)
    }
  }
}
