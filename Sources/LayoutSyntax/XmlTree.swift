import LayoutCore

/// A lossless XML tree: elements keep attribute order, and comments, whitespace and
/// processing instructions are kept in place, each with its source range.
package struct XmlDocument: Sendable {
  /// Comments, processing instructions and whitespace before the root element.
  package var prolog: [XmlNode]
  package var root: XmlElement
  /// Comments, processing instructions and whitespace after the root element.
  package var epilog: [XmlNode]
}

/// One child of an element.
package enum XmlNode: Sendable {
  case element(XmlElement)
  case text(XmlText)
  case comment(String, SourceRange)
  case cdata(String, SourceRange)
  case processingInstruction(String, SourceRange)
}

/// An element with its attributes in source order.
package struct XmlElement: Sendable {
  package var name: String
  /// The range of the element name in the start tag.
  package var nameRange: SourceRange
  package var attributes: [XmlAttribute]
  package var children: [XmlNode]
  /// From `<` of the start tag to `>` of the end tag.
  package var range: SourceRange
  /// Written as `<name/>`.
  package var isSelfClosing: Bool

  /// The decoded value of the attribute with this name, if present.
  package func attribute(_ name: String) -> XmlAttribute? {
    attributes.first { $0.name == name }
  }
}

/// An attribute: its decoded value, the text as written, and where both are.
package struct XmlAttribute: Sendable {
  package var name: String
  /// The value with entities and character references decoded.
  package var value: String
  /// The value exactly as written between the quotes.
  package var rawValue: String
  package var nameRange: SourceRange
  /// The range between the quotes.
  package var valueRange: SourceRange
  /// `"` or `'`.
  package var quote: Character
}

/// Character data between tags.
package struct XmlText: Sendable {
  /// The text with entities and character references decoded.
  package var text: String
  /// The text exactly as written.
  package var raw: String
  package var range: SourceRange

  /// Whether the text is only spaces, tabs and newlines.
  package var isWhitespace: Bool {
    text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
  }
}
