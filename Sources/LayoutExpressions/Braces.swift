/// Finds `{...}` clauses in attribute text (Behaviour.md §b1 "Braces").
///
/// Braces inside quotes do not count, and a `//` comment inside a clause runs to its `}`.
enum Braces {
  /// The index of the `}` closing the clause opened at `open`, or nil if it is missing.
  static func closingBrace(in source: SourceText, openingAt open: Int, end: Int) -> Int? {
    let stop = firstUnquoted(in: source, open + 1..<end) {
      source.scalars[$0] == "}" || source.isCommentStart(at: $0)
    }
    guard let stop, source.isCommentStart(at: stop) else { return stop }
    return (stop..<end).first { source.scalars[$0] == "}" }
  }

  /// The first offset in `range` outside quoted text (`'…'`, `"…"` or `` `…` ``, where a
  /// backslash escapes the next character) at which `stop` holds.
  static func firstUnquoted(
    in source: SourceText, _ range: Range<Int>, where stop: (Int) -> Bool
  ) -> Int? {
    var index = range.lowerBound
    var quote: Unicode.Scalar?
    while index < range.upperBound {
      let scalar = source.scalars[index]
      if let delimiter = quote {
        if scalar == "\\" { index += 1 } else if scalar == delimiter { quote = nil }
      } else if scalar == "'" || scalar == "\"" || scalar == "`" {
        quote = scalar
      } else if stop(index) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `range` without leading and trailing whitespace.
  static func trimmed(_ range: Range<Int>, in source: SourceText) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isWhitespace(source.scalars[lower]) { lower += 1 }
    while upper > lower, isWhitespace(source.scalars[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// Whether `range` holds only whitespace and comments.
  static func isBlank(_ range: Range<Int>, in source: SourceText) -> Bool {
    let content = trimmed(range, in: source)
    return content.isEmpty || source.isCommentStart(at: content.lowerBound)
  }

  /// The expression text of a non-string attribute: the whole text, or the inside of a single
  /// optional outer `{...}` followed by nothing but whitespace or a comment.
  static func expressionRange(in source: SourceText) throws(SyntaxError) -> Range<Int> {
    let content = trimmed(0..<source.scalars.count, in: source)
    guard let open = content.first, source.scalars[open] == "{" else { return content }
    guard let close = closingBrace(in: source, openingAt: open, end: content.upperBound) else {
      throw SyntaxError("Missing `}`", at: open..<open + 1)
    }
    let rest = trimmed(close + 1..<content.upperBound, in: source)
    if !rest.isEmpty, !source.isCommentStart(at: rest.lowerBound) {
      if source.scalars[rest.lowerBound] == "}" {
        throw SyntaxError("Unexpected `}`", at: rest.lowerBound..<rest.lowerBound + 1)
      }
      throw .unexpectedToken(source.text(rest), at: rest)
    }
    return open + 1..<close
  }

  /// Whether the text is a single `{...}` clause (plus whitespace or a trailing comment).
  static func isSingleClause(_ source: SourceText) -> Bool {
    let content = trimmed(0..<source.scalars.count, in: source)
    guard let open = content.first, source.scalars[open] == "{",
      let close = closingBrace(in: source, openingAt: open, end: content.upperBound)
    else { return false }
    return isBlank(close + 1..<content.upperBound, in: source)
  }

  /// Whether the text contains a `{`.
  static func containsClause(_ source: SourceText) -> Bool {
    source.scalars.contains("{")
  }
}
