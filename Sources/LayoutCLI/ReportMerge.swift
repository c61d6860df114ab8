import Foundation
import Layout

/// The reports of a batch's tasks joined: which of the rows the batch was to render are done,
/// which failed, and which are missing (never reported, or reported done but their image is
/// not there). A row done in any report is done, so the report of a re-run completes the set.
struct ReportMerge {
  /// A row that failed, with the error reported for it.
  struct Failure {
    var row: Int
    var output: String?
    var error: String
  }

  private(set) var done = 0
  private(set) var failures: [Failure] = []
  /// Rows no report mentions.
  private(set) var unreported: [Int] = []
  /// Rows reported done whose output file does not exist.
  private(set) var lostOutputs: [(row: Int, output: String)] = []
  /// Errors of a task that could not read the data file (reported as row 0).
  private(set) var dataErrors: [String] = []

  /// Joins `entries` for the rows numbered `expected`; `exists` says whether an output is
  /// there.
  init(
    _ entries: [BatchReportEntry], expected: [Int],
    exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) {
    var best: [Int: BatchReportEntry] = [:]
    // A row not attempted is as good as unreported.
    for entry in entries where entry.status != .notAttempted {
      guard entry.row > 0 else {
        if let error = entry.error { dataErrors.append(error) }
        continue
      }
      // Done beats failed, whichever report says it.
      if entry.status == .failed, best[entry.row] != nil { continue }
      best[entry.row] = entry
    }
    for row in expected {
      guard let entry = best[row] else {
        unreported.append(row)
        continue
      }
      if entry.status == .failed {
        failures.append(Failure(row: row, output: entry.output, error: entry.error ?? ""))
      } else if let output = entry.output, !exists(output) {
        lostOutputs.append((row, output))
      } else {
        done += 1
      }
    }
  }

  /// The rows to render again, in order.
  var rowsToRender: [Int] {
    (failures.map(\.row) + unreported + lostOutputs.map(\.row)).sorted()
  }

  var isComplete: Bool { rowsToRender.isEmpty && dataErrors.isEmpty }
}
