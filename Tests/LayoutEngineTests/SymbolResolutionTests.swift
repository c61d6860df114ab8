import LayoutCore
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Research §b8–§b10: what a symbol means on a node of a template. Each case evaluates an
/// expression as if written on the node with id `n` (or the root), on a 400×300 canvas with
/// the fake measurer, and expects a value or a message fragment.
@Suite struct SymbolResolutionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: String
    let xml: String
    let expression: String
    var type: ExpressionType = .any
    var state: [String: Value] = [:]
    var constants: [String: Value] = [:]
    var strings: [String: String] = [:]
    let expected: Result<Value, Message>
    var testDescription: String { rule }
  }

  struct Message: Error, Sendable {
    let fragment: String
  }

  static let parentAndChild = """
    <UIView width="200" height="100"><UIView id="a" left="10" top="5" width="60" height="40"/>\
    <UIView id="n" left="previous.right + 8" top="20" width="50%" height="auto"/>\
    <UIView id="c" isHidden="true" width="7"/><UIView id="d" width="11"/></UIView>
    """

  static let cases: [Case] = [
    Case(
      rule: "b8: a node's own layout properties are in scope", xml: parentAndChild,
      expression: "left + width", expected: .success(.number(78 + 100))),
    Case(
      rule: "b8: parent.width is the parent's width", xml: parentAndChild,
      expression: "parent.width", expected: .success(.number(200))),
    Case(
      rule: "b8: parent.left and parent.top are 0", xml: parentAndChild,
      expression: "parent.left + parent.top", expected: .success(.number(0))),
    Case(
      rule: "b8: legacy parent.right is the parent's width", xml: parentAndChild,
      expression: "parent.right", expected: .success(.number(200))),
    Case(
      rule: "b8: parent.bottom is the parent's height", xml: parentAndChild,
      expression: "parent.bottom", expected: .success(.number(100))),
    Case(
      rule: "b8: previous. reads the previous sibling", xml: parentAndChild,
      expression: "previous.right", expected: .success(.number(70))),
    Case(
      rule: "b8: next. skips hidden siblings", xml: parentAndChild,
      expression: "next.width", expected: .success(.number(11))),
    Case(
      rule: "b8: previous. of the first child is 0 for layout symbols",
      xml: "<UIView><UIView id=\"n\"/></UIView>",
      expression: "previous.bottom", expected: .success(.number(0))),
    Case(
      rule: "b8: parent. of the root is the canvas", xml: "<UIView id=\"n\"/>",
      expression: "parent.width + parent.height", expected: .success(.number(700))),
    Case(
      rule: "b8: other properties of the node",
      xml: "<UIView><UIView id=\"n\" alpha=\"0.5\"/></UIView>",
      expression: "alpha * 2", expected: .success(.number(1))),
    Case(
      rule: "b8: a property's default when not set", xml: "<UIView><UILabel id=\"n\"/></UIView>",
      expression: "numberOfLines", expected: .success(.number(1))),
    Case(
      rule: "b8: parent properties by name",
      xml: "<UIView alpha=\"0.25\"><UIView id=\"n\"/></UIView>",
      expression: "parent.alpha", expected: .success(.number(0.25))),
    Case(
      rule: "b8: state is in scope", xml: "<UIView id=\"n\"/>", expression: "count + 1",
      state: ["count": .number(4)], expected: .success(.number(5))),
    Case(
      rule: "b8: constants are in scope", xml: "<UIView id=\"n\"/>", expression: "gap * 2",
      constants: ["gap": .number(8)], expected: .success(.number(16))),
    Case(
      rule: "b8: state shadows constants", xml: "<UIView id=\"n\"/>", expression: "gap",
      state: ["gap": .number(1)], constants: ["gap": .number(8)], expected: .success(.number(1))),
    Case(
      rule: "b8: node properties shadow state",
      xml: "<UIView><UIView id=\"n\" width=\"5\"/></UIView>",
      expression: "width", state: ["width": .number(99)], expected: .success(.number(5))),
    Case(
      rule: "b8: key paths into struct state", xml: "<UIView id=\"n\"/>",
      expression: "origin.x * 10", state: ["origin": .point(Point(x: 2, y: 3))],
      expected: .success(.number(20))),
    Case(
      rule: "b8: a whole dotted constant name is tried first", xml: "<UIView id=\"n\"/>",
      expression: "label.outlet", constants: ["label.outlet": .string("x")],
      expected: .success(.string("x"))),
    Case(
      rule: "b8: strings. keys read localized strings", xml: "<UIView id=\"n\"/>",
      expression: "{strings.Signup.Name}", type: .string, strings: ["Signup.Name": "Name"],
      expected: .success(.string("Name"))),
    Case(
      rule: "b8: a constant named strings.Key wins over the strings file",
      xml: "<UIView id=\"n\"/>",
      expression: "{strings.Title}", type: .string, constants: ["strings.Title": .string("C")],
      strings: ["Title": "S"], expected: .success(.string("C"))),
    Case(
      rule: "b8: localized strings take format arguments", xml: "<UIView id=\"n\"/>",
      expression: "strings.Greeting('Ada', 2)", strings: ["Greeting": "Hi %@, %d new"],
      expected: .success(.string("Hi Ada, 2 new"))),
    Case(
      rule: "b8: macros are in scope",
      xml: "<UIView><macro name=\"gap\" value=\"4 * 2\"/><UIView id=\"n\"/></UIView>",
      expression: "gap + 1", expected: .success(.number(9))),
    Case(
      rule: "b8: macros evaluate in the reading node's context",
      xml: "<UIView width=\"300\"><macro name=\"half\" value=\"width / 2\"/>"
        + "<UIView id=\"n\" width=\"40\"/></UIView>",
      expression: "half", expected: .success(.number(20))),
    Case(
      rule: "b8: the nearest macro wins",
      xml: "<UIView><macro name=\"m\" value=\"1\"/><UIView><macro name=\"m\" value=\"2\"/>"
        + "<UIView id=\"n\"/></UIView></UIView>",
      expression: "m", expected: .success(.number(2))),
    Case(
      rule: "b8: a macro reading its own name reads the constant",
      xml: "<UIView><macro name=\"gap\" value=\"gap * 2\"/><UIView id=\"n\"/></UIView>",
      expression: "gap", constants: ["gap": .number(3)], expected: .success(.number(6))),
    Case(
      rule: "b8: a macro reading its own name with no constant is an error",
      xml: "<UIView><macro name=\"gap\" value=\"gap * 2\"/><UIView id=\"n\"/></UIView>",
      expression: "gap",
      expected: .failure(
        Message(fragment: "Macro gap references a nonexistent symbol of the same name"))),
    Case(
      rule: "b8: unknown symbols suggest a near name", xml: "<UIView id=\"n\"/>",
      expression: "cuont", state: ["count": .number(1)],
      expected: .failure(Message(fragment: "Unknown symbol 'cuont'"))),
    Case(
      rule: "b8: named colors beat same-named constants in color expressions",
      xml: "<UIView id=\"n\"/>", expression: "red", type: .color, constants: ["red": .number(255)],
      expected: .success(.color(Color(red: 1, green: 0, blue: 0)))),
    Case(
      rule: "b8: enum cases of the property's type are in scope", xml: "<UIView id=\"n\"/>",
      expression: "right", type: UIKitEnumeration.textAlignment.type,
      expected: .success(.string("right"))),
    Case(
      rule: "b8: Type.member statics", xml: "<UIView id=\"n\"/>",
      expression: "UIColor.blue", expected: .success(.color(Color(red: 0, green: 0, blue: 1)))),
    Case(
      rule: "b9: auto is the label's measured size",
      xml: "<UIView><UILabel id=\"n\" text=\"abcd\" font=\"20\"/></UIView>",
      expression: "width + height", expected: .success(.number(40 + 25))),
    Case(
      rule: "b9: % of the parent's size", xml: parentAndChild,
      expression: "width", expected: .success(.number(100))),
    Case(
      rule: "b9: a childless plain view with auto height fills its parent", xml: parentAndChild,
      expression: "height", expected: .success(.number(100))),
    Case(
      rule: "b9: right without an expression is left + width (legacy)", xml: parentAndChild,
      expression: "right", expected: .success(.number(178))),
    Case(
      rule: "b9: bottom without an expression is top + height (legacy)", xml: parentAndChild,
      expression: "bottom", expected: .success(.number(120))),
    Case(
      rule: "b10: a property reading its own name reads the state of that name",
      xml: "<UIView><UIView id=\"n\" top=\"top + 1\"/></UIView>", expression: "top",
      state: ["top": .number(9)], expected: .success(.number(10))),
    Case(
      rule: "b10: self reference with no inherited value is Layout's error",
      xml: "<UIView><UIView id=\"n\" top=\"top + 1\"/></UIView>", expression: "top",
      expected: .failure(
        Message(fragment: "Expression for top references a nonexistent symbol of the same name"))),
  ]

  @Test(arguments: cases)
  func resolves(_ testCase: Case) throws {
    let template = try TemplateCompiler.compile(try TemplateReader.read(testCase.xml))
    let node = template.nodes.first { $0.id == "n" }?.index ?? 0
    let input = SolveInput(
      canvas: Size(width: 400, height: 300), state: testCase.state,
      constants: testCase.constants, strings: testCase.strings, measurer: EstimatingTextMeasurer())
    let result: Result<Value, DiagnosticError> = Result { () throws(DiagnosticError) in
      let expression = try ExpressionCompiler.compile(
        testCase.expression, as: testCase.type, at: SourceLocation(line: 1, column: 1))
      return try LayoutSolver.evaluate(
        expression, property: "probe", node: node, in: template, input)
    }
    switch (result, testCase.expected) {
    case (.success(let value), .success(let expected)):
      #expect(value == expected, "\(testCase.rule)")
    case (.failure(let error), .failure(let expected)):
      let message = error.primary.message
      #expect(message.contains(expected.fragment), "\(testCase.rule): \(message)")
    case (.success(let value), .failure(let expected)):
      Issue.record("\(testCase.rule): gave \(value), expected an error '\(expected.fragment)'")
    case (.failure(let error), .success):
      Issue.record("\(testCase.rule): failed with \(error.primary.message)")
    }
  }
}
