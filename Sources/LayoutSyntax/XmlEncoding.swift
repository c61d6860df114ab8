import LayoutCore

/// Templates are UTF-8. This finds what else a file is before it is parsed: UTF-16 or UTF-32
/// (by byte-order mark or by zero bytes between ASCII ones), an `encoding="…"` declaration
/// other than UTF-8, or bytes that are not valid UTF-8, so that nothing is silently replaced
/// by U+FFFD.
enum XmlEncoding {
  /// The problem with `bytes` as UTF-8 XML: a message and the byte offset it is at, or nil.
  static func problem(in bytes: [UInt8]) -> (message: String, offset: Int)? {
    if let wide = wideEncoding(bytes) {
      return ("The file is in \(wide), not UTF-8; save it as UTF-8", 0)
    }
    if let declared = declaredEncoding(bytes), !["utf-8", "utf8"].contains(declared.lowercased()) {
      return ("The file declares encoding '\(declared)'; templates must be UTF-8", 0)
    }
    if let offset = firstInvalidUTF8(bytes) {
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      return ("Invalid UTF-8: byte 0x\(byte) cannot stand here; save the file as UTF-8", offset)
    }
    return nil
  }

  private static func wideEncoding(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
      return "UTF-32"
    }
    if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
    guard bytes.count >= 4 else { return nil }
    if bytes[0] == UInt8(ascii: "<"), bytes[1] == 0 {
      return bytes[2] == 0 ? "UTF-32 (little-endian)" : "UTF-16 (little-endian)"
    }
    if bytes[0] == 0, bytes[1] == UInt8(ascii: "<") { return "UTF-16 (big-endian)" }
    if bytes[0] == 0, bytes[1] == 0 { return "UTF-32 (big-endian)" }
    return nil
  }

  /// The `encoding` pseudo-attribute of a leading `<?xml …?>` declaration.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes[start...].starts(with: "<?xml".utf8),
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let range = declaration.firstRange(of: "encoding") else { return nil }
    let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: index) else { return index }
      index += length
    }
    return nil
  }

  /// The length of the well-formed sequence starting at `index` (RFC 3629: no overlong forms,
  /// no surrogates, nothing past U+10FFFF), or nil.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let (length, low, high): (Int, UInt8, UInt8)
    switch lead {
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    default: return nil
    }
    guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else {
      return nil
    }
    for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) {
      return nil
    }
    return length
  }
}
