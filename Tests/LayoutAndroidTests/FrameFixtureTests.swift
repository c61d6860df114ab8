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
  typealias Fixture = FrameFixture<Bool>

  static let fixtures = Fixture.beside(#filePath) { name, text in
    Fixture(
      name: name, text: text, defaultCanvas: Size(width: 300, height: 200), defaults: true,
      settings: { _ in true })
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
