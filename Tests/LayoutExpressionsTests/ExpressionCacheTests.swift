import LayoutCore
import Testing

@testable import LayoutExpressions

/// A text repeated across attributes is compiled once and shared, but each occurrence reports
/// its problems where it is written, exactly as compiling it there on its own would.
@Suite struct ExpressionCacheTests {
  typealias Location = LayoutCore.SourceLocation

  static let first = Location(line: 3, column: 10, offset: 40)
  static let second = Location(line: 7, column: 22, offset: 130)

  /// The error evaluating `compiled` throws in `context`, if any.
  func evaluationError(
    _ compiled: CompiledExpression, in context: some EvaluationContext = TestContext()
  ) -> Diagnostic? {
    do throws(DiagnosticError) {
      _ = try compiled.evaluate(in: context)
      return nil
    } catch {
      return error.primary
    }
  }

  /// The error compiling `source` with `cache` at `start` throws, if any.
  func compileError(
    _ source: String, _ type: ExpressionType, _ cache: ExpressionCache, at start: Location
  ) -> Diagnostic? {
    do throws(DiagnosticError) {
      _ = try cache.compile(source, as: type, at: start)
      return nil
    } catch {
      return error.primary
    }
  }

  /// What compiling `source` on its own at `start` and evaluating it reports.
  func alone(_ source: String, _ type: ExpressionType, at start: Location) throws -> Diagnostic? {
    evaluationError(try ExpressionCompiler.compile(source, as: type, at: start))
  }

  @Test(arguments: [
    ("1 + nmae", ExpressionType.number),
    ("Hi {nmae}", .string),
    ("'é' + nmae * 2", .any),
    ("rgb(nmae, 0, 0) ", .color),
    ("100% - nmae", .length(.horizontal)),
  ])
  func evaluationErrorsPointAtEachOccurrence(_ source: String, _ type: ExpressionType) throws {
    let cache = ExpressionCache()
    let first = try cache.compile(source, as: type, at: Self.first)
    let second = try cache.compile(source, as: type, at: Self.second)
    #expect(first.compiledForm == second.compiledForm)
    let firstError = try #require(evaluationError(first))
    #expect(firstError == (try alone(source, type, at: Self.first)))
    #expect(firstError.range?.start.line == 3)
    #expect(evaluationError(second) == (try alone(source, type, at: Self.second)))
  }

  @Test func compileErrorsPointAtEachOccurrence() throws {
    let cache = ExpressionCache()
    for start in [Self.first, Self.second] {
      let error = try #require(compileError("1 + 2 3", .number, cache, at: start))
      #expect(error.message == "Unexpected token `3`")
      #expect(error.range?.start == start.advanced(byColumns: 6))
    }
  }

  @Test func differentTypesAreCompiledApart() throws {
    let cache = ExpressionCache()
    let color = try cache.compile("red", as: .color, at: Self.first)
    let text = try cache.compile("red", as: .string, at: Self.second)
    #expect(color.constantValue != text.constantValue)
    #expect(text.constantValue == .string("red"))
    #expect(color.compiledForm != text.compiledForm)
  }

  @Test func multilineTextIsCompiledWhereItIs() throws {
    let cache = ExpressionCache()
    let other = try cache.compile("1 +\n nmae", as: .number, at: Self.first)
    let compiled = try cache.compile("1 +\n nmae", as: .number, at: Self.second)
    #expect(compiled.compiledForm != other.compiledForm)
    #expect(evaluationError(compiled) == (try alone("1 +\n nmae", .number, at: Self.second)))
  }

  /// An error an expression passes on from another (a context evaluating a symbol's own
  /// expression) is already where that expression is written, and stays there.
  @Test func errorsPassedThroughStayWhereTheyAre() throws {
    struct RelayingContext: EvaluationContext {
      let inner: CompiledExpression
      func value(of symbol: String) throws -> Value? { try inner.evaluate(in: TestContext()) }
      func percentReference(_ axis: PercentAxis) throws -> Double { 100 }
      func autoSize(_ axis: PercentAxis) throws -> Double { 0 }
    }
    let cache = ExpressionCache()
    let inner = try cache.compile("nmae * 2", as: .number, at: Self.first)
    let outer = try cache.compile("1 + other", as: .number, at: Self.second)
    let error = try #require(evaluationError(outer, in: RelayingContext(inner: inner)))
    #expect(error == (try alone("nmae * 2", .number, at: Self.first)))
  }
}
