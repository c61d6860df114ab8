import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// `render --data --rows` and `merge-reports`: a batch split into shards, its reports joined,
/// failed and missing rows found and rendered again until the set is complete.
@Suite struct MergeReportsTests {
  static let template = #"<UILabel text="{name} {n}" font="12" textColor="black"/>"#

  /// A folder with the template and rows 1…6 as JSON Lines, row `failing` without `n`.
  func folder(failing: Int? = nil) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try Self.template.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    try writeRows(folder, failing: failing)
    return folder
  }

  func writeRows(_ folder: URL, failing: Int?) throws {
    let rows = (1...6).map { (row: Int) -> String in
      row == failing ? #"{"name": "R\#(row)"}"# : #"{"name": "R\#(row)", "n": \#(row)}"#
    }
    try (rows.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("rows.jsonl"), atomically: true, encoding: .utf8)
  }

  /// The render command's words, after the word `render`.
  func renderWords(_ folder: URL) -> [String] {
    [
      folder.appendingPathComponent("t.xml").path, "--data",
      folder.appendingPathComponent("rows.jsonl").path, "--out", folder.path + "/out/{name}.png",
      "--quiet",
    ]
  }

  func outputs(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []).sorted()
  }

  @Test func rowsRendersOnlyTheChosenRows() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout(["render"] + renderWords(folder) + ["--rows", "2,4-5"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(outputs(folder) == ["R2.png", "R4.png", "R5.png"])
    let both = runLayout(["render"] + renderWords(folder) + ["--rows", "1-6", "--shard", "0/2"])
    #expect(both.errors.contains("1 rendered, 2 kept"), "\(both.errors)")
    let bad = runLayout(["render"] + renderWords(folder) + ["--rows", "3-1"])
    #expect(bad.exitCode == 2)
    #expect(bad.errors.contains("--rows takes row numbers from 1 and ranges"))
  }

  @Test func rowListsReadAndPrintAsRanges() {
    #expect(RowSelection("3,17,40-42") == RowSelection([3...3, 17...17, 40...42]))
    for bad in ["", "0", "1,,2", "a", "4-2", "1-2-3", "-3"] {
      #expect(RowSelection(bad) == nil, "\(bad)")
    }
    #expect(RowSelection.text(for: [42, 40, 41, 3, 17, 18, 3]) == "3,17,18,40-42")
  }

  @Test func aFailedRowAndALostTaskAreListedAndRenderedAgain() throws {
    let folder = try folder(failing: 4)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Three tasks; the third (rows 2 and 5) never ran, and row 4 fails in the second.
    var reports: [String] = []
    for task in 0..<2 {
      let report = folder.path + "/task-\(task).jsonl"
      reports.append(report)
      _ = runLayout(
        ["render"] + renderWords(folder) + ["--shard", "\(task)/3", "--report", report])
    }
    #expect(outputs(folder) == ["R1.png", "R3.png", "R6.png"])
    let merge = runLayout(
      ["merge-reports"] + reports + ["--", "render"] + renderWords(folder)
        + ["--shard", "env", "--report=x.jsonl"])
    #expect(merge.exitCode == 1)
    #expect(merge.output.contains("failed: row 4"), "\(merge.output)")
    #expect(merge.output.contains("Unknown symbol 'n'"))
    #expect(merge.output.components(separatedBy: "failed: row").count == 2, "reported once")
    #expect(merge.output.contains("missing: rows 2,5, never reported"))
    #expect(merge.output.contains("3 done, 1 failed, 2 missing (2 reports)"))
    let command =
      "layout render "
      + renderWords(folder).map(ShellWordForTest.quoted)
      .joined(separator: " ") + " --rows 2,4,5"
    #expect(merge.output.contains(command), "\(merge.output)")
    // With the data fixed, the printed command completes the set.
    try writeRows(folder, failing: nil)
    let rerun = folder.path + "/rerun.jsonl"
    let again = runLayout(
      ["render"] + renderWords(folder) + ["--rows", "2,4,5", "--report", rerun])
    #expect(again.exitCode == 0, "\(again.errors)")
    #expect(outputs(folder).count == 6)
    let complete = runLayout(
      ["merge-reports"] + reports + [rerun, "--", "render"] + renderWords(folder))
    #expect(complete.exitCode == 0, "\(complete.output)")
    #expect(complete.output.contains("6 done, 0 failed, 0 missing (3 reports)"))
    // An image reported done but gone from the shared folder is missing.
    try FileManager.default.removeItem(atPath: folder.path + "/out/R2.png")
    let lost = runLayout(["merge-reports"] + reports + [rerun, "--"] + renderWords(folder))
    #expect(lost.exitCode == 1)
    #expect(lost.output.contains("missing: row 2's image \(folder.path)/out/R2.png, reported done"))
  }

  @Test func aTaskThatCouldNotReadTheDataIsReported() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.path + "/task.jsonl"
    let rows = (1...6).map { #"{"row": \#($0), "status": "rendered"}"# }
    let broken = #"{"row": 0, "status": "failed", "error": "A quoted CSV field is not closed"}"#
    try (rows + [broken]).joined(separator: "\n").write(
      toFile: report, atomically: true, encoding: .utf8)
    let result = runLayout(["merge-reports", report, "--", "render"] + renderWords(folder))
    #expect(result.exitCode == 1)
    #expect(result.output.contains("data file: A quoted CSV field is not closed"))
    #expect(result.output.contains("6 done, 0 failed, 0 missing (1 report)"))
  }

  @Test func aMalformedReportIsALocatedError() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.path + "/task.jsonl"
    try (#"{"row": 1, "status": "rendered"}"# + "\n\n" + #"{"row": "two"}"# + "\n").write(
      toFile: report, atomically: true, encoding: .utf8)
    let result = runLayout(["merge-reports", report, "--", "render"] + renderWords(folder))
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("\(report):3:1: error: Line 3 is not a row of a render report"))
    #expect(result.errors.contains("\"row\" and \"status\""))
    let help = runLayout(["merge-reports", "--help"])
    #expect(help.exitCode == 0)
    #expect(help.output.contains("USAGE: layout merge-reports REPORT… -- render TEMPLATE"))
    let noCommand = runLayout(["merge-reports", report])
    #expect(noCommand.exitCode == 2)
    #expect(noCommand.errors.contains("After --, give the render command the tasks ran"))
    let wrong = runLayout(["merge-reports", report, "--", "render", "t.xml", "--dat", "x"])
    #expect(wrong.exitCode == 2)
    #expect(wrong.errors.contains("The render command after -- is wrong: Missing --output"))
    let absent = runLayout(
      ["merge-reports", folder.path + "/none.jsonl", "--"] + renderWords(folder))
    #expect(absent.exitCode == 1)
    #expect(absent.errors.contains("Cannot read the report"))
  }
}

/// The quoting the printed command uses: single quotes around words with other characters.
enum ShellWordForTest {
  static func quoted(_ word: String) -> String {
    word.contains("{") ? "'\(word)'" : word
  }
}
