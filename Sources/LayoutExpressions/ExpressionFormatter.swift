import LayoutCore

/// Rewrites attribute text in the canonical spelling of `layout format` (Behaviour.md §f): the
/// expression is parsed and printed again (`10-5* 4` → `10 - 5 * 4`, `a,b` → `a, b`,
/// redundant parentheses dropped), comments become `expr // comment`, and in string-like text
/// only the `{…}` clauses change while the literal text around them stays as written.
///
/// The printed text always reads back as the same tree; when it would not, the expression is
/// left as written. Identifiers can be renamed on the way (`layout rename`).
package struct ExpressionFormatter: Sendable {
  /// A symbol to rename in every expression; string literals and literal text are untouched.
  package var renaming: SymbolRename?

  /// A formatter that also applies `renaming`, if given.
  package init(renaming: SymbolRename? = nil) {
    self.renaming = renaming
  }

  /// Formats the text of an attribute read as `type`.
  ///
  /// `type` nil means unknown: the text is treated as literal text with `{…}` clauses, which
  /// is always safe, and text that is not even valid as that is returned unchanged. `start` is
  /// the file location of the text, for the diagnostics of syntax errors.
  package func format(
    _ text: String, as type: ExpressionType?,
    at start: SourceLocation = SourceLocation(line: 1, column: 1)
  ) throws(DiagnosticError) -> String {
    let source = SourceText(text, start: start)
    switch Mode(type, source) {
    case .literal: return text
    case .template: return try formatTemplate(source, lenient: type == nil)
    case .expression: return try formatWhole(source)
    }
  }

  /// How a type's text is read.
  private enum Mode {
    /// Left as written: colour names and hex literals, which are not expressions.
    case literal
    /// Literal text with `{…}` clauses.
    case template
    /// One expression, optionally inside `{…}`.
    case expression

    init(_ type: ExpressionType?, _ source: SourceText) {
      switch type {
      case nil, .string?, .attributedString?, .font?, .image?:
        self = .template
      case .color?, .colors?:
        if Braces.containsClause(source) {
          self = Braces.isSingleClause(source) ? .expression : .template
        } else {
          self = source.scalars.contains("(") ? .expression : .literal
        }
      default:
        self = .expression
      }
    }
  }

  // MARK: - Whole values

  private func formatWhole(_ source: SourceText) throws(DiagnosticError) -> String {
    let content = Braces.trimmed(0..<source.scalars.count, in: source)
    guard let first = content.first else { return "" }
    if source.isCommentStart(at: first) { return source.text(content) }
    let inner: Range<Int>
    do throws(SyntaxError) { inner = try Braces.expressionRange(in: source) } catch {
      throw error.diagnostic(in: source)
    }
    guard source.scalars[first] == "{" else { return try formatClause(source, inner) }
    var output = "{" + (try formatClause(source, inner)) + "}"
    let trailing = Braces.trimmed(inner.upperBound + 1..<content.upperBound, in: source)
    if !trailing.isEmpty { output += " " + commentText(source, trailing) }
    return output
  }

  private func formatTemplate(_ source: SourceText, lenient: Bool) throws(DiagnosticError) -> String
  {
    let segments: [StringTemplate.Segment]
    do throws(SyntaxError) { segments = try StringTemplate.segments(of: source) } catch {
      if lenient { return source.text(0..<source.scalars.count) }
      throw error.diagnostic(in: source)
    }
    var output = ""
    for segment in segments {
      switch segment {
      case .text(let text): output += text
      case .clause(let range): output += "{" + (try formatClause(source, range)) + "}"
      }
    }
    return output
  }

  // MARK: - Clauses

  /// An expression with an optional trailing comment, a comment alone, or nothing.
  private func formatClause(_ source: SourceText, _ range: Range<Int>) throws(DiagnosticError)
    -> String
  {
    let content = Braces.trimmed(range, in: source)
    guard !content.isEmpty else { return "" }
    let comment = Self.commentStart(in: source, content)
    let expression = Braces.trimmed(
      content.lowerBound..<(comment ?? content.upperBound), in: source)
    var output = expression.isEmpty ? "" : try formatExpression(source, expression)
    if let comment {
      if !output.isEmpty { output += " " }
      output += commentText(source, comment..<content.upperBound)
    }
    return output
  }

  /// `// text`, with the text trimmed.
  private func commentText(_ source: SourceText, _ range: Range<Int>) -> String {
    let body = Braces.trimmed(range.lowerBound + 2..<range.upperBound, in: source)
    return body.isEmpty ? "//" : "// " + source.text(body)
  }

  /// The offset of the `//` that starts a comment in `range`, outside quotes.
  private static func commentStart(in source: SourceText, _ range: Range<Int>) -> Int? {
    Braces.firstUnquoted(in: source, range) { source.isCommentStart(at: $0) }
  }

  /// The expression printed canonically, or as written when no printing reads back the same.
  private func formatExpression(_ source: SourceText, _ range: Range<Int>) throws(DiagnosticError)
    -> String
  {
    let syntax = try ExpressionCompiler.parse(source, range: range)
    let shape = SyntaxShape.of(syntax, renaming: renaming)
    for parenthesizeAll in [false, true] {
      let printer = ExpressionPrinter(
        source: source, renaming: renaming, parenthesizeAll: parenthesizeAll)
      let text = printer.print(syntax)
      if Self.reads(text, as: shape) { return text }
    }
    return source.text(range)
  }

  private static func reads(_ text: String, as shape: String) -> Bool {
    let printed = SourceText(text, start: SourceLocation(line: 1, column: 1))
    guard let syntax = try? ExpressionCompiler.parse(printed, range: 0..<printed.scalars.count)
    else { return false }
    return SyntaxShape.of(syntax) == shape
  }
}
