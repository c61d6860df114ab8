import LayoutCore

/// Compiles attribute text into `CompiledExpression`s (Behaviour.md §b1–§b6).
package enum ExpressionCompiler {
  /// Parses, type-checks and compiles `source` as an expression of `type`.
  ///
  /// `start` is the file location of the first character of `source`; diagnostics point at the
  /// offending token. Syntax errors, undefined operators, wrong built-in arities and errors in
  /// constant expressions are thrown here; everything else when evaluating. Symbols are
  /// numbered in `symbols` when given (see `EvaluationContext.value(of:number:)`).
  package static func compile(
    _ source: String, as type: ExpressionType, at start: SourceLocation,
    symbols: SymbolTable? = nil
  ) throws(DiagnosticError) -> CompiledExpression {
    if let literal = literalText(source, as: type) { return literal }
    let text = SourceText(source, start: start)
    var compiler = Compiler(source: text, type: type, symbolTable: symbols)
    let body = try compileBody(text, source, type: type, compiler: &compiler)
    let wholeRange = text.sourceRange(0..<text.scalars.count)
    let typed = castingEvaluator(body, to: type, range: wholeRange)
    let isConstant =
      compiler.symbols.isEmpty && !compiler.usesAuto && !compiler.usesPercent
      && !compiler.readsFontFamilies
    var constantValue: Value?
    var evaluator = typed
    if isConstant {
      let raw = try body(EmptyContext())
      if !ResultCasting.needsContext(raw, for: type) {
        let value = try ResultCasting.cast(
          raw, to: type, context: EmptyContext(), range: wholeRange)
        constantValue = value
        evaluator = Compiler.constant(value)
      }
    }
    return CompiledExpression(
      source: source, type: type, symbols: compiler.symbols, usesAuto: compiler.usesAuto,
      usesPercent: compiler.usesPercent, constantValue: constantValue, evaluator: evaluator)
  }

  /// A string attribute with no braces is its own text: constant, compiled without lexing it
  /// (a list's thousand distinct labels).
  private static func literalText(_ source: String, as type: ExpressionType)
    -> CompiledExpression?
  {
    guard case .string = type,
      !source.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }),
      !isAbsent(source)
    else { return nil }
    let value = Value.string(source)
    return CompiledExpression(
      source: source, type: type, symbols: [], usesAuto: false, usesPercent: false,
      constantValue: value, evaluator: Compiler.constant(value))
  }

  /// Whether the attribute text counts as absent (Behaviour.md §a.2): empty, starting with `//`,
  /// `{}` or `{// ...}`.
  package static func isAbsent(_ source: String) -> Bool {
    // Most values start with what can begin neither whitespace, a comment nor braces.
    guard let first = source.utf8.first else { return true }
    if !isWhitespace(Unicode.Scalar(first)), first != UInt8(ascii: "{"),
      first != UInt8(ascii: "/")
    {
      return false
    }
    let text = SourceText(source, start: SourceLocation(line: 1, column: 1))
    let content = Braces.trimmed(0..<text.scalars.count, in: text)
    guard let first = content.first else { return true }
    if text.isCommentStart(at: first) { return true }
    guard text.scalars[first] == "{" else { return false }
    let inner = Braces.trimmed(first + 1..<content.upperBound, in: text)
    guard let innerFirst = inner.first else { return false }
    if text.isCommentStart(at: innerFirst) { return true }
    return text.scalars[innerFirst] == "}"
      && Braces.isBlank(innerFirst + 1..<inner.upperBound, in: text)
  }

  /// The longest single expression accepted (text around `{…}` clauses does not count).
  static let maximumLength = 1024

  // MARK: - Internals

  /// Lexes and parses the expression in `range` of `source`.
  static func parse(_ source: SourceText, range: Range<Int>) throws(DiagnosticError) -> Syntax {
    guard range.count <= maximumLength else {
      throw SyntaxError(
        "Expression is longer than \(maximumLength) characters",
        at: range.lowerBound..<range.lowerBound
      ).diagnostic(in: source)
    }
    do throws(SyntaxError) {
      var lexer = Lexer(source: source, range: range)
      let tokens = try lexer.tokenize()
      return try Parser.parse(tokens, source: source, end: range.upperBound)
    } catch {
      throw error.diagnostic(in: source)
    }
  }

  /// The evaluator for `text`, whose characters are `source`'s.
  private static func compileBody(
    _ text: SourceText, _ source: String, type: ExpressionType, compiler: inout Compiler
  ) throws(DiagnosticError) -> Evaluator {
    switch type {
    case .string where isAbsent(source), .attributedString where isAbsent(source):
      return Compiler.constant(.string(""))
    case .string:
      return try StringTemplate.compile(text, with: &compiler)
    case .attributedString:
      return try AttributedTemplate.compile(text, with: &compiler)
    case .font:
      return try FontTemplate.compile(text, with: &compiler)
    case .image where !Braces.containsClause(text):
      let name = source.trimmingWhitespace()
      return Compiler.constant(name.isEmpty ? .null : .image(name))
    case .color where Braces.containsClause(text) && !Braces.isSingleClause(text):
      compiler.type = .string
      return try StringTemplate.compile(text, with: &compiler)
    default:
      let range: Range<Int>
      do throws(SyntaxError) { range = try Braces.expressionRange(in: text) } catch {
        throw error.diagnostic(in: text)
      }
      return try compiler.compile(try parse(text, range: range))
    }
  }

  private static func castingEvaluator(
    _ body: @escaping Evaluator, to type: ExpressionType, range: SourceRange
  ) -> Evaluator {
    if case .any = type { return body }
    return { context throws(DiagnosticError) in
      try ResultCasting.cast(try body(context), to: type, context: context, range: range)
    }
  }
}

extension String {
  /// The text without leading and trailing whitespace.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
