import Foundation
import LayoutCore

extension FileAccess {
  /// The largest state, constants or strings file read: 64 MiB.
  public static let defaultSizeLimit = 64 << 20

  /// The bytes of a file no larger than `limit` bytes, or a diagnostic naming it. The size is
  /// asked of the file system first, so a huge file is refused without being read.
  public static func read(_ path: String, what: String, limit: Int) throws(DiagnosticError)
    -> [UInt8]
  {
    try read(path, what: what, limit: limit, onlyRegular: false)
  }

  /// The bytes of a regular file no larger than `limit` bytes, as `readRegularFile(_:what:)`
  /// reads it.
  public static func readRegularFile(_ path: String, what: String, limit: Int)
    throws(DiagnosticError) -> [UInt8]
  {
    try read(path, what: what, limit: limit, onlyRegular: true)
  }

  private static func read(_ path: String, what: String, limit: Int, onlyRegular: Bool)
    throws(DiagnosticError) -> [UInt8]
  {
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limit {
      throw DiagnosticError(
        .error, code: .resourceLimit,
        message: "Cannot read \(what) '\(path)': it is \(status.st_size) bytes, more than the "
          + "limit of \(limit) bytes",
        file: path)
    }
    let bytes = try read(path, what: what, onlyRegular: onlyRegular)
    guard bytes.count <= limit else {
      throw DiagnosticError(
        .error, code: .resourceLimit,
        message: "Cannot read \(what) '\(path)': it is more than \(limit) bytes", file: path)
    }
    return bytes
  }
}
