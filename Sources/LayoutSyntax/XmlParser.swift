import LayoutCore

/// A small, strict, non-validating XML parser that keeps everything a formatter needs.
///
/// It reads elements, attributes (quoted; duplicates refused), text, CDATA, comments and
/// processing instructions, decodes the predefined entities and numeric references, and refuses
/// DOCTYPE declarations (so there is no entity expansion). Errors are `Diagnostic`s with code
/// `xml-syntax` and the exact line:column.
package struct XmlParser {
  private let source: SourceText
  private let file: String?
  private var index = 0
  /// How many elements enclose the current one.
  private var depth = 0
  /// How many elements have been read.
  private var elementCount = 0
  private let limits: XmlLimits
  private var locator = ForwardLocator()

  /// The deepest element nesting accepted: templates are untrusted, and every stage walks the
  /// tree recursively.
  package static let maximumDepth = 200

  /// Parses a whole document.
  package static func parse(
    _ text: String, file: String? = nil, limits: XmlLimits = XmlLimits()
  ) throws(DiagnosticError) -> XmlDocument {
    try parse(Array(text.utf8), file: file, limits: limits)
  }

  /// Parses a whole document from UTF-8 bytes (a leading byte-order mark is skipped), within
  /// `limits`.
  package static func parse(
    _ bytes: [UInt8], file: String? = nil, limits: XmlLimits = XmlLimits()
  ) throws(DiagnosticError) -> XmlDocument {
    // Locations are counted forward as the parser goes (`ForwardLocator`): the text needs
    // no line table.
    var parser = XmlParser(source: SourceText(bytes, indexed: false), file: file, limits: limits)
    return try parser.parseDocument()
  }

  private init(source: SourceText, file: String?, limits: XmlLimits) {
    self.source = source
    self.file = file
    self.limits = limits
  }

  // MARK: - Document structure

  private mutating func parseDocument() throws(DiagnosticError) -> XmlDocument {
    if let (message, offset) = XmlEncoding.problem(in: source.bytes) {
      throw error(message, at: offset, code: .xmlEncoding)
    }
    if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    let prolog = try parseMisc()
    guard !atEnd else {
      throw error("Empty XML document", at: index, code: .emptyDocument)
    }
    guard peek() == UInt8(ascii: "<") else {
      throw error("Expected the root element, found text", at: index)
    }
    let root = try parseElement()
    let epilog = try parseMisc()
    guard atEnd else {
      throw error("Unexpected content after the root element", at: index)
    }
    return XmlDocument(prolog: prolog, root: root, epilog: epilog)
  }

  /// Whitespace, comments and processing instructions outside the root element.
  private mutating func parseMisc() throws(DiagnosticError) -> [XmlNode] {
    var nodes: [XmlNode] = []
    while !atEnd {
      let start = index
      skipWhitespace()
      if index > start {
        let raw = source.string(start, index)
        nodes.append(.text(XmlText(text: raw, raw: raw, range: range(start, index))))
      }
      if starts(with: "<!--") {
        nodes.append(try parseComment())
      } else if starts(with: "<?") {
        nodes.append(try parseProcessingInstruction())
      } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
        throw error(
          "DOCTYPE declarations are not supported", at: index,
          hints: ["remove the <!DOCTYPE …> line; templates need no DTD"])
      } else {
        break
      }
    }
    return nodes
  }

  private mutating func parseElement() throws(DiagnosticError) -> XmlElement {
    let start = index
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw error(
        "Elements are nested more than \(Self.maximumDepth) levels deep", at: start,
        hints: ["flatten the template, or split it into files"])
    }
    elementCount += 1
    guard elementCount <= limits.elements else {
      throw error(
        "More than \(limits.elements) elements in one file", at: start, code: .resourceLimit,
        hints: ["split the template into files, or raise TemplateAccess.xmlLimits.elements"])
    }
    let startLocation = locator.location(at: start, in: source)
    index += 1  // <
    let nameStart = index
    let name = try parseName(what: "element name")
    let nameRange = range(nameStart, index)
    let attributes = try parseAttributes(of: name, tagStart: start)
    if starts(with: "/>") {
      index += 2
      return XmlElement(
        name: name, nameRange: nameRange, attributes: attributes, children: [],
        range: range(from: startLocation, to: index), isSelfClosing: true)
    }
    index += 1  // >
    let children = try parseContent(of: name, tagStart: start)
    return XmlElement(
      name: name, nameRange: nameRange, attributes: attributes, children: children,
      range: range(from: startLocation, to: index), isSelfClosing: false)
  }

  private mutating func parseAttributes(
    of element: String, tagStart: Int
  ) throws(DiagnosticError) -> [XmlAttribute] {
    var attributes: [XmlAttribute] = []
    // Room for a view's usual attributes, which growing one by one would copy three times.
    attributes.reserveCapacity(8)
    var names: Set<String>?
    while true {
      let hadSpace = skipWhitespace()
      guard !atEnd else {
        throw error("Unterminated start tag <\(element)>", at: tagStart)
      }
      if peek() == UInt8(ascii: ">") || starts(with: "/>") { return attributes }
      if peek() == UInt8(ascii: "/") {
        throw error("Expected '>' after '/' in <\(element)>", at: index + 1)
      }
      guard hadSpace else {
        throw error("Expected whitespace before the next attribute of <\(element)>", at: index)
      }
      let attribute = try parseAttribute()
      guard !Self.isDuplicate(attribute.name, of: attributes, names: &names) else {
        throw error(
          "Duplicate attribute '\(attribute.name)' on <\(element)>",
          at: attribute.nameRange.start.offset)
      }
      guard attributes.count < limits.attributesPerElement else {
        throw error(
          "More than \(limits.attributesPerElement) attributes on <\(element)>",
          at: attribute.nameRange.start.offset, code: .resourceLimit,
          hints: ["raise TemplateAccess.xmlLimits.attributesPerElement"])
      }
      attributes.append(attribute)
    }
  }

  /// Whether an element already has an attribute `name`: its few attributes are compared
  /// one by one; once there are many, they are looked up in `names`, made then.
  private static func isDuplicate(
    _ name: String, of attributes: [XmlAttribute], names: inout Set<String>?
  ) -> Bool {
    guard attributes.count >= 16 || names != nil else {
      return attributes.contains { $0.name == name }
    }
    if names == nil { names = Set(attributes.map(\.name)) }
    return !names!.insert(name).inserted
  }

  private mutating func parseAttribute() throws(DiagnosticError) -> XmlAttribute {
    let nameStart = index
    let name = try parseName(what: "attribute name")
    let nameRange = range(nameStart, index)
    skipWhitespace()
    guard peek() == UInt8(ascii: "=") else {
      throw error(
        "Expected '=' after attribute '\(name)'", at: index,
        hints: ["write \(name)=\"value\""])
    }
    index += 1
    skipWhitespace()
    let quote = peek()
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw error(
        "The value of attribute '\(name)' must be quoted", at: index,
        hints: ["write \(name)=\"value\""])
    }
    index += 1
    let valueStart = index
    while !atEnd, peek() != quote {
      if peek() == UInt8(ascii: "<") {
        throw error("'<' is not allowed in an attribute value; write &lt;", at: index)
      }
      index += 1
    }
    guard !atEnd else {
      throw error("Unterminated value of attribute '\(name)'", at: valueStart - 1)
    }
    let raw = source.string(valueStart, index)
    let value = try decode(valueStart, index, raw: raw)
    let attribute = XmlAttribute(
      name: name, value: value, rawValue: raw,
      nameRange: nameRange, valueRange: range(valueStart, index),
      quote: Character(Unicode.Scalar(quote)))
    index += 1
    return attribute
  }

  private mutating func parseContent(
    of element: String, tagStart: Int
  ) throws(DiagnosticError) -> [XmlNode] {
    var children: [XmlNode] = []
    while true {
      guard !atEnd else {
        throw error(
          "Element <\(element)> is not closed", at: tagStart,
          hints: ["add </\(element)> or write <\(element) … />"])
      }
      if starts(with: "</") {
        try parseEndTag(of: element)
        return children
      } else if starts(with: "<!--") {
        children.append(try parseComment())
      } else if starts(with: "<![CDATA[") {
        children.append(try parseCDATA())
      } else if starts(with: "<?") {
        children.append(try parseProcessingInstruction())
      } else if peek() == UInt8(ascii: "<") {
        children.append(.element(try parseElement()))
      } else {
        children.append(.text(try parseText()))
      }
    }
  }

  private mutating func parseEndTag(of element: String) throws(DiagnosticError) {
    let start = index
    index += 2
    let name = try parseName(what: "element name")
    skipWhitespace()
    guard peek() == UInt8(ascii: ">") else {
      throw error("Expected '>' to end </\(name)>", at: index)
    }
    index += 1
    guard name == element else {
      throw error(
        "Mismatched end tag: expected </\(element)>, found </\(name)>", at: start)
    }
  }

  private mutating func parseText() throws(DiagnosticError) -> XmlText {
    let start = index
    while !atEnd, peek() != UInt8(ascii: "<") { index += 1 }
    let raw = source.string(start, index)
    return XmlText(text: try decode(start, index, raw: raw), raw: raw, range: range(start, index))
  }

  private mutating func parseComment() throws(DiagnosticError) -> XmlNode {
    let start = index
    index += 4
    let bodyStart = index
    let bodyEnd = try skip(past: "-->", what: "comment", from: start)
    return .comment(source.string(bodyStart, bodyEnd), range(start, index))
  }

  private mutating func parseCDATA() throws(DiagnosticError) -> XmlNode {
    let start = index
    index += 9
    let bodyStart = index
    let bodyEnd = try skip(past: "]]>", what: "CDATA section", from: start)
    return .cdata(source.string(bodyStart, bodyEnd), range(start, index))
  }

  private mutating func parseProcessingInstruction() throws(DiagnosticError) -> XmlNode {
    let start = index
    index += 2
    let bodyStart = index
    let bodyEnd = try skip(past: "?>", what: "processing instruction", from: start)
    return .processingInstruction(source.string(bodyStart, bodyEnd), range(start, index))
  }

  // MARK: - Tokens

  private mutating func range(_ start: Int, _ end: Int) -> SourceRange {
    locator.range(start, end, in: source)
  }

  private mutating func range(from start: SourceLocation, to end: Int) -> SourceRange {
    SourceRange(start: start, end: locator.location(at: end, in: source))
  }

  private var atEnd: Bool { index >= source.bytes.count }

  private func peek() -> UInt8 { index < source.bytes.count ? source.bytes[index] : 0 }

  private func starts(with literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= source.bytes.count else { return false }
    return literal.withUTF8Buffer { source.bytes[index..<(index + count)].elementsEqual($0) }
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while !atEnd, Self.isWhitespace(peek()) { index += 1 }
    return index > start
  }

  /// Moves past `terminator`; returns the offset where the terminator started.
  private mutating func skip(
    past terminator: StaticString, what: String, from start: Int
  ) throws(DiagnosticError) -> Int {
    while !atEnd {
      if starts(with: terminator) {
        let end = index
        index += terminator.utf8CodeUnitCount
        return end
      }
      index += 1
    }
    throw error("Unterminated \(what)", at: start)
  }

  private mutating func parseName(what: String) throws(DiagnosticError) -> String {
    let start = index
    guard !atEnd, Self.isNameStart(peek()) else {
      throw error("Expected \(what)", at: index)
    }
    while !atEnd, Self.isNameCharacter(peek()) { index += 1 }
    return source.string(start, index)
  }

  /// The text of the bytes from `start` to `end`, whose undecoded text is `raw`, with its
  /// entities and character references decoded.
  private func decode(_ start: Int, _ end: Int, raw: String) throws(DiagnosticError) -> String {
    guard source.bytes[start..<end].contains(UInt8(ascii: "&")) else { return raw }
    do {
      return try EntityDecoder.decode(source.bytes[start..<end])
    } catch {
      switch error {
      case .invalidReference(let offset, let name):
        throw self.error(
          "Unknown entity '&\(name);'", at: start + offset,
          hints: [
            "only &amp; &lt; &gt; &quot; &apos; and numeric references like &#160; are allowed"
          ])
      case .unterminated(let offset):
        throw self.error(
          "Unterminated entity reference; write &amp; for a literal '&'", at: start + offset)
      }
    }
  }

  private func error(
    _ message: String, at offset: Int, code: DiagnosticCode = .xmlSyntax, hints: [String] = []
  ) -> DiagnosticError {
    DiagnosticError(
      .error, code: code, message: message, file: file,
      range: SourceRange(at: source.location(at: offset)), hints: hints)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
      || byte == 0x3A || byte >= 0x80
  }

  private static func isNameCharacter(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
  }
}
