import LayoutCore
import Testing

@testable import LayoutExpressions

/// Research §b1: numbers, identifiers, quoted text, comments and braces.
let lexicalCases: [Case] = [
  yields("b1: decimal integer", "42", .number, number(42)),
  yields("b1: leading-dot decimal", ".5", .number, number(0.5)),
  yields("b1: hex integer", "0x2A", .number, number(42)),
  yields("b1: leading zeros allowed", "007", .number, number(7)),
  yields("b1: exponent", "1e3", .number, number(1000)),
  yields("b1: signed exponent", "2.5E-1", .number, number(0.25)),
  fails("b1: trailing dot is a postfix operator", "5.", .number, "Undefined postfix operator ."),
  fails("b1: bare 0x is unexpected", "0x", .number, "Unexpected token `0x`"),
  yields("b1: single-quoted string", "'foo'", .any, text("foo")),
  yields("b1: double-quoted string", "\"bar\"", .any, text("bar")),
  yields("b1: tab escape", "'a\\tb'", .any, text("a\tb")),
  yields("b1: unicode escape", "'\\u{41}'", .any, text("A")),
  yields("b1: other escapes are literal", "'it\\'s'", .any, text("it's")),
  fails("b1: unterminated quote", "'foo", .any, "Missing `'`"),
  yields("b1: dots are part of identifiers", "parent.width", .number, number(320)),
  yields("b1: backticks escape identifiers", "`strings.Some text!`", .any, text("Some text!")),
  yields("b1: identifier may end with an apostrophe", "x'", .number, number(9)),
  yields("b1: dotted digits belong to the identifier", "foo.3", .number, number(3)),
  yields("b1: trailing comment", "4 + 5 // c", .number, number(9)),
  yields("b1: comment after braces", "{4 + 5} // c", .number, number(9)),
  yields("b1: comment inside braces", "{4 + 5 // c}", .number, number(9)),
  yields("b1: optional outer braces with spaces", " { 4 + 5 } ", .number, number(9)),
  fails("b1: double braces", "{{5}", .number, "Unexpected token `{5`"),
  fails("b1: double closing braces", "{5}}", .number, "Unexpected `}`"),
  fails("b1: unbalanced brace", "{5", .number, "Missing `}`"),
  fails("b1: garbage after braces", "{5} 6", .number, "Unexpected token `6`"),
  fails("b1: multiple clauses only in strings", "{5}{6}", .number, "Unexpected token `{6}`"),
  yields("b1: braces in quotes do not count", "{'}'}", .any, text("}")),
  fails("b1: lone closing brace", "5}", .number, "Unexpected `}`"),
  fails("b1: operand after operand", "5 6", .number, "Unexpected token `6`"),
  fails(
    "b1: word in operator position is an infix operator", "a or b", .any,
    "Undefined infix operator or"),
  fails("b1: empty expression", "", .number, "Empty expression"),
  fails("b1: empty parentheses", "()", .number, "Empty expression"),
  fails("b1: missing closing parenthesis", "(1 + 2", .number, "Missing `)`"),
  fails("b1: missing closing bracket", "[1, 2", .any, "Missing `]`"),
  fails("b1: trailing comma in call", "max(1,)", .number, "Unexpected token `)`"),
  yields("b1: newlines are whitespace", "1 +\n 2", .number, number(3)),
  fails("b1: unicode letters form identifiers", "größe", .any, "Unknown symbol 'größe'"),
  yields("b1: backticks around a plain name", "`name`", .any, text("Bob")),
]

@Test(arguments: lexicalCases)
func lexicalStructure(_ testCase: Case) {
  testCase.check()
}
