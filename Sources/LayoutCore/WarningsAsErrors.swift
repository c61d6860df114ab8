/// `--strict` and `--warnings-as-errors`: every warning counts as an error, so that a typo
/// that is only ignored (an unknown attribute, a misspelt class) fails a CI run.
public enum WarningsAsErrors {
  /// The diagnostics with each warning (of the given codes, or every one) raised to an error;
  /// notes stay notes.
  public static func raised(_ diagnostics: [Diagnostic], codes: Set<DiagnosticCode>? = nil)
    -> [Diagnostic]
  {
    diagnostics.map { diagnostic in
      guard diagnostic.severity == .warning, codes?.contains(diagnostic.code) ?? true else {
        return diagnostic
      }
      var error = diagnostic
      error.severity = .error
      return error
    }
  }

  /// Throws the diagnostics, warnings raised to errors, when there is a warning among them.
  public static func reject(_ diagnostics: [Diagnostic]) throws(DiagnosticError) {
    guard diagnostics.contains(where: { $0.severity == .warning }) else { return }
    throw DiagnosticError(raised(diagnostics))
  }
}
