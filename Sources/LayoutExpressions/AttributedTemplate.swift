import LayoutCore
import LayoutSyntax

/// Attributed-string attribute text (Behaviour.md §d): literal text and `{…}` clauses, read as
/// Layout's HTML subset when any literal part or string value has markup. Plain values are
/// escaped so they take the formatting around them (`<b>{name}</b>` is bold); strings with
/// markup are spliced in as HTML, and attributed values keep their own styles.
enum AttributedTemplate {
  static func compile(_ source: SourceText, with compiler: inout Compiler) throws(DiagnosticError)
    -> Evaluator
  {
    let parts = try StringTemplate.compileParts(source, with: &compiler, clauseType: .any)
    let whole = source.sourceRange(0..<source.scalars.count)
    return { context throws(DiagnosticError) in
      var html = ""
      var plain = ""
      var hasMarkup = false
      for part in parts {
        switch part {
        case .text(let text):
          hasMarkup = hasMarkup || HTMLTextParser.containsMarkup(text)
          html += text
          plain += text
        case .value(let evaluator, let range):
          let value = try evaluator(context)
          if value.isNull, parts.count > 1 {
            throw .expression(.expressionValue, "Unexpected nil value", at: range)
          }
          let (source, isMarkup) = Self.htmlSource(of: value)
          hasMarkup = hasMarkup || isMarkup
          html += source
          plain += value.isNull ? "" : value.description
        }
      }
      guard hasMarkup else { return .attributed(AttributedText(plain: plain)) }
      do throws(DiagnosticError) {
        return .attributed(try HTMLTextParser.parse(html))
      } catch {
        throw .expression(
          error.primary.code, error.primary.message, at: whole, hints: error.primary.hints)
      }
    }
  }

  /// A clause value as HTML source, and whether it brings markup of its own.
  private static func htmlSource(of value: Value) -> (String, Bool) {
    switch value {
    case .attributed(let text): return (text.htmlSource, true)
    case .null: return ("", false)
    case .string(let text) where HTMLTextParser.containsMarkup(text): return (text, true)
    default: return (XMLEscaping.escaped(value.description, greaterThan: true), false)
    }
  }

}
