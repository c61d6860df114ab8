import Foundation
import Layout

/// The loop of `watch` and `serve`: renders, then polls the files the last render read and
/// renders again as soon as one changes, until interrupted.
///
/// Polling `stat` every 50 ms costs next to nothing for the few files a template reads and
/// sees every way of saving a file (in place, or a new file renamed over the old one), on any
/// file system.
struct LiveLoop {
  /// What one pass of the loop did.
  struct Pass {
    /// The render's outcome.
    var outcome: LiveOutcome
    /// The files whose change started it; empty for the first render.
    var changed: [String]
    /// When the newest of those files changed, as the file system says.
    var changeDate: Date?
  }

  let live: LiveRender
  /// Seconds between two looks at the files.
  var pollInterval = 0.05

  /// Renders, and renders again on every change, handing each pass to `publish`, until
  /// `interrupt` is raised.
  func run(until interrupt: Interrupt, publish: (Pass) -> Void) {
    publish(Pass(outcome: live.render(), changed: []))
    while !interrupt.isRaised {
      Thread.sleep(forTimeInterval: pollInterval)
      let changed = live.changedFiles()
      guard !changed.isEmpty, !interrupt.isRaised else { continue }
      let changeDate = changed.compactMap { FileStamp(of: $0).changeDate }.max()
      publish(Pass(outcome: live.render(), changed: changed, changeDate: changeDate))
    }
  }
}
