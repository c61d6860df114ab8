import ArgumentParser
import Foundation
import Layout
import LayoutCore

/// How diagnostics are printed on standard error.
package enum DiagnosticStyle: Sendable {
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
  @Option(
    help: "How to print diagnostics: text, or json (one object per line on stderr).",
    completion: .words(OptionValues.diagnosticFormats))
  var diagnostics: String = "text"

  @Option(
    help: ArgumentHelp(
      "Colour diagnostics: auto (when stderr is a terminal and NO_COLOR is unset), always or "
        + "never."),
    completion: .words(OptionValues.colorModes))
  var color: String = "auto"

  func validate() throws {
    guard OptionValues.diagnosticFormats.contains(diagnostics) else {
      throw ValidationError("--diagnostics takes text or json")
    }
    guard OptionValues.colorModes.contains(color) else {
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
  /// One line of JSON (`DiagnosticJSON`).
  static func json(_ diagnostic: Diagnostic) -> String {
    DiagnosticJSON.line(diagnostic)
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
