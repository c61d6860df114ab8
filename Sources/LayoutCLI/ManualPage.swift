import Foundation
import Layout

/// The man page of `layout` in troff's man macros: a section per command with its synopsis,
/// its description and each option, written from the parser's description of the commands,
/// then the environment, exit status, examples and related pages.
struct ManualPage {
  var tool: CommandDescription

  /// The page.
  var troff: String {
    (header + commands + environment + exitStatus + examples + seeAlso)
      .joined(separator: "\n") + "\n"
  }

  /// The title, name, synopsis and description.
  private var header: [String] {
    [
      ".TH LAYOUT 1 \"\" \"layout \(VersionReport.version)\" \"User Commands\"",
      ".SH NAME", "layout \\- " + Self.text(tool.abstract ?? ""),
      ".SH SYNOPSIS", ".B layout", ".I command", "[options]",
      ".SH DESCRIPTION",
      Self.text(
        "Renders templates in four formats to images: Layout XML, Android layout XML (with its "
          + "res/ folders), EverLayout JSON and LayoutComposer boxes (VBox, HBox, Relative and "
          + "Fit elements in Layout XML). It also checks, formats and renames templates, tests "
          + "them against golden images, renders one image per row of a data file, and "
          + "serves live previews. Each command's options follow; "
          + "`layout help COMMAND` prints the same."),
      ".SH COMMANDS",
    ]
  }

  /// A subsection for each command the help lists.
  private var commands: [String] {
    tool.shownSubcommands.flatMap(Self.section(for:))
  }

  private static func section(for command: CommandDescription) -> [String] {
    var lines = [".SS " + command.commandName, synopsis(of: command)]
    if let abstract = command.abstract, !abstract.isEmpty { lines += [".PP", text(abstract)] }
    if let discussion = command.discussion, !discussion.isEmpty {
      lines += [".PP"] + paragraphs(discussion)
    }
    for argument in command.shownArguments {
      lines += [".TP", term(for: argument)] + paragraphs(description(of: argument))
    }
    return lines
  }

  /// `layout render <template> [options]`, positional arguments named.
  private static func synopsis(of command: CommandDescription) -> String {
    var words = ["\\fBlayout \(command.commandName)\\fR"]
    for argument in command.shownArguments where argument.isPositional {
      var word = "\\fI<\(name(argument.valueName ?? "value"))>\\fR"
      if argument.isRepeating { word += "..." }
      words.append(argument.isOptional ? "[\(word)]" : word)
    }
    if command.shownArguments.contains(where: { !$0.isPositional }) { words.append("[options]") }
    return words.joined(separator: " ")
  }

  /// `-o, --output <output>` in bold and italics, the short name first.
  private static func term(for argument: ArgumentDescription) -> String {
    let value = "\\fI<\(name(argument.valueName ?? "value"))>\\fR"
    if argument.isPositional { return value }
    let shortFirst = (argument.names ?? []).sorted { $0.kind == "short" && $1.kind != "short" }
    let names = shortFirst.map { "\\fB\(name($0.spelled))\\fR" }
      .joined(separator: ", ")
    return argument.isFlag ? names : names + " " + value
  }

  /// The help of an argument, with its default value.
  private static func description(of argument: ArgumentDescription) -> String {
    var words = [argument.abstract, argument.discussion].compactMap { $0 }.filter { !$0.isEmpty }
    if let value = argument.defaultValue, !value.isEmpty, !argument.isFlag {
      words.append("(default: \(value))")
    }
    return words.joined(separator: " ")
  }

  private var environment: [String] {
    [".SH ENVIRONMENT"]
      + EnvironmentVariable.all.flatMap { variable in
        [".TP", ".B " + variable.name, Self.text(variable.meaning)]
      }
  }

  private var exitStatus: [String] {
    [
      ".SH EXIT STATUS",
      "0 on success, 1 when the input has errors or a test fails, 2 for a wrong command line.",
    ]
  }

  private var examples: [String] {
    [".SH EXAMPLES"]
      + Self.exampleCommands.flatMap { example in
        [
          ".PP", Self.text(example.what), ".PP", ".RS 4", ".nf", Self.text(example.command), ".fi",
          ".RE",
        ]
      }
  }

  private var seeAlso: [String] {
    [
      ".SH SEE ALSO",
      ".BR fc\\-list (1),",
      ".BR fonts\\-conf (5).",
      ".PP",
      Self.text(
        "The project's Docs folder: CLI.md (every command and option), Format.md (the "
          + "template format), Android.md, EverLayout.md, Errors.md (every error code) and "
          + "Goldens.md (golden-image tests). Layout itself: "
          + "https://github.com/nicklockwood/layout"),
    ]
  }

  /// Commands that show the tool's common uses, each with what it does.
  static let exampleCommands: [(what: String, command: String)] = [
    (
      "Render a template to PNG, at twice the scale:",
      "layout render card.xml -o card@2x.png --scale 2"
    ),
    (
      "Fill a template from a JSON state file and write WebP to standard output:",
      "layout render badge.xml --state badge.json -o - --format webp > badge.webp"
    ),
    (
      "Render an Android layout and an EverLayout layout:",
      "layout render res/layout/main.xml --size 360x640 --scale 3 -o main.png\n"
        + "layout render profile.json --state state.json -o profile.png"
    ),
    (
      "Render one image per row of a CSV file:",
      "layout render badge.xml --data people.csv --out 'badges/{id}.png'"
    ),
    (
      "Report every error of the templates in a folder without rendering:",
      "layout check Templates"
    ),
    (
      "Compare the golden images, recording the missing ones:",
      "layout test Goldens --record missing"
    ),
    ("Preview a folder of templates in a browser:", "layout serve Templates"),
    (
      "Install the bash completions:",
      "layout --generate-completion-script bash > ~/.local/share/bash-completion/completions/layout"
    ),
  ]

  /// Paragraphs of text, a blank line between two starting a new one.
  private static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n").map { line in
      line.trimmingCharacters(in: .whitespaces).isEmpty ? ".PP" : Self.text(line)
    }
  }

  /// A name with its hyphens as minus signs, as man pages spell options.
  private static func name(_ text: String) -> String {
    ascii(text.replacingOccurrences(of: "-", with: "\\-"))
  }

  /// Text with characters outside ASCII written as troff's `\[uXXXX]` escapes, which every
  /// troff reads whatever the page's encoding.
  private static func ascii(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return result
  }

  /// Text with troff's escape character escaped, no line starting with a control character,
  /// `quoted` words (Markdown's code) in bold rather than between backticks, and characters
  /// outside ASCII escaped.
  static func text(_ text: String) -> String {
    let escaped = ascii(text.replacingOccurrences(of: "\\", with: "\\e"))
    let parts = escaped.components(separatedBy: "`")
    var line = ""
    for (index, part) in parts.enumerated() {
      let isCode = index % 2 == 1 && index < parts.count - 1
      line += isCode ? "\\fB\(part)\\fR" : part
    }
    return line.split(separator: "\n", omittingEmptySubsequences: false).map { row in
      row.hasPrefix(".") || row.hasPrefix("'") ? "\\&" + row : String(row)
    }.joined(separator: "\n")
  }
}
