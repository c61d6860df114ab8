import LayoutCore

/// A JSON value with where it was written: what formats read from JSON (EverLayout layouts)
/// need to locate their messages, and the order an object's members were written in, which
/// Foundation's parser does not keep.
package enum JSONNode: Sendable {
  case null(SourceRange)
  case bool(Bool, SourceRange)
  case number(Double, SourceRange)
  case string(String, SourceRange)
  case array([JSONNode], SourceRange)
  /// Members in document order, each key with its own range.
  case object([JSONMember], SourceRange)

  /// Where the value is, from its first character.
  package var range: SourceRange {
    switch self {
    case .null(let range), .bool(_, let range), .number(_, let range), .string(_, let range),
      .array(_, let range), .object(_, let range):
      return range
    }
  }

  /// The value of the first member named `key`, for objects.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members, _) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string value.
  package var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// The value of a boolean.
  package var bool: Bool? {
    if case .bool(let value, _) = self { return value }
    return nil
  }

  /// The elements of an array.
  package var elements: [JSONNode]? {
    if case .array(let elements, _) = self { return elements }
    return nil
  }
}

/// One member of a JSON object: its key, where the key is, and its value. (A struct rather
/// than a tuple: arrays of tuples are destroyed member by member through generic code, which
/// was a tenth of loading a large layout.)
package struct JSONMember: Sendable {
  package var key: String
  package var keyRange: SourceRange
  package var value: JSONNode

  package init(key: String, keyRange: SourceRange, value: JSONNode) {
    self.key = key
    self.keyRange = keyRange
    self.value = value
  }
}

/// Reads JSON (RFC 8259) with line and column for every value; a syntax error is an
/// `invalid-json` diagnostic at its position.
package struct JSONReader {
  private let source: SourceText
  private let file: String?
  /// Locations are asked for in the order the text is read: each byte is counted once.
  private var locator = ForwardLocator()
  private var index = 0
  private var depth = 0

  /// How deeply arrays and objects may nest (untrusted input must not exhaust the stack).
  package static let maximumDepth = 200

  package static func read(_ text: String, file: String? = nil) throws(DiagnosticError)
    -> JSONNode
  {
    var reader = JSONReader(source: SourceText(Array(text.utf8), indexed: false), file: file)
    if reader.source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    let value = try reader.readValue()
    reader.skipWhitespace()
    guard reader.atEnd else { throw reader.error("Unexpected text after the JSON value") }
    return value
  }

  private init(source: SourceText, file: String?) {
    self.source = source
    self.file = file
  }

  private var atEnd: Bool { index >= source.bytes.count }
  private var current: UInt8? { atEnd ? nil : source.bytes[index] }

  private func isCurrent(_ character: Unicode.Scalar) -> Bool {
    current == UInt8(ascii: character)
  }

  private mutating func readValue() throws(DiagnosticError) -> JSONNode {
    let here = SourceRange(at: locator.location(at: index, in: source))
    guard let byte = current else { throw error("Unexpected end of JSON") }
    switch Unicode.Scalar(byte) {
    case "{": return try readObject(at: here)
    case "[": return try readArray(at: here)
    case "\"": return .string(try readString(), here)
    case "t":
      try expect("true")
      return .bool(true, here)
    case "f":
      try expect("false")
      return .bool(false, here)
    case "n":
      try expect("null")
      return .null(here)
    case "-", "0"..."9": return .number(try readNumber(), here)
    default:
      throw error("Unexpected character '\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func readObject(at range: SourceRange) throws(DiagnosticError) -> JSONNode {
    try enterContainer()
    defer { depth -= 1 }
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if isCurrent("}") {
      index += 1
      return .object(members, range)
    }
    while true {
      skipWhitespace()
      guard isCurrent("\"") else { throw error("Expected a member name in quotes") }
      let keyRange = SourceRange(at: locator.location(at: index, in: source))
      let key = try readString()
      skipWhitespace()
      guard isCurrent(":") else { throw error("Expected ':' after the member name") }
      index += 1
      skipWhitespace()
      members.append(JSONMember(key: key, keyRange: keyRange, value: try readValue()))
      skipWhitespace()
      if isCurrent(",") {
        index += 1
        continue
      }
      guard isCurrent("}") else { throw error("Expected ',' or '}' in the object") }
      index += 1
      return .object(members, range)
    }
  }

  private mutating func readArray(at range: SourceRange) throws(DiagnosticError) -> JSONNode {
    try enterContainer()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if isCurrent("]") {
      index += 1
      return .array(elements, range)
    }
    while true {
      skipWhitespace()
      elements.append(try readValue())
      skipWhitespace()
      if isCurrent(",") {
        index += 1
        continue
      }
      guard isCurrent("]") else { throw error("Expected ',' or ']' in the array") }
      index += 1
      return .array(elements, range)
    }
  }

  private mutating func enterContainer() throws(DiagnosticError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("JSON nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func readString() throws(DiagnosticError) -> String {
    index += 1
    let start = index
    // Most strings have no escapes: they are made straight from the source's bytes.
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
      byte >= 0x20
    {
      index += 1
    }
    if isCurrent("\"") {
      index += 1
      return String(decoding: source.bytes[start..<index - 1], as: UTF8.self)
    }
    var bytes = Array(source.bytes[start..<index])
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: bytes, as: UTF8.self)
      case UInt8(ascii: "\\"): bytes += Array(String(try readEscape()).utf8)
      case 0..<0x20:
        index -= 1
        throw error("Control character in a string")
      default: bytes.append(byte)
      }
    }
    throw error("Unterminated string")
  }

  private mutating func readEscape() throws(DiagnosticError) -> Unicode.Scalar {
    guard let escaped = current else { throw error("Unterminated string") }
    index += 1
    switch Unicode.Scalar(escaped) {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try readHex4()
      if (0xD800..<0xDC00).contains(high), isCurrent("\\") {
        index += 1
        guard isCurrent("u") else { throw error("Expected a low surrogate after a high one") }
        index += 1
        let low = try readHex4()
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low &- 0xDC00)
        if let scalar = Unicode.Scalar(combined) { return scalar }
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      index -= 2
      throw error("Invalid escape in a string")
    }
  }

  private mutating func readHex4() throws(DiagnosticError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error("Expected four hex digits after \\u")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte) - 48
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte) - 87
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte) - 55
    default: return nil
    }
  }

  private mutating func readNumber() throws(DiagnosticError) -> Double {
    let start = index
    while let byte = current, Array("+-.eE0123456789".utf8).contains(byte) { index += 1 }
    let text = source.string(start, index)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("Invalid number '\(text)'")
    }
    return value
  }

  private mutating func expect(_ word: String) throws(DiagnosticError) {
    for byte in word.utf8 {
      guard current == byte else { throw error("Unexpected character in '\(word)'") }
      index += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  private func error(_ message: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .invalidJSON, message: "Invalid JSON: \(message)", file: file,
      range: SourceRange(at: source.location(at: index)))
  }
}
