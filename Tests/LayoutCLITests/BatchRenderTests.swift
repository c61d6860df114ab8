import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// `render --data`: one image per row of CSV, JSON Lines or JSON, with per-row errors, resuming,
/// shards and output paths kept in their folder; and the Swift API's batch of states.
@Suite struct BatchRenderTests {
  static let template = #"<UILabel text="{name} {n}" font="12" textColor="black"/>"#

  /// A folder with the template and `files`, removed by the caller.
  func folder(_ files: [String: String]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try Self.template.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  func render(_ folder: URL, _ data: String, _ extra: [String] = []) -> CommandResult {
    runLayout(
      [
        "render", folder.appendingPathComponent("t.xml").path, "--data",
        folder.appendingPathComponent(data).path, "--out", folder.path + "/out/{#}-{name}.png",
        "--quiet",
      ] + extra)
  }

  func outputs(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []).sorted()
  }

  @Test func csvAndJSONLinesGiveOneImagePerRow() throws {
    let folder = try folder([
      "rows.csv": "name,n\nAda,1\n\"Doe, Jane\",2\r\n\"Say \"\"hi\"\"\",3\n",
      "rows.jsonl": #"{"name": "Ada", "n": 1}"# + "\n\n" + #"{"name": "Grace", "n": 2}"# + "\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = render(folder, "rows.csv")
    #expect(csv.exitCode == 0, "\(csv.errors)")
    #expect(outputs(folder) == ["1-Ada.png", "2-Doe, Jane.png", #"3-Say "hi".png"#])
    try FileManager.default.removeItem(atPath: folder.path + "/out")
    let jsonl = render(folder, "rows.jsonl")
    #expect(jsonl.exitCode == 0, "\(jsonl.errors)")
    #expect(outputs(folder) == ["1-Ada.png", "2-Grace.png"])
    #expect(jsonl.errors.contains("2 rendered, 0 kept, 0 failed"))
  }

  @Test func aFailingRowIsReportedAndTheOthersAreWritten() throws {
    let folder = try folder([
      "rows.jsonl": [#"{"name": "A", "n": 1}"#, #"{"name": "B"}"#, #"{"name": "C", "n": 3}"#]
        .joined(separator: "\n")
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("run.jsonl").path
    let result = render(folder, "rows.jsonl", ["--report", report, "--jobs", "2"])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("Row 2: Unknown symbol 'n'"), "\(result.errors)")
    #expect(outputs(folder) == ["1-A.png", "3-C.png"])
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    let entries = lines.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let statuses = Dictionary(
      uniqueKeysWithValues: entries.map { ($0["row"] as? Int ?? 0, $0["status"] as? String ?? "") })
    #expect(statuses == [1: "rendered", 2: "failed", 3: "rendered"])
    let failed = entries.first { $0["row"] as? Int == 2 }?["error"] as? [String: Any]
    #expect((failed?["message"] as? String)?.contains("Unknown symbol 'n'") == true)
    let stopped = render(folder, "rows.jsonl", ["--fail-fast", "--jobs", "1", "--force"])
    #expect(
      stopped.errors.contains("1 rendered, 0 kept, 1 failed, 1 not attempted"),
      "\(stopped.errors)")
  }

  @Test func aRerunKeepsWhatExistsUnlessForced() throws {
    let folder = try folder(["rows.csv": "name,n\nA,1\nB,2\nC,3\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    // A run killed after its first row: only that image exists, and it must be kept.
    try FileManager.default.createDirectory(
      atPath: folder.path + "/out", withIntermediateDirectories: true)
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder.path + "/out/1-A.png"))
    let resumed = render(folder, "rows.csv")
    #expect(resumed.exitCode == 0)
    #expect(resumed.errors.contains("2 rendered, 1 kept, 0 failed"), "\(resumed.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/1-A.png")).count == 3)
    let forced = render(folder, "rows.csv", ["--force"])
    #expect(forced.errors.contains("3 rendered, 0 kept"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/1-A.png")).count > 3)
  }

  @Test func shardsPartitionTheRowsExactly() throws {
    let rows = (1...10).map { "R\($0),\($0)" }.joined(separator: "\n")
    let folder = try folder(["rows.csv": "name,n\n" + rows + "\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    var seen: [String] = []
    for index in 0..<3 {
      let before = Set(outputs(folder))
      let result = render(folder, "rows.csv", ["--shard", "\(index)/3"])
      #expect(result.exitCode == 0)
      let added = Set(outputs(folder)).subtracting(before)
      #expect(added.allSatisfy { Int($0.split(separator: "-")[0])! % 3 == index })
      seen += added
    }
    #expect(seen.count == 10 && Set(seen).count == 10)
    let shard = try Shard.fromEnvironment([
      "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4",
    ])
    #expect(shard == Shard(index: 2, count: 4))
    #expect(
      try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"], count: 2)
        == Shard(index: 1, count: 2))
    #expect(throws: DiagnosticError.self) {
      try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"])
    }
  }

  @Test func malformedDataIsALocatedErrorOfItsRow() throws {
    let folder = try folder([
      "short.csv": "name,n\nA,1\nB\nC,3\n", "open.csv": "name,n\n\"A,1\n",
      "rows.json": #"{"name": "A"}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let short = render(folder, "short.csv", ["--jobs", "1"])
    #expect(short.exitCode == 1)
    #expect(
      short.errors.contains("short.csv:3:1: error: Row 2: The row has 1 field"), "\(short.errors)")
    #expect(outputs(folder) == ["1-A.png", "3-C.png"], "the rows after an unreadable one go on")
    let open = render(folder, "open.csv")
    #expect(open.exitCode == 1)
    #expect(open.errors.contains("Row 1: A quoted CSV field is not closed"), "\(open.errors)")
    let json = render(folder, "rows.json")
    #expect(json.exitCode == 1)
    #expect(json.errors.contains("A .json data file is an array of objects"), "\(json.errors)")
  }

  @Test func outputsStayInTheirFolder() throws {
    let folder = try folder([
      "rows.jsonl": [#"{"name": "../escape", "n": 1}"#, #"{"name": "ok", "n": 2}"#]
        .joined(separator: "\n")
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.jsonl")
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("error: Row 1: Field 'name' is '../escape', which is no file name"),
      "\(result.errors)")
    #expect(!result.errors.contains("Row 1: Row 1"), "the row is named once")
    #expect(outputs(folder) == ["2-ok.png"])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/escape.png"))
    #expect(throws: DiagnosticError.self) { try OutputPattern("out/all.png") }
    // A one-letter name before the first field is a file in the current folder.
    #expect(try OutputPattern("o{#}.png").folder == ".")
    #expect(try OutputPattern("out/a{#}.png").folder == "out")
  }

  @Test func theSwiftAPIRendersStatesInOrderAcrossThreads() throws {
    let template = try LayoutTemplate(xml: #"<UIView width="{w}" height="4"/>"#)
    let batch = BatchRenderer(template: template, jobs: 2)
    let states: [[String: Value]] = (1...12).map { ["w": .number(Double($0))] } + [[:]]
    let results = batch.render(states)
    #expect(results.count == 13)
    for (index, result) in results.dropLast().enumerated() {
      let image = try Bitmap(png: result.get())
      #expect(image.width == index + 1)
    }
    guard case .failure(let error) = results.last! else {
      Issue.record("a state without w renders")
      return
    }
    #expect(error.description.contains("Unknown symbol 'w'"))
  }
}

/// A batch stopped by SIGINT or SIGTERM leaves finished images and no temporary files.
@Suite struct BatchInterruptTests {
  @Test(arguments: [SIGINT, SIGTERM])
  func aStoppedBatchLeavesNoTemporaryFiles(_ signalNumber: Int32) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = (1...3000).map { #"{"n": \#($0)}"# }.joined(separator: "\n")
    try rows.write(
      to: folder.appendingPathComponent("rows.jsonl"), atomically: true, encoding: .utf8)
    let template = ##"<UIView width="1200" height="800" backgroundColor="#336699"/>"##
    try template.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = layoutExecutable
    process.arguments = [
      "render", folder.path + "/t.xml", "--data", folder.path + "/rows.jsonl", "--out",
      folder.path + "/out/{n}.png", "--quiet", "--jobs", "2",
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for the first images, then stop it mid-run.
    let out = folder.path + "/out"
    for _ in 0..<200
    where (try? FileManager.default.contentsOfDirectory(atPath: out))?.count ?? 0 < 5 {
      usleep(10_000)
    }
    kill(process.processIdentifier, signalNumber)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
    #expect(!left.isEmpty)
    #expect(
      left.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") },
      "\(left.filter { $0.hasPrefix(".") })")
  }
}
