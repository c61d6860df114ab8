import LayoutCore

extension AttributedText {
  /// The text as HTML in Layout's subset: `b`, `i`, `u`, `s`, `sup`, `sub` and `tt` for the
  /// traits, `center` (or `<div align="…">`) around aligned lines, `<br/>` for newlines, and
  /// `&amp;`, `&lt;`, `&gt;`, `&nbsp;` for those characters.
  ///
  /// `HTMLTextParser.parse(text.htmlSource) == text` for any text the parser produced. Text
  /// the parser could not have produced (two spaces in a row, a space at the start or end of a
  /// line, a tab, a natural alignment) is written as well as HTML allows.
  package var htmlSource: String {
    var writer = HTMLWriter(scalars: Array(string.unicodeScalars))
    writer.write(runs)
    return writer.html
  }
}

/// Writes runs as HTML, keeping trait elements open across runs that share them.
private struct HTMLWriter {
  let scalars: [Unicode.Scalar]
  var html = ""
  /// Trait elements currently open, outermost first; each holds a single trait.
  private var openTraits: [TextTraits] = []

  init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private static let traitTags: [(TextTraits, String)] = [
    (.bold, "b"), (.italic, "i"), (.underline, "u"), (.strikethrough, "s"),
    (.superscript, "sup"), (.subscript, "sub"), (.monospace, "tt"),
  ]

  /// Writes runs in groups of equal alignment, each group in its own block element.
  mutating func write(_ runs: [TextRun]) {
    var start = runs.startIndex
    while start < runs.endIndex {
      let alignment = runs[start].alignment
      let end = runs[start...].firstIndex { $0.alignment != alignment } ?? runs.endIndex
      writeBlock(runs[start..<end], alignment: alignment)
      start = end
    }
  }

  private mutating func writeBlock(_ runs: ArraySlice<TextRun>, alignment: TextAlignment?) {
    let (open, close) = Self.blockTags(for: alignment)
    html += open
    for run in runs {
      setTraits(run.traits)
      let range = run.range.clamped(to: 0..<scalars.count)
      for scalar in scalars[range] { writeEscaped(scalar) }
    }
    setTraits([])
    html += close
  }

  private static func blockTags(for alignment: TextAlignment?) -> (String, String) {
    switch alignment {
    case nil, .natural: return ("", "")
    case .center: return ("<center>", "</center>")
    case .left: return ("<div align=\"left\">", "</div>")
    case .right: return ("<div align=\"right\">", "</div>")
    case .justified: return ("<div align=\"justify\">", "</div>")
    }
  }

  /// Closes the open elements from the first one whose trait is not wanted, then opens the
  /// wanted traits that are not open, in a fixed order.
  private mutating func setTraits(_ traits: TextTraits) {
    let kept = openTraits.firstIndex { !traits.contains($0) } ?? openTraits.endIndex
    for trait in openTraits[kept...].reversed() { html += "</\(Self.tag(for: trait))>" }
    openTraits.removeSubrange(kept...)
    for (trait, tag) in Self.traitTags where traits.contains(trait) {
      guard !openTraits.contains(trait) else { continue }
      html += "<\(tag)>"
      openTraits.append(trait)
    }
  }

  private static func tag(for trait: TextTraits) -> String {
    traitTags.first { $0.0 == trait }?.1 ?? "span"
  }

  private mutating func writeEscaped(_ scalar: Unicode.Scalar) {
    switch scalar {
    case "&": html += "&amp;"
    case "<": html += "&lt;"
    case ">": html += "&gt;"
    case "\n": html += "<br/>"
    case "\u{A0}": html += "&nbsp;"
    default: html.unicodeScalars.append(scalar)
    }
  }
}
