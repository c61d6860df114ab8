import Foundation
import FrameFixtureSupport
import LayoutAndroid
import LayoutCore
import LayoutViews
import Testing

/// Frames as data: every file in `Fixtures/Frames` is an Android layout whose leading
/// comment names the rule it pins and the frames it must lay out to, text measured by the
/// estimating measurer (a character is half the text size wide, a line 1.25 times it tall):
///
///     <!-- rule: LinearLayout: weights share the space left
///     canvas: 300x200             (optional; default 300x200)
///     warning: Unknown attribute  (optional, repeatable: the start of a warning's message)
///     error: depend on each other (instead of frames: part of the error's message)
///     expect:
///     LinearLayout [LinearLayout] 0 0 300 200
///       View [LinearLayout/View] 0 0 100 200
///     -->
@Suite struct AndroidFrameFixtureTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    let name: String
    let rule: String
    let xml: String
    let canvas: Size
    let warnings: [String]
    let error: String?
    let expected: String
    /// A mistake in the fixture's header, which fails its test.
    let mistake: String?
    var testDescription: String { "\(name): \(rule)" }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Frames")

  static let fixtures: [Fixture] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map { name in
      let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
      return parse(name: name, text: text ?? "")
    }
  }()

  /// Reads a fixture's header strictly (`FrameFixtureHeader`); a mistake in it is kept, and
  /// reported by the fixture's test.
  static func parse(name: String, text: String) -> Fixture {
    do throws(FrameFixtureHeader.Mistake) {
      let header = try FrameFixtureHeader(
        name: name, text: text, keys: ["canvas", "warning"], repeatable: ["warning"])
      let canvas = try header.size("canvas", in: name)
      return Fixture(
        name: name, rule: header.value("rule") ?? "", xml: text,
        canvas: canvas.map { Size(width: $0.0, height: $0.1) } ?? Size(width: 300, height: 200),
        warnings: header.values("warning"), error: header.value("error"),
        expected: header.expected, mistake: nil)
    } catch {
      return Fixture(
        name: name, rule: "", xml: text, canvas: .zero, warnings: [], error: nil, expected: "",
        mistake: error.description)
    }
  }

  @Test func thereAreAtLeastThirtyFixtures() {
    #expect(Self.fixtures.count >= 30)
  }

  @Test(arguments: fixtures)
  func laysOutAsExpected(_ fixture: Fixture) throws {
    try #require(fixture.mistake == nil, "\(fixture.mistake ?? "")")
    let outcome = Result { () throws(DiagnosticError) in
      let document = try AndroidDocument.read(fixture.xml, file: fixture.name)
      return try AndroidSolver(document, measurer: EstimatingTextMeasurer())
        .solve(canvas: fixture.canvas)
    }
    switch (outcome, fixture.error) {
    case (.success(let result), nil):
      #expect(result.layout.framesDump() == fixture.expected, "\(fixture.name): \(fixture.rule)")
      let messages = result.warnings.map(\.message)
      #expect(messages.count == fixture.warnings.count, "\(fixture.name): \(messages)")
      for expected in fixture.warnings {
        #expect(messages.contains { $0.hasPrefix(expected) }, "\(fixture.name): \(messages)")
      }
    case (.failure(let error), let expected?):
      #expect(error.primary.message.contains(expected), "\(fixture.name): \(error.primary)")
      #expect(error.primary.range != nil, "\(fixture.name): the error is not located")
    case (.success(let result), let expected?):
      Issue.record("\(fixture.name) expected '\(expected)', got\n\(result.layout.framesDump())")
    case (.failure(let error), nil):
      Issue.record("\(fixture.name): \(error)")
    }
  }
}
