import Foundation

/// The temporary files being written (the `.NAME.PID.tmp` of atomic writes), so that a process
/// stopped by a signal can remove them before it goes (`removeAll`). A temporary file is
/// claimed before it is written: two threads writing the same target (two batch rows naming
/// one output, two failing golden cases writing one report marker) take turns, instead of
/// one renaming away the file the other is still writing.
public enum TemporaryFiles {
  private static let condition = NSCondition()
  nonisolated(unsafe) private static var paths: Set<String> = []

  /// Claims `path`, waiting while another thread of this process writes it.
  static func add(_ path: String) {
    condition.lock()
    defer { condition.unlock() }
    while paths.contains(path) { condition.wait() }
    paths.insert(path)
  }

  /// Gives `path` up, for the next writer waiting for it.
  static func remove(_ path: String) {
    condition.lock()
    defer { condition.unlock() }
    paths.remove(path)
    condition.broadcast()
  }

  /// Deletes every temporary file still being written; called when a signal stops the process.
  public static func removeAll() {
    condition.lock()
    defer { condition.unlock() }
    for path in paths { unlink(path) }
    paths.removeAll()
  }
}
