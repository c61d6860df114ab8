import LayoutCore
import Testing

@testable import LayoutExpressions

private func compile(_ source: String, _ type: ExpressionType = .any) throws -> CompiledExpression {
  try ExpressionCompiler.compile(
    source, as: type, at: LayoutCore.SourceLocation(line: 1, column: 1))
}

@Test func symbolsListWhatTheExpressionReads() throws {
  #expect(try compile("parent.width + foo * 2 + foo").symbols == ["parent.width", "foo"])
  #expect(try compile("true && pi > 3 || nil == false").symbols == [])
  #expect(try compile("greeting('x')").symbols == ["greeting"])
  #expect(try compile("max(a, b)").symbols == ["a", "b"])
  #expect(try compile("red", .color).symbols == [])
  #expect(try compile("UIColor.red").symbols == [])
  #expect(try compile("center", alignment).symbols == [])
  #expect(try compile("Hi {name}!", .string).symbols == ["name"])
}

@Test func autoAndPercentagesAreNotConstant() throws {
  let expression = try compile("auto + 10%", .dimension(.horizontal))
  #expect(expression.symbols == [])
  #expect(expression.usesAuto)
  #expect(expression.usesPercent)
  #expect(!expression.isConstant)
  #expect(try expression.evaluate(in: TestContext()) == .number(70))
}

@Test func constantsAreFoldedAtCompileTime() throws {
  let expression = try compile("1 + 2", .number)
  #expect(expression.isConstant)
  #expect(expression.constantValue == .number(3))
  #expect(try compile("a + 2").constantValue == nil)
}

@Test(arguments: [
  ("", true), ("   ", true), ("// x", true), ("{}", true), ("{ }", true), ("{// c}", true),
  (" {  // c } ", true), ("5", false), ("{5}", false), ("{} x", false), ("a // b", false),
])
func absentValues(_ source: String, _ isAbsent: Bool) {
  #expect(ExpressionCompiler.isAbsent(source) == isAbsent, "`\(source)`")
}

@Test func compiledExpressionsEvaluateRepeatedly() throws {
  let expression = try compile(
    "a + b * 2 - c / 4 + d * e - 1 + f + g * h - 10% + 3", .length(.vertical))
  let context = TestContext()
  var total = 0.0
  for _ in 0..<10_000 {
    guard case .number(let value) = try expression.evaluate(in: context) else {
      Issue.record("not a number")
      return
    }
    total += value
  }
  let expected: Double = 1 + 4 - 0.75 + 20 - 1 + 6 + 56 - 10 + 3
  #expect(total == 10_000 * expected)
}
