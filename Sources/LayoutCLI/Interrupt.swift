import Dispatch
import Foundation

/// SIGINT and SIGTERM turned into a flag that long-running commands poll, so that they stop
/// between two renders and exit cleanly instead of dying mid-write.
///
/// Sendable: the flag is set by the signal sources' queue and read by the command under one
/// lock.
package final class Interrupt: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false
  private var sources: [DispatchSourceSignal] = []

  /// Takes over SIGINT and SIGTERM for the rest of the process.
  package init() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in self?.raise() }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether a signal came.
  package var isRaised: Bool {
    lock.withLock { raised }
  }

  /// Stops the command as a signal would.
  func raise() {
    lock.withLock { raised = true }
  }
}
