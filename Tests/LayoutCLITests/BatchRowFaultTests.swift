import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// `render --data` goes on past a row it cannot read (bad JSON, a bad `$color`, bytes that are
/// not UTF-8, a CSV row of the wrong length, a quote never closed), counts the rows it never
/// attempted, lets `--rows` pass over rows it does not choose, fails a row whose output is an
/// earlier row's, and removes what a killed run left.
@Suite struct BatchRowFaultTests {
  /// A folder with a tiny template and a data file, removed by the caller.
  func folder(data name: String, _ bytes: [UInt8]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try #"<UIView width="2" height="2" backgroundColor="{c}"/>"#.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    try Data(bytes).write(to: folder.appendingPathComponent(name))
    return folder
  }

  func render(_ folder: URL, _ data: String, out: String = "{n}.png", _ extra: [String] = [])
    -> CommandResult
  {
    runLayout(
      [
        "render", folder.path + "/t.xml", "--data", folder.path + "/" + data, "--out",
        folder.path + "/out/" + out, "--quiet", "--jobs", "2",
      ] + extra)
  }

  func outputs(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []).sorted()
  }

  /// The report's lines, by row.
  func report(_ path: String) throws -> [Int: [String: Any]] {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    var entries: [Int: [String: Any]] = [:]
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      if let object, let row = object["row"] as? Int { entries[row] = object }
    }
    return entries
  }

  /// 1,000 JSON Lines rows, `bad` in place of line 40.
  static func jsonLines(bad: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in 1...1000 {
      bytes += row == 40 ? bad : Array(##"{"n": \##(row), "c": "#336699"}"##.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  @Test(arguments: [
    Array(##"{"n": 40, "c": "#336699""##.utf8),
    Array(#"{"n": 40, "c": {"$color": "nope"}}"#.utf8),
    Array(##"{"n": 40, "c": "#33"##.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8),
  ])
  func aBadLineFailsAloneAndTheRunGoesOn(_ bad: [UInt8]) throws {
    let folder = try folder(data: "rows.jsonl", Self.jsonLines(bad: bad))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.jsonl")
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("rows.jsonl:40:"), "\(result.errors)")
    #expect(result.errors.contains("Row 40: "), "\(result.errors)")
    #expect(result.errors.contains("999 rendered, 0 kept, 1 failed in"), "\(result.errors)")
    #expect(outputs(folder).count == 999)
    let chosen = render(folder, "rows.jsonl", ["--rows", "41-1000", "--force"])
    #expect(chosen.exitCode == 0, "\(chosen.errors)")
    #expect(chosen.errors.contains("960 rendered, 0 kept, 0 failed in"), "\(chosen.errors)")
  }

  @Test func aCSVRowOfTheWrongLengthOrNotUTF8FailsAlone() throws {
    var text = Array("n,c\n1,#336699\n2\n3,#33".utf8) + [0xFF] + Array("\n4,#336699\n".utf8)
    text += Array("5,\"#336699\n6,#336699\n".utf8)
    let folder = try folder(data: "rows.csv", text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.csv")
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("rows.csv:3:1: error: Row 2: The row has 1 field; the header names 2"),
      "\(result.errors)")
    #expect(result.errors.contains("rows.csv:4:1: error: Row 3: Field 2 is not valid UTF-8"))
    #expect(result.errors.contains("rows.csv:6:1: error: Row 5: A quoted CSV field is not closed"))
    #expect(outputs(folder) == ["1.png", "4.png", "6.png"])
    #expect(DataRows.count(path: folder.path + "/rows.csv") == 6)
    let chosen = render(folder, "rows.csv", ["--rows", "1,4,6", "--force"])
    #expect(chosen.exitCode == 0, "rows not chosen are not failed: \(chosen.errors)")
  }

  @Test func theRowsNeverAttemptedAreCounted() throws {
    let rows = (1...5).map { $0 == 2 ? #"{"n": 2}"# : ##"{"n": \##($0), "c": "#ff0000"}"## }
    let folder = try folder(data: "rows.jsonl", Array(rows.joined(separator: "\n").utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/run.jsonl"
    let result = render(folder, "rows.jsonl", ["--fail-fast", "--report", path, "--jobs", "1"])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("1 rendered, 0 kept, 1 failed, 3 not attempted in"),
      "\(result.errors)")
    let entries = try report(path)
    #expect(entries.keys.sorted() == [1, 2, 3, 4, 5])
    #expect([3, 4, 5].allSatisfy { entries[$0]?["status"] as? String == "not-attempted" })
    let broken = try self.folder(data: "rows.json", Array(#"[{"n": 1}"#.utf8))
    defer { try? FileManager.default.removeItem(at: broken) }
    let unreadable = render(broken, "rows.json")
    #expect(unreadable.exitCode == 1)
    #expect(
      unreadable.errors.contains("the data file could not be read after row 0"),
      "\(unreadable.errors)")
  }

  @Test func aRowWhoseOutputIsAnEarlierRowsFails() throws {
    let rows = [
      ##"{"n": 1, "c": "#ff0000"}"##, ##"{"n": 2, "c": "#0000ff"}"##,
      ##"{"n": 1, "c": "#00ff00"}"##,
    ]
    let folder = try folder(data: "rows.jsonl", Array(rows.joined(separator: "\n").utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/run.jsonl"
    let result = render(folder, "rows.jsonl", ["--report", path])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("Row 3: The output '\(folder.path)/out/1.png' is row 1's already"),
      "\(result.errors)")
    let entries = try report(path)
    #expect(entries[1]?["status"] as? String == "rendered")
    #expect(entries[3]?["status"] as? String == "failed")
    let image = try Bitmap(png: Array(Data(contentsOf: folder.appendingPathComponent("out/1.png"))))
    #expect([0xFFFF_0000, 0xFF00_00FF].contains(image.pixels[0]), "row 1's red image is kept")
    let alone = render(folder, "rows.jsonl", ["--rows", "3", "--force"])
    #expect(alone.errors.contains("is row 1's already"), "whatever rows are chosen")
  }

  @Test func aResumedRunRemovesWhatAKilledRunLeft() throws {
    let rows = (1...3).map { ##"{"n": \##($0), "c": "#ff0000"}"## }
    let folder = try folder(data: "rows.jsonl", Array(rows.joined(separator: "\n").utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.path + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    // Row 1 was written; row 2 was being written by a process that is gone.
    try Data([1]).write(to: URL(fileURLWithPath: out + "/1.png"))
    let left = out + "/.2.png.2147483647.tmp"
    let running = out + "/.3.png.1.tmp"  // process 1 always runs
    try Data([2]).write(to: URL(fileURLWithPath: left))
    try Data([3]).write(to: URL(fileURLWithPath: running))
    let result = render(folder, "rows.jsonl")
    #expect(result.errors.contains("2 rendered, 1 kept, 0 failed"), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: left))
    #expect(FileManager.default.fileExists(atPath: running), "its writer is still running")
  }
}
