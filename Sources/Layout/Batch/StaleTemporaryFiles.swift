import Foundation

/// The temporary files (`.NAME.PID.tmp`, as `FileAccess.writeAtomically` names them) that a
/// run stopped without cleaning up (killed, or its machine lost) left beside its outputs, so
/// that the run resuming it removes them. A folder is listed once, the first time an output in
/// it is asked about; a file is removed only when it is beside an output this run is about to
/// write and the process that wrote it is not running here (another task sharing the folder
/// writes other rows' outputs).
final class StaleTemporaryFiles {
  /// Per folder listed, the temporary files found there by the name of the file they were
  /// to become.
  private var folders: [String: [String: [String]]] = [:]
  private let ownProcess = ProcessInfo.processInfo.processIdentifier

  /// Removes the temporary files left for `output`.
  func remove(for output: String) {
    let folder = (output as NSString).deletingLastPathComponent
    let key = folder.isEmpty ? "." : folder
    if folders[key] == nil { folders[key] = list(key) }
    let name = (output as NSString).lastPathComponent
    guard let stale = folders[key]?.removeValue(forKey: name) else { return }
    for file in stale { unlink(key + "/" + file) }
  }

  /// The temporary files in a folder written by processes that are gone, by final name.
  private func list(_ folder: String) -> [String: [String]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var found: [String: [String]] = [:]
    for name in names {
      guard let (target, process) = Self.parse(name), process != ownProcess,
        !Self.isRunning(process)
      else { continue }
      found[target, default: []].append(name)
    }
    return found
  }

  /// The final name and writer of a temporary file's name, `.NAME.PID.tmp`; nil for others.
  static func parse(_ name: String) -> (target: String, process: Int32)? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst().dropLast(4)
    guard let dot = middle.lastIndex(of: "."),
      let process = Int32(middle[middle.index(after: dot)...]), process > 0,
      dot > middle.startIndex
    else { return nil }
    return (String(middle[..<dot]), process)
  }

  /// Whether a process of this number runs on this machine.
  private static func isRunning(_ process: Int32) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }
}
