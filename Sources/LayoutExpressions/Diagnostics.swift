import LayoutCore

extension DiagnosticError {
  /// An error about the expression text at `range`.
  static func expression(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange?, hints: [String] = []
  ) -> DiagnosticError {
    DiagnosticError(.error, code: code, message: message, range: range, hints: hints)
  }

  /// Wraps an error thrown by an evaluation context, keeping diagnostics as they are.
  static func wrapping(_ error: any Error, at range: SourceRange?) -> DiagnosticError {
    if var diagnostic = error as? DiagnosticError {
      if diagnostic.primary.range == nil { diagnostic.primary.range = range }
      return diagnostic
    }
    return .expression(.evaluationError, "\(error)", at: range)
  }
}

/// A syntax error found while scanning or parsing, located by scalar offsets.
struct SyntaxError: Error {
  var message: String
  var range: Range<Int>

  init(_ message: String, at range: Range<Int>) {
    self.message = message
    self.range = range
  }

  /// "Unexpected token `x`" for the text at `range`.
  static func unexpectedToken(_ text: String, at range: Range<Int>) -> SyntaxError {
    SyntaxError("Unexpected token `\(text)`", at: range)
  }

  /// The diagnostic for this error in `source`.
  func diagnostic(in source: SourceText) -> DiagnosticError {
    .expression(.expressionSyntax, message, at: source.sourceRange(range))
  }
}
