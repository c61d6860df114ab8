import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Functions an app gives its templates: constants that are functions in the Swift API, and
/// names `layout.json` binds to the built-in ones for the command line (Behaviour.md §b4).
@Suite struct AppFunctionTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// The texts the template draws, in order.
  func texts(_ template: LayoutTemplate, _ options: RenderOptions = RenderOptions()) throws
    -> [String]
  {
    func visit(_ items: [DisplayItem]) -> [String] {
      items.flatMap { item -> [String] in
        switch item {
        case .group(let group): return visit(group.items)
        case .text(let text): return [text.text]
        default: return []
        }
      }
    }
    return visit(try renderer.displayList(template, options: options).items)
  }

  @Test func aConstantThatIsAFunctionIsCalled() throws {
    var options = RenderOptions()
    options.constants["shout"] = .function(
      ExpressionFunction(name: "shout") { arguments in
        guard case .string(let text)? = arguments.first else {
          throw ExpressionFunctionError("expects a string")
        }
        return .string(text.uppercased() + "!")
      })
    let template = try LayoutTemplate(
      xml: #"<UILabel width="200" text="{shout('hello')}"/>"#)
    #expect(try texts(template, options) == ["HELLO!"])
  }

  @Test func whatAFunctionThrowsIsAnErrorAtTheCall() throws {
    var options = RenderOptions()
    options.constants["shout"] = .function(
      ExpressionFunction(name: "shout") { _ in throw ExpressionFunctionError("expects a string") }
    )
    let template = try LayoutTemplate(xml: #"<UILabel width="200" text="{shout(3)}"/>"#)
    #expect {
      _ = try renderer.displayList(template, options: options)
    } throws: { error in
      "\(error)".contains("shout(): expects a string")
    }
  }

  @Test func theProjectFileBindsBuiltInFunctions() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    try #"""
    <UIView width="300" height="200">
      <UILabel text="{uppercased('uppercased')}"/>
      <UILabel top="previous.bottom" text="{money(1234.5, 2)} {share(0.25)}"/>
      <UILabel top="previous.bottom" text="{day('2026-11-28', 'd MMM yyyy')} {tidy('  a b ')}."/>
      <UILabel top="previous.bottom" text="{title('hello there')} {quiet('LOUD')}"/>
    </UIView>
    """#.write(toFile: file, atomically: true, encoding: .utf8)
    try #"""
    {"functions": {"uppercased": "uppercased", "money": "formattedNumber",
                   "share": "formattedPercent", "day": "formattedDate", "tidy": "trimmed",
                   "title": "capitalized", "quiet": "lowercased"}}
    """#.write(
      to: folder.appendingPathComponent("layout.json"), atomically: true, encoding: .utf8)
    let template = try LayoutTemplate(contentsOfFile: file)
    #expect(
      try texts(template) == [
        "UPPERCASED", "1,234.50 25%", "28 Nov 2026 a b.", "Hello There loud",
      ])
  }

  @Test func aBuiltInFunctionRefusesBadArgumentsAtTheCall() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    try #"<UILabel width="100" text="{day('yesterday', 'd MMM')} {money('x')}"/>"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    try #"{"functions": {"day": "formattedDate", "money": "formattedNumber"}}"#.write(
      to: folder.appendingPathComponent("layout.json"), atomically: true, encoding: .utf8)
    let result = runLayout(["render", file, "-o", folder.appendingPathComponent("a.png").path])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("day(): 'yesterday' is not an ISO 8601 date"), "\(result.errors)")
  }

  @Test func anUnknownFunctionSaysHowToDeclareOne() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    try #"<UILabel width="100" text="{uppercased('a')}"/>"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let result = runLayout(["render", file, "-o", folder.appendingPathComponent("a.png").path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("Unknown function uppercased()"), "\(result.errors)")
    #expect(
      result.errors.contains(#"{"functions": {"uppercased": "uppercased"}}"#), "\(result.errors)")
  }

  @Test func aBindingToNoBuiltInFunctionIsALocatedError() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    try #"<UILabel width="100" text="a"/>"#.write(toFile: file, atomically: true, encoding: .utf8)
    try #"{"functions": {"shout": "yell"}}"#.write(
      to: folder.appendingPathComponent("layout.json"), atomically: true, encoding: .utf8)
    let result = runLayout(["check", file])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("layout.json:1:25"), "\(result.errors)")
    #expect(result.errors.contains("shout: a function is bound to one of"), "\(result.errors)")
  }
}
