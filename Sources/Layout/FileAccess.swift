import Foundation
import LayoutCore

/// Reading inputs and writing outputs, with errors as diagnostics. Outputs to regular files are
/// written to a temporary file beside the target and renamed into place, so a failed render
/// never leaves a partial file; a symbolic link is followed and kept, and a named pipe or a
/// device is written to as it is.
public enum FileAccess {
  /// The path that means standard input when read and standard output when written.
  public static let standardStream = "-"

  /// The bytes of a file, or a diagnostic naming it. Any readable path works: regular files,
  /// named pipes, `/dev/fd/N` and process substitutions; `-` reads standard input.
  public static func read(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
    try read(path, what: what, onlyRegular: false)
  }

  /// The bytes of a regular file, or a diagnostic naming it: for a file a template names or
  /// reads beside itself, which no one chose to make a pipe. A named pipe, a socket or a
  /// device is refused (`not-a-regular-file`) without waiting on it.
  public static func readRegularFile(_ path: String, what: String) throws(DiagnosticError)
    -> [UInt8]
  {
    try read(path, what: what, onlyRegular: true)
  }

  /// The error for a file that is `kind` (a named pipe…) where a regular file is read.
  public static func notRegularFile(_ path: String, what: String, kind: String)
    -> DiagnosticError
  {
    DiagnosticError(
      .error, code: .notRegularFile,
      message: "Cannot read \(what) '\(path)': it is \(kind), not a regular file", file: path,
      hints: ["replace it with a regular file; only a file named on the command line may be a pipe"]
    )
  }

  static func read(_ path: String, what: String, onlyRegular: Bool) throws(DiagnosticError)
    -> [UInt8]
  {
    if path == standardStream {
      return try readAll(from: STDIN_FILENO, what: what, named: "standard input")
    }
    FileReadLog.noteRead(path)
    // Opening a named pipe without O_NONBLOCK waits for a writer; with it, fstat says what it is.
    let descriptor = open(path, onlyRegular ? O_RDONLY | O_NONBLOCK | O_CLOEXEC : O_RDONLY)
    guard descriptor >= 0 else {
      let reason = errno == ENOENT ? "No such file" : String(cString: strerror(errno))
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "Cannot read \(what) '\(path)': \(reason)",
        file: path)
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "Cannot read \(what) '\(path)': It is a folder",
        file: path)
    }
    if onlyRegular, let kind = SpecialFile.kind(ofMode: status.st_mode) {
      throw notRegularFile(path, what: what, kind: kind)
    }
    return try readAll(from: descriptor, what: what, named: path)
  }

  /// Everything an open descriptor holds until its end.
  private static func readAll(from descriptor: Int32, what: String, named name: String)
    throws(DiagnosticError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw DiagnosticError(
          .error, code: .fileNotFound,
          message: "Cannot read \(what) from \(name): \(String(cString: strerror(errno)))")
      }
      bytes += chunk[0..<count]
    }
  }

  /// Writes `bytes` to `path`: atomically (all of it, or nothing) to a regular file or a new
  /// one, through a symbolic link to what it names, and straight into a named pipe or device.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(DiagnosticError) {
    if path == standardStream {
      return try writeThrough(bytes, to: "/dev/stdout", named: "standard output")
    }
    let target = resolvingLinks(path)
    var status = stat()
    if stat(target, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR:
        throw DiagnosticError(
          .error, code: .writeFailed, message: "Cannot write '\(path)': it is a folder",
          hints: ["name a file in it, such as '\(path)/out.png'"])
      default:
        return try writeThrough(bytes, to: target, named: path)
      }
    }
    try replace(target, with: bytes, named: path)
  }

  /// The file a chain of symbolic links ends at (or would be created as), else `path`.
  private static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? destination
        : (current as NSString).deletingLastPathComponent + "/" + destination
    }
    return current
  }

  /// Writes into what is already there (a pipe, a terminal, a device), without renaming.
  private static func writeThrough(_ bytes: [UInt8], to target: String, named path: String)
    throws(DiagnosticError)
  {
    guard let handle = FileHandle(forWritingAtPath: target) else {
      throw DiagnosticError(
        .error, code: .writeFailed,
        message: "Cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data(bytes))
    } catch {
      throw DiagnosticError(
        .error, code: .writeFailed, message: "Cannot write '\(path)': \(describe(error))")
    }
  }

  /// Writes a temporary file beside `target` and renames it into place.
  private static func replace(_ target: String, with bytes: [UInt8], named path: String)
    throws(DiagnosticError)
  {
    let url = URL(fileURLWithPath: target)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    let descriptor: Int32
    switch TemporaryFiles.create(temporary.path) {
    case .success(let opened): descriptor = opened
    case .failure(let error):
      throw cannotWrite(path, String(cString: strerror(error.code.rawValue)), in: directory)
    }
    defer { TemporaryFiles.remove(temporary.path) }
    if let reason = write(bytes, to: descriptor) {
      unlink(temporary.path)
      throw cannotWrite(path, reason, in: directory)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw DiagnosticError(
        .error, code: .writeFailed, message: "Cannot write '\(path)': \(reason)")
    }
  }

  /// Writes all of `bytes` to `descriptor` and closes it: nil on success, else the system's
  /// reason (`strerror`); a partly written file is left to the caller to remove.
  private static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let reason = String(cString: strerror(count < 0 ? errno : EIO))
        close(descriptor)
        return reason
      }
      written += count
    }
    guard close(descriptor) == 0 else { return String(cString: strerror(errno)) }
    return nil
  }

  private static func cannotWrite(_ path: String, _ reason: String, in directory: URL)
    -> DiagnosticError
  {
    DiagnosticError(
      .error, code: .writeFailed, message: "Cannot write '\(path)': \(reason)",
      hints: ["check that the folder '\(directory.path)' exists and is writable"])
  }

  private static func describe(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let reason = strerror(Int32(underlying.code))
    {
      return String(cString: reason)
    }
    return nsError.localizedDescription
  }
}
