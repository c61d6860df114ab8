import LayoutCore
import LayoutSyntax

/// Attributed-string attribute text (research §d): literal text and `{…}` clauses, read as
/// Layout's HTML subset when any literal part or string value has markup. Plain values are
/// escaped so they take the formatting around them (`<b>{name}</b>` is bold); strings with
/// markup are spliced in as HTML, and attributed values keep their own styles.
enum AttributedTemplate {
  private enum Part {
    case text(String)
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
      case .text(let text): parts.append(.text(text))
      case .clause(let range) where Braces.isBlank(range, in: source): continue
      case .clause(let range):
        let syntax = try ExpressionCompiler.parse(source, range: range)
        parts.append(.value(try compiler.compile(syntax), source.sourceRange(range)))
      }
    }
    let whole = source.sourceRange(0..<source.scalars.count)
    let compiledParts = parts
    return { context throws(Diagnostic) in
      var html = ""
      var plain = ""
      var hasMarkup = false
      for part in compiledParts {
        switch part {
        case .text(let text):
          hasMarkup = hasMarkup || HTMLTextParser.containsMarkup(text)
          html += text
          plain += text
        case .value(let evaluator, let range):
          let value = try evaluator(context)
          if value.isNull, compiledParts.count > 1 {
            throw .expression(ExpressionErrorCode.value, "Unexpected nil value", at: range)
          }
          let (source, isMarkup) = Self.htmlSource(of: value)
          hasMarkup = hasMarkup || isMarkup
          html += source
          plain += value.isNull ? "" : value.description
        }
      }
      guard hasMarkup else { return .attributed(AttributedText(plain: plain)) }
      do throws(Diagnostic) {
        return .attributed(try HTMLTextParser.parse(html))
      } catch {
        throw .expression(error.code, error.message, at: whole, hints: error.hints)
      }
    }
  }

  /// A clause value as HTML source, and whether it brings markup of its own.
  private static func htmlSource(of value: Value) -> (String, Bool) {
    switch value {
    case .attributed(let text): return (text.htmlSource, true)
    case .null: return ("", false)
    case .string(let text) where HTMLTextParser.containsMarkup(text): return (text, true)
    default: return (escape(value.description), false)
    }
  }

  private static func escape(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: output.append(character)
      }
    }
    return output
  }
}
