import Foundation
import LayoutTesting
import Testing

/// The parallel runner: the same results on any number of workers, and progress reports.
@Suite("Golden runner")
struct GoldenRunnerTests {
  @Test func workersAgreeAndProgressIsReported() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    for index in 0..<12 { scratch.writeCase("c\(index)", barWidth: 4 + index) }
    _ = scratch.test(["--record", "missing"])
    for index in [3, 7] { scratch.writeCase("c\(index)", barWidth: 30) }
    let cases = try GoldenCase.discover(in: scratch.file("suite"))
    let verifier = GoldenVerifier(artifacts: GoldenArtifacts(directory: scratch.file("report")))
    let reports = Reports()
    let parallel = GoldenRunner(verifier: verifier, jobs: 3, progressInterval: 5).run(cases) {
      reports.add($0)
    }
    let serial = GoldenRunner(verifier: verifier, jobs: 1).run(cases)
    #expect(parallel.passed == 10 && serial.passed == 10)
    #expect(parallel.failures.map(\.name) == serial.failures.map(\.name))
    #expect(parallel.failures.map(\.name).allSatisfy { $0.hasSuffix("c3") || $0.hasSuffix("c7") })
    #expect(reports.all.map(\.done) == [5, 10])
    #expect(reports.all.allSatisfy { $0.total == 12 })
  }

  @Test func androidValuesColourAndMergeFilesAreNotCases() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("card")
    scratch.write("suite/values/styles.xml", "<resources/>")
    scratch.write("suite/values-night/colors.xml", "<resources/>")
    scratch.write("suite/color/ink.xml", "<selector/>")
    scratch.write(
      "suite/layout/buttons.xml",
      "<!-- a merge -->\n<merge xmlns:android=\"http://schemas.android.com/apk/res/android\">"
        + "<Button android:text=\"OK\"/></merge>")
    let cases = try GoldenCase.discover(in: scratch.file("suite"))
    #expect(cases.map(\.name) == ["card"])
  }

  @Test func renderErrorsFailTheCase() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.write("suite/broken.xml", "<UIView width=\"10 +\"/>")
    let result = scratch.test(["--record", "all"])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("FAIL \(scratch.file("suite/broken.png")): "))
    #expect(!scratch.exists("suite/broken.png"))
  }

  /// With `"redBox": true` a broken case records and matches its Red Box, and a case that
  /// renders fails.
  @Test func redBoxCasesExpectAnError() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.write("suite/layout-test.json", #"{"redBox": true, "size": [300, 200]}"#)
    scratch.write("suite/broken.xml", "<UIView width=\"10 +\"/>")
    scratch.writeCase("fine")
    let recorded = scratch.test(["--record", "missing"])
    #expect(recorded.exitCode == 1)
    #expect(recorded.errors.contains("its manifest asks for a Red Box"))
    let box = try RGBAImage(png: try #require(scratch.bytes("suite/broken.png")))
    #expect(box.width == 300 && box.height == 200)
    #expect(Array(box.bytes[0..<4]) == [0xD3, 0x2F, 0x2F, 0xFF])
    scratch.write("suite/fine.xml", "<UIView width=\"10 *\"/>")
    #expect(scratch.test(["--record", "missing"]).output.contains("2 passed, 0 failed"))
  }
}

private final class Reports: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [GoldenProgress] = []
  func add(_ progress: GoldenProgress) { lock.withLock { reports.append(progress) } }
  var all: [GoldenProgress] { lock.withLock { reports } }
}
