import LayoutCore

/// Font attribute text (Behaviour.md §b7): literal parts with `{…}` clauses, where a clause may
/// inject a whole font (`{themeFont} 25 bold`) or any other part.
enum FontTemplate {
  static func compile(_ source: SourceText, with compiler: inout Compiler) throws(DiagnosticError)
    -> Evaluator
  {
    let parts = try StringTemplate.compileParts(source, with: &compiler, clauseType: .any)
    let whole = source.sourceRange(0..<source.scalars.count)
    if needsFamilies(parts) { compiler.recordFontFamilyLookup() }
    return { context throws(DiagnosticError) in
      var tokens: [FontSpecifier.Token] = []
      for part in parts {
        switch part {
        case .text(let text): tokens += FontSpecifier.words(text)
        case .value(let evaluator, let range): tokens += try Self.tokens(evaluator(context), range)
        }
      }
      return .font(
        try FontSpecifier.resolve(tokens, range: whole, isFamily: context.isFontFamily))
    }
  }

  /// Whether the family can depend on the families the context has: a keyword next to other
  /// words, or a clause whose words are not known before evaluation.
  private static func needsFamilies(_ parts: [StringTemplate.Part]) -> Bool {
    var literal: [FontSpecifier.Token] = []
    for part in parts {
      switch part {
      case .text(let text): literal += FontSpecifier.words(text)
      case .value: return true
      }
    }
    return FontFamilyRuns.hasMixedRun(literal)
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
