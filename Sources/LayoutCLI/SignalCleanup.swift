import Dispatch
import Foundation
import Layout

/// SIGINT and SIGTERM for commands that do not stop gracefully themselves (`watch` and `serve`
/// do, with `Interrupt`): the temporary files of writes in progress are removed, then the
/// process ends as the signal would have ended it, so no `.NAME.PID.tmp` is left behind.
package enum SignalCleanup {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Whether the command line runs a command that stops gracefully on SIGINT and SIGTERM
  /// itself, with an `Interrupt` (`watch`, `serve`, `test --review`): the process must not
  /// install this cleanup for it.
  package static func isGracefulCommand(_ arguments: [String]) -> Bool {
    switch arguments.first {
    case "watch", "serve": true
    case "test": arguments.contains("--review")
    default: false
    }
  }

  /// Takes over SIGINT and SIGTERM for the rest of the process.
  package static func install() {
    guard sources.isEmpty else { return }
    // A parent may have blocked them (test runners do): the sources would never hear them.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        TemporaryFiles.removeAll()
        signal(number, SIG_DFL)
        kill(getpid(), number)
      }
      source.resume()
      sources.append(source)
    }
  }
}
