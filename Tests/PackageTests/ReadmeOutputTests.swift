import Foundation
import Testing

/// The files README's commands write (`-o FILE`, `> FILE`) at the top of the checkout: no two
/// commands with different inputs write the same file, and git ignores every one.
@Suite struct ReadmeOutputTests {
  /// One `scripts/layout` command of a README `sh` block: its input and the files it writes.
  struct Command {
    var text: String
    /// The template (or image) it reads: its first argument, or what `-` stands for.
    var input: String
    var outputs: [String]
  }

  @Test func commandsWithDifferentInputsWriteDifferentFiles() throws {
    let commands = try Self.commands()
    #expect(commands.count > 20)
    let writers = Dictionary(
      grouping: commands.flatMap { command in
        command.outputs.map { ($0, command) }
      }
    ) { $0.0 }
    for (output, pairs) in writers {
      let inputs = Set(pairs.map(\.1.input))
      #expect(inputs.count == 1, "\(output) is written from \(inputs.sorted())")
    }
  }

  @Test func gitIgnoresEveryOutput() throws {
    let patterns = try String(
      contentsOf: packageRoot.appendingPathComponent(".gitignore"), encoding: .utf8
    ).split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let outputs = Set(try Self.commands().flatMap(\.outputs))
    #expect(outputs.contains("boxes.png") && outputs.contains("card.webp"))
    for output in outputs.sorted() {
      #expect(patterns.contains { Self.ignores($0, output) }, "\(output) is not in .gitignore")
    }
  }

  /// Whether a .gitignore pattern matches a file at the top of the checkout: `/NAME` only
  /// there, a pattern without a slash anywhere.
  static func ignores(_ pattern: String, _ file: String) -> Bool {
    if pattern.hasPrefix("/") { return fnmatch(String(pattern.dropFirst()), file, 0) == 0 }
    return !pattern.contains("/") && fnmatch(pattern, file, 0) == 0
  }

  /// The `scripts/layout` commands of README's `sh` blocks, continued lines joined and
  /// comments dropped.
  static func commands() throws -> [Command] {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var commands: [Command] = []
    var inShell = false
    var pending = ""
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inShell = trimmed == "```sh"
        continue
      }
      guard inShell else { continue }
      let code = trimmed.components(separatedBy: " #").first ?? trimmed
      pending += code.trimmingCharacters(in: .whitespaces)
      if pending.hasSuffix("\\") || pending.hasSuffix("|") {
        pending = String(pending.dropLast()) + " "
        continue
      }
      if let command = command(pending) { commands.append(command) }
      pending = ""
    }
    return commands
  }

  /// The command in a shell line, if it runs `scripts/layout`.
  static func command(_ line: String) -> Command? {
    guard let start = line.range(of: "scripts/layout ") else { return nil }
    let words = line[start.upperBound...].split(separator: " ").map(String.init)
    var outputs: [String] = []
    for (index, word) in words.enumerated().dropLast() where word == "-o" || word == ">" {
      if words[index + 1] != "-" { outputs.append(words[index + 1]) }
    }
    guard words.count > 1 else { return nil }
    var input = words[1]
    if input == "-", let from = words.firstIndex(of: "<"), from + 1 < words.count {
      input = words[from + 1]
    }
    return Command(text: line, input: input, outputs: outputs)
  }
}
