import LayoutCore
import Testing

@testable import LayoutExpressions

/// Research §b4: built-in functions, constants, format strings and subscripts.
let functionCases: [Case] = [
  yields("b4: sqrt", "sqrt(16)", .number, number(4)),
  yields("b4: floor", "floor(1.7)", .number, number(1)),
  yields("b4: ceil", "ceil(1.2)", .number, number(2)),
  yields("b4: round half away from zero", "round(2.5)", .number, number(3)),
  yields("b4: round negative half away from zero", "round(-2.5)", .number, number(-3)),
  yields("b4: abs", "abs(-3)", .number, number(3)),
  yields("b4: pow with integer exponent", "pow(2, 10)", .number, number(1024)),
  approximates("b4: pow with fractional exponent", "pow(2, 0.5)", .number, 2.0.squareRoot()),
  approximates("b4: pow of e", "pow(10, 2.5)", .number, 316.22776601683796),
  yields("b4: cos(0)", "cos(0)", .number, number(1)),
  approximates("b4: sin", "sin(pi / 2)", .number, 1),
  approximates("b4: sin of a large angle", "sin(100)", .number, -0.5063656411097588),
  approximates("b4: cos", "cos(2)", .number, -0.4161468365471424),
  approximates("b4: tan", "tan(pi / 4)", .number, 1),
  approximates("b4: acos", "acos(0.5)", .number, Double.pi / 3),
  approximates("b4: asin", "asin(1)", .number, Double.pi / 2),
  approximates("b4: atan", "atan(1)", .number, Double.pi / 4),
  approximates("b4: atan of a large value", "atan(10)", .number, 1.4711276743037347),
  approximates("b4: atan2", "atan2(1, -1)", .number, 3 * Double.pi / 4),
  yields("b4: mod is fmod", "mod(-5, 2)", .number, number(-1)),
  yields("b4: max is variadic", "max(1, 5, 3)", .number, number(5)),
  yields("b4: min", "min(4, 2)", .number, number(2)),
  yields("b4: pi", "pi", .number, number(Double.pi)),
  fails("b4: pow arity", "pow(2)", .number, "Function pow() expects 2 arguments"),
  fails("b4: max arity", "max(1)", .number, "Function max() expects at least 2 arguments"),
  fails("b4: sqrt arity", "sqrt(1, 2)", .number, "Function sqrt() expects 1 argument"),
  fails("b4: unknown function", "foo(1)", .number, "Unknown function foo()"),
  fails(
    "b4: functions need numbers", "sqrt('a')", .number,
    "Argument of type String is not compatible with function sqrt()"),
  fails("b4: rgb only in color expressions", "rgb(1, 2, 3)", .any, "Unknown function rgb()"),
  yields("b4: format string literal", "{'Hello %s'('World')}", .string, text("Hello World")),
  yields("b4: integer placeholder", "'%i km'(5)", .any, text("5 km")),
  yields("b4: precision placeholder", "'%.2f'(3.14159)", .any, text("3.14")),
  yields("b4: positional placeholders", "'%2$@ %1$@'('a', 'b')", .any, text("b a")),
  yields("b4: escaped percent", "'100%%'()", .any, text("100%")),
  yields("b4: padded integer", "'%03d'(7)", .any, text("007")),
  fails(
    "b4: too many format arguments", "'Hello %s'('a', 'b')", .any,
    "Too many arguments (2) for format string 'Hello %s'"),
  fails(
    "b4: too few format arguments", "'Hello %s'()", .any,
    "Too few arguments (0) for format string 'Hello %s'"),
  fails(
    "b4: format argument type", "'%d'('x')", .any,
    "Type mismatch for argument #1: 'String' vs 'Int'"),
  yields("b4: string constant called as a format", "greeting(name)", .any, text("Hi Bob")),
  fails("b4: only strings are callable", "(1)(2)", .any, "Attempted to call Double value"),
  yields("b4: array subscript", "[1, 2, 3][1]", .number, number(2)),
  yields("b4: subscript of a symbol", "items[2]", .number, number(30)),
  fails(
    "b4: index out of bounds", "[1, 2, 3][3]", .number,
    "Index 3 out of bounds for subscript operator []"),
  fails(
    "b4: a subscripted name is named in bounds errors", "items[3]", .number,
    "Index 3 out of bounds for array items[]"),
  fails(
    "b4: a subscripted name is named in slice errors", "items[1...5]", .any,
    "Index 5 out of bounds for array items[]"),
  fails(
    "b4: a subscripted name is named in arity errors", "items[0, 1]", .any,
    "Array items[] expects 1 argument"),
  fails(
    "b4: a subscripted name is named in index type errors", "items['a']", .any,
    "Arguments of type (Array, String) are not compatible with array items[]"),
  fails(
    "b4: a subscripted element is the subscript operator", "[items][0][3]", .any,
    "Index 3 out of bounds for subscript operator []"),
  fails("b4: an unclosed call is missing its parenthesis", "max(1, 2", .any, "Missing `)`"),
  fails("b4: an unclosed group is missing its parenthesis", "(1 + 2", .any, "Missing `)`"),
  fails("b4: an unclosed subscript is missing its bracket", "items[1", .any, "Missing `]`"),
  fails("b1: a stray closing parenthesis", "1 + 2)", .any, "Unexpected token `)`"),
  yields("b4: string subscript by character", "'foo'[1]", .any, text("o")),
  fails(
    "b4: character index out of bounds", "'foo'[5]", .any,
    "Character index 5 out of bounds for string 'foo'"),
  fails("b4: numbers are not subscriptable", "5[0]", .any, "Attempted to subscript Double value"),
  yields("b4: closed range subscript", "[1, 2, 3, 4][1...2]", .any, numbers(2, 3)),
  yields("b4: half-open range subscript", "[1, 2, 3, 4][1..<3]", .any, numbers(2, 3)),
  yields("b4: one-sided range from", "[1, 2, 3, 4][2...]", .any, numbers(3, 4)),
  yields("b4: one-sided range up to", "[1, 2, 3, 4][..<2]", .any, numbers(1, 2)),
  yields("b4: one-sided closed range up to", "[1, 2, 3, 4][...1]", .any, numbers(1, 2)),
  yields("b4: string range subscript", "'hello'[1...3]", .any, text("ell")),
  fails(
    "b4: inverted range", "[1, 2, 3][2...1]", .any,
    "Cannot form range with lower bound > upper bound"),
  fails(
    "b4: subscript takes one index", "[1, 2][0, 1]", .any,
    "Subscript operator [] expects 1 argument"),
  yields("b4: subscript binds tighter than prefix", "-items[0]", .number, number(-10)),
]

@Test(arguments: functionCases)
func builtinFunctions(_ testCase: Case) {
  testCase.check()
}
