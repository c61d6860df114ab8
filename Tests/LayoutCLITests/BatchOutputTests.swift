import CommandSupport
import Foundation
import Layout
import LayoutCLI
import TestSupport
import Testing

/// What a batch writes besides images: row errors on lines of their own under a progress line
/// redrawn in place, and a report whose `error` is the `--diagnostics json` object.
@Suite struct BatchOutputTests {
  /// A folder with the template and the rows, removed by the caller.
  func folder(template: String, rows: [String]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try template.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    try rows.joined(separator: "\n").write(
      to: folder.appendingPathComponent("rows.jsonl"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func rowErrorsClearTheProgressLineOnATerminal() throws {
    let rows = (1...6).map {
      $0 % 2 == 0 ? #"{"n": \#($0)}"# : ##"{"n": \##($0), "c": "#ff0000"}"##
    }
    let folder = try folder(
      template: #"<UIView width="2" height="2" backgroundColor="{c}"/>"#, rows: rows)
    defer { try? FileManager.default.removeItem(at: folder) }
    final class Buffer: @unchecked Sendable { var text = "" }
    let errors = Buffer()
    let console = Console(output: { _ in }, error: { errors.text += $0 }, isTerminal: true)
    let code = LayoutCommand.run(
      [
        "render", folder.path + "/t.xml", "--data", folder.path + "/rows.jsonl", "--out",
        folder.path + "/out/{n}.png", "--jobs", "1", "--color", "never",
      ], console: console)
    #expect(code == 1)
    let lines = errors.text.split(separator: "\n")
    let rowErrors = lines.filter { $0.contains("error: Row") }
    #expect(rowErrors.count == 3, "\(errors.text)")
    for line in rowErrors {
      // What the terminal shows of the line: the text after its last carriage return.
      let shown = line.split(separator: "\r", omittingEmptySubsequences: false).last ?? ""
      let progress = shown.range(of: #"\[[0-9]+/[0-9]+\]"#, options: .regularExpression)
      #expect(shown.hasPrefix("\u{1B}[2K") && progress == nil, "\(line.debugDescription)")
    }
    #expect(errors.text.contains("3 rendered, 0 kept, 3 failed"))
  }

  @Test func theReportsErrorIsTheDiagnosticObject() throws {
    let rows = [
      ##"{"n": 1, "c": "#ff0000"}"##, #"{"n": 2, "c": "no-such-colour"}"#,
      #"{"n": 3, "c": {"$color": "nope"}}"#, #"{"n": 4}"#,
    ]
    let folder = try folder(
      template: #"<UIView width="2" height="2" backgroundColor="{c}"/>"#, rows: rows)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.path + "/run.jsonl"
    let result = runLayout([
      "render", folder.path + "/t.xml", "--data", folder.path + "/rows.jsonl", "--out",
      folder.path + "/out/{n}.png", "--quiet", "--report", report,
    ])
    #expect(result.exitCode == 1)
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    var errors: [Int: [String: Any]] = [:]
    for line in lines {
      let entry = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if let row = entry["row"] as? Int, let error = entry["error"] as? [String: Any] {
        errors[row] = error
      }
    }
    #expect(errors.keys.sorted() == [2, 3, 4])
    let keys: Set<String> = [
      "severity", "code", "message", "file", "line", "column", "end", "path", "attribute",
      "hints", "notes",
    ]
    for (row, error) in errors {
      #expect(Set(error.keys).isSubset(of: keys), "row \(row): \(error.keys)")
      #expect(error["severity"] as? String == "error")
      #expect((error["code"] as? String)?.isEmpty == false, "row \(row)")
      #expect(error["line"] is Int, "row \(row): \(error)")
      #expect(error["hints"] is [Any])
      #expect((error["message"] as? String)?.hasPrefix("Row") == false, "row \(row): \(error)")
    }
    #expect(errors[2]?["attribute"] as? String == "backgroundColor", "\(errors[2] ?? [:])")
    #expect((errors[3]?["file"] as? String)?.hasSuffix("rows.jsonl") == true)
    #expect(errors[3]?["line"] as? Int == 3)
  }
}
