import LayoutCore

/// An SVG document's text as its XML parser sees it: character references (`&#x64;`), the
/// predefined entities and the entities its DOCTYPE declares replaced by what they stand for,
/// so that what is measured before librsvg reads the document is what librsvg reads, however
/// it is spelled. Expansion is held to a budget: a few declared entities can otherwise stand
/// for gigabytes ("billion laughs").
struct SVGMarkupText {
  /// The most bytes the expanded text may have: 8 MiB beyond the document's own size.
  static let expansionAllowance = 8 << 20
  /// How deeply an entity's value may refer to other entities.
  static let maximumEntityDepth = 8

  private var entities: [String: [UInt8]] = [:]
  private var limit: Int
  private let name: String

  /// The expanded text of `bytes`; `name` names the image in errors.
  static func expand(_ bytes: [UInt8], name: String) throws(DiagnosticError) -> [UInt8] {
    var text = SVGMarkupText(limit: bytes.count + expansionAllowance, name: name)
    text.entities = DocumentTypeEntities.declared(in: bytes)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    try text.append(bytes[...], to: &output, depth: 0)
    return output
  }

  private init(limit: Int, name: String) {
    self.limit = limit
    self.name = name
  }

  private func append(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8], depth: Int)
    throws(DiagnosticError)
  {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard bytes[index] == UInt8(ascii: "&"),
        let semicolon = bytes[index..<min(bytes.endIndex, index + 64)]
          .firstIndex(of: UInt8(ascii: ";"))
      else {
        output.append(bytes[index])
        index += 1
        continue
      }
      let reference = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
      if let character = Self.character(reference) {
        output += Array(String(character).utf8)
      } else if let value = entities[reference] {
        guard depth < Self.maximumEntityDepth else { throw tooLarge("nest entities too deeply") }
        try append(value[...], to: &output, depth: depth + 1)
      } else {
        output += bytes[index...semicolon]
      }
      index = semicolon + 1
      guard output.count <= limit else { throw tooLarge("expand to too much text") }
    }
  }

  /// The character a numeric reference (`#100`, `#x64`) or predefined entity names.
  private static func character(_ reference: String) -> Character? {
    switch reference {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    guard reference.hasPrefix("#") else { return nil }
    let digits = reference.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X"
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    return value.flatMap(Unicode.Scalar.init).map(Character.init)
  }

  private func tooLarge(_ what: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .imageTooLarge,
      message: "SVG image '\(name)' declares entities that \(what)",
      hints: ["write the document's text out instead of declaring entities for it"])
  }
}

/// The general entities a document's internal DOCTYPE subset declares
/// (`<!ENTITY name "value">`), by name; parameter and external entities are left out, as
/// librsvg reads neither.
enum DocumentTypeEntities {
  static func declared(in bytes: [UInt8]) -> [String: [UInt8]] {
    let keyword = Array("<!ENTITY".utf8)
    var entities: [String: [UInt8]] = [:]
    var index = 0
    while let start = find(keyword, in: bytes, from: index) {
      index = start + keyword.count
      guard let (name, value, end) = declaration(in: bytes, from: index) else { continue }
      if entities[name] == nil { entities[name] = value }
      index = end
    }
    return entities
  }

  /// The name and quoted value of the declaration whose text starts at `index`.
  private static func declaration(in bytes: [UInt8], from index: Int)
    -> (name: String, value: [UInt8], end: Int)?
  {
    var position = skipSpaces(bytes, index)
    let nameStart = position
    while position < bytes.count, !isSpace(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    guard !name.isEmpty, name != "%" else { return nil }
    position = skipSpaces(bytes, position)
    guard position < bytes.count,
      bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'"),
      let close = bytes[(position + 1)...].firstIndex(of: bytes[position])
    else { return nil }
    return (name, Array(bytes[(position + 1)..<close]), close + 1)
  }

  private static func skipSpaces(_ bytes: [UInt8], _ index: Int) -> Int {
    var index = index
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
