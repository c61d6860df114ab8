import Foundation
import LayoutTesting
import Testing

/// `layout test --record`: what each mode writes, and what it leaves alone.
@Suite("Record modes")
struct RecordModeTests {
  /// A suite of three cases: `same` matches its golden (stored with different PNG bytes, so a
  /// rewrite shows), `changed` differs from it, `new` has none.
  private func makeSuite() -> Scratch {
    let scratch = Scratch()
    scratch.writeCase("same")
    scratch.writeCase("changed")
    #expect(scratch.test(["--record", "missing"]).exitCode == 0)
    scratch.writeCase("changed", barWidth: 12)
    scratch.writeCase("new")
    let image = try! RGBAImage(png: scratch.bytes("suite/same.png")!)
    try! Data(image.pngData(compression: 9)).write(
      to: URL(fileURLWithPath: scratch.file("suite/same.png")))
    return scratch
  }

  @Test func neverWritesAnything() {
    let scratch = makeSuite()
    defer { scratch.remove() }
    let before = [scratch.bytes("suite/same.png"), scratch.bytes("suite/changed.png")]
    let result = scratch.test()
    #expect(result.exitCode == 1)
    #expect(result.output.hasSuffix("1 passed, 2 failed\n"), "\(result.output)")
    #expect(!scratch.exists("suite/new.png"))
    #expect([scratch.bytes("suite/same.png"), scratch.bytes("suite/changed.png")] == before)
    #expect(result.errors.contains("no golden image"))
  }

  @Test func missingWritesOnlyAbsentGoldens() {
    let scratch = makeSuite()
    defer { scratch.remove() }
    let changed = scratch.bytes("suite/changed.png")
    let result = scratch.test(["--record", "missing"])
    #expect(result.exitCode == 1)
    #expect(scratch.exists("suite/new.png"))
    #expect(scratch.bytes("suite/changed.png") == changed)
    #expect(result.output.contains("recorded \(scratch.file("suite/new.png"))"))
    #expect(result.output.hasSuffix("2 passed, 1 failed\n"))
  }

  @Test func failedRewritesOnlyFailingGoldens() {
    let scratch = makeSuite()
    defer { scratch.remove() }
    let same = scratch.bytes("suite/same.png")
    let changed = scratch.bytes("suite/changed.png")
    let result = scratch.test(["--record", "failed"])
    #expect(result.exitCode == 0)
    #expect(result.output.hasSuffix("3 passed, 0 failed\n"))
    #expect(scratch.bytes("suite/same.png") == same)
    #expect(scratch.bytes("suite/changed.png") != changed)
    #expect(scratch.exists("suite/new.png"))
    #expect(scratch.test().exitCode == 0)
  }

  @Test func updateRecordsWhatFailsAsJestDoes() {
    let scratch = makeSuite()
    defer { scratch.remove() }
    let same = scratch.bytes("suite/same.png")
    let changed = scratch.bytes("suite/changed.png")
    let result = scratch.test(["-u"])
    #expect(result.exitCode == 0)
    #expect(scratch.bytes("suite/same.png") == same)
    #expect(scratch.bytes("suite/changed.png") != changed)
    #expect(scratch.exists("suite/new.png"))
    #expect(scratch.test(["-u", "--record", "all"]).exitCode != 0, "-u means failed only")
  }

  @Test func filterRunsTheMatchingCasesAndListShowsThem() {
    let scratch = makeSuite()
    defer { scratch.remove() }
    let listed = scratch.test(["--filter", "s*", "--list"])
    #expect(listed.exitCode == 0)
    #expect(listed.output.contains("suite/same.xml"))
    #expect(!listed.output.contains("suite/changed.xml"))
    #expect(listed.output.hasSuffix("1 cases\n"))
    let run = scratch.test(["--filter", "same", "--filter", "nothing"])
    #expect(run.exitCode == 0, "only the matching case runs: \(run.errors)")
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    #expect(!scratch.exists("suite/new.png"))
    let none = scratch.test(["--filter", "zzz"])
    #expect(none.exitCode == 1)
    #expect(none.errors.contains("no case matches --filter zzz"))
  }

  @Test func allRewritesEveryGolden() {
    let scratch = makeSuite()
    defer { scratch.remove() }
    let same = scratch.bytes("suite/same.png")
    let result = scratch.test(["--record", "all"])
    #expect(result.exitCode == 0)
    #expect(scratch.bytes("suite/same.png") != same)
    #expect(result.output.components(separatedBy: "recorded ").count == 4)
  }

  @Test func environmentVariableIsReadWhenNoFlagIsGiven() {
    #expect(RecordMode.fromEnvironment([:]) == .never)
    #expect(RecordMode.fromEnvironment(["LAYOUT_RECORD": "failed"]) == .failed)
    #expect(RecordMode.fromEnvironment(["LAYOUT_RECORD": "sometimes"]) == nil)
  }

  @Test func verifierFollowsTheSameRules() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let golden = scratch.file("golden.png")
    let png = try RGBAImage(width: 4, height: 4, pixel: (1, 2, 3, 255)).pngData()
    let artifacts = GoldenArtifacts(directory: scratch.file("report"))
    let never = GoldenVerifier(record: .never, artifacts: artifacts)
    guard case .failed = never.verify(png, golden: golden, name: "g", tolerance: .exact) else {
      Issue.record("a missing golden must fail under never")
      return
    }
    #expect(!scratch.exists("golden.png"))
    let missing = GoldenVerifier(record: .missing, artifacts: artifacts)
    #expect(
      missing.verify(png, golden: golden, name: "g", tolerance: .exact)
        == .recorded(replaced: false))
    #expect(never.verify(png, golden: golden, name: "g", tolerance: .exact) == .passed)
  }
}
