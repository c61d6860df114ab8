/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
  case note
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    let order: [Severity] = [.note, .warning, .error]
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }
}

/// One problem found in a template or its inputs: what went wrong, where, and what might fix it.
///
/// Every stage reports problems as diagnostics, thrown as a `DiagnosticError`; only the
/// command-line tool prints them, in the form
/// `file:line:col: error: message (at UIView/UILabel#title, attribute 'text')` followed by
/// indented hints and notes.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public var severity: Severity
  /// The kind of problem (`xmlSyntax`, printed as `xml-syntax`).
  public var code: DiagnosticCode
  public var message: String
  public var file: String?
  public var range: SourceRange?
  public var nodePath: NodePath?
  public var attribute: String?
  public var hints: [String]
  /// Diagnostics that explain this one, innermost first: for a problem inside an included
  /// template, where each file of the chain was included (`main.xml:3:9: note: Part.xml is
  /// included here`).
  public var notes: [Diagnostic] = []

  public init(
    _ severity: Severity = .error,
    code: DiagnosticCode,
    message: String,
    file: String? = nil,
    range: SourceRange? = nil,
    nodePath: NodePath? = nil,
    attribute: String? = nil,
    hints: [String] = []
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.file = file
    self.range = range
    self.nodePath = nodePath
    self.attribute = attribute
    self.hints = hints
  }

  /// `file:line:col`, or as much of it as is known.
  public var locationPrefix: String {
    var parts: [String] = []
    if let file { parts.append(file) }
    if let range { parts.append("\(range.start.line):\(range.start.column)") }
    return parts.joined(separator: ":")
  }

  /// The diagnostic as printed. What came from the input (names, values, paths) is made safe
  /// to print: control characters escaped, long names and values shortened (`DiagnosticText`).
  public var description: String {
    let safe = { (text: String) in DiagnosticText.sanitized(text, singleLine: true) }
    var text = locationPrefix.isEmpty ? "" : safe(locationPrefix) + ": "
    text += "\(severity.rawValue): \(safe(message))"
    var context: [String] = []
    if let nodePath { context.append("at \(safe(nodePath.description))") }
    if let attribute { context.append("attribute '\(safe(attribute))'") }
    if !context.isEmpty { text += " (\(context.joined(separator: ", ")))" }
    for hint in hints { text += "\n  hint: \(safe(hint))" }
    for note in notes {
      let location = note.locationPrefix.isEmpty ? "" : safe(note.locationPrefix) + ": "
      text += "\n  \(location)\(note.severity.rawValue): \(safe(note.message))"
    }
    return text
  }

  /// A copy with the file, node path and attribute filled in where they are still unknown.
  public func located(
    file: String? = nil, nodePath: NodePath? = nil, attribute: String? = nil
  ) -> Diagnostic {
    var copy = self
    if copy.file == nil { copy.file = file }
    if copy.nodePath == nil { copy.nodePath = nodePath }
    if copy.attribute == nil { copy.attribute = attribute }
    return copy
  }
}

/// The one error type of every stage: the diagnostics it collected (at least one), the errors
/// among them first. A stage that stops at its first problem throws one diagnostic; one that
/// collects them (loading, checking) throws them all.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    precondition(!diagnostics.isEmpty, "a DiagnosticError carries at least one diagnostic")
    self.diagnostics = diagnostics.sorted { $0.severity > $1.severity }
  }

  public init(_ diagnostic: Diagnostic) {
    diagnostics = [diagnostic]
  }

  /// An error of one diagnostic, made as `Diagnostic(_:code:message:…)` makes it.
  public init(
    _ severity: Severity = .error, code: DiagnosticCode, message: String, file: String? = nil,
    range: SourceRange? = nil, nodePath: NodePath? = nil, attribute: String? = nil,
    hints: [String] = []
  ) {
    self.init(
      Diagnostic(
        severity, code: code, message: message, file: file, range: range, nodePath: nodePath,
        attribute: attribute, hints: hints))
  }

  /// The first diagnostic: the most severe, and for a stage that stops at its first problem
  /// the only one.
  public var primary: Diagnostic {
    get { diagnostics[0] }
    set { diagnostics[0] = newValue }
  }

  /// A copy whose diagnostics have the file, node path and attribute filled in where they are
  /// still unknown.
  public func located(
    file: String? = nil, nodePath: NodePath? = nil, attribute: String? = nil
  ) -> DiagnosticError {
    var copy = self
    copy.diagnostics = diagnostics.map {
      $0.located(file: file, nodePath: nodePath, attribute: attribute)
    }
    return copy
  }

  /// A copy in which the diagnostics that match `applies` and have no notes yet get `notes`:
  /// how an included file's problems learn where it was included.
  public func noting(_ notes: [Diagnostic], where applies: (Diagnostic) -> Bool)
    -> DiagnosticError
  {
    guard !notes.isEmpty else { return self }
    var copy = self
    for index in copy.diagnostics.indices
    where copy.diagnostics[index].notes.isEmpty && applies(copy.diagnostics[index]) {
      copy.diagnostics[index].notes = notes
    }
    return copy
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
