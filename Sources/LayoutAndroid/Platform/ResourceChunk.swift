/// The chunk types of Android's compiled resource formats (`ResChunk_header.type` in AOSP's
/// ResourceTypes.h).
enum ResourceChunkType {
  static let stringPool: UInt16 = 0x0001
  static let table: UInt16 = 0x0002
  static let xml: UInt16 = 0x0003
  static let xmlStartNamespace: UInt16 = 0x0100
  static let xmlEndNamespace: UInt16 = 0x0101
  static let xmlStartElement: UInt16 = 0x0102
  static let xmlEndElement: UInt16 = 0x0103
  static let xmlText: UInt16 = 0x0104
  static let xmlResourceMap: UInt16 = 0x0180
  static let tablePackage: UInt16 = 0x0200
  static let tableType: UInt16 = 0x0201
  static let tableTypeSpec: UInt16 = 0x0202

  /// The type's name, for messages.
  static func name(_ type: UInt16) -> String {
    switch type {
    case stringPool: "string pool"
    case table: "resource table"
    case xml: "XML document"
    case xmlStartNamespace: "XML start namespace"
    case xmlEndNamespace: "XML end namespace"
    case xmlStartElement: "XML start element"
    case xmlEndElement: "XML end element"
    case xmlText: "XML text"
    case xmlResourceMap: "XML resource map"
    case tablePackage: "package"
    case tableType: "type"
    case tableTypeSpec: "type spec"
    default: "0x" + Hexadecimal.text(type, width: 4)
    }
  }
}

/// A chunk of Android's compiled resource formats: a little-endian `ResChunk_header` (type,
/// header size, total size) followed by the rest of its header and its body. Reads take
/// offsets relative to the chunk's first byte and are checked against its bounds, so a
/// corrupt size or offset throws an error naming the chunk and its byte offset.
struct ResourceChunk: Sendable {
  /// The whole buffer the chunk lies in.
  let bytes: [UInt8]
  /// `ResChunk_header.type`.
  let type: UInt16
  /// The offsets in `bytes` of the chunk's first byte and of the byte after its last.
  let start: Int
  let end: Int
  /// `ResChunk_header.headerSize`: where the chunk's body begins, relative to its start.
  let headerSize: Int

  /// The chunk's size in bytes.
  var size: Int { end - start }

  /// The chunk whose header begins at `start` in `bytes`, which must end by `limit`.
  init(in bytes: [UInt8], at start: Int, limit: Int) throws(PlatformResourceError) {
    guard start >= 0, limit <= bytes.count, start <= limit - 8 else {
      throw PlatformResourceError(
        "a chunk header at byte \(start) lies past the end of the data (byte \(limit))")
    }
    let type = UInt16(bytes[start]) | UInt16(bytes[start + 1]) << 8
    let headerSize = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
    var size = 0
    for index in 0..<4 { size |= Int(bytes[start + 4 + index]) << (8 * index) }
    let name = ResourceChunkType.name(type)
    guard headerSize >= 8, headerSize <= size else {
      throw PlatformResourceError(
        "\(name) chunk at byte \(start): header of \(headerSize) bytes in a chunk of \(size)")
    }
    guard size <= limit - start else {
      throw PlatformResourceError(
        "\(name) chunk at byte \(start): declares \(size) bytes, but only "
          + "\(limit - start) remain in its container")
    }
    self.bytes = bytes
    self.type = type
    self.start = start
    self.end = start + size
    self.headerSize = headerSize
  }

  /// The byte at `offset`.
  func u8(_ offset: Int) throws(PlatformResourceError) -> UInt8 {
    try require(offset, 1)
    return bytes[start + offset]
  }

  /// The little-endian 16-bit integer at `offset`.
  func u16(_ offset: Int) throws(PlatformResourceError) -> UInt16 {
    try require(offset, 2)
    let index = start + offset
    return UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
  }

  /// The little-endian 32-bit integer at `offset`.
  func u32(_ offset: Int) throws(PlatformResourceError) -> UInt32 {
    try require(offset, 4)
    let index = start + offset
    return UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
      | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24
  }

  /// The `length` bytes at `offset`.
  func slice(_ offset: Int, _ length: Int) throws(PlatformResourceError) -> ArraySlice<UInt8> {
    try require(offset, length)
    return bytes[(start + offset)..<(start + offset + length)]
  }

  /// Throws unless the `length` bytes at `offset` lie inside the chunk.
  func require(
    _ offset: Int, _ length: Int, _ what: String = "a field"
  ) throws(PlatformResourceError) {
    guard offset >= 0, length >= 0, offset <= size - length else {
      throw failure("\(what) at +\(offset) (\(length) bytes) lies outside its \(size) bytes")
    }
  }

  /// An error about this chunk: its type and byte offset, then `message`.
  func failure(_ message: String) -> PlatformResourceError {
    PlatformResourceError("\(ResourceChunkType.name(type)) chunk at byte \(start): \(message)")
  }

  /// The chunk that begins at `offset` inside this one.
  func chunk(at offset: Int) throws(PlatformResourceError) -> ResourceChunk {
    guard offset >= 0, offset < size else {
      throw failure("a nested chunk offset \(offset) lies outside its \(size) bytes")
    }
    return try ResourceChunk(in: bytes, at: start + offset, limit: end)
  }

  /// The chunks that follow one another in this chunk's body, from the end of its header.
  func children() throws(PlatformResourceError) -> [ResourceChunk] {
    var result: [ResourceChunk] = []
    var position = start + headerSize
    while position < end {
      let child = try ResourceChunk(in: bytes, at: position, limit: end)
      result.append(child)
      position = child.end
    }
    return result
  }
}
