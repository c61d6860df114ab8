import LayoutCore
import Testing

@testable import LayoutExpressions

/// Research §b2: operators, whitespace-sensitive fixity, precedence and associativity.
let operatorCases: [Case] = [
  yields("b2: * binds tighter than +", "1 + 2 * 3", .number, number(7)),
  yields("b2: parentheses group", "(1 + 2) * 3", .number, number(9)),
  yields("b2: whitespace never changes precedence", "3 * 4 +5", .number, number(17)),
  yields("b2: a+ b is infix", "a+ b", .number, number(3)),
  yields("b2: a +b is infix", "a +b", .number, number(3)),
  yields("b2: a+b is infix", "a+b", .number, number(3)),
  yields("b2: operator after + becomes prefix", "5+-4", .number, number(1)),
  yields("b2: spaced prefix minus", "5 - -4", .number, number(9)),
  yields("b2: operator after * becomes prefix", "5*-2", .number, number(-10)),
  yields("b2: infix % is fmod with the dividend's sign", "-5 % 2", .number, number(-1)),
  yields("b2: fmod with negative divisor", "5 % -2", .number, number(1)),
  yields("b2: plain fmod", "7 % 3", .number, number(1)),
  yields("b2: division by zero is infinity", "1/0", .number, number(.infinity)),
  fails("b2: dangling infix becomes postfix", "1 + ", .number, "Undefined postfix operator +"),
  fails("b2: a trailing comma is an error", "1,", .number, "Unexpected token `,`"),
  fails("b2: a comma ending a group is an error", "(1),", .any, "Unexpected token `,`"),
  fails("b2: a comma after a postfix operator is an error", "1 + ,", .any, "Unexpected token `,`"),
  fails(
    "b3: a slice to 1e400 is out of bounds", "'abc'[0...1e400]", .any,
    "Character index 9223372036854775807 out of bounds"),
  yields("b2: 100%-5 is (100%) - 5", "100%-5", .length(.horizontal), number(195)),
  yields("b2: 50 % + 10% is 50% + 10%", "50 % + 10%", .length(.horizontal), number(120)),
  yields("b2: vertical percentage", "50%", .dimension(.vertical), number(50)),
  yields("b2: percentage plus points", "10% + 5", .length(.vertical), number(15)),
  yields(
    "b2: postfix % after * applies to the product", "2 * 50%", .length(.horizontal),
    number(200)),
  yields(
    "b2: 0.13.0 quirk: postfix % after / applies to the quotient", "100 / 50%",
    .length(.horizontal), number(4)),
  yields("b2: postfix % binds tighter than +", "1 + 50%", .length(.horizontal), number(101)),
  yields("b2: prefix binds tighter than postfix", "-10%", .length(.horizontal), number(-20)),
  fails("b2: no % outside frame expressions", "50%", .number, "Undefined postfix operator %"),
  fails("b2: no % in bool expressions", "50% > 1", .bool, "Undefined postfix operator %"),
  yields("b2: comparison is right-associative", "1 < 2 < 3", .bool, .bool(false)),
  yields("b2: comparison is right-associative (>)", "3 > 2 > 1", .bool, .bool(true)),
  yields("b2: ternary true branch", "true ? 1 : 2", .number, number(1)),
  yields("b2: ternary false branch", "false ? 1 : 2", .number, number(2)),
  yields("b2: ternary has the lowest precedence", "1 > 2 ? 'a' : 'b'", .any, text("b")),
  yields("b2: nested ternary groups right", "false ? 1 : false ? 2 : 3", .number, number(3)),
  yields("b2: ternary in the middle", "true ? false ? 1 : 2 : 3", .number, number(2)),
  fails("b2: ternary is eager", "true ? 1 : missing", .number, "Unknown symbol 'missing'"),
  yields("b2: nil coalescing", "nil ?? 5", .number, number(5)),
  yields("b2: nil coalescing keeps a value", "3 ?? 5", .number, number(3)),
  yields("b2: nil coalescing with a nil symbol", "nothing ?? 'x'", .any, text("x")),
  fails("b2: ?? is eager", "1 ?? missing", .number, "Unknown symbol 'missing'"),
  yields("b2: logical and", "true && false", .bool, .bool(false)),
  yields("b2: logical or", "true || false", .bool, .bool(true)),
  fails("b2: && is eager", "false && missing", .bool, "Unknown symbol 'missing'"),
  fails("b2: || is eager", "true || missing", .bool, "Unknown symbol 'missing'"),
  yields("b2: && binds tighter than ||", "true || false && false", .bool, .bool(true)),
  yields("b2: comparison binds tighter than &&", "1 + 2 == 3 && 2 > 1", .bool, .bool(true)),
  yields("b2: prefix not", "!true", .bool, .bool(false)),
  yields("b2: not of a number", "!0", .bool, .bool(true)),
  yields("b2: prefix minus", "-(2 + 3)", .number, number(-5)),
  fails("b2: 2-arg ternary is undefined", "a ?: b", .any, "Undefined infix operator ?:"),
  fails("b2: ^ is undefined", "2 ^ 3", .number, "Undefined infix operator ^"),
  fails("b2: & is undefined", "2 & 3", .number, "Undefined infix operator &"),
  fails("b2: prefix + is undefined", "+5", .number, "Undefined prefix operator +"),
  fails("b2: assignment is undefined", "a = 5", .any, "Undefined infix operator ="),
  fails("b2: lone colon is undefined", "a : b", .any, "Undefined infix operator :"),
  yields("b2: ranges are values outside subscripts", "1 ... 3", .any, range(1, 3)),
  fails("b2: ternary without colon", "a ? b", .any, "Undefined infix operator ?"),
  fails("b2: lone operator", "-", .number, "Unexpected token `-`"),
  yields("b2: spaced postfix % at the end", "5 %", .length(.horizontal), number(10)),
  yields("b2: percentage in parentheses", "(50%)", .length(.horizontal), number(100)),
  yields("b2: postfix followed by operand is infix", "7% 4", .length(.horizontal), number(3)),
  yields("b2: comma builds an array", "1, 2, 3", .any, numbers(1, 2, 3)),
  yields("b2: comma flattens arrays", "[1, 2], 3", .any, numbers(1, 2, 3)),
  yields("b2: array literals nest", "[1, [2]]", .any, .array([number(1), numbers(2)])),
  yields("b2: comma has the lowest precedence", "true ? 1 : 2, 3", .any, numbers(1, 3)),
]

@Test(arguments: operatorCases)
func operatorRules(_ testCase: Case) {
  testCase.check()
}
