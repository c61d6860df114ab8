import Dispatch
import Foundation
import Layout

/// `render --timeout SECONDS`: a wall-clock budget for the whole command. When it runs out the
/// temporary files of writes in progress are removed, an error is printed and the process
/// ends with exit status 1, whatever stage the render is in (Cairo and Pango cannot be
/// interrupted, so the process is the unit that stops).
final class CommandTimeout {
  private let work: DispatchWorkItem

  /// Starts the clock; nil when no timeout was asked for.
  static func start(seconds: Double?, console: Console) -> CommandTimeout? {
    seconds.map { CommandTimeout(seconds: $0, console: console) }
  }

  private init(seconds: Double, console: Console) {
    work = DispatchWorkItem {
      TemporaryFiles.removeAll()
      console.printError(
        "error: The command took longer than --timeout \(formatSeconds(seconds)) s and was "
          + "stopped\n  hint: raise --timeout, or look for what makes the template slow "
          + "(`layout bench TEMPLATE`)\n")
      // Not exit(): static destructors would race the render still running on this process.
      _exit(ExitCode.failure)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
  }

  /// Stops the clock: the command finished in time.
  func cancel() {
    work.cancel()
  }
}

private func formatSeconds(_ seconds: Double) -> String {
  seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
}
