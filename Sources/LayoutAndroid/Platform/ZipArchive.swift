import CZlib
import Glibc

/// A ZIP archive (an APK) read in place: opening it reads the end of central directory
/// record and the central directory; an entry's data is read when asked for. Entries stored
/// (method 0) or deflated (method 8) can be read; ZIP64 archives, encrypted entries and other
/// methods cannot.
package struct ZipArchive: Sendable {
  /// The entries' names, in the order of the central directory.
  package let entryNames: [String]
  private let entries: [String: Entry]
  private let file: OpenFile
  private let fileSize: Int
  private let path: String

  /// One central directory record.
  private struct Entry: Sendable {
    var flags: UInt16
    var method: UInt16
    var crc: UInt32
    var compressedSize: Int
    var uncompressedSize: Int
    var localHeaderOffset: Int
  }

  /// The archive at `path`; throws if it cannot be opened or has no readable directory.
  package init(path: String) throws(PlatformResourceError) {
    self.path = path
    file = try OpenFile(path: path)
    fileSize = try file.size()
    let end = try Self.endRecord(of: file, size: fileSize, path: path)
    let directory = try file.read(count: end.size, at: end.offset, what: "central directory")
    (entryNames, entries) = try Self.parseDirectory(directory, count: end.count, path: path)
  }

  /// Whether the archive has an entry named `name`.
  package func contains(_ name: String) -> Bool {
    entries[name] != nil
  }

  /// The uncompressed contents of the entry `name`; throws if there is none, if it would be
  /// larger than `limit` bytes, or if it cannot be read or inflated.
  package func contents(
    of name: String, limit: Int = 64 << 20
  ) throws(PlatformResourceError) -> [UInt8] {
    guard let entry = entries[name] else { throw failure("has no entry '\(name)'") }
    guard entry.uncompressedSize <= limit else {
      throw failure("'\(name)' is \(entry.uncompressedSize) bytes, over the limit of \(limit)")
    }
    guard entry.flags & 0x1 == 0 else { throw failure("'\(name)' is encrypted") }
    let dataOffset = try self.dataOffset(of: entry, name: name)
    guard entry.compressedSize <= fileSize - dataOffset else {
      throw failure("'\(name)' (\(entry.compressedSize) bytes at \(dataOffset)) overruns the file")
    }
    switch entry.method {
    case 0:
      guard entry.compressedSize == entry.uncompressedSize else {
        throw failure("'\(name)' is stored, but its two sizes differ")
      }
      return try file.read(count: entry.compressedSize, at: dataOffset, what: "'\(name)'")
    case 8:
      let data = try file.read(count: entry.compressedSize, at: dataOffset, what: "'\(name)'")
      let inflated = try inflate(data, expectedSize: entry.uncompressedSize, name: name)
      try checkCRC(of: inflated, expected: entry.crc, name: name)
      return inflated
    default:
      throw failure("'\(name)' uses compression method \(entry.method), not stored or deflate")
    }
  }

  private func failure(_ message: String) -> PlatformResourceError {
    PlatformResourceError("ZIP archive \(path): \(message)")
  }

  /// Where an entry's data begins: after its local header, name and extra field.
  private func dataOffset(of entry: Entry, name: String) throws(PlatformResourceError) -> Int {
    let header = try file.read(count: 30, at: entry.localHeaderOffset, what: "local header")
    guard Self.u32(header, 0) == 0x0403_4B50 else {
      throw failure("no local header for '\(name)' at byte \(entry.localHeaderOffset)")
    }
    return entry.localHeaderOffset + 30 + Int(Self.u16(header, 26)) + Int(Self.u16(header, 28))
  }

  /// The central directory's size, offset and entry count, from the end of central directory
  /// record: the last 22 bytes of the archive, before a comment of up to 65,535 bytes.
  private static func endRecord(
    of file: OpenFile, size fileSize: Int, path: String
  ) throws(PlatformResourceError) -> (size: Int, offset: Int, count: Int) {
    let tailSize = min(fileSize, 22 + 65_535)
    let tail = try file.read(count: tailSize, at: fileSize - tailSize, what: "end record")
    var position = tail.count - 22
    while position >= 0, u32(tail, position) != 0x0605_4B50 { position -= 1 }
    guard position >= 0 else {
      throw PlatformResourceError("\(path): no end of central directory record; not a ZIP file")
    }
    let count = Int(u16(tail, position + 10))
    let size = Int(u32(tail, position + 12))
    let offset = Int(u32(tail, position + 16))
    guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else {
      throw PlatformResourceError("\(path): a ZIP64 archive, which is not supported")
    }
    guard u16(tail, position + 4) == 0, offset + size <= fileSize else {
      throw PlatformResourceError(
        "\(path): the central directory (\(size) bytes at \(offset)) is not in the file")
    }
    return (size, offset, count)
  }

  /// The entries of the central directory: 46-byte records, each followed by the name, extra
  /// field and comment.
  private static func parseDirectory(
    _ bytes: [UInt8], count: Int, path: String
  ) throws(PlatformResourceError) -> ([String], [String: Entry]) {
    var names: [String] = []
    var entries: [String: Entry] = [:]
    var position = 0
    for _ in 0..<count {
      guard position + 46 <= bytes.count, u32(bytes, position) == 0x0201_4B50 else {
        throw PlatformResourceError(
          "\(path): central directory record at +\(position) is missing or truncated")
      }
      let nameLength = Int(u16(bytes, position + 28))
      let recordSize =
        46 + nameLength + Int(u16(bytes, position + 30))
        + Int(u16(bytes, position + 32))
      guard position + recordSize <= bytes.count else {
        throw PlatformResourceError("\(path): central directory record at +\(position) overruns")
      }
      let name = String(
        decoding: bytes[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self)
      let entry = entry(in: bytes, at: position)
      guard entry.compressedSize != 0xFFFF_FFFF, entry.uncompressedSize != 0xFFFF_FFFF,
        entry.localHeaderOffset != 0xFFFF_FFFF
      else {
        throw PlatformResourceError("\(path): '\(name)' needs ZIP64, which is not supported")
      }
      if entries[name] == nil {
        names.append(name)
        entries[name] = entry
      }
      position += recordSize
    }
    return (names, entries)
  }

  private static func entry(in bytes: [UInt8], at position: Int) -> Entry {
    Entry(
      flags: u16(bytes, position + 8), method: u16(bytes, position + 10),
      crc: u32(bytes, position + 16), compressedSize: Int(u32(bytes, position + 20)),
      uncompressedSize: Int(u32(bytes, position + 24)),
      localHeaderOffset: Int(u32(bytes, position + 42)))
  }

  /// The little-endian integers at `offset` of `bytes`, which the caller has checked hold them.
  private static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  private static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(u16(bytes, offset)) | UInt32(u16(bytes, offset + 2)) << 16
  }

  /// Throws unless `bytes` have the CRC-32 the directory gives. Only inflated entries are
  /// checked: stored ones, such as a 31 MB resources.arsc, are read as they are, their readers
  /// checking every offset.
  private func checkCRC(
    of bytes: [UInt8], expected: UInt32, name: String
  ) throws(PlatformResourceError) {
    let crc = bytes.withUnsafeBufferPointer { buffer in
      UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
    guard crc == expected else {
      throw failure("'\(name)' fails its CRC-32 check")
    }
  }

  /// Raw deflate data inflated with zlib; throws unless it gives exactly `expectedSize` bytes.
  private func inflate(
    _ data: [UInt8], expectedSize: Int, name: String
  ) throws(PlatformResourceError) -> [UInt8] {
    var stream = z_stream()
    let streamSize = Int32(MemoryLayout<z_stream>.size)
    guard inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), streamSize) == Z_OK else {
      throw failure("zlib could not start inflating '\(name)'")
    }
    defer { inflateEnd(&stream) }
    var status = Z_OK
    let output = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 1)) { buffer, count in
      data.withUnsafeBufferPointer { input in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = buffer.baseAddress
        stream.avail_out = uInt(buffer.count)
        status = CZlib.inflate(&stream, Z_FINISH)
        count = Int(stream.total_out)
      }
    }
    guard status == Z_STREAM_END, output.count == expectedSize else {
      throw failure("'\(name)' does not inflate to its \(expectedSize) bytes (zlib \(status))")
    }
    return output
  }
}

/// A file open for reading at any offset (`pread`), closed when the last archive using it
/// goes.
private final class OpenFile: Sendable {
  private let descriptor: Int32
  private let path: String

  init(path: String) throws(PlatformResourceError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw PlatformResourceError("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    self.descriptor = descriptor
    self.path = path
  }

  deinit {
    close(descriptor)
  }

  /// The file's size in bytes.
  func size() throws(PlatformResourceError) -> Int {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw PlatformResourceError("cannot read the size of \(path)")
    }
    return Int(status.st_size)
  }

  /// The `count` bytes at `offset`; throws if the file ends before them.
  func read(count: Int, at offset: Int, what: String) throws(PlatformResourceError) -> [UInt8] {
    guard count > 0 else { return [] }
    guard offset >= 0 else { throw PlatformResourceError("\(path): \(what) at byte \(offset)") }
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = readFully(into: buffer, at: offset)
    }
    guard bytes.count == count else {
      throw PlatformResourceError(
        "\(path): \(what) (\(count) bytes at byte \(offset)) lies past the end of the file")
    }
    return bytes
  }

  /// Fills `buffer` from `offset`, retrying interrupted and short reads; the bytes read.
  private func readFully(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var done = 0
    while done < buffer.count {
      let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      done += got
    }
    return done
  }
}
