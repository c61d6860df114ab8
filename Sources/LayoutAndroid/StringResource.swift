import LayoutCore
import LayoutSyntax

/// The text of a `<string>` resource as Android's resource compiler reads it: the text of
/// its markup kept (`<xliff:g>` placeholders; `<b>`, `<i>`, `<u>` spans, whose styles
/// `runs(of:)` gives), runs of whitespace collapsed to one space and trimmed at the ends, except
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

  /// The styled spans of a string element (`<b>`, `<i>`, `<u>`, `<strike>`, `<sup>`,
  /// `<sub>`, `<tt>`) as runs over its value, as the resource compiler keeps them beside the
  /// text; empty when it has none.
  static func runs(of element: XmlElement) -> [TextRun] {
    var raw = ""
    var spans: [(start: String, end: String, traits: TextTraits)] = []
    func walk(_ nodes: [XmlNode]) {
      for node in nodes {
        switch node {
        case .text(let text): raw += text.text
        case .cdata(let text, _): raw += text
        case .element(let inner):
          let start = raw
          walk(inner.children)
          if let traits = spanTraits[inner.name.lowercased()] { spans.append((start, raw, traits)) }
        default: break
        }
      }
    }
    walk(element.children)
    guard !spans.isEmpty else { return [] }
    let length = decode(raw).unicodeScalars.count
    // Where a span's edge falls in the value: the value of the text before it, its trailing
    // whitespace kept (the value's end is trimmed only at its end).
    func position(_ prefix: String) -> Int {
      min(decode(prefix, trimmingEnd: false).unicodeScalars.count, length)
    }
    var traits = [TextTraits](repeating: [], count: length)
    for span in spans {
      let (start, end) = (position(span.start), position(span.end))
      for index in start..<max(start, end) { traits[index].formUnion(span.traits) }
    }
    var runs: [TextRun] = []
    for (index, trait) in traits.enumerated() {
      if let last = runs.last, last.traits == trait {
        runs[runs.count - 1].range = last.range.lowerBound..<index + 1
      } else {
        runs.append(TextRun(range: index..<index + 1, traits: trait))
      }
    }
    return runs.contains { !$0.traits.isEmpty } ? runs : []
  }

  /// The styles of the span tags string resources may hold.
  private static let spanTraits: [String: TextTraits] = [
    "b": .bold, "i": .italic, "u": .underline, "strike": .strikethrough,
    "sup": .superscript, "sub": .subscript, "tt": .monospace,
  ]

  /// Written text as the resource compiler turns it into the string's value; whitespace the
  /// collapsing left at the end stays when `trimmingEnd` is false (for a prefix of it).
  static func decode(_ written: String, trimmingEnd: Bool = true) -> String {
    if isPlain(written, trimmingEnd: trimmingEnd) { return written }
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
    while trimmingEnd, end > start, collapsed[end - 1] { end -= 1 }
    return String(result[start..<end])
  }

  /// Text written in a layout's attribute (`android:text="1   2"`) as the resource compiler
  /// keeps it: its escapes (`\n`, `\t`, `\uXXXX`, `\'`…) read, and everything else, spaces
  /// and quotes included, as written (a string resource's whitespace collapses; an
  /// attribute's does not).
  static func decodeEscapes(_ written: String) -> String {
    guard written.utf8.contains(UInt8(ascii: "\\")) else { return written }
    var result = ""
    var characters = written.makeIterator()
    while let character = characters.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      guard let escaped = characters.next() else { break }
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "u":
        let digits = String((0..<4).compactMap { _ in characters.next() })
        if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
          result.append(Character(scalar))
        }
      default: result.append(escaped)
      }
    }
    return result
  }

  /// Text that `decodeEscapes` reads back as it is: a value already read (a string array's
  /// item) written into a made attribute.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\")
  }

  /// Whether decoding leaves the text as it is: no escape, quote, line break or tab, no run
  /// of spaces, and no space at an end it would lose.
  private static func isPlain(_ written: String, trimmingEnd: Bool) -> Bool {
    let space = UInt8(ascii: " ")
    var previous = space  // a space at the start is lost
    for byte in written.utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
        UInt8(ascii: "\r"):
        return false
      case space where previous == space: return false
      default: previous = byte
      }
    }
    return !trimmingEnd || previous != space || written.isEmpty
  }
}
