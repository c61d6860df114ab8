/// A `data:` URI (RFC 2397) found in a document's text: its media type and its decoded bytes.
struct DataURI {
  /// The media type, lowercased, without parameters; empty when the URI names none.
  var mediaType: String
  var bytes: [UInt8]

  /// The longest header (media type and parameters) read before the comma.
  static let longestHeader = 512

  /// Every `data:` URI in `text`, however its scheme is cased, with its payload decoded from
  /// base64 or percent-encoding. A payload runs to the closing quote, parenthesis or markup.
  static func all(in text: [UInt8]) -> [DataURI] {
    var found: [DataURI] = []
    var index = 0
    while let start = scheme(in: text, from: index) {
      index = start + 5
      guard
        let comma = text[index..<min(text.count, index + longestHeader)]
          .firstIndex(of: UInt8(ascii: ","))
      else { continue }
      let header = String(decoding: text[index..<comma], as: UTF8.self).lowercased()
      var end = comma + 1
      while end < text.count, !isTerminator(text[end]) { end += 1 }
      let payload = text[(comma + 1)..<end]
      let parameters = header.split(separator: ";", omittingEmptySubsequences: false)
      let isBase64 = parameters.dropFirst().contains { trimmed($0) == "base64" }
      found.append(
        DataURI(
          mediaType: parameters.first.map(trimmed) ?? "",
          bytes: isBase64 ? Base64.decode(percentDecoded(payload)) : percentDecoded(payload)))
      index = end
    }
    return found
  }

  /// Where the next `data:` scheme starts, in any case, at the start of a value.
  private static func scheme(in text: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 5 <= text.count {
      if lowercased(text[index]) == UInt8(ascii: "d"),
        text[index..<(index + 5)].map(lowercased).elementsEqual("data:".utf8),
        index == 0 || !isSchemeCharacter(text[index - 1])
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The bytes with `%XX` escapes decoded.
  static func percentDecoded(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == UInt8(ascii: "%"), index + 2 < text.endIndex,
        let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(text[index])
        index += 1
      }
    }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
    let lower = lowercased(byte)
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private static func trimmed(_ text: Substring) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  private static func isTerminator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ")")
      || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
  }
}
