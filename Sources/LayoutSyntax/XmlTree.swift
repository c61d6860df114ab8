import LayoutCore

/// A lossless XML tree: elements keep attribute order, and comments, whitespace and
/// processing instructions are kept in place, each with its source range.
public struct XmlDocument: Sendable {
  /// Comments, processing instructions and whitespace before the root element.
  public var prolog: [XmlNode]
  public var root: XmlElement
  /// Comments, processing instructions and whitespace after the root element.
  public var epilog: [XmlNode]
}

/// One child of an element.
public enum XmlNode: Sendable {
  case element(XmlElement)
  case text(XmlText)
  case comment(String, SourceRange)
  case cdata(String, SourceRange)
  case processingInstruction(String, SourceRange)
}

/// An element with its attributes in source order.
public struct XmlElement: Sendable {
  public var name: String
  /// The range of the element name in the start tag.
  public var nameRange: SourceRange
  public var attributes: [XmlAttribute]
  public var children: [XmlNode]
  /// From `<` of the start tag to `>` of the end tag.
  public var range: SourceRange
  /// Written as `<name/>`.
  public var isSelfClosing: Bool

  /// The decoded value of the attribute with this name, if present.
  public func attribute(_ name: String) -> XmlAttribute? {
    attributes.first { $0.name == name }
  }
}

/// An attribute: its decoded value, the text as written, and where both are.
public struct XmlAttribute: Sendable {
  public var name: String
  /// The value with entities and character references decoded.
  public var value: String
  /// The value exactly as written between the quotes.
  public var rawValue: String
  public var nameRange: SourceRange
  /// The range between the quotes.
  public var valueRange: SourceRange
  /// `"` or `'`.
  public var quote: Character
}

/// Character data between tags.
public struct XmlText: Sendable {
  /// The text with entities and character references decoded.
  public var text: String
  /// The text exactly as written.
  public var raw: String
  public var range: SourceRange

  /// Whether the text is only spaces, tabs and newlines.
  public var isWhitespace: Bool {
    text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
  }
}
