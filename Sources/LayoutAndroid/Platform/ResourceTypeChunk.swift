/// One type chunk of a resource table (`ResTable_type`): the entries of one type (`color`,
/// `style`) in one configuration. Its header holds the type id, flags, the number of entries,
/// where the entries begin and the configuration; a table of entry offsets follows: 32-bit
/// offsets by entry index (`0xFFFFFFFF` for none), 16-bit offsets in units of four bytes
/// (`FLAG_OFFSET16`, `0xFFFF` for none), or, in a sparse chunk (`FLAG_SPARSE`), pairs of
/// entry index and offset in units of four bytes, sorted by index.
struct ResourceTypeChunk: Sendable {
  private static let sparseFlag: UInt8 = 0x01
  private static let offset16Flag: UInt8 = 0x02
  private static let complexEntryFlag: UInt16 = 0x0001
  private static let compactEntryFlag: UInt16 = 0x0008

  private let chunk: ResourceChunk
  /// The type's id (`ResTable_type.id`), 1 for the first type.
  let typeID: UInt8
  /// The configuration the entries are for.
  let qualifiers: CompiledQualifiers
  /// The number of entry offsets (in a sparse chunk, of entries present).
  private let offsetCount: Int
  /// Where the entries begin, relative to the chunk.
  private let entriesStart: Int
  private let isSparse: Bool
  private let hasShortOffsets: Bool

  init(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    guard chunk.headerSize >= 24 else {
      throw chunk.failure("a type header needs at least 24 bytes, not \(chunk.headerSize)")
    }
    self.chunk = chunk
    typeID = try chunk.u8(8)
    let flags = try chunk.u8(9)
    offsetCount = Int(try chunk.u32(12))
    entriesStart = Int(try chunk.u32(16))
    isSparse = flags & Self.sparseFlag != 0
    hasShortOffsets = !isSparse && flags & Self.offset16Flag != 0
    qualifiers = try CompiledQualifiers(chunk: chunk, at: 20, limit: chunk.headerSize)
    let offsetSize = hasShortOffsets ? 2 : 4
    try chunk.require(chunk.headerSize, offsetCount * offsetSize, "the entry offset table")
    guard typeID != 0, entriesStart >= chunk.headerSize, entriesStart <= chunk.size else {
      throw chunk.failure("type id \(typeID) with entries at +\(entriesStart)")
    }
  }

  /// The highest entry index plus one.
  var entryCount: Int {
    guard isSparse else { return offsetCount }
    guard offsetCount > 0, let last = try? sparseIndex(offsetCount - 1) else { return 0 }
    return last + 1
  }

  /// Where entry `index` begins, relative to the chunk; nil when this configuration has none.
  func entryOffset(_ index: Int) throws(PlatformResourceError) -> Int? {
    let table = chunk.headerSize
    if isSparse { return try sparseOffset(of: index) }
    guard index >= 0, index < offsetCount else { return nil }
    if hasShortOffsets {
      let offset = try chunk.u16(table + 2 * index)
      return offset == 0xFFFF ? nil : entriesStart + Int(offset) * 4
    }
    let offset = try chunk.u32(table + 4 * index)
    return offset == 0xFFFF_FFFF ? nil : entriesStart + Int(offset)
  }

  /// The entries present, as index and offset relative to the chunk.
  func presentEntries() throws(PlatformResourceError) -> [(index: Int, offset: Int)] {
    var result: [(index: Int, offset: Int)] = []
    if isSparse {
      for position in 0..<offsetCount {
        let offset = Int(try chunk.u16(chunk.headerSize + 4 * position + 2)) * 4
        result.append((try sparseIndex(position), entriesStart + offset))
      }
      return result
    }
    for index in 0..<offsetCount {
      if let offset = try entryOffset(index) { result.append((index, offset)) }
    }
    return result
  }

  private func sparseIndex(_ position: Int) throws(PlatformResourceError) -> Int {
    Int(try chunk.u16(chunk.headerSize + 4 * position))
  }

  /// Binary search of a sparse chunk's sorted entry indices.
  private func sparseOffset(of index: Int) throws(PlatformResourceError) -> Int? {
    var low = 0
    var high = offsetCount
    while low < high {
      let middle = (low + high) / 2
      let found = try sparseIndex(middle)
      if found == index {
        return entriesStart + Int(try chunk.u16(chunk.headerSize + 4 * middle + 2)) * 4
      }
      if found < index { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The key (an index into the package's key string pool) of the entry at `offset`.
  func key(at offset: Int) throws(PlatformResourceError) -> Int {
    let flags = try chunk.u16(offset + 2)
    if flags & Self.compactEntryFlag != 0 { return Int(try chunk.u16(offset)) }
    return Int(try chunk.u32(offset + 4))
  }

  /// The value of the entry at `offset` (`ResTable_entry`): a compact entry (its value in the
  /// entry itself), a simple one followed by a `Res_value`, or a map entry (parent, count)
  /// followed by its `ResTable_map` items.
  func value(
    at offset: Int, strings: ResourceStringPool
  ) throws(PlatformResourceError) -> ResourceValue {
    let size = Int(try chunk.u16(offset))
    let flags = try chunk.u16(offset + 2)
    if flags & Self.compactEntryFlag != 0 {
      let type = UInt8(flags >> 8)
      return .simple(try typedValue(type, try chunk.u32(offset + 4), strings, at: offset))
    }
    if flags & Self.complexEntryFlag != 0 { return try bag(at: offset, size: size, strings) }
    guard size >= 8 else { throw chunk.failure("an entry at +\(offset) of \(size) bytes") }
    return .simple(try resValue(at: offset + size, strings))
  }

  private func bag(
    at offset: Int, size: Int, _ strings: ResourceStringPool
  ) throws(PlatformResourceError) -> ResourceValue {
    guard size >= 16 else { throw chunk.failure("a map entry at +\(offset) of \(size) bytes") }
    let parent = try chunk.u32(offset + 8)
    let count = Int(try chunk.u32(offset + 12))
    try chunk.require(offset + size, count * 12, "the \(count) items of a map entry")
    var items: [ResourceValue.BagItem] = []
    items.reserveCapacity(count)
    for item in 0..<count {
      let itemOffset = offset + size + 12 * item
      let value = try resValue(at: itemOffset + 4, strings)
      items.append(.init(attribute: try chunk.u32(itemOffset), value: value))
    }
    return .bag(parent: parent == 0 ? nil : parent, items: items)
  }

  /// The `Res_value` at `offset`: size, a zero byte, the data type, the data.
  private func resValue(
    at offset: Int, _ strings: ResourceStringPool
  ) throws(PlatformResourceError) -> TypedValue {
    try typedValue(try chunk.u8(offset + 3), try chunk.u32(offset + 4), strings, at: offset)
  }

  private func typedValue(
    _ type: UInt8, _ data: UInt32, _ strings: ResourceStringPool, at offset: Int
  ) throws(PlatformResourceError) -> TypedValue {
    guard let value = try TypedValue.decode(type: type, data: data, strings: strings) else {
      throw chunk.failure(
        "value at +\(offset) of unknown type 0x\(Hexadecimal.text(type, width: 2))")
    }
    return value
  }
}
