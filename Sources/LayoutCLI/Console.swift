import Foundation
import LayoutCore

/// Where the command-line tool prints. Commands print only through a console, so tests can
/// run them in-process and read what they said.
///
/// Sendable: it holds two output closures, set once; printing from several threads (the golden
/// runner's progress) goes through `lock`.
package final class Console: @unchecked Sendable {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void
  private let lock = NSLock()
  private var style = DiagnosticStyle.text
  /// Whether standard error is a terminal (colours are then shown by default).
  package let isTerminal: Bool

  package init(
    output: @escaping (String) -> Void, error: @escaping (String) -> Void,
    isTerminal: Bool = false
  ) {
    writeOutput = output
    writeError = error
    self.isTerminal = isTerminal
  }

  /// How `report` prints diagnostics.
  package var diagnosticStyle: DiagnosticStyle {
    get { lock.withLock { style } }
    set { lock.withLock { style = newValue } }
  }

  /// The process's standard output and standard error.
  package static let standard = Console(
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) }, isTerminal: isatty(2) == 1)

  package func print(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    lock.withLock { writeOutput(line) }
  }

  /// Writes to standard error as it is, without a newline (a progress line redrawn in place).
  package func writeErrorRaw(_ text: String) {
    lock.withLock { writeError(text) }
  }

  package func printError(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    lock.withLock { writeError(line) }
  }

  /// Prints diagnostics in the `file:line:col: error: message` form, coloured, or as JSON
  /// lines, as `diagnosticStyle` says.
  package func report(_ diagnostics: [Diagnostic]) {
    let style = diagnosticStyle
    for diagnostic in diagnostics {
      switch style {
      case .text: printError(diagnostic.description)
      case .colored: printError(DiagnosticFormatting.colored(diagnostic))
      case .json: printError(DiagnosticFormatting.json(diagnostic))
      }
    }
  }
}
