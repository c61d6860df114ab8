import CommandSupport
import Foundation
import LayoutCLI
import TestSupport
import Testing

/// `layout manual` (the man page) and `--help` describe the whole tool: its four input
/// formats, every command and option, every environment variable it reads, with examples.
@Suite struct ManualPageTests {
  static let page = runLayout(["manual"]).output
  static let formats = [
    "Layout XML", "Android layout XML", "EverLayout JSON", "LayoutComposer boxes",
  ]

  @Test func nameLineAndHelpNameTheFourFormats() throws {
    let lines = Self.page.components(separatedBy: "\n")
    let name = try #require(lines.firstIndex(of: ".SH NAME"))
    let help = runLayout(["--help"]).output
    let render = runLayout(["render", "--help"]).output
    let template =
      render.components(separatedBy: "ARGUMENTS:").last?
      .components(separatedBy: "OPTIONS:").first?
      .split(whereSeparator: \.isWhitespace).joined(separator: " ") ?? ""
    for format in Self.formats {
      #expect(lines[name + 1].contains(format), "NAME: \(lines[name + 1])")
      #expect(help.replacingOccurrences(of: "\n", with: " ").contains(format), "--help")
      #expect(template.contains(format), "render's <template>: \(template)")
    }
  }

  @Test func everyCommandAndOptionIsListed() {
    for command in LayoutCommand.configuration.subcommands
    where command.configuration.shouldDisplay {
      let name = command.configuration.commandName ?? ""
      #expect(Self.page.contains(".SS \(name)\n"), "\(name)")
    }
    #expect(!Self.page.contains(".SS manual"), "the hidden command is not listed")
    #expect(!Self.page.contains(".SS help"))
    for option in [
      #"\fB\-o\fR, \fB\-\-output\fR \fI<output>\fR"#, #"\fB\-\-input\-format\fR"#,
      #"\fB\-\-view\-state\fR"#, #"\fB\-\-record\fR"#, #"\fB\-\-render\-timeout\fR"#,
      #"\fB\-\-shard\-count\fR"#, #"\fB\-\-markdown\fR"#,
    ] {
      #expect(Self.page.contains(option), "\(option)")
    }
  }

  /// Every variable the code reads from the environment (a name in capitals on a line of
  /// `Sources` that reads the environment) is in the ENVIRONMENT section.
  @Test func everyEnvironmentVariableIsDescribed() throws {
    let sections = Self.page.components(separatedBy: ".SH ")
    let environment = try #require(sections.first { $0.hasPrefix("ENVIRONMENT\n") })
    let read = try Self.environmentVariablesRead()
    #expect(read.isSuperset(of: ["LAYOUT_FONTS", "LAYOUT_RECORD", "LAYOUT_COMMAND", "NO_COLOR"]))
    for variable in read.sorted() {
      let word = try Regex("\\b\(variable)\\b")
      #expect(environment.contains(word), "\(variable)")
    }
  }

  static func environmentVariablesRead() throws -> Set<String> {
    let reading = try Regex(#"environment|getenv|[Vv]ariable"#)
    let name = try Regex(#""([A-Z][A-Z0-9_]{2,})""#)
    var names: Set<String> = []
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = try #require(
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains(reading) {
        for match in line.matches(of: name) {
          names.insert(String(line[match.range].dropFirst().dropLast()))
        }
      }
    }
    return names
  }

  @Test func hasExamplesAndSeeAlsoAndNoBackticks() {
    #expect(Self.page.contains("\n.SH EXAMPLES\n"))
    #expect(Self.page.contains("layout render card.xml -o card@2x.png --scale 2"))
    #expect(Self.page.contains("\n.SH SEE ALSO\n"))
    #expect(Self.page.contains("\n.SH EXIT STATUS\n"))
    #expect(!Self.page.contains("`"), "backticks are not troff")
  }

  /// groff reads the page without a warning.
  @Test(.enabled(if: which("groff") != nil))
  func groffReadsThePageWithoutWarnings() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("layout.1")
    try Self.page.write(to: file, atomically: true, encoding: .utf8)
    let outcome = try runProcessReadingErrors(
      which("groff")!, ["-man", "-Tutf8", "-ww", "-z", file.path])
    #expect(outcome.status == 0)
    #expect(outcome.errors.isEmpty, "\(outcome.errors)")
  }
}
