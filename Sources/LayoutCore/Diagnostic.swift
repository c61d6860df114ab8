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
/// Every stage reports problems as diagnostics; only the command-line tool prints them, in the
/// form `file:line:col: error: message (at UIView/UILabel#title, attribute 'text')` followed by
/// indented hints.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public var severity: Severity
  /// A short stable identifier of the kind of problem, such as `xml-syntax` or `unknown-class`.
  public var code: String
  public var message: String
  public var file: String?
  public var range: SourceRange?
  public var nodePath: NodePath?
  public var attribute: String?
  public var hints: [String]

  public init(
    _ severity: Severity = .error,
    code: String,
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

  public var description: String {
    var text = locationPrefix.isEmpty ? "" : locationPrefix + ": "
    text += "\(severity.rawValue): \(message)"
    var context: [String] = []
    if let nodePath { context.append("at \(nodePath)") }
    if let attribute { context.append("attribute '\(attribute)'") }
    if !context.isEmpty { text += " (\(context.joined(separator: ", ")))" }
    for hint in hints { text += "\n  hint: \(hint)" }
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

/// An error that carries every diagnostic a stage collected, the errors among them first.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics.sorted { $0.severity > $1.severity }
  }

  public init(_ diagnostic: Diagnostic) {
    self.init([diagnostic])
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
