import ArgumentParser
import Foundation

/// A command with its arguments, as the argument parser describes it: the JSON that
/// `layout --experimental-dump-help` prints, read back. The man page is written from it, so
/// that it lists every command and option the parser knows, with their help.
struct CommandDescription: Decodable {
  var commandName: String
  var abstract: String?
  var discussion: String?
  var shouldDisplay: Bool?
  var subcommands: [CommandDescription]?
  var arguments: [ArgumentDescription]?

  /// The `layout` command and its subcommands, from the parser.
  static func layout() -> CommandDescription {
    struct Tool: Decodable { var command: CommandDescription }
    let json: String
    do {
      _ = try LayoutCommand.parseAsRoot(["--experimental-dump-help"])
      preconditionFailure("the parser answers --experimental-dump-help with a request")
    } catch {
      json = LayoutCommand.fullMessage(for: error)
    }
    do {
      return try JSONDecoder().decode(Tool.self, from: Data(json.utf8)).command
    } catch {
      preconditionFailure("the parser's description of the commands does not read: \(error)")
    }
  }

  /// The subcommands `--help` lists (not `help`, nor hidden ones).
  var shownSubcommands: [CommandDescription] {
    (subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
  }

  /// The arguments `--help` lists, without `--help` itself.
  var shownArguments: [ArgumentDescription] {
    (arguments ?? []).filter { $0.shouldDisplay && !$0.isHelp }
  }
}

/// One argument, option or flag of a `CommandDescription`.
struct ArgumentDescription: Decodable {
  struct Name: Decodable {
    var kind: String
    var name: String

    /// `-o`, `--output`.
    var spelled: String { kind == "long" ? "--" + name : "-" + name }
  }

  var kind: String
  var shouldDisplay: Bool
  var isOptional: Bool
  var isRepeating: Bool
  var names: [Name]?
  var valueName: String?
  var defaultValue: String?
  var abstract: String?
  var discussion: String?

  var isPositional: Bool { kind == "positional" }
  var isFlag: Bool { kind == "flag" }
  var isHelp: Bool { names?.contains { $0.name == "help" } == true }
}
