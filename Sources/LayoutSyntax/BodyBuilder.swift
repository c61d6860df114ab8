import LayoutCore

/// Accumulates the text and HTML content of a view element, following Layout's whitespace
/// rules: the result is trimmed and every run of whitespace becomes one space.
struct BodyBuilder {
  private var text = ""
  private var range: SourceRange?
  private(set) var isHTML = false

  mutating func appendText(_ piece: XmlText) {
    extend(piece.range)
    // Whitespace before any content is trimmed in the end: the indentation between child
    // elements need not be kept.
    if text.isEmpty, piece.text.utf8.allSatisfy(Self.isASCIIWhitespace) { return }
    text += isHTML ? XMLEscaping.escaped(piece.text) : piece.text
  }

  mutating func appendHTML(_ element: XmlElement) {
    extend(element.range)
    if !isHTML {
      text = XMLEscaping.escaped(text)
      isHTML = true
    }
    text += HTMLSerializer.serialize(element)
  }

  func finish() -> TemplateBody? {
    let collapsed = Self.collapseWhitespace(text)
    guard let range, !collapsed.isEmpty else { return nil }
    return TemplateBody(text: collapsed, isHTML: isHTML, range: range)
  }

  private mutating func extend(_ piece: SourceRange) {
    if let current = range {
      range = SourceRange(start: current.start, end: piece.end)
    } else {
      range = piece
    }
  }

  static func collapseWhitespace(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return collapseASCIIWhitespace(text) }
    var result = ""
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(" ") }
        pendingSpace = false
        result.append(character)
      }
    }
    return result
  }

  /// `collapseWhitespace` for ASCII text, byte by byte: there every character is one byte but
  /// `\r\n`, whose two bytes are whitespace as it is.
  private static func collapseASCIIWhitespace(_ text: String) -> String {
    var result: [UInt8] = []
    var pendingSpace = false
    for byte in text.utf8 {
      if isASCIIWhitespace(byte) {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(0x20) }
        pendingSpace = false
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether an ASCII byte is whitespace as `Character.isWhitespace` has it.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}

/// Writes lowercase (HTML) elements back out as HTML source.
enum HTMLSerializer {
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
    "source", "track", "wbr",
  ]

  static func serialize(_ element: XmlElement) -> String {
    var output = "<" + element.name
    for attribute in element.attributes {
      output += " \(attribute.name)=\"\(XMLEscaping.escaped(attribute.value, quotes: true))\""
    }
    if voidElements.contains(element.name) && element.children.isEmpty {
      return output + "/>"
    }
    output += ">"
    for child in element.children {
      switch child {
      case .element(let inner): output += serialize(inner)
      case .text(let text): output += XMLEscaping.escaped(text.text)
      case .cdata(let text, _): output += XMLEscaping.escaped(text)
      case .comment, .processingInstruction: break
      }
    }
    return output + "</\(element.name)>"
  }

}
