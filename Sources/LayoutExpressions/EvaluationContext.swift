import LayoutCore

/// Whatever supplies symbol values and percentage references at evaluation time.
package protocol EvaluationContext {
  /// The value of an identifier or key path such as `width`, `parent.width` or `user.name`,
  /// `.null` for a known symbol whose value is nil, or nil when the symbol is unknown.
  func value(of symbol: String) throws -> Value?
  /// The same, for a symbol numbered by the `SymbolTable` its expression was compiled with
  /// (-1 without one): a context that binds a table's symbols once can look them up by number.
  /// By default, `value(of:)`.
  func value(of symbol: String, number: Int) throws -> Value?
  /// The reference size for postfix `%` on the given axis.
  func percentReference(_ axis: PercentAxis) throws -> Double
  /// The value of `auto` in a `.size` expression.
  func autoSize(_ axis: PercentAxis) throws -> Double
  /// Names offered as "did you mean" suggestions when a symbol is unknown.
  var knownSymbols: [String] { get }
  /// A named color asset, used when a color expression produces a string; nil when unknown.
  func colorAsset(named name: String) throws -> Color?
  /// Whether `name` (any case) names a font family the renderer has, so that font values can
  /// read `Avenir Next Condensed heavy` as a family before taking `condensed` as a trait.
  func isFontFamily(_ name: String) -> Bool
}

extension EvaluationContext {
  package func value(of symbol: String, number: Int) throws -> Value? {
    try value(of: symbol)
  }

  /// No suggestions by default.
  package var knownSymbols: [String] { [] }

  /// No color assets by default.
  package func colorAsset(named name: String) throws -> Color? { nil }

  /// No font families by default: font words are read by the grammar alone.
  package func isFontFamily(_ name: String) -> Bool { false }
}

/// The context used to evaluate constant expressions at compile time; it knows no symbols.
struct EmptyContext: EvaluationContext {
  func value(of symbol: String) throws -> Value? { nil }
  func percentReference(_ axis: PercentAxis) throws -> Double { 0 }
  func autoSize(_ axis: PercentAxis) throws -> Double { 0 }
}
