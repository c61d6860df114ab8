import ArgumentParser
import Foundation
import Layout
import LayoutCore

/// Exit codes of the `layout` tool.
package enum ExitCode {
  package static let success: Int32 = 0
  /// The input had errors (diagnostics were printed), or a test failed.
  package static let failure: Int32 = 1
  /// The command line was wrong.
  package static let usage: Int32 = 2
}

/// A subcommand that runs against a console and returns an exit code.
protocol ConsoleCommand {
  func execute(on console: Console) throws(DiagnosticError) -> Int32
}

/// `layout`: renders Layout XML, Android layout XML, EverLayout JSON and LayoutComposer boxes
/// to PNG, SVG, PDF, JPEG, WebP and AVIF.
package struct LayoutCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Render Layout XML, Android layout XML, EverLayout JSON and LayoutComposer boxes "
      + "to PNG, SVG, PDF, JPEG, WebP and AVIF.",
    version: VersionReport.version,
    subcommands: [
      RenderCommand.self, EvalCommand.self, FontsCommand.self, TestCommand.self,
      BenchCommand.self, DiffCommand.self, FormatCommand.self, ListCommand.self,
      RenameCommand.self, CheckCommand.self, WatchCommand.self, ServeCommand.self,
      ClassesCommand.self, MergeReportsCommand.self, VersionCommand.self, ManualCommand.self,
      DevicesCommand.self,
    ])

  package init() {}

  /// Parses and runs a command line (without the program name); returns the exit code.
  package static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
    if let unknown = unknownCommand(arguments) {
      console.printError(unknown)
      return ExitCode.usage
    }
    let command: ParsableCommand
    do {
      command = try parseCommand(arguments)
    } catch {
      return reportParseError(error, console: console)
    }
    guard let runnable = command as? ConsoleCommand else {
      // `layout`, `layout help X` and `--help`: ArgumentParser answers with a help request.
      do {
        var other = command
        try other.run()
        return ExitCode.success
      } catch {
        return reportParseError(error, console: console)
      }
    }
    do {
      return try FileReadLog.noting { () throws(DiagnosticError) in
        try AddressSpaceLimit.check()
        return try runnable.execute(on: console)
      }
    } catch {
      console.report(error.diagnostics)
      return ExitCode.failure
    }
  }

  /// Parses a command line. A subcommand's arguments are first parsed by the subcommand on its
  /// own: that skips the root's share of the parser's reflection and, as each subcommand names
  /// `layout` as its super-command, the check for a completion-script request (together about
  /// 2 ms of every start). Anything short of a clean parse, help and version requests and
  /// completion scripts included, is parsed again from the root so that messages and usage
  /// lines name the whole command.
  private static func parseCommand(_ arguments: [String]) throws -> ParsableCommand {
    if let name = arguments.first,
      let subcommand = configuration.subcommands.first(where: { $0._commandName == name }),
      let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
      parsed is ConsoleCommand  // not the parser's own help command
    {
      return parsed
    }
    return try parseAsRoot(arguments)
  }

  /// The message for a first argument that names no command (`layout rendr …`), which the
  /// parser would report as an unknown option further on.
  private static func unknownCommand(_ arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    let suggestion = Suggestions.closest(to: first, in: names).map { "; did you mean '\($0)'?" }
    return "error: Unknown command '\(first)'\(suggestion ?? "")\n"
      + "  See 'layout --help' for the commands.\n"
  }

  private static func reportParseError(_ error: Error, console: Console) -> Int32 {
    let message = fullMessage(for: error)
    let code = exitCode(for: error)
    if code == .success {
      console.print(message)
      return ExitCode.success
    }
    let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
    console.printError("error: " + text)
    return ExitCode.usage
  }
}
