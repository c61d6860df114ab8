import Foundation
import LayoutCore

/// Reads a file's bytes in chunks, a line or a byte at a time, so that data files of any
/// length are read with flat memory. Standard input (`-`) and pipes work too.
final class ByteStream {
  private let descriptor: Int32
  private let name: String
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  private var finished = false

  /// Opens `path` (`-` for standard input).
  init(path: String) throws(DiagnosticError) {
    name = path
    if path == FileAccess.standardStream {
      descriptor = STDIN_FILENO
      return
    }
    FileReadLog.noteRead(path)
    descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      let reason = errno == ENOENT ? "No such file" : String(cString: strerror(errno))
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "Cannot read data file '\(path)': \(reason)",
        file: path)
    }
  }

  deinit {
    if descriptor != STDIN_FILENO { close(descriptor) }
  }

  /// The next byte, nil at the end.
  func next() throws(DiagnosticError) -> UInt8? {
    if start == end {
      guard try refill() else { return nil }
    }
    defer { start += 1 }
    return buffer[start]
  }

  /// The bytes up to the next newline (without it, nor a carriage return before it); nil at
  /// the end.
  func nextLine() throws(DiagnosticError) -> [UInt8]? {
    var line: [UInt8] = []
    var sawAny = false
    while let byte = try next() {
      sawAny = true
      if byte == UInt8(ascii: "\n") {
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
      }
      line.append(byte)
    }
    return sawAny ? line : nil
  }

  private func refill() throws(DiagnosticError) -> Bool {
    guard !finished else { return false }
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        start = 0
        end = count
        return true
      }
      if count == 0 {
        finished = true
        return false
      }
      if errno != EINTR {
        throw DiagnosticError(
          .error, code: .fileNotFound,
          message: "Cannot read data file '\(name)': \(String(cString: strerror(errno)))")
      }
    }
  }
}
