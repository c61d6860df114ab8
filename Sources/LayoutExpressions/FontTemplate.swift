import LayoutCore

/// Font attribute text (research §b7): literal parts with `{…}` clauses, where a clause may
/// inject a whole font (`{themeFont} 25 bold`) or any other part.
enum FontTemplate {
  private enum Part {
    case words([FontSpecifier.Token])
    case value(Evaluator, SourceRange)
  }

  static func compile(_ source: SourceText, with compiler: inout Compiler) throws(Diagnostic)
    -> Evaluator
  {
    let segments: [StringTemplate.Segment]
    do throws(SyntaxError) { segments = try StringTemplate.segments(of: source) } catch {
      throw error.diagnostic(in: source)
    }
    let savedType = compiler.type
    compiler.type = .any
    defer { compiler.type = savedType }
    var parts: [Part] = []
    for segment in segments {
      switch segment {
      case .text(let text):
        parts.append(.words(FontSpecifier.words(text)))
      case .clause(let range) where Braces.isBlank(range, in: source):
        continue
      case .clause(let range):
        let syntax = try ExpressionCompiler.parse(source, range: range)
        parts.append(.value(try compiler.compile(syntax), source.sourceRange(range)))
      }
    }
    let whole = source.sourceRange(0..<source.scalars.count)
    let compiledParts = parts
    return { context throws(Diagnostic) in
      var tokens: [FontSpecifier.Token] = []
      for part in compiledParts {
        switch part {
        case .words(let words): tokens += words
        case .value(let evaluator, let range): tokens += try Self.tokens(evaluator(context), range)
        }
      }
      return .font(try FontSpecifier.resolve(tokens, range: whole))
    }
  }

  private static func tokens(_ value: Value, _ range: SourceRange) throws(Diagnostic)
    -> [FontSpecifier.Token]
  {
    switch value {
    case .font(let font): return [.font(font)]
    case .null:
      throw .expression(ExpressionErrorCode.value, "Unexpected nil value for font", at: range)
    default: return FontSpecifier.words(value.description)
    }
  }
}
