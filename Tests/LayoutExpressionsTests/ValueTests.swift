import LayoutCore
import Testing

@testable import LayoutExpressions

/// Research §b3: value semantics, coercions and result casting.
let valueCases: [Case] = [
  yields("b3: string + number stringifies", "'foo' + 5", .any, text("foo5")),
  yields("b3: number + string stringifies", "5 + 'foo'", .any, text("5foo")),
  yields("b3: fractional numbers print shortest", "'foo' + 5.1", .any, text("foo5.1")),
  yields("b3: Bools print as words", "'foo' + true", .any, text("footrue")),
  yields("b3: arrays print in brackets", "'foo' + [1, 2]", .any, text("foo[1, 2]")),
  yields("b3: array + array concatenates", "[1] + [2]", .any, numbers(1, 2)),
  fails(
    "b3: nil + string is an error", "nil + 'foo'", .any,
    "Arguments of type (nil, String) are not compatible with infix operator +"),
  fails(
    "b3: math needs numbers", "5 / 'a'", .any,
    "Arguments of type (Double, String) are not compatible with infix operator /"),
  yields("b3: Bools count as 1 in math", "true + 1", .number, number(2)),
  yields("b3: nil equals nil", "nil == nil", .bool, .bool(true)),
  yields("b3: nil differs from a value", "nil == 5", .bool, .bool(false)),
  yields("b3: strings compare by value", "'a' == 'a'", .bool, .bool(true)),
  yields("b3: arrays compare by value", "[1, 2] == [1, 2]", .bool, .bool(true)),
  yields("b3: inequality", "'a' != 'b'", .bool, .bool(true)),
  yields("b3: NaN is not equal to NaN", "sqrt(-1) == sqrt(-1)", .bool, .bool(false)),
  fails("b3: ordering needs numbers", "'a' < 'b'", .bool, "not compatible with infix operator <"),
  fails(
    "b3: ternary condition must be numeric", "'foo' ? 1 : 2", .any,
    "Argument of type String is not compatible with ternary operator ?:"),
  fails(
    "b3: ! needs a number or Bool", "!'foo'", .any,
    "Argument of type String is not compatible with prefix operator !"),
  fails("b3: prefix - needs a number", "-'foo'", .any, "prefix operator -"),
  yields("b3: CGFloat keeps fractions", "57.5", .number, number(57.5)),
  yields("b3: Bool casts to a number", "true", .number, number(1)),
  fails(
    "b3: String is not a number", "'x'", .number,
    "String is not compatible with expected type CGFloat"),
  fails("b3: nil is not a number", "nil", .number, "Unexpected nil value"),
  yields("b3: non-zero number casts to true", "2", .bool, .bool(true)),
  yields("b3: zero casts to false", "0", .bool, .bool(false)),
  fails(
    "b3: String is not a Bool", "'yes'", .bool, "String is not compatible with expected type Bool"),
  yields("b3: integral numbers stringify without .0", "{5}", .string, text("5")),
  yields("b3: fractions stringify", "{1.5}", .string, text("1.5")),
  yields("b3: single nil clause is empty", "{nil}", .string, text("")),
  fails("b3: nil inside a multi-part string", "a {nil} b", .string, "Unexpected nil value"),
  yields("b3: arrays stringify with quoted strings", "{[1, 'a']}", .string, text("[1, \"a\"]")),
  yields("b3: Bools stringify", "{true}", .string, text("true")),
  yields("b3: any keeps the type", "1 == 1", .any, .bool(true)),
  yields("b3: any keeps nil", "nil", .any, .null),
  fails("b3: nil is no Any value", "nil", .anyValue, "Unexpected nil value"),
  fails("b3: a nil symbol is no Any value", "nothing", .anyValue, "Unexpected nil value"),
  yields("b3: an Any value keeps its type", "name", .anyValue, text("Bob")),
  yields(
    "b3: an Any value may hold nil elements", "[1, nil]", .anyValue, .array([number(1), .null])),
  yields("b3: nil coalescing gives an Any value", "nothing ?? 3", .anyValue, number(3)),
]

@Test(arguments: valueCases)
func valueSemantics(_ testCase: Case) {
  testCase.check()
}

@Test func descriptionsFollowLayoutStringification() {
  #expect(Value.number(9).description == "9")
  #expect(Value.number(0.5).description == "0.5")
  #expect(Value.number(-3).description == "-3")
  #expect(Value.bool(false).description == "false")
  #expect(Value.array([.number(1), .string("a")]).description == "[1, \"a\"]")
  #expect(Value.null.description == "nil")
  #expect(Value.color(Color(red: 1, green: 0, blue: 0)).description == "#ff0000")
}

@Test func typeNamesMatchLayoutMessages() {
  #expect(Value.number(1).typeName == "Double")
  #expect(Value.bool(true).typeName == "Bool")
  #expect(Value.string("").typeName == "String")
  #expect(Value.color(.black).typeName == "UIColor")
  #expect(Value.array([]).typeName == "Array")
  #expect(Value.null.typeName == "nil")
}

@Test func objectsPrintEncodeAndReadTheirKeys() {
  let row = Value.object(["price": .number(2.5), "name": .string("Tea")])
  #expect(row.description == "[name: \"Tea\", price: 2.5]")
  #expect(Value.object([:]).description == "[:]")
  #expect(row.typeName == "Dictionary")
  #expect(row.jsonText == #"{"name":"Tea","price":2.5}"#)
  #expect(row.member("price") == .number(2.5))
  #expect(
    Value.object(["size": .size(Size(width: 3, height: 4))]).member("size.height")
      == .number(4))
  #expect(row.member("missing") == nil)
}
