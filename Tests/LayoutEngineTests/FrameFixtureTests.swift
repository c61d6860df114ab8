import Foundation
import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine

/// Frames as data: every file in `Fixtures/Frames` is a template whose leading comment names
/// the rule it pins and the frames it must solve to, with the fake text measurer:
///
///     <!-- rule: b9: width from left and right (legacy)
///     canvas: 400x300            (optional; default 400x300)
///     mode: modern               (optional; default legacy)
///     direction: rightToLeft     (optional; default leftToRight)
///     state: w=10, h=20          (optional numbers)
///     json: {"rows": [{"n": 1}]}  (optional state as JSON, for arrays and objects)
///     images: a.png=40x20            (optional: images the fake provider knows, with sizes)
///     warning: Expression for right is redundant   (optional, repeatable: compile warnings)
///     error: UIView.frame is not available          (instead of frames: the error's message)
///     expect:
///     UIView [UIView] 0 0 400 300
///       UIView [UIView/UIView] 10 0 90 300
///     -->
@Suite struct FrameFixtureTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    let name: String
    let rule: String
    let xml: String
    let canvas: Size
    let mode: LayoutMode
    let direction: LayoutDirection
    let state: [String: Value]
    let images: [String: Size]
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
    var canvas = Size(width: 400, height: 300)
    var mode = LayoutMode.legacy
    var direction = LayoutDirection.leftToRight
    var state: [String: Value] = [:]
    var expected: [String] = []
    var warnings: [String] = []
    var images: [String: Size] = [:]
    var error: String?
    var inExpectation = false
    for line in header.replacingOccurrences(of: "<!--", with: "").components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inExpectation {
        if !trimmed.isEmpty { expected.append(line) }
      } else if trimmed.hasPrefix("rule:") {
        rule = String(trimmed.dropFirst(5)).trimmingCharacters(in: .whitespaces)
      } else if trimmed.hasPrefix("canvas:") {
        let parts = trimmed.dropFirst(7).trimmingCharacters(in: .whitespaces).split(separator: "x")
        canvas = Size(width: Double(parts[0]) ?? 0, height: Double(parts[1]) ?? 0)
      } else if trimmed.hasPrefix("mode:") {
        mode = LayoutMode(rawValue: trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces))!
      } else if trimmed.hasPrefix("direction:") {
        direction = LayoutDirection(
          rawValue: trimmed.dropFirst(10).trimmingCharacters(in: .whitespaces))!
      } else if trimmed.hasPrefix("state:") {
        for pair in trimmed.dropFirst(6).split(separator: ",") {
          let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
          state[parts[0]] = Double(parts[1]).map(Value.number) ?? .string(parts[1])
        }
      } else if trimmed.hasPrefix("json:") {
        let data = Data(trimmed.dropFirst(5).utf8)
        let object = (try? JSONDecoder().decode([String: FixtureJSON].self, from: data)) ?? [:]
        for (key, member) in object { state[key] = member.value }
      } else if trimmed.hasPrefix("images:") {
        for pair in trimmed.dropFirst(7).split(separator: ",") {
          let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
          let size = parts[1].split(separator: "x").compactMap { Double($0) }
          images[parts[0]] = Size(width: size[0], height: size[1])
        }
      } else if trimmed.hasPrefix("warning:") {
        warnings.append(String(trimmed.dropFirst(8)).trimmingCharacters(in: .whitespaces))
      } else if trimmed.hasPrefix("error:") {
        error = String(trimmed.dropFirst(6)).trimmingCharacters(in: .whitespaces)
      } else if trimmed == "expect:" {
        inExpectation = true
      }
    }
    let indent = expected.first?.prefix { $0 == " " }.count ?? 0
    let dump = expected.map { String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    return Fixture(
      name: name, rule: rule, xml: text, canvas: canvas, mode: mode, direction: direction,
      state: state, images: images, warnings: warnings, error: error, expected: dump)
  }

  @Test func thereAreAtLeastSixtyFixtures() {
    #expect(Self.fixtures.count >= 60)
  }

  @Test(arguments: fixtures)
  func solvesAsExpected(_ fixture: Fixture) throws {
    #expect(!fixture.rule.isEmpty, "\(fixture.name) names no rule")
    let outcome = Result { () throws(DiagnosticError) in try Self.solve(fixture) }
    switch (outcome, fixture.error) {
    case (.success(let (template, layout)), nil):
      #expect(layout.framesDump() == fixture.expected, "\(fixture.name): \(fixture.rule)")
      let warnings = template.warnings + layout.warnings
      #expect(warnings.map(\.message) == fixture.warnings, "\(fixture.name)")
    case (.failure(let error), let expected?):
      let message = error.diagnostics.first?.message ?? ""
      #expect(message.contains(expected), "\(fixture.name): \(message)")
    case (.success, let expected?):
      Issue.record("\(fixture.name): solved, but expected the error '\(expected)'")
    case (.failure(let error), nil):
      Issue.record("\(fixture.name): \(error)")
    }
  }

  /// Compiles and solves a fixture; errors of either stage come as one type.
  static func solve(_ fixture: Fixture) throws(DiagnosticError)
    -> (CompiledTemplate, SolvedLayout)
  {
    let template = try TemplateCompiler.compile(
      try TemplateReader.read(fixture.xml, file: fixture.name))
    let input = SolveInput(
      canvas: fixture.canvas, state: fixture.state, layoutMode: fixture.mode,
      layoutDirection: fixture.direction, measurer: EstimatingTextMeasurer(),
      images: FixtureImages(sizes: fixture.images))
    do throws(DiagnosticError) {
      return (template, try LayoutSolver.solve(template, input))
    } catch {
      throw error
    }
  }
}

/// Images of fixed sizes by name, for image views' `auto` sizes.
struct FixtureImages: ImageProviding {
  let sizes: [String: Size]

  func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
    guard let size = sizes[name] else { return try NoImages().image(named: name) }
    return (name, size)
  }
}

/// A JSON value as the state file reads it: objects (inside arrays too) become objects.
enum FixtureJSON: Decodable {
  case value(Value)
  case array([FixtureJSON])
  case object([String: FixtureJSON])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .value(.bool(flag))
    } else if let number = try? container.decode(Double.self) {
      self = .value(.number(number))
    } else if let text = try? container.decode(String.self) {
      self = .value(.string(text))
    } else if let array = try? container.decode([FixtureJSON].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: FixtureJSON].self))
    }
  }

  var value: Value {
    switch self {
    case .value(let value): return value
    case .array(let elements): return .array(elements.map(\.value))
    case .object(let members): return .object(members.mapValues(\.value))
    }
  }
}
