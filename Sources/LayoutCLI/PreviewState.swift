import Foundation

/// The latest image of a served preview, numbered so that pages can ask for the next one:
/// the render loop publishes, request threads read or wait.
///
/// Sendable: every read and write of its state goes through its condition lock.
final class PreviewState: @unchecked Sendable {
  /// What a page needs to know: which image is current and the line printed for it.
  struct Snapshot: Encodable {
    var version: Int
    var status: String
  }

  private let condition = NSCondition()
  private var image: [UInt8]?
  private var snapshot = Snapshot(version: 0, status: "rendering…")

  /// Makes `image` current (when there is one) with its status line, and wakes the waiters.
  func publish(_ image: [UInt8]?, status: String) {
    condition.withLock {
      if let image { self.image = image }
      snapshot = Snapshot(version: snapshot.version + 1, status: status)
      condition.broadcast()
    }
  }

  /// The current image, if one was rendered.
  var currentImage: [UInt8]? {
    condition.withLock { image }
  }

  /// The current version and status.
  var current: Snapshot {
    condition.withLock { snapshot }
  }

  /// Waits until the version is past `version`, or `timeout` seconds pass; returns the
  /// snapshot then.
  func waitForVersion(after version: Int, timeout: TimeInterval) -> Snapshot {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return condition.withLock {
      while snapshot.version <= version, condition.wait(until: deadline) {}
      return snapshot
    }
  }
}
