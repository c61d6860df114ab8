import LayoutCore

/// Parses Layout's HTML subset for attributed strings into `AttributedText`.
///
/// Supported: `p`, `div`, `h1`–`h6` (bold blocks; sizes are not kept, since Layout draws every
/// run in the view's font with only its traits), `b`/`strong`, `i`/`em`, `u`/`ins`/`a`
/// (underline), `strike`/`s`/`del`, `sup`, `sub`, `code`/`tt`/`kbd` (monospace), `center` and
/// `align="…"` on blocks, `ul`/`ol`/`li` (one item per line, `• ` or `1. ` markers), `br`, and
/// `span`. Unknown tags keep their text. Whitespace collapses as in a browser, a paragraph
/// break is one newline, and character references (the XML five, common HTML names and
/// numeric ones) are decoded.
///
/// Malformed markup (an unclosed element, a stray or mismatched end tag, an unknown entity,
/// an unterminated tag) is a `Diagnostic` with code `html-syntax` located in the HTML text.
package enum HTMLTextParser {
  /// Parses HTML source into attributed text.
  package static func parse(_ html: String) throws(DiagnosticError) -> AttributedText {
    var converter = HTMLTextConverter(html)
    return try converter.convert()
  }

  /// Whether text should be treated as HTML: it contains `<`, `>` or `&`.
  package static func containsMarkup(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "&" }
  }
}
