import Foundation
import LayoutCore

/// Where the command-line tool prints. Commands print only through a console, so tests can
/// run them in-process and read what they said.
public final class Console: @unchecked Sendable {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void

  public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
    writeOutput = output
    writeError = error
  }

  /// The process's standard output and standard error.
  public static let standard = Console(
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) })

  public func print(_ text: String) {
    writeOutput(text.hasSuffix("\n") ? text : text + "\n")
  }

  public func printError(_ text: String) {
    writeError(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Prints diagnostics in the `file:line:col: error: message` form.
  public func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { printError(diagnostic.description) }
  }
}
