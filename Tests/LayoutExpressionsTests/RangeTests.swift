import LayoutCore
import Testing

@testable import LayoutExpressions

/// A range value.
func range(_ lower: Int?, _ upper: Int?, closed: Bool = true) -> Value {
  .range(IndexRange(lower: lower, upper: upper, isClosed: closed))
}

/// Behaviour.md §b2–§b4: ranges are values (Expression's ClosedRange, Range and partial ranges),
/// formed with Layout's errors, printed as Swift prints them, and slicing what they subscript.
let rangeCases: [Case] = [
  yields("b4: a closed range", "1...3", .any, range(1, 3)),
  yields("b4: a half-open range", "0..<2", .any, range(0, 2, closed: false)),
  yields("b4: a range from", "2...", .any, range(2, nil)),
  yields("b4: a range through", "...2", .any, range(nil, 2)),
  yields("b4: a range up to", "..<2", .any, range(nil, 2, closed: false)),
  yields("b4: bounds are truncated", "1.9...3.2", .any, range(1, 3)),
  yields("b4: bounds are expressions", "a + 1...c * 2", .any, range(2, 6)),
  yields("b4: a one-element closed range", "2...2", .any, range(2, 2)),
  yields(
    "b4: ranges print as Swift's", "{1...3} {0..<2} {2...} {..<2}", .string,
    text("1...3 0..<2 2... ..<2")),
  yields("b3: ranges join strings", "'a' + (1...2)", .any, text("a1...2")),
  yields("b4: ranges compare by bounds", "(1...3) == (1...3)", .bool, .bool(true)),
  yields("b4: a range in parentheses subscripts", "items[(0...1)]", .any, numbers(10, 20)),
  yields("b4: a half-open range slices", "items[1..<3]", .any, numbers(20, 30)),
  yields("b4: a range through slices", "items[...0]", .any, numbers(10)),
  yields("b4: a string slice from", "'hello'[3...]", .any, text("lo")),
  yields("b4: a string slice up to", "'hello'[..<2]", .any, text("he")),
  fails(
    "b4: lower bound above upper", "3...1", .any,
    "Cannot form range with lower bound > upper bound"),
  fails(
    "b4: a half-open range needs room", "1..<1", .any,
    "Cannot form half-open range with lower bound == upper bound"),
  fails(
    "b4: an inverted half-open range", "2..<1", .any,
    "Cannot form range with lower bound > upper bound"),
  fails(
    "b4: bounds must be numbers", "'a'...2", .any,
    "Arguments of type (String, Double) are not compatible with infix operator ..."),
  fails(
    "b4: a prefix bound must be a number", "..<'a'", .any,
    "Argument of type String is not compatible with prefix operator ..<"),
  fails(
    "b4: a postfix bound must be a number", "name...", .any,
    "Argument of type String is not compatible with postfix operator ..."),
  fails(
    "b3: a range is not a number", "1...3", .number,
    "ClosedRange<Int> is not compatible with expected type CGFloat"),
  fails(
    "b3: a partial range is not a number", "2...", .number,
    "PartialRangeFrom<Int> is not compatible with expected type CGFloat"),
  fails(
    "b4: a slice from the end selects nothing", "items[3...]", .any,
    "Index 3 out of bounds for array items[]"),
  fails(
    "b4: a slice up to 0 selects nothing", "items[..<0]", .any,
    "Index 0 out of bounds for array items[]"),
  fails(
    "b4: a negative lower bound", "items[-1...1]", .any,
    "Index -1 out of bounds for array items[]"),
  fails(
    "b4: string slices name the string", "'abc'[1...5]", .any,
    "Character index 5 out of bounds for string 'abc'"),
  fails("b4: numbers are not sliced", "5[0...1]", .any, "Attempted to subscript Double value"),
]

@Test(arguments: rangeCases)
func ranges(_ testCase: Case) {
  testCase.check()
}
