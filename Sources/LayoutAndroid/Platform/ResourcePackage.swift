/// One package of a resource table (`ResTable_package`): its id (0x01 for `android`), its
/// name, the pools of type names and entry names (keys), and its type chunks indexed by type
/// id. Only chunk headers and configurations are read when indexing; entries are read when
/// looked up.
struct ResourcePackage: Sendable {
  /// The package id, the top byte of its resource ids.
  let id: UInt32
  let name: String
  /// The entry names.
  let keys: ResourceStringPool
  /// The types by type id.
  let types: [UInt8: ResourceType]
  private let typeNames: [String]
  /// What to subtract from a type id, besides one, to index the type names.
  private let typeIDOffset: Int

  init(_ chunk: ResourceChunk) throws(PlatformResourceError) {
    guard chunk.headerSize >= 284 else {
      throw chunk.failure("a package header needs at least 284 bytes, not \(chunk.headerSize)")
    }
    id = try chunk.u32(8)
    name = try Self.name(in: chunk)
    let typePool = try ResourceStringPool(try chunk.chunk(at: Int(try chunk.u32(268))))
    keys = try ResourceStringPool(try chunk.chunk(at: Int(try chunk.u32(276))))
    typeIDOffset = chunk.headerSize >= 288 ? Int(try chunk.u32(284)) : 0
    var typeNames: [String] = []
    for index in 0..<typePool.count { typeNames.append(try typePool.string(at: index)) }
    self.typeNames = typeNames
    types = try Self.indexTypes(in: chunk)
  }

  /// The package name: up to 128 UTF-16 units, ended by a zero.
  private static func name(in chunk: ResourceChunk) throws(PlatformResourceError) -> String {
    var units: [UInt16] = []
    for index in 0..<128 {
      let unit = try chunk.u16(12 + 2 * index)
      if unit == 0 { break }
      units.append(unit)
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// The type spec and type chunks of the package, by type id.
  private static func indexTypes(
    in chunk: ResourceChunk
  ) throws(PlatformResourceError) -> [UInt8: ResourceType] {
    var types: [UInt8: ResourceType] = [:]
    for child in try chunk.children() {
      switch child.type {
      case ResourceChunkType.tableTypeSpec:
        let count = Int(try child.u32(12))
        try child.require(child.headerSize, count * 4, "the flags of \(count) entries")
        types[try child.u8(8), default: ResourceType()].specEntryCount = count
      case ResourceChunkType.tableType:
        let typeChunk = try ResourceTypeChunk(child)
        types[typeChunk.typeID, default: ResourceType()].chunks.append(typeChunk)
      default:
        continue
      }
    }
    return types
  }

  /// The name of the type with id `typeID` (`drawable`).
  func typeName(_ typeID: UInt8) -> String? {
    let index = Int(typeID) - 1 - typeIDOffset
    return index >= 0 && index < typeNames.count ? typeNames[index] : nil
  }

  /// The id of the type named `name`.
  func typeID(named name: String) -> UInt8? {
    guard let index = typeNames.firstIndex(of: name) else { return nil }
    return UInt8(exactly: index + 1 + typeIDOffset)
  }

  /// The key of each entry of type `typeID`, by entry index, -1 where no configuration has
  /// the entry. Configurations are read until every entry has its key.
  func entryKeys(_ typeID: UInt8) throws(PlatformResourceError) -> [Int] {
    guard let type = types[typeID] else { return [] }
    var keys = [Int](repeating: -1, count: type.entryCount)
    var missing = keys.count
    for chunk in type.chunks where missing > 0 {
      for entry in try chunk.presentEntries() where entry.index < keys.count {
        guard keys[entry.index] < 0 else { continue }
        keys[entry.index] = try chunk.key(at: entry.offset)
        missing -= 1
      }
    }
    return keys
  }
}

/// The chunks of one type of a package: its entry count (from its type spec) and its type
/// chunks, one per configuration.
struct ResourceType: Sendable {
  var specEntryCount = 0
  var chunks: [ResourceTypeChunk] = []

  /// The number of entries, counting any a type chunk has beyond the spec's count, and at
  /// most the 65,536 a resource id can number.
  var entryCount: Int {
    let count = chunks.reduce(specEntryCount) { count, chunk in max(count, chunk.entryCount) }
    return min(count, 0x1_0000)
  }
}
