import Foundation
import Layout
import LayoutTesting
import LayoutTestingAssertions
import Testing

/// `Golden.mismatch` and `assertGolden`: the library API over the same verifier.
@Suite("Golden assertions")
struct GoldenAssertionTests {
  private func node(barWidth: Int) throws -> LayoutNode {
    try LayoutNode.load(xml: barTemplate(barWidth: barWidth))
  }

  @Test func recordsThenMatchesThenReportsAMismatch() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let report = scratch.file("report")
    let dir = scratch.path
    #expect(
      Golden.mismatch(
        of: try node(barWidth: 10), named: "bar", in: dir, record: .never, report: report) != nil)
    #expect(!scratch.exists("bar.png"))
    #expect(
      Golden.mismatch(
        of: try node(barWidth: 10), named: "bar", in: dir, record: .missing, report: report) == nil)
    #expect(scratch.exists("bar.png"))
    #expect(
      Golden.mismatch(
        of: try node(barWidth: 10), named: "bar", in: dir, record: .never, report: report) == nil)
    let message = Golden.mismatch(
      of: try node(barWidth: 11), named: "bar", in: dir, record: .never, report: report)
    #expect(
      message?.contains("Golden \(scratch.file("bar.png")) does not match: 2 of 1200") == true)
    #expect(message?.contains("expected | diff | actual: \(report)/cases/") == true)
    #expect(message?.contains("LAYOUT_RECORD=failed") == true)
  }

  @Test func aMissingGoldensMessageNamesTheImageWritten() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let report = scratch.file("report")
    let message = try #require(
      Golden.mismatch(
        of: try node(barWidth: 10), named: "bar", in: scratch.path, record: .never,
        report: report))
    #expect(message.contains("no golden image"))
    let images = printedImages(message)
    #expect(images.map(\.label) == ["actual"], "\(message)")
    for image in images { #expect(FileManager.default.fileExists(atPath: image.path)) }
  }

  @Test func templatesAndToleranceUseTheSameRules() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let report = scratch.file("report")
    let first = try LayoutTemplate(xml: barTemplate(barWidth: 10))
    let second = try LayoutTemplate(xml: barTemplate(barWidth: 11))
    #expect(
      Golden.mismatch(of: first, named: "t/bar", in: scratch.path, record: .missing, report: report)
        == nil)
    #expect(
      Golden.mismatch(of: second, named: "t/bar", in: scratch.path, record: .never, report: report)
        != nil)
    let loose = GoldenOptions(tolerance: DiffTolerance(maxDiffPixels: 2))
    #expect(
      Golden.mismatch(
        of: second, named: "t/bar", in: scratch.path, options: loose, record: .never, report: report
      ) == nil)
    #expect(
      Golden.mismatch(of: second, named: "t/bar", in: scratch.path, record: .failed, report: report)
        == nil)
    #expect(
      Golden.mismatch(of: second, named: "t/bar", in: scratch.path, record: .never, report: report)
        == nil)
  }

  @Test func assertGoldenRecordsAnIssueUnderSwiftTesting() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let report = scratch.file("report")
    assertGolden(
      of: try node(barWidth: 10), named: "bar", in: scratch.path, record: .missing, report: report)
    assertGolden(
      of: try node(barWidth: 10), named: "bar", in: scratch.path, record: .never, report: report)
    let changed = try node(barWidth: 12)
    withKnownIssue {
      assertGolden(of: changed, named: "bar", in: scratch.path, record: .never, report: report)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("4 of 1200 pixels differ") }
    }
  }
}

/// Docs/Goldens.md shows GoldensDocExample.swift, which runs as one of these tests.
@Suite struct DocumentationExampleTests {
  @Test func theGoldensPageShowsTheExampleThatRuns() throws {
    let doc = try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/Goldens.md"), encoding: .utf8)
    let example = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Tests/LayoutTestingTests/GoldensDocExample.swift"), encoding: .utf8)
    let code = example.components(separatedBy: "shows this file).\n")[1]
    #expect(doc.contains("```swift\n" + code + "```"))
  }
}
