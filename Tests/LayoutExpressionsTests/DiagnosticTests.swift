import LayoutCore
import Testing

@testable import LayoutExpressions

/// Research §b10 and §g: messages from the context, unknown symbols and error locations.
let referenceCases: [Case] = [
  fails(
    "b10: context errors pass through", "top + 10", .number,
    "references a nonexistent symbol of the same name"),
  fails("g: unknown symbol", "nmae", .any, "Unknown symbol 'nmae'"),
  fails("g: unknown symbol in a string clause", "Hi {nmae}", .string, "Unknown symbol 'nmae'"),
]

@Test(arguments: referenceCases)
func references(_ testCase: Case) {
  testCase.check()
}

private func diagnostic(
  _ source: String, _ type: ExpressionType = .any,
  at start: LayoutCore.SourceLocation = LayoutCore.SourceLocation(line: 1, column: 1)
) -> Diagnostic? {
  do throws(DiagnosticError) {
    let compiled = try ExpressionCompiler.compile(source, as: type, at: start)
    _ = try compiled.evaluate(in: TestContext())
    return nil
  } catch {
    return error.primary
  }
}

@Test func unknownSymbolsSuggestCloseNames() throws {
  let error = try #require(diagnostic("nmae"))
  #expect(error.code == .unknownSymbol)
  #expect(error.hints == ["did you mean 'name'?"])
  #expect(diagnostic("zzzzzzzz")?.hints == [String]())
}

@Test func errorCodesDescribeTheProblem() {
  #expect(diagnostic("1 +* 2")?.code == .unknownOperator)
  #expect(diagnostic("(1")?.code == .expressionSyntax)
  #expect(diagnostic("1 / 'a'")?.code == .expressionType)
  #expect(diagnostic("foo(1)")?.code == .unknownFunction)
}

@Test func errorsPointAtTheOffendingToken() throws {
  let start = LayoutCore.SourceLocation(line: 10, column: 5, offset: 100)
  let error = try #require(diagnostic("1 +\n  2 3", at: start))
  #expect(error.message == "Unexpected token `3`")
  #expect(error.range?.start == LayoutCore.SourceLocation(line: 11, column: 5, offset: 108))
  #expect(error.range?.end == LayoutCore.SourceLocation(line: 11, column: 6, offset: 109))
}

@Test func columnsCountScalarsAndOffsetsCountBytes() throws {
  let error = try #require(
    diagnostic("'é' + 5 6", at: LayoutCore.SourceLocation(line: 3, column: 7, offset: 20)))
  #expect(error.range?.start == LayoutCore.SourceLocation(line: 3, column: 15, offset: 29))
}

@Test func evaluationErrorsPointAtTheSymbol() throws {
  let error = try #require(
    diagnostic("1 + missing", at: LayoutCore.SourceLocation(line: 2, column: 3)))
  #expect(error.range?.start.column == 7)
  #expect(error.range?.end.column == 14)
}

@Test func constantErrorsAreThrownAtCompileTime() {
  #expect(throws: DiagnosticError.self) {
    _ = try ExpressionCompiler.compile(
      "'a' * 2", as: .number, at: LayoutCore.SourceLocation(line: 1, column: 1))
  }
  #expect(throws: DiagnosticError.self) {
    _ = try ExpressionCompiler.compile(
      "'x'", as: .color, at: LayoutCore.SourceLocation(line: 1, column: 1)
    )
    .evaluate(in: TestContext())
  }
  #expect(throws: Never.self) {
    _ = try ExpressionCompiler.compile(
      "a * 'x'", as: .number, at: LayoutCore.SourceLocation(line: 1, column: 1))
  }
}

@Test func contextErrorsBecomeEvaluationErrors() throws {
  struct Unavailable: Error {}
  struct FailingContext: EvaluationContext {
    func value(of symbol: String) throws -> Value? { throw Unavailable() }
    func percentReference(_ axis: PercentAxis) throws -> Double { throw Unavailable() }
    func autoSize(_ axis: PercentAxis) throws -> Double { throw Unavailable() }
    var knownSymbols: [String] { [] }
    func colorAsset(named name: String) throws -> Color? { nil }
    func isFontFamily(_ name: String) -> Bool { false }
  }
  let compiled = try ExpressionCompiler.compile(
    "1 + anything", as: .number, at: LayoutCore.SourceLocation(line: 1, column: 1))
  do {
    _ = try compiled.evaluate(in: FailingContext())
    Issue.record("a failing context evaluated")
  } catch {
    #expect(error.primary.code == .evaluationError)
    #expect(error.primary.range?.start.column == 5)
  }
}
