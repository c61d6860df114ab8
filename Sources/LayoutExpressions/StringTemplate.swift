import LayoutCore

/// String-like attribute text: literal text with `{...}` expression clauses (Behaviour.md §b5).
///
/// A lone `}` is an error, `//` outside braces is literal text, and a value made of a single
/// clause that evaluates to nil gives the empty string; nil anywhere else is an error.
enum StringTemplate {
  enum Segment {
    case text(String)
    /// The inside of a clause, without its braces.
    case clause(Range<Int>)
  }

  /// Splits the whole attribute text into literal text and clauses.
  static func segments(of source: SourceText) throws(SyntaxError) -> [Segment] {
    var segments: [Segment] = []
    var text = ""
    var index = 0
    let end = source.scalars.count
    while index < end {
      let scalar = source.scalars[index]
      if scalar == "}" { throw SyntaxError("Unexpected `}`", at: index..<index + 1) }
      guard scalar == "{" else {
        text.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      guard let close = Braces.closingBrace(in: source, openingAt: index, end: end) else {
        throw SyntaxError("Missing `}`", at: index..<index + 1)
      }
      if !text.isEmpty { segments.append(.text(text)) }
      text = ""
      segments.append(.clause(index + 1..<close))
      index = close + 1
    }
    if !text.isEmpty { segments.append(.text(text)) }
    return segments
  }

  /// A piece of a template: literal text, or a compiled clause and where it is.
  enum Part {
    case text(String)
    case value(Evaluator, SourceRange)
  }

  /// Splits the text and compiles its clauses; empty clauses vanish. Clauses are compiled as
  /// `clauseType` expressions (whose type-specific names are in scope), uncast.
  static func compileParts(
    _ source: SourceText, with compiler: inout Compiler, clauseType: ExpressionType
  ) throws(DiagnosticError) -> [Part] {
    let segments: [Segment]
    do throws(SyntaxError) { segments = try StringTemplate.segments(of: source) } catch {
      throw error.diagnostic(in: source)
    }
    let savedType = compiler.type
    compiler.type = clauseType
    defer { compiler.type = savedType }
    var parts: [Part] = []
    for segment in segments {
      switch segment {
      case .text(let text): parts.append(.text(text))
      case .clause(let range) where Braces.isBlank(range, in: source): continue
      case .clause(let range):
        let syntax = try ExpressionCompiler.parse(source, range: range)
        parts.append(.value(try compiler.compile(syntax), source.sourceRange(range)))
      }
    }
    return parts
  }

  /// The evaluator producing the interpolated string.
  static func compile(
    _ source: SourceText, with compiler: inout Compiler
  ) throws(DiagnosticError) -> Evaluator {
    evaluator(for: try compileParts(source, with: &compiler, clauseType: compiler.type))
  }

  private static func evaluator(for parts: [Part]) -> Evaluator {
    if parts.count == 1, case .value(let single, _) = parts[0] {
      return { context throws(DiagnosticError) in
        let value = try single(context)
        return .string(value.isNull ? "" : value.description)
      }
    }
    return { context throws(DiagnosticError) in
      var result = ""
      for part in parts {
        switch part {
        case .text(let text): result += text
        case .value(let evaluator, let range):
          let value = try evaluator(context)
          if value.isNull {
            throw .expression(.expressionValue, "Unexpected nil value", at: range)
          }
          result += value.description
          result = try TextLimit.checked(result, at: range)
        }
      }
      return .string(result)
    }
  }
}
