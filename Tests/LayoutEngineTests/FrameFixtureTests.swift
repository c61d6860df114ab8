import Foundation
import FrameFixtureSupport
import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

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
  /// What a template's fixture says besides what every fixture does.
  struct Settings: Sendable {
    var mode = LayoutMode.legacy
    var direction = LayoutDirection.leftToRight
    var state: [String: Value] = [:]
    var images: [String: Size] = [:]
  }

  typealias Fixture = FrameFixture<Settings>

  static let fixtures = Fixture.beside(#filePath) { name, text in
    Fixture(
      name: name, text: text, keys: ["mode", "direction", "state", "json", "images"],
      defaultCanvas: Size(width: 400, height: 300), defaults: Settings(),
      settings: { (header) throws(FrameFixtureHeader.Mistake) in
        try read(header, of: name)
      })
  }

  /// The settings of the fixture `name`'s header.
  private static func read(_ header: FrameFixtureHeader, of name: String)
    throws(FrameFixtureHeader.Mistake) -> Settings
  {
    func mistake(_ what: String) -> FrameFixtureHeader.Mistake {
      FrameFixtureHeader.Mistake(description: "\(name): \(what)")
    }
    var settings = Settings()
    if let text = header.value("mode") {
      guard let mode = LayoutMode(rawValue: text) else { throw mistake("no mode '\(text)'") }
      settings.mode = mode
    }
    if let text = header.value("direction") {
      guard let direction = LayoutDirection(rawValue: text) else {
        throw mistake("no direction '\(text)'")
      }
      settings.direction = direction
    }
    for pair in header.value("state")?.split(separator: ",") ?? [] {
      let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2 else { throw mistake("'\(pair)' is no name=value state") }
      settings.state[parts[0]] = Double(parts[1]).map(Value.number) ?? .string(parts[1])
    }
    if let json = header.value("json") {
      guard
        let object = try? JSONDecoder().decode([String: FixtureJSON].self, from: Data(json.utf8))
      else { throw mistake("'json: \(json)' is no JSON object") }
      for (key, member) in object { settings.state[key] = member.value }
    }
    for pair in header.value("images")?.split(separator: ",") ?? [] {
      let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
      let size = parts.count == 2 ? parts[1].split(separator: "x").compactMap { Double($0) } : []
      guard size.count == 2 else { throw mistake("'\(pair)' is no name=WIDTHxHEIGHT image") }
      settings.images[parts[0]] = Size(width: size[0], height: size[1])
    }
    return settings
  }

  @Test func thereAreAtLeastSixtyFixtures() {
    #expect(Self.fixtures.count >= 60)
  }

  @Test(arguments: fixtures)
  func solvesAsExpected(_ fixture: Fixture) throws {
    try #require(fixture.mistake == nil, "\(fixture.mistake ?? "")")
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
      canvas: fixture.canvas, state: fixture.settings.state, layoutMode: fixture.settings.mode,
      layoutDirection: fixture.settings.direction, measurer: EstimatingTextMeasurer(),
      images: FixtureImages(sizes: fixture.settings.images))
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
