import Synchronization

/// A compiled resource table (`resources.arsc`), such as the Android platform's in
/// framework-res.apk: resource ids, their names, and their values in each configuration.
///
/// Opening it reads only chunk headers and configurations; entries and strings are decoded
/// when looked up, the names of a type's entries when first needed, and a type's
/// configurations are ranked for a device when first asked for. It may be shared between
/// threads: what it keeps of that work is guarded by a lock.
package final class ResourceTable: Sendable {
  private let valueStrings: ResourceStringPool
  private let packages: [ResourcePackage]
  private let caches = Mutex(Caches())

  /// What lookups have worked out so far, each type keyed by package index and type id
  /// (`package << 8 | type`).
  private struct Caches: Sendable {
    /// Each type's entry keys, by entry index (-1 for none).
    var keys: [Int: [Int]] = [:]
    /// Each type's entry indices, by entry name.
    var indices: [Int: [String: Int]] = [:]
    /// For a type and a device, the type chunks whose configurations match, best first.
    var rankings: [RankingKey: [Int]] = [:]
  }

  private struct RankingKey: Hashable, Sendable {
    var type: Int
    var device: DeviceConfiguration
  }

  /// The most rankings kept; past it they are dropped and worked out again when needed.
  private static let rankingLimit = 512

  /// The table in `bytes`, the contents of a `resources.arsc`; throws if its chunks are not
  /// a resource table's or do not fit in the data.
  package init(bytes: [UInt8]) throws(PlatformResourceError) {
    let table = try ResourceChunk(in: bytes, at: 0, limit: bytes.count)
    guard table.type == ResourceChunkType.table, table.headerSize >= 12 else {
      throw table.failure("not a resource table (type 0x0002 with a 12-byte header)")
    }
    var strings: ResourceStringPool?
    var packages: [ResourcePackage] = []
    for child in try table.children() {
      if child.type == ResourceChunkType.stringPool, strings == nil {
        strings = try ResourceStringPool(child)
      } else if child.type == ResourceChunkType.tablePackage {
        packages.append(try ResourcePackage(child))
      }
    }
    guard let strings else { throw table.failure("no value string pool") }
    valueStrings = strings
    self.packages = packages
  }

  /// The table in the `resources.arsc` of `archive` (an APK).
  package convenience init(archive: ZipArchive) throws(PlatformResourceError) {
    try self.init(bytes: try archive.contents(of: "resources.arsc"))
  }

  /// The names of the table's packages (`android`).
  package var packageNames: [String] { packages.map(\.name) }

  /// The id of the resource `@package:type/name` (`@android:style/Theme.Material`), or nil.
  package func id(type: String, name: String, package: String = "android") -> UInt32? {
    guard let packageIndex = packages.firstIndex(where: { $0.name == package }),
      let typeID = packages[packageIndex].typeID(named: type),
      let entry = entryIndices(packageIndex, typeID)?[name]
    else { return nil }
    return packages[packageIndex].id << 24 | UInt32(typeID) << 16 | UInt32(entry)
  }

  /// The package, type and entry name of the resource `id`, or nil if the table has none.
  package func name(of id: UInt32) -> (package: String, type: String, name: String)? {
    guard let (packageIndex, typeID, entry) = location(of: id),
      let keys = entryKeys(packageIndex, typeID), entry < keys.count, keys[entry] >= 0
    else { return nil }
    let package = packages[packageIndex]
    guard let type = package.typeName(typeID),
      let name = try? package.keys.string(at: keys[entry])
    else { return nil }
    return (package.name, type, name)
  }

  /// The value of resource `id` in the configuration that best matches `configuration`, or
  /// nil if none matches (or the entry is corrupt).
  package func value(of id: UInt32, for configuration: DeviceConfiguration) -> ResourceValue? {
    resolve(id, for: configuration)?.value
  }

  /// The value of resource `id` in the configuration that best matches `configuration`, with
  /// that configuration's qualifiers (a bitmap's density, say), or nil.
  package func resolve(
    _ id: UInt32, for configuration: DeviceConfiguration
  ) -> (value: ResourceValue, qualifiers: CompiledQualifiers)? {
    guard let (packageIndex, typeID, entry) = location(of: id),
      let type = packages[packageIndex].types[typeID]
    else { return nil }
    for index in ranking(packageIndex, typeID, type, configuration) {
      let chunk = type.chunks[index]
      guard let offset = try? chunk.entryOffset(entry) else { continue }
      guard let value = try? chunk.value(at: offset, strings: valueStrings) else { return nil }
      return (value, chunk.qualifiers)
    }
    return nil
  }

  /// The indices of the type's chunks whose configurations match `device`, best first: the
  /// first that has an entry holds its value.
  private func ranking(
    _ package: Int, _ typeID: UInt8, _ type: ResourceType, _ device: DeviceConfiguration
  ) -> [Int] {
    let key = RankingKey(type: package << 8 | Int(typeID), device: device)
    if let ranking = caches.withLock({ $0.rankings[key] }) { return ranking }
    let requested = CompiledQualifiers(device: device)
    let chunks = type.chunks
    let ranking = chunks.indices.filter { chunks[$0].qualifiers.matches(requested: requested) }
      .sorted { chunks[$0].qualifiers.isBetter(than: chunks[$1].qualifiers, requested: requested) }
    caches.withLock { caches in
      if caches.rankings.count >= Self.rankingLimit { caches.rankings.removeAll() }
      caches.rankings[key] = ranking
    }
    return ranking
  }

  /// The text an Android values file would hold for `value`: references and attributes by
  /// name (`@android:drawable/btn_default_material`, `?android:attr/colorAccent`, or the id in
  /// hexadecimal when the table has no such resource), other values as
  /// `TypedValue.description` writes them (colours `#aarrggbb` in lowercase, `16dp`, `16.5dp`).
  package func text(of value: TypedValue) -> String {
    switch value {
    case .reference(let id): "@" + qualifiedName(id)
    case .attribute(let id): "?" + qualifiedName(id)
    default: value.description
    }
  }

  private func qualifiedName(_ id: UInt32) -> String {
    guard let name = name(of: id) else { return "0x" + Hexadecimal.text(id) }
    return "\(name.package):\(name.type)/\(name.name)"
  }

  /// The package index, type id and entry index of `id`.
  private func location(of id: UInt32) -> (package: Int, type: UInt8, entry: Int)? {
    let packageID = id >> 24
    let typeID = UInt8(id >> 16 & 0xFF)
    guard typeID != 0, let package = packages.firstIndex(where: { $0.id == packageID })
    else { return nil }
    return (package, typeID, Int(id & 0xFFFF))
  }

  /// The keys of a type's entries, read on first use.
  private func entryKeys(_ package: Int, _ typeID: UInt8) -> [Int]? {
    let cacheKey = package << 8 | Int(typeID)
    if let keys = caches.withLock({ $0.keys[cacheKey] }) { return keys }
    guard let keys = try? packages[package].entryKeys(typeID) else { return nil }
    caches.withLock { $0.keys[cacheKey] = keys }
    return keys
  }

  /// A type's entry indices by name, decoded on first use.
  private func entryIndices(_ package: Int, _ typeID: UInt8) -> [String: Int]? {
    let cacheKey = package << 8 | Int(typeID)
    if let indices = caches.withLock({ $0.indices[cacheKey] }) { return indices }
    guard let keys = entryKeys(package, typeID) else { return nil }
    var indices: [String: Int] = [:]
    for (entry, key) in keys.enumerated() where key >= 0 {
      guard let name = try? packages[package].keys.string(at: key) else { return nil }
      indices[name] = indices[name] ?? entry
    }
    caches.withLock { $0.indices[cacheKey] = indices }
    return indices
  }
}
