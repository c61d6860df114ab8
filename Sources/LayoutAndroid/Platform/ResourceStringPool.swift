/// A string pool chunk (`ResStringPool_header`): a table of offsets, then the strings, each
/// prefixed by its length, in UTF-8 or UTF-16. Strings are decoded one at a time when asked
/// for; their style spans are not read.
struct ResourceStringPool: Sendable {
  /// The flag of a pool whose strings are UTF-8 (otherwise UTF-16).
  private static let utf8Flag: UInt32 = 0x100

  private let chunk: ResourceChunk
  /// The number of strings.
  let count: Int
  private let isUTF8: Bool
  /// Where the string data begins, relative to the chunk.
  private let stringsStart: Int

  /// The pool in `chunk`, whose header and offset table are checked here.
  init(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    guard chunk.type == ResourceChunkType.stringPool else {
      throw chunk.failure("expected a string pool")
    }
    guard chunk.headerSize >= 28 else {
      throw chunk.failure("a string pool header needs 28 bytes, not \(chunk.headerSize)")
    }
    let count = Int(try chunk.u32(8))
    try chunk.require(chunk.headerSize, count * 4, "the table of \(count) string offsets")
    self.chunk = chunk
    self.count = count
    isUTF8 = try chunk.u32(16) & Self.utf8Flag != 0
    stringsStart = Int(try chunk.u32(20))
  }

  /// The string at `index`.
  func string(at index: Int) throws(PlatformResourceError) -> String {
    guard index >= 0, index < count else {
      throw chunk.failure("string \(index) asked for, but the pool holds \(count)")
    }
    let offset = stringsStart + Int(try chunk.u32(chunk.headerSize + index * 4))
    return isUTF8 ? try utf8String(at: offset) : try utf16String(at: offset)
  }

  /// The UTF-8 string at `offset`: its length in UTF-16 units, then in bytes (each one byte,
  /// or two with the high bit of the first set), then the bytes.
  private func utf8String(at offset: Int) throws(PlatformResourceError) -> String {
    let afterUnits = try utf8Length(at: offset).next
    let (length, textStart) = try utf8Length(at: afterUnits)
    return String(decoding: try chunk.slice(textStart, length), as: UTF8.self)
  }

  private func utf8Length(at offset: Int) throws(PlatformResourceError) -> (
    length: Int, next: Int
  ) {
    let first = Int(try chunk.u8(offset))
    guard first & 0x80 != 0 else { return (first, offset + 1) }
    return ((first & 0x7F) << 8 | Int(try chunk.u8(offset + 1)), offset + 2)
  }

  /// The UTF-16 string at `offset`: its length in units (one unit, or two with the high bit
  /// of the first set), then the units.
  private func utf16String(at offset: Int) throws(PlatformResourceError) -> String {
    let first = Int(try chunk.u16(offset))
    var length = first
    var textStart = offset + 2
    if first & 0x8000 != 0 {
      length = (first & 0x7FFF) << 16 | Int(try chunk.u16(offset + 2))
      textStart = offset + 4
    }
    let bytes = try chunk.slice(textStart, length * 2)
    var units: [UInt16] = []
    units.reserveCapacity(length)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      units.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }
}
