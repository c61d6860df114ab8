import LayoutSyntax

/// The text of a `<string>` resource as Android's resource compiler reads it: the text of
/// its markup kept (`<xliff:g>` placeholders, `<b>`, `<i>`, `<u>` spans, whose styles are
/// not drawn), runs of whitespace collapsed to one space and trimmed at the ends, except
/// inside double quotes (which are not shown); escapes `\n`, `\t`, `\uXXXX`, and a
/// backslash before any other character (`\'`, `\"`, `\\`, `\@`, `\?`) standing for it.
enum StringResource {
  /// The text of a `<string>` element.
  static func text(of element: XmlElement) -> String {
    decode(rawText(element.children))
  }

  /// The characters of nodes, the text inside elements included, comments left out.
  static func rawText(_ nodes: [XmlNode]) -> String {
    nodes.map { node -> String in
      switch node {
      case .text(let text): text.text
      case .cdata(let text, _): text
      case .element(let element): rawText(element.children)
      default: ""
      }
    }.joined()
  }

  /// Written text as the resource compiler turns it into the string's value.
  static func decode(_ written: String) -> String {
    var result: [Character] = []
    // Whether each character of the result is whitespace collapsed outside quotes, which
    // the ends lose.
    var collapsed: [Bool] = []
    var quoted = false
    var characters = written.makeIterator()
    func append(_ character: Character, collapsible: Bool = false) {
      result.append(character)
      collapsed.append(collapsible)
    }
    while let character = characters.next() {
      switch character {
      case "\\":
        guard let escaped = characters.next() else { break }
        switch escaped {
        case "n": append("\n")
        case "t": append("\t")
        case "u":
          let digits = String((0..<4).compactMap { _ in characters.next() })
          if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
            append(Character(scalar))
          }
        default: append(escaped)
        }
      case "\"":
        quoted.toggle()
      case " ", "\n", "\t", "\r":
        if quoted {
          append(character)
        } else if collapsed.last != true {
          append(" ", collapsible: true)
        }
      default:
        append(character)
      }
    }
    var start = 0
    var end = result.count
    while start < end, collapsed[start] { start += 1 }
    while end > start, collapsed[end - 1] { end -= 1 }
    return String(result[start..<end])
  }
}
