import Foundation
import LayoutAndroid
import LayoutCore
import LayoutEngine
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

  static func parse(name: String, text: String) -> Fixture {
    let header = text.components(separatedBy: "-->").first ?? ""
    var rule = ""
    var canvas = Size(width: 300, height: 200)
    var expected: [String] = []
    var warnings: [String] = []
    var error: String?
    var inExpectation = false
    for line in header.replacingOccurrences(of: "<!--", with: "").components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      func rest(_ prefix: String) -> String {
        String(trimmed.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
      }
      if inExpectation {
        if !trimmed.isEmpty { expected.append(line) }
      } else if trimmed.hasPrefix("rule:") {
        rule = rest("rule:")
      } else if trimmed.hasPrefix("canvas:") {
        let parts = rest("canvas:").split(separator: "x").compactMap { Double($0) }
        canvas = Size(width: parts[0], height: parts[1])
      } else if trimmed.hasPrefix("warning:") {
        warnings.append(rest("warning:"))
      } else if trimmed.hasPrefix("error:") {
        error = rest("error:")
      } else if trimmed == "expect:" {
        inExpectation = true
      }
    }
    let indent = expected.first?.prefix { $0 == " " }.count ?? 0
    let dump = expected.map { String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    return Fixture(
      name: name, rule: rule, xml: text, canvas: canvas, warnings: warnings, error: error,
      expected: dump)
  }

  @Test func thereAreAtLeastThirtyFixtures() {
    #expect(Self.fixtures.count >= 30)
  }

  @Test(arguments: fixtures)
  func laysOutAsExpected(_ fixture: Fixture) throws {
    #expect(!fixture.rule.isEmpty, "\(fixture.name) names no rule")
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
