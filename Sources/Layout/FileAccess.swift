import Foundation
import LayoutCore

/// Reading inputs and writing outputs, with errors as diagnostics. Outputs are written to a
/// temporary file beside the target and renamed into place, so a failed render never leaves a
/// partial file.
public enum FileAccess {
  /// The bytes of a file, or a diagnostic naming it.
  public static func read(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
    FileReadLog.noteRead(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason =
        !exists ? "No such file" : isDirectory.boolValue ? "It is a folder" : "Not readable"
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "Cannot read \(what) '\(path)': \(reason)",
        file: path)
    }
    return [UInt8](data)
  }

  /// Writes `bytes` to `path` atomically: all of it, or nothing.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(DiagnosticError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(bytes).write(to: temporary)
    } catch {
      throw DiagnosticError(
        .error, code: .writeFailed,
        message: "Cannot write '\(path)': \(describe(error))",
        hints: ["check that the folder '\(directory.path)' exists and is writable"])
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw DiagnosticError(
        .error, code: .writeFailed, message: "Cannot write '\(path)': \(reason)")
    }
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
