import Foundation
import Layout
import LayoutCore

/// One line of a `render --data --report` file.
struct BatchReportEntry {
  var row: Int
  var status: BatchRowResult.Status
  var output: String?
  /// The message of the row's error.
  var error: String?
}

/// Reads the JSON Lines reports `render --data --report` writes; a line that is not one of
/// their rows is an error at that line of the file.
enum BatchReportFile {
  static func read(_ path: String) throws(DiagnosticError) -> [BatchReportEntry] {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "Cannot read the report '\(path)'", file: path,
        hints: ["a task that never started writes no report: its rows count as missing"])
    }
    var entries: [BatchReportEntry] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where line.contains(where: { !$0.isWhitespace })
    {
      entries.append(try entry(line, file: path, line: index + 1))
    }
    return entries
  }

  /// One line: an object with `row` (a whole number) and `status` (rendered, skipped, failed
  /// or not-attempted), and optionally `output` and `error` (a diagnostic object, or the
  /// message alone as earlier reports wrote it).
  private static func entry(_ line: Substring, file: String, line number: Int)
    throws(DiagnosticError) -> BatchReportEntry
  {
    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    guard let object, let row = object["row"] as? Int, row >= 0,
      let status = (object["status"] as? String).flatMap(BatchRowResult.Status.init)
    else {
      throw DiagnosticError(
        .error, code: .invalidData,
        message: "Line \(number) is not a row of a render report", file: file,
        range: SourceRange(at: SourceLocation(line: number, column: 1)),
        hints: [
          "a report is what render --data --report writes: one JSON object a line, with "
            + "\"row\" and \"status\" (rendered, skipped, failed or not-attempted)"
        ])
    }
    return BatchReportEntry(
      row: row, status: status, output: object["output"] as? String,
      error: message(of: object["error"]))
  }

  /// The message of a report's `error`: a diagnostic object's, or the text.
  private static func message(of error: Any?) -> String? {
    if let object = error as? [String: Any] { return object["message"] as? String }
    return error as? String
  }
}
