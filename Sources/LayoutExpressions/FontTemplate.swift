import LayoutCore

/// Font attribute text (Behaviour.md §b7): literal parts with `{…}` clauses, where a clause may
/// inject a whole font (`{themeFont} 25 bold`) or any other part. In clauses, qualified UIKit
/// constants such as `UIFontDescriptorSymbolicTraits.traitBold` are font keywords.
enum FontTemplate {
  static func compile(_ source: SourceText, with compiler: inout Compiler) throws(DiagnosticError)
    -> Evaluator
  {
    let parts = try StringTemplate.compileParts(source, with: &compiler, clauseType: .font)
    let whole = source.sourceRange(0..<source.scalars.count)
    let literalWords = locatedLiteralWords(source, parts: parts)
    if needsFamilies(parts) { compiler.recordFontFamilyLookup() }
    return { context throws(DiagnosticError) in
      var tokens: [FontSpecifier.Token] = []
      var ranges: [SourceRange?] = []
      var textIndex = 0
      for part in parts {
        switch part {
        case .text:
          for word in literalWords[textIndex] {
            tokens.append(word.token)
            ranges.append(word.range)
          }
          textIndex += 1
        case .value(let evaluator, let range):
          let clauseTokens = try Self.tokens(evaluator(context), range)
          tokens += clauseTokens
          ranges += Array(repeating: range, count: clauseTokens.count)
        }
      }
      return .font(
        try FontReading.resolve(
          tokens, range: whole, ranges: ranges, isFamily: context.isFontFamily))
    }
  }

  /// The words of each literal part, located in the file.
  private static func locatedLiteralWords(_ source: SourceText, parts: [StringTemplate.Part])
    -> [[(token: FontSpecifier.Token, range: SourceRange)]]
  {
    let starts = literalStarts(source)
    var result: [[(token: FontSpecifier.Token, range: SourceRange)]] = []
    for part in parts {
      guard case .text(let text) = part else { continue }
      let start = result.count < starts.count ? starts[result.count] : 0
      result.append(
        FontSpecifier.locatedWords(text).map { word in
          let range = (start + word.range.lowerBound)..<(start + word.range.upperBound)
          return (word.token, source.sourceRange(range))
        })
    }
    return result
  }

  /// The scalar offset where each literal part of the text starts, in order.
  private static func literalStarts(_ source: SourceText) -> [Int] {
    guard let segments = try? StringTemplate.segments(of: source) else { return [] }
    var starts: [Int] = []
    var offset = 0
    for segment in segments {
      switch segment {
      case .text(let text):
        starts.append(offset)
        offset += text.unicodeScalars.count
      case .clause(let range):
        offset = range.upperBound + 1
      }
    }
    return starts
  }

  /// Whether the family can depend on the families the context has: two or more adjacent words
  /// that are not all keywords, or a clause whose words are not known before evaluation.
  private static func needsFamilies(_ parts: [StringTemplate.Part]) -> Bool {
    var literal: [FontSpecifier.Token] = []
    for part in parts {
      switch part {
      case .text(let text): literal += FontSpecifier.words(text)
      case .value: return true
      }
    }
    return FontFamilyRuns.dependsOnFamilies(literal)
  }

  private static func tokens(_ value: Value, _ range: SourceRange) throws(DiagnosticError)
    -> [FontSpecifier.Token]
  {
    switch value {
    case .font(let font): return [.font(font)]
    case .null:
      throw .expression(.expressionValue, "Unexpected nil value for font", at: range)
    default: return FontSpecifier.words(value.description)
    }
  }
}
