import Foundation

/// The temporary files being written (the `.NAME.PID.tmp` of atomic writes), so that a process
/// stopped by a signal can remove them before it goes (`removeAll`).
public enum TemporaryFiles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []

  static func add(_ path: String) {
    lock.withLock { _ = paths.insert(path) }
  }

  static func remove(_ path: String) {
    lock.withLock { _ = paths.remove(path) }
  }

  /// Deletes every temporary file still being written; called when a signal stops the process.
  public static func removeAll() {
    lock.withLock {
      for path in paths { unlink(path) }
      paths.removeAll()
    }
  }
}
