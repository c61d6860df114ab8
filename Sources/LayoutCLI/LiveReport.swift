import Foundation
import Layout

/// The one line `watch` and `serve` print for each render: when, what changed, and the time
/// taken or the first error.
///
///     09:14:03 rendered card.png in 212 ms
///     09:14:09 card.xml changed: rendered card.png in 14 ms, 41 ms after the save
///     09:14:12 card.xml changed: card.xml:3:19: Unknown symbol 'titel'; Red Box in card.png
enum LiveReport {
  /// The line for a pass whose image went to `destination`; `now` is when it was written.
  static func line(for pass: LiveLoop.Pass, destination: String, now: Date = Date()) -> String {
    var line = timeOfDay(now) + " "
    if !pass.changed.isEmpty {
      line += pass.changed.map(displayName).joined(separator: ", ") + " changed: "
    }
    if let error = pass.outcome.error {
      let first = error.diagnostics.first { $0.severity == .error } ?? error.diagnostics.first
      let location = first.map { $0.locationPrefix.isEmpty ? "" : $0.locationPrefix + ": " } ?? ""
      line += location + (first?.message ?? "error")
      line += pass.outcome.image == nil ? "; no Red Box" : "; Red Box in \(destination)"
      return line
    }
    line += "rendered \(destination) in \(milliseconds(pass.outcome.milliseconds))"
    if let changeDate = pass.changeDate {
      line += ", \(milliseconds(now.timeIntervalSince(changeDate) * 1000)) after the save"
    }
    return line
  }

  private static func milliseconds(_ value: Double) -> String {
    "\(Int(max(0, value).rounded())) ms"
  }

  /// A path as short as it can be: relative to the current folder when inside it.
  static func displayName(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
  }

  private static func timeOfDay(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }
}
