import Dispatch
import Layout
import LayoutCore
import LayoutEngine
import LayoutExpressions

/// Times evaluating a compiled expression in a context whose symbols `a`…`j` are 1…10.
enum ExpressionBenchmark {
  static let evaluationsPerRound = 10_000

  private struct Context: EvaluationContext {
    let values: [Value]

    func value(of symbol: String) throws -> Value? {
      guard symbol.utf8.count == 1, let byte = symbol.utf8.first, byte >= 97, byte < 107 else {
        return nil
      }
      return values[Int(byte - 97)]
    }

    func percentReference(_ axis: PercentAxis) throws -> Double { 100 }
    func autoSize(_ axis: PercentAxis) throws -> Double { 0 }
  }

  /// The median time of one evaluation in nanoseconds.
  static func run(_ source: String, rounds: Int) throws(DiagnosticError) -> Double {
    let expression: CompiledExpression
    do {
      expression = try ExpressionCompiler.compile(
        source, as: .number, at: SourceLocation(line: 1, column: 1))
    } catch {
      throw error.located(file: "<expression>")
    }
    let context = Context(values: (1...10).map { .number(Double($0)) })
    var samples: [Double] = []
    var sink = 0.0
    for round in 0...rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<evaluationsPerRound {
        if case .number(let number)? = try? expression.evaluate(in: context) { sink += number }
      }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
      if round > 0 { samples.append(elapsed / Double(evaluationsPerRound)) }
    }
    precondition(sink.isFinite)
    return samples.sorted()[samples.count / 2]
  }
}
