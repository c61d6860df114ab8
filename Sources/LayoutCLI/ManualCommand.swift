import ArgumentParser
import Foundation
import Layout

/// `layout manual`: the man page (troff), made from the commands' own help so it cannot
/// drift from them; `scripts/install` writes it to `PREFIX/share/man/man1/layout.1`.
struct ManualCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual", _superCommandName: "layout", abstract: "Print the man page (troff).",
    shouldDisplay: false)

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    console.print(Self.page())
    return ExitCode.success
  }

  /// The page: name, synopsis, description, then each command's help as a section.
  static func page() -> String {
    let root = LayoutCommand.configuration
    var lines = [
      ".TH LAYOUT 1 \"\" \"layout \(VersionReport.version)\" \"User Commands\"",
      ".SH NAME", "layout \\- \(escaped(root.abstract))",
      ".SH SYNOPSIS", ".B layout", ".I command", "[options]",
      ".SH DESCRIPTION",
      escaped(
        "Renders Layout XML templates (and EverLayout JSON layouts) to images, checks and "
          + "formats them, and tests them against golden images. Each command's options "
          + "follow; `layout help COMMAND` prints the same."),
      ".SH COMMANDS",
    ]
    for command in root.subcommands where command.configuration.shouldDisplay {
      let name = command.configuration.commandName ?? ""
      lines += [".SS \(name)", ".nf"]
      lines += LayoutCommand.helpMessage(for: command, columns: 78)
        .split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
      lines.append(".fi")
    }
    lines += [
      ".SH ENVIRONMENT", ".TP", ".B LAYOUT_FONTS",
      "The folder of the bundled fonts (else share/layout/Fonts beside the installed binary).",
      ".TP", ".B NO_COLOR", "When set, diagnostics are not coloured.",
      ".SH EXIT STATUS",
      "0 on success, 1 when the input has errors or a test fails, 2 for a "
        + "wrong command line.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Text with troff's special characters escaped, and no line starting with a control dot.
  static func escaped(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\\", with: "\\e")
    return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }
}
