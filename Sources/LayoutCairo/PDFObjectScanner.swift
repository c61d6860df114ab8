/// A value of PDF's object syntax, as far as measuring images needs.
enum PDFValue: Equatable {
  case name(String)
  case integer(Int)
  /// An indirect reference `N G R`, by object number.
  case reference(Int)
  case dictionary([String: PDFValue])
  case other
}

/// Reads the objects of a PDF file in order, skipping stream data, and keeps every dictionary
/// it meets (nested ones too), every object that is a plain integer, and where each stream's
/// data lies. Also reads the inline images of a content stream.
struct PDFObjectScanner {
  /// A stream: its dictionary and where its (still encoded) data lies in the file.
  struct Stream {
    var dictionary: [String: PDFValue]
    var data: Range<Int>
  }

  private let bytes: [UInt8]
  private var index = 0
  private(set) var dictionaries: [[String: PDFValue]] = []
  private(set) var streams: [Stream] = []
  private var integers: [Int: Int] = [:]
  /// Arrays and dictionaries nest at most this deep; deeper files are not measured.
  private static let maximumDepth = 64

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The value `value` stands for, when it is an integer or a reference to one.
  func integer(_ value: PDFValue?) -> Int? {
    switch value {
    case .integer(let number): number
    case .reference(let object): integers[object]
    default: nil
    }
  }

  /// Reads the whole file; false when it nests deeper than the scanner follows.
  mutating func scan() -> Bool {
    var recent: [Int] = []
    var body: PDFValue?
    while skipSpace(), index < bytes.count {
      guard let value = value(depth: 0) else { return false }
      if case .integer(let number) = value {
        recent = Array((recent + [number]).suffix(2))
        continue
      }
      if keyword == "obj", recent.count == 2 {
        let object = recent[0]
        guard skipSpace(), let read = self.value(depth: 0) else { return false }
        if case .integer(let number) = read { integers[object] = number }
        body = read
      } else if keyword == "stream" {
        let data = skipStream()
        if case .dictionary(let dictionary) = body {
          streams.append(Stream(dictionary: dictionary, data: data))
        }
        body = nil
      }
      recent = []
    }
    return true
  }

  /// The dictionaries of the inline images (`BI … ID data EI`) of a content stream, read
  /// whole; nil when it nests deeper than the scanner follows.
  mutating func inlineImages() -> [[String: PDFValue]]? {
    var images: [[String: PDFValue]] = []
    while skipSpace(), index < bytes.count {
      guard value(depth: 0) != nil else { return nil }
      guard keyword == "BI" else { continue }
      var entries: [String: PDFValue] = [:]
      while skipSpace(), index < bytes.count {
        guard let key = value(depth: 1) else { return nil }
        if keyword == "ID" { break }
        guard case .name(let name) = key, skipSpace(), let entry = value(depth: 1) else {
          continue
        }
        entries[name] = entry
      }
      images.append(entries)
      skipInlineData()
    }
    return images
  }

  /// The keyword the last `value` call read, if it read one.
  private var keyword = ""

  private mutating func value(depth: Int) -> PDFValue? {
    keyword = ""
    guard depth < Self.maximumDepth, index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "<"):
      return dictionary(depth: depth)
    case UInt8(ascii: "<"):
      skip(past: UInt8(ascii: ">"))
    case UInt8(ascii: "("):
      skipString()
    case UInt8(ascii: "["):
      index += 1
      while skipSpace(), index < bytes.count, bytes[index] != UInt8(ascii: "]") {
        guard value(depth: depth + 1) != nil else { return nil }
      }
      index += 1
      keyword = ""
    case UInt8(ascii: "/"):
      index += 1
      return .name(decodedName(token()))
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."):
      return number()
    default:
      let word = token()
      if word.isEmpty { index += 1 }  // a stray delimiter such as `>>` or `)`
      keyword = String(decoding: word, as: UTF8.self)
    }
    return .other
  }

  private mutating func dictionary(depth: Int) -> PDFValue? {
    index += 2
    var entries: [String: PDFValue] = [:]
    while skipSpace(), index < bytes.count {
      if bytes[index] == UInt8(ascii: ">") {
        index += 2
        break
      }
      guard case .name(let key) = value(depth: depth + 1), skipSpace(),
        let entry = value(depth: depth + 1)
      else {
        if depth + 1 >= Self.maximumDepth { return nil }
        continue
      }
      entries[key] = entry
    }
    dictionaries.append(entries)
    keyword = ""
    return .dictionary(entries)
  }

  /// An integer, a real (as `.other`), or a reference `N G R`.
  private mutating func number() -> PDFValue {
    let text = String(decoding: token(), as: UTF8.self)
    guard let number = Int(text) else { return .other }
    let start = index
    guard skipSpace(), let generation = Int(String(decoding: token(), as: UTF8.self)),
      generation >= 0, skipSpace(), token().elementsEqual("R".utf8)
    else {
      index = start
      return .integer(number)
    }
    return .reference(number)
  }

  /// The regular characters from `index` up to the next white space or delimiter.
  private mutating func token() -> ArraySlice<UInt8> {
    let start = index
    while index < bytes.count, !Self.isSpace(bytes[index]), !Self.isDelimiter(bytes[index]) {
      index += 1
    }
    return bytes[start..<index]
  }

  /// A name with its `#xx` escapes decoded (`/Imag#65` is `/Image`).
  private func decodedName(_ raw: ArraySlice<UInt8>) -> String {
    var decoded: [UInt8] = []
    var position = raw.startIndex
    while position < raw.endIndex {
      if raw[position] == UInt8(ascii: "#"), position + 2 < raw.endIndex,
        let byte = UInt8(
          String(decoding: raw[(position + 1)...(position + 2)], as: UTF8.self),
          radix: 16)
      {
        decoded.append(byte)
        position += 3
      } else {
        decoded.append(raw[position])
        position += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Moves past white space and comments; always true, so it can lead a condition.
  @discardableResult
  private mutating func skipSpace() -> Bool {
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "%") {
        while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
      } else {
        break
      }
    }
    return true
  }

  /// Moves past a literal string, its nested parentheses and backslash escapes.
  private mutating func skipString() {
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth -= 1
      default: break
      }
      index += 1
      if depth == 0 { return }
    }
  }

  private mutating func skip(past byte: UInt8) {
    while index < bytes.count, bytes[index] != byte { index += 1 }
    index += 1
  }

  /// Moves past a stream's data to its `endstream` keyword; where the data lies (after the
  /// end of line that follows `stream`, up to the one before `endstream`).
  private mutating func skipStream() -> Range<Int> {
    if peek(0) == 13 { index += 1 }
    if peek(0) == 10 { index += 1 }
    let start = min(index, bytes.count)
    let marker = Array("endstream".utf8)
    guard let end = find(marker, in: bytes, from: index) else {
      index = bytes.count
      return start..<bytes.count
    }
    index = end + marker.count
    var last = end
    if last > start, bytes[last - 1] == 10 { last -= 1 }
    if last > start, bytes[last - 1] == 13 { last -= 1 }
    return start..<last
  }

  /// Moves past an inline image's data to the `EI` that ends it: the first one between
  /// white space (or at the end).
  private mutating func skipInlineData() {
    index += 1
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"),
        index > 0, Self.isSpace(bytes[index - 1]),
        index + 2 == bytes.count || Self.isSpace(bytes[index + 2])
      {
        index += 2
        return
      }
      index += 1
    }
    index = bytes.count
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
  }

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    Array("()<>[]{}/%".utf8).contains(byte)
  }
}
