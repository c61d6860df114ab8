import LayoutCore

/// Compiles each distinct one-line expression text once per type and shares the compiled
/// form among the attributes that repeat it (a thousand rows reading `previous.bottom + 4`).
///
/// The shared form is compiled at `SourceLocation.relativeOrigin`; each occurrence gets it
/// placed at its own start, so what it throws while evaluating points at its own text. A text
/// that does not compile is compiled again at each occurrence, whose errors are reported where
/// it is. One cache serves one `SymbolTable`, which numbers the symbols of all its expressions.
package final class ExpressionCache {
  private let symbols: SymbolTable?
  /// The compiled forms by text, one for each type the text was compiled as.
  private var compiled: [String: [(type: ExpressionType, expression: CompiledExpression)]] = [:]

  /// A cache for expressions whose symbols `symbols` numbers.
  package init(symbols: SymbolTable? = nil) {
    self.symbols = symbols
  }

  /// `ExpressionCompiler.compile(source, as: type, at: start, symbols:)`, sharing the work
  /// with earlier occurrences of the same text and type.
  package func compile(
    _ source: String, as type: ExpressionType, at start: SourceLocation
  ) throws(DiagnosticError) -> CompiledExpression {
    if case .string = type, !source.utf8.contains(UInt8(ascii: "{")) {
      // Plain text compiles as fast as it is looked up: a cache of every label's text would
      // only grow.
      return try ExpressionCompiler.compile(source, as: type, at: start, symbols: symbols)
    }
    // Only one-line texts are ever shared, so one found needs no checking.
    if let shared = compiled[source]?.first(where: { $0.type == type })?.expression {
      return Self.occurrence(of: shared, at: start)
    }
    guard !source.utf8.contains(UInt8(ascii: "\n")) else {
      return try ExpressionCompiler.compile(source, as: type, at: start, symbols: symbols)
    }
    let shared: CompiledExpression
    do {
      shared = try ExpressionCompiler.compile(
        source, as: type, at: .relativeOrigin, symbols: symbols)
    } catch {
      return try ExpressionCompiler.compile(source, as: type, at: start, symbols: symbols)
    }
    compiled[source, default: []].append((type, shared))
    return Self.occurrence(of: shared, at: start)
  }

  /// The shared form for an occurrence at `start`: placed there, unless it is a constant,
  /// which throws nothing and so needs no place.
  private static func occurrence(of shared: CompiledExpression, at start: SourceLocation)
    -> CompiledExpression
  {
    shared.hasConstantValue ? shared : shared.placed(at: start)
  }
}
