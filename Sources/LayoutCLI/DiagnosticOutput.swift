import ArgumentParser
import Foundation
import LayoutCore

/// How diagnostics are printed on standard error.
public enum DiagnosticStyle: Sendable {
  /// `file:line:col: error: message (at path, attribute)` with hints.
  case text
  /// The same, with the location bold and the severity coloured (on terminals).
  case colored
  /// One JSON object per diagnostic and line (Docs/diagnostics.schema.json).
  case json
}

/// `--diagnostics text|json` and `--color auto|always|never`, for the commands that report
/// diagnostics.
struct DiagnosticOptions: ParsableArguments {
  @Option(help: "How to print diagnostics: text, or json (one object per line on stderr).")
  var diagnostics: String = "text"

  @Option(
    help: ArgumentHelp(
      "Colour diagnostics: auto (when stderr is a terminal and NO_COLOR is unset), always or "
        + "never."))
  var color: String = "auto"

  func validate() throws {
    guard ["text", "json"].contains(diagnostics) else {
      throw ValidationError("--diagnostics takes text or json")
    }
    guard ["auto", "always", "never"].contains(color) else {
      throw ValidationError("--color takes auto, always or never")
    }
  }

  /// Sets how `console` prints diagnostics.
  func apply(to console: Console) {
    if diagnostics == "json" {
      console.diagnosticStyle = .json
    } else if color == "always" || (color == "auto" && console.isTerminal && !Self.noColor) {
      console.diagnosticStyle = .colored
    } else {
      console.diagnosticStyle = .text
    }
  }

  /// Whether NO_COLOR asks for no colour (set to anything but the empty string).
  static var noColor: Bool {
    !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
  }
}

/// Diagnostics as JSON objects and as coloured text.
enum DiagnosticFormatting {
  /// One line of JSON: severity, code, message, file, line, column, end, path, attribute,
  /// hints and notes (each a diagnostic object without notes), keys sorted.
  static func json(_ diagnostic: Diagnostic) -> String {
    let data = (try? encoder.encode(Entry(diagnostic))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private struct Position: Encodable {
    var line: Int
    var column: Int
  }

  private struct Entry: Encodable {
    var severity: String
    var code: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
    var end: Position?
    var path: String?
    var attribute: String?
    var hints: [String]
    var notes: [Entry]?

    init(_ diagnostic: Diagnostic, isNote: Bool = false) {
      severity = diagnostic.severity.rawValue
      code = diagnostic.code.rawValue
      message = diagnostic.message
      file = diagnostic.file
      line = diagnostic.range?.start.line
      column = diagnostic.range?.start.column
      end = diagnostic.range.map { Position(line: $0.end.line, column: $0.end.column) }
      path = diagnostic.nodePath?.description
      attribute = diagnostic.attribute
      hints = diagnostic.hints
      notes = isNote ? nil : diagnostic.notes.map { Entry($0, isNote: true) }
    }
  }

  /// The text form with ANSI colours: the location bold, the severity red, yellow or cyan.
  static func colored(_ diagnostic: Diagnostic) -> String {
    let plain = diagnostic.description
    let location = diagnostic.locationPrefix.isEmpty ? "" : diagnostic.locationPrefix + ": "
    let severity = diagnostic.severity.rawValue + ":"
    guard plain.hasPrefix(location + severity) else { return plain }
    let color =
      switch diagnostic.severity {
      case .error: "31"
      case .warning: "33"
      default: "36"
      }
    let rest = plain.dropFirst(location.count + severity.count)
    let bold = location.isEmpty ? "" : "\u{1B}[1m\(location)\u{1B}[0m"
    return bold + "\u{1B}[1;\(color)m\(severity)\u{1B}[0m" + rest
  }
}
