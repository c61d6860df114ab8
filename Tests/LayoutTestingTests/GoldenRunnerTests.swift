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

  @Test func renderErrorsFailTheCase() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.write("suite/broken.xml", "<UIView width=\"10 +\"/>")
    let result = scratch.test(["--record", "all"])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("FAIL \(scratch.file("suite/broken.png")): "))
    #expect(!scratch.exists("suite/broken.png"))
  }
}

private final class Reports: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [GoldenProgress] = []
  func add(_ progress: GoldenProgress) { lock.withLock { reports.append(progress) } }
  var all: [GoldenProgress] { lock.withLock { reports } }
}
