/// An element of a compiled XML file (Android's binary XML, as in an APK's `res/` folder):
/// its tag, its attributes with their typed values, its child elements and its text.
package struct BinaryXMLElement: Sendable {
  /// The tag (`selector`, `ripple`), without a namespace.
  package var tag: String
  /// The attributes, in the file's order.
  package var attributes: [Attribute]
  /// The child elements, in order.
  package var children: [BinaryXMLElement]
  /// The text directly inside the element, if any (its pieces joined).
  package var text: String?

  /// An element named `tag`.
  package init(
    tag: String, attributes: [Attribute] = [], children: [BinaryXMLElement] = [],
    text: String? = nil
  ) {
    self.tag = tag
    self.attributes = attributes
    self.children = children
    self.text = text
  }

  /// One attribute of an element.
  package struct Attribute: Sendable, Equatable {
    /// The namespace URI (`http://schemas.android.com/apk/res/android`), nil for none.
    package var namespace: String?
    /// The name as the file holds it (`layout_width`); empty when the file keeps only the
    /// resource id, which the table's `name(of:)` names.
    package var name: String
    /// The attribute's resource id, from the file's resource map, if it has one.
    package var resourceID: UInt32?
    /// The value as written, kept for strings and values the compiler did not type.
    package var rawValue: String?
    /// The typed value.
    package var value: TypedValue

    /// An attribute with the given parts.
    package init(
      namespace: String?, name: String, resourceID: UInt32?, rawValue: String?,
      value: TypedValue
    ) {
      self.namespace = namespace
      self.name = name
      self.resourceID = resourceID
      self.rawValue = rawValue
      self.value = value
    }
  }

  /// The deepest nesting of elements `parse` accepts.
  package static let maximumDepth = 256
  /// The most elements `parse` accepts in one file.
  package static let maximumElementCount = 100_000

  /// The root element of the compiled XML file `bytes` (`RES_XML_TYPE`); throws if the file
  /// is not compiled XML, is corrupt, has no root element or is nested deeper than
  /// `maximumDepth` or larger than `maximumElementCount` elements.
  package static func parse(_ bytes: [UInt8]) throws(PlatformResourceError) -> BinaryXMLElement {
    let document = try ResourceChunk(in: bytes, at: 0, limit: bytes.count)
    guard document.type == ResourceChunkType.xml else {
      throw document.failure("not compiled XML (type 0x0003)")
    }
    var parser = BinaryXMLParser()
    for chunk in try document.children() { try parser.read(chunk) }
    return try parser.finish(document)
  }
}

/// The state of parsing a compiled XML file: its strings, the resource ids of its attribute
/// names, and the elements open.
private struct BinaryXMLParser {
  /// The value of a string reference that names no string.
  static let noString: UInt32 = 0xFFFF_FFFF

  var strings: ResourceStringPool?
  var resourceIDs: [UInt32] = []
  var open: [BinaryXMLElement] = []
  var root: BinaryXMLElement?
  var elementCount = 0

  mutating func read(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    switch chunk.type {
    case ResourceChunkType.stringPool:
      if strings == nil { strings = try ResourceStringPool(chunk) }
    case ResourceChunkType.xmlResourceMap:
      try readResourceMap(chunk)
    case ResourceChunkType.xmlStartElement:
      try startElement(chunk)
    case ResourceChunkType.xmlEndElement:
      try endElement(chunk)
    case ResourceChunkType.xmlText:
      try addText(chunk)
    default:
      return  // Namespaces: attributes carry their URIs.
    }
  }

  func finish(_ document: ResourceChunk) throws(PlatformResourceError) -> BinaryXMLElement {
    guard open.isEmpty else { throw document.failure("\(open.count) elements are not closed") }
    guard let root else { throw document.failure("no root element") }
    return root
  }

  private mutating func readResourceMap(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    let count = (chunk.size - chunk.headerSize) / 4
    resourceIDs = []
    resourceIDs.reserveCapacity(count)
    for index in 0..<count { resourceIDs.append(try chunk.u32(chunk.headerSize + 4 * index)) }
  }

  /// A start element node: its header (line, comment), then the element's namespace, name,
  /// where its attributes start, their size and count, and the indices of the id, class and
  /// style attributes.
  private mutating func startElement(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    guard root == nil else { throw chunk.failure("a second root element") }
    guard open.count < BinaryXMLElement.maximumDepth else {
      throw chunk.failure("elements nested deeper than \(BinaryXMLElement.maximumDepth)")
    }
    elementCount += 1
    guard elementCount <= BinaryXMLElement.maximumElementCount else {
      throw chunk.failure("more than \(BinaryXMLElement.maximumElementCount) elements")
    }
    let node = chunk.headerSize
    let tag = try string(try chunk.u32(node + 4), chunk) ?? ""
    let attributeStart = Int(try chunk.u16(node + 8))
    let attributeSize = Int(try chunk.u16(node + 10))
    let count = Int(try chunk.u16(node + 12))
    guard attributeSize >= 20 || count == 0 else {
      throw chunk.failure("attributes of \(attributeSize) bytes, fewer than 20")
    }
    var attributes: [BinaryXMLElement.Attribute] = []
    for index in 0..<count {
      let offset = node + attributeStart + index * attributeSize
      attributes.append(try attribute(at: offset, chunk))
    }
    open.append(BinaryXMLElement(tag: tag, attributes: attributes))
  }

  /// An attribute: namespace, name, raw value (string references) and a `Res_value`.
  private func attribute(
    at offset: Int, _ chunk: ResourceChunk
  ) throws(PlatformResourceError) -> BinaryXMLElement.Attribute {
    let nameIndex = try chunk.u32(offset + 4)
    let type = try chunk.u8(offset + 15)
    let data = try chunk.u32(offset + 16)
    guard let pool = strings else { throw chunk.failure("an attribute before the string pool") }
    guard let value = try TypedValue.decode(type: type, data: data, strings: pool) else {
      throw chunk.failure("attribute at +\(offset) of unknown type 0x\(Hexadecimal.text(type))")
    }
    let mapped = Int(nameIndex) < resourceIDs.count ? resourceIDs[Int(nameIndex)] : nil
    return BinaryXMLElement.Attribute(
      namespace: try string(try chunk.u32(offset), chunk),
      name: try string(nameIndex, chunk) ?? "",
      resourceID: mapped == 0 ? nil : mapped,
      rawValue: try string(try chunk.u32(offset + 8), chunk), value: value)
  }

  private mutating func endElement(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    guard let element = open.popLast() else {
      throw chunk.failure("an end element with no element open")
    }
    if open.isEmpty {
      root = element
    } else {
      open[open.count - 1].children.append(element)
    }
  }

  /// Text: its string reference, then a typed value.
  private mutating func addText(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    guard !open.isEmpty, let text = try string(try chunk.u32(chunk.headerSize), chunk) else {
      return
    }
    open[open.count - 1].text = (open[open.count - 1].text ?? "") + text
  }

  /// The string `index` refers to, nil for no string.
  private func string(
    _ index: UInt32, _ chunk: ResourceChunk
  ) throws(PlatformResourceError) -> String? {
    guard index != Self.noString else { return nil }
    guard let strings else { throw chunk.failure("a string reference before the string pool") }
    return try strings.string(at: Int(index))
  }
}
