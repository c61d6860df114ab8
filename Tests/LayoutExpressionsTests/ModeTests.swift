import LayoutCore
import Testing

@testable import LayoutExpressions

let alignment = ExpressionType.enumeration(
  name: "NSTextAlignment", cases: ["left", "center", "right"])

let contentMode = ExpressionType.enumeration(
  name: "UIViewContentMode", cases: ["scaleToFill", "scaleAspectFit", "center"])

/// Research §b5: parsing modes per property type.
let modeCases: [Case] = [
  yields("b5: string is literal text", "Hello", .string, text("Hello")),
  yields("b5: string clause", "Hello {name}", .string, text("Hello Bob")),
  yields("b5: clause then text", "{1 + 2} apples", .string, text("3 apples")),
  yields(
    "b5: // outside braces is literal in strings", "MyImage.png // comment", .string,
    text("MyImage.png // comment")),
  yields("b5: a leading // makes a string absent", "// comment", .string, text("")),
  fails("b5: lone } in a string", "a}b", .string, "Unexpected `}`"),
  fails("b5: unclosed { in a string", "a{b", .string, "Missing `}`"),
  yields("b5: quoted brace in a clause", "{'{'}", .string, text("{")),
  yields("b5: several clauses", "{5}{6}", .string, text("56")),
  yields("b5: comment inside a clause", "{5 // five} x", .string, text("5 x")),
  yields("b5: apostrophes outside clauses are text", "Don't", .string, text("Don't")),
  yields("b5: empty clause is absent", "{}", .string, text("")),
  yields("b5: numbers in strings stringify", "{width / 4}", .string, text("37.5")),
  fails("b5: syntax errors in clauses", "x {1 +} y", .string, "Undefined postfix operator +"),
  yields("b5: enum case in scope", "center", alignment, text("center")),
  yields("b5: qualified enum case", "NSTextAlignment.right", alignment, text("right")),
  yields("b5: leading-dot enum case", ".left", alignment, text("left")),
  yields(
    "b5: qualified cases in any expression of the type",
    "flag ? NSTextAlignment.center : NSTextAlignment.left", alignment, text("center")),
  yields("b5: qualified cases in braces", "{NSTextAlignment.center}", alignment, text("center")),
  yields(
    "b5: qualified cases in option lists", "NSTextAlignment.left, .right", alignment,
    .array([text("left"), text("right")])),
  yields(
    "b5: qualified with the Objective-C name", "UIViewContentMode.scaleAspectFit", contentMode,
    text("scaleAspectFit")),
  yields(
    "b5: qualified with the Swift name", "UIView.ContentMode.scaleAspectFit", contentMode,
    text("scaleAspectFit")),
  fails(
    "b5: an unknown qualified case", "NSTextAlignment.middle", alignment,
    "Unknown symbol 'NSTextAlignment.middle'"),
  fails(
    "b5: another type's qualifier", "UIStackView.Alignment.center", alignment,
    "Unknown symbol 'UIStackView.Alignment.center'"),
  yields("b5: enum cases in expressions", "flag ? left : right", alignment, text("left")),
  yields("b5: enum case in braces", "{center}", alignment, text("center")),
  fails(
    "b5: unknown enum name", "'middle'", alignment,
    "String is not compatible with expected type NSTextAlignment"),
  yields("b5: enum raw values pass through", "2", alignment, number(2)),
  yields(
    "b5: option sets take comma lists", "left, right", alignment,
    .array([text("left"), text("right")])),
  fails("b5: enum cases only in their type", "center", .any, "Unknown symbol 'center'"),
  yields("b5: auto in size expressions", "auto", .dimension(.horizontal), number(50)),
  yields("b5: auto on the vertical axis", "auto + 5", .dimension(.vertical), number(30)),
  yields("b5: auto with percentages", "min(auto, 100%)", .dimension(.horizontal), number(50)),
  fails(
    "b5: no auto in length expressions", "auto", .length(.horizontal),
    "Unknown symbol 'auto'"),
  fails("b5: no auto in number expressions", "auto", .number, "Unknown symbol 'auto'"),
  yields("b5: bool expressions", "width > 100", .bool, .bool(true)),
  yields("b5: bool expression in braces", "{!flag}", .bool, .bool(false)),
  yields("b5: string symbols in any", "name", .any, text("Bob")),
]

@Test(arguments: modeCases)
func parsingModes(_ testCase: Case) {
  testCase.check()
}
