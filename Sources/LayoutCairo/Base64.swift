/// Decoding base64 text (RFC 4648), skipping whitespace and stopping at padding, as found in
/// `data:` URIs.
enum Base64 {
  /// The bytes `text` encodes; characters outside the alphabet (whitespace, line breaks) are
  /// skipped, and decoding ends at the first `=`.
  static func decode(_ text: some Collection<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for character in text {
      if character == UInt8(ascii: "=") { break }
      guard let value = sextet(character) else { continue }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return bytes
  }

  private static func sextet(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
    case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
    default: return nil
    }
  }
}
