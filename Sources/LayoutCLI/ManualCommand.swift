import ArgumentParser
import Foundation
import Layout

/// `layout manual`: the man page (troff), written from the parser's own description of the
/// commands so that it cannot drift from their help; `scripts/install` writes it to
/// `PREFIX/share/man/man1/layout.1`.
struct ManualCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual", _superCommandName: "layout", abstract: "Print the man page (troff).",
    shouldDisplay: false)

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    console.print(Self.page())
    return ExitCode.success
  }

  /// The page: name, synopsis, description, each command with its options, the environment,
  /// exit status, examples and related pages.
  static func page() -> String {
    ManualPage(tool: CommandDescription.layout()).troff
  }
}
