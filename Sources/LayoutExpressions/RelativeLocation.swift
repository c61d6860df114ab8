import LayoutCore

extension SourceLocation {
  /// Where the text of a shared expression starts (`ExpressionCache`): line 0, which no file
  /// has, marks the locations computed from it as relative to the text, not yet placed.
  static let relativeOrigin = SourceLocation(line: 0, column: 1, offset: 0)

  /// Whether the location is relative to the text of a shared expression.
  var isRelative: Bool { line == 0 }

  /// The location in the file of a relative location on the first line of a text that
  /// starts at `origin`; a location in the file stays as it is.
  func placed(at origin: SourceLocation) -> SourceLocation {
    guard isRelative else { return self }
    return origin.advanced(byColumns: column - 1, bytes: offset)
  }
}

extension SourceRange {
  /// The range in the file of a range relative to a text that starts at `origin`.
  func placed(at origin: SourceLocation) -> SourceRange {
    SourceRange(start: start.placed(at: origin), end: end.placed(at: origin))
  }
}

extension Diagnostic {
  /// The diagnostic with its relative ranges, and its notes', placed from `origin`.
  func placed(at origin: SourceLocation) -> Diagnostic {
    var copy = self
    copy.range = range?.placed(at: origin)
    copy.notes = notes.map { $0.placed(at: origin) }
    return copy
  }
}

extension DiagnosticError {
  /// The error with the ranges a shared expression computed relative to its text placed at
  /// the occurrence that starts at `origin`. Errors of other expressions that pass through,
  /// already placed, stay as they are.
  func relocated(to origin: SourceLocation) -> DiagnosticError {
    var copy = self
    copy.diagnostics = diagnostics.map { $0.placed(at: origin) }
    return copy
  }
}
