import Foundation

/// The temporary files being written (the `.NAME.PID.tmp` of atomic writes), so that a process
/// stopped by a signal can remove them before it goes (`removeAll`). A temporary file is
/// claimed and created under one lock: two threads writing the same target (two batch rows
/// naming one output, two failing golden cases writing one report marker) take turns, instead
/// of one renaming away the file the other is still writing, and no file can be created
/// between the cleanup and the end of the process.
public enum TemporaryFiles {
  private static let condition = NSCondition()
  nonisolated(unsafe) private static var paths: Set<String> = []
  /// Set by `removeAll`: the process is ending, and no temporary file may be created any more.
  nonisolated(unsafe) private static var stopping = false

  /// Claims `path` (waiting while another thread of this process writes it) and creates it
  /// empty for writing: the open descriptor, or the `errno` of the failed `open`. Once the
  /// process is stopping, the calling thread waits here until the process ends.
  static func create(_ path: String) -> Result<Int32, POSIXError> {
    condition.lock()
    defer { condition.unlock() }
    while paths.contains(path) || stopping { condition.wait() }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
    }
    paths.insert(path)
    return .success(descriptor)
  }

  /// Gives `path` up, for the next writer waiting for it.
  static func remove(_ path: String) {
    condition.lock()
    defer { condition.unlock() }
    paths.remove(path)
    condition.broadcast()
  }

  /// Deletes every temporary file being written and refuses new ones; called only when the
  /// process is about to end (a signal, a timeout), since writers wait from then on.
  public static func removeAll() {
    condition.lock()
    defer { condition.unlock() }
    stopping = true
    for path in paths { unlink(path) }
    paths.removeAll()
  }
}
