/// Decodes the five predefined XML entities and numeric character references.
///
/// No other entity is expanded: templates are untrusted input and DOCTYPE declarations are
/// refused, so `&nbsp;` and friends are errors rather than silent guesses.
enum EntityDecoder {
  enum Failure: Error {
    /// The reference starting at this byte offset (relative to the input) is not valid.
    case invalidReference(offset: Int, name: String)
    case unterminated(offset: Int)
  }

  static func decode(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "&") else {
        output.append(byte)
        index += 1
        continue
      }
      let nameStart = index + 1
      guard let semicolon = bytes[nameStart...].prefix(32).firstIndex(of: UInt8(ascii: ";")) else {
        throw .unterminated(offset: index - bytes.startIndex)
      }
      let name = String(decoding: bytes[nameStart..<semicolon], as: UTF8.self)
      guard let scalar = character(named: name) else {
        throw .invalidReference(offset: index - bytes.startIndex, name: name)
      }
      output.append(contentsOf: Array(String(scalar).utf8))
      index = semicolon + 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func character(named name: String) -> Unicode.Scalar? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    let value: UInt32?
    if digits.hasPrefix("x") || digits.hasPrefix("X") {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    guard let value, value != 0 else { return nil }
    return Unicode.Scalar(value)
  }
}

extension XmlText {
  /// The character a single reference such as `&amp;`, `&#160;` or `&#xA0;` stands for, or nil
  /// when it is not one the parser accepts.
  package static func character(forReference reference: String) -> Character? {
    guard reference.hasPrefix("&"), reference.hasSuffix(";"),
      let decoded = try? EntityDecoder.decode(ArraySlice(reference.utf8)),
      decoded.count == 1
    else { return nil }
    return decoded.first
  }
}
