import CommandSupport
import Foundation
import TestSupport
import Testing

/// The completion scripts of `layout --generate-completion-script` complete paths where the
/// commands take files or folders, and the words of the options that take one of a few.
@Suite struct ShellCompletionTests {
  static func script(for shell: String) -> String {
    let result = runLayout(["--generate-completion-script", shell])
    #expect(result.exitCode == 0, "\(result.errors)")
    return result.output
  }

  /// The words bash's completion offers for the command line `words`, the last one being
  /// completed, run in `folder` with the generated script sourced.
  static func bashCompletions(_ words: [String], in folder: URL) throws -> [String] {
    let scriptFile = folder.appendingPathComponent(".layout-completion.bash")
    try script(for: "bash").write(to: scriptFile, atomically: true, encoding: .utf8)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let driver = """
      source '\(scriptFile.path)'
      COMP_WORDS=(\(quoted))
      COMP_CWORD=\(words.count - 1)
      COMP_LINE="${COMP_WORDS[*]}"
      COMP_POINT=${#COMP_LINE}
      _layout layout "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--norc", "--noprofile", "-c", driver]
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init).sorted()
  }

  /// A folder with a template of each kind, a state file, an image, a strings file, a text file
  /// and a subfolder.
  static func makeProject() throws -> URL {
    let folder = try makeTemporaryDirectory()
    for file in [
      "card.xml", "layout.json", "card.png", "notes.txt", "Localizable.strings", "rows.csv",
    ] {
      try Data().write(to: folder.appendingPathComponent(file))
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Goldens"), withIntermediateDirectories: true)
    return folder
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let words: [String]
    let expected: [String]
    var testDescription: String { words.joined(separator: " ") }
  }

  static let bashCases: [Case] = [
    Case(words: ["layout", "render", ""], expected: ["Goldens", "card.xml", "layout.json"]),
    Case(
      words: ["layout", "render", "card.xml", "--state", ""], expected: ["Goldens", "layout.json"]),
    Case(words: ["layout", "render", "card.xml", "-o", ""], expected: ["Goldens", "card.png"]),
    Case(
      words: ["layout", "render", "card.xml", "--format", ""],
      expected: ["avif", "jpeg", "pdf", "png", "svg", "webp"]),
    Case(
      words: ["layout", "render", "card.xml", "--dump", ""],
      expected: ["constraints", "display-list", "frames", "template"]),
    Case(
      words: ["layout", "render", "card.xml", "--input-format", ""],
      expected: ["android", "everlayout", "layout"]),
    Case(
      words: ["layout", "render", "card.xml", "--color", ""], expected: ["always", "auto", "never"]),
    Case(
      words: ["layout", "render", "card.xml", "--strings", ""],
      expected: ["Goldens", "Localizable.strings"]),
    Case(
      words: ["layout", "render", "card.xml", "--data", ""],
      expected: ["Goldens", "layout.json", "rows.csv"]),
    Case(words: ["layout", "render", "card.xml", "--fonts", ""], expected: ["Goldens"]),
    Case(
      words: ["layout", "watch", "card.xml", "--layout-mode", ""], expected: ["legacy", "modern"]),
    Case(words: ["layout", "serve", ""], expected: ["Goldens", "card.xml", "layout.json"]),
    Case(
      words: ["layout", "test", "--record", ""], expected: ["all", "failed", "missing", "never"]),
    Case(words: ["layout", "test", ""], expected: ["Goldens"]),
    Case(words: ["layout", "check", ""], expected: ["Goldens", "card.xml"]),
    Case(words: ["layout", "format", ""], expected: ["Goldens", "card.xml"]),
    Case(words: ["layout", "diff", ""], expected: ["Goldens", "card.png"]),
    Case(
      words: ["layout", "bench", "card.xml", "--format", ""],
      expected: ["avif", "jpeg", "pdf", "png", "svg", "webp"]),
    Case(words: ["layout", "eval", "1", "--state", ""], expected: ["Goldens", "layout.json"]),
  ]

  @Test(arguments: bashCases)
  func bashCompletesPathsAndValues(_ testCase: Case) throws {
    let folder = try Self.makeProject()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.bashCompletions(testCase.words, in: folder) == testCase.expected)
  }

  /// zsh: the template is a file of its extensions, --state a JSON file, -o an image, the
  /// test folders folders, and --format and --record their words.
  @Test func zshScriptCompletesPathsAndValues() {
    let script = Self.script(for: "zsh")
    let render = Self.function("_layout_render", in: script, closing: "\n}")
    #expect(render.contains(#"_files -g '\''*.xml *.json'\''"#), "\(render)")
    #expect(render.contains(#"_files -g '\''*.json'\''"#), "--state: \(render)")
    #expect(render.contains("*.png *.svg *.pdf *.jpeg *.webp *.avif *.jpg"), "-o: \(render)")
    #expect(render.contains("'png' 'svg' 'pdf' 'jpeg' 'webp' 'avif'"), "--format: \(render)")
    #expect(render.contains("'layout' 'everlayout' 'android'"), "--input-format: \(render)")
    #expect(render.contains("'template' 'frames' 'display-list' 'constraints'"), "\(render)")
    #expect(render.contains("'auto' 'always' 'never'"), "--color: \(render)")
    let test = Self.function("_layout_test", in: script, closing: "\n}")
    #expect(test.contains("_files -/"), "\(test)")
    #expect(test.contains("'never' 'missing' 'failed' 'all'"), "--record: \(test)")
  }

  /// fish: the same, in `complete` lines.
  @Test func fishScriptCompletesPathsAndValues() {
    let lines = Self.script(for: "fish").split(separator: "\n").map(String.init)
    func line(_ command: String, _ option: String) -> String {
      lines.first { $0.contains("\"layout \(command)\"") && $0.contains(option) } ?? ""
    }
    #expect(line("render", "-l 'format'").contains("-rfka 'png svg pdf jpeg webp avif'"))
    #expect(line("render", "-l 'input-format'").contains("-rfka 'layout everlayout android'"))
    #expect(
      line("render", "-l 'dump'").contains("-rfka 'template frames display-list constraints'"))
    #expect(line("render", "-l 'color'").contains("-rfka 'auto always never'"))
    #expect(line("render", "-l 'state'").contains(#"*.\'json\'"#))
    #expect(line("render", "-s 'o'").contains(#"\'png\' \'svg\'"#))
    #expect(line("test", "-l 'record'").contains("-rfka 'never missing failed all'"))
    #expect(line("test", "-l 'report'").contains("__layout_complete_directories"))
    let template = line("render", "-eq 1")
    #expect(template.contains(#"set -l exts \'xml\' \'json\'"#), "\(template)")
  }

  /// The text of a shell function, from its name to `closing`.
  static func function(_ name: String, in script: String, closing: String) -> String {
    guard let start = script.range(of: name + "()") else { return "" }
    let rest = script[start.lowerBound...]
    guard let end = rest.range(of: closing) else { return String(rest) }
    return String(rest[..<end.upperBound])
  }

  /// Every argument and option of every command that takes a value offers completions, but
  /// for those whose values are free text or numbers.
  @Test func everyPathOrWordArgumentOffersCompletions() throws {
    let freeText: Set<String> = [
      "expression", "quality", "scale", "size", "locale", "qualifiers", "background", "class",
      "sublayout", "view-state", "timeout", "jobs", "shard", "shard-count", "rows", "host",
      "port", "queue-limit", "render-timeout", "row-timeout", "max-age", "iterations",
      "constraints", "boxes", "safe-area", "filter", "variant", "theme",
      "everlayout-views", "constraint-layout-views",
      "threshold", "window", "alpha", "png-compression", "path… old new",
      "generate-completion-script",
    ]
    let dump = runLayout(["--experimental-dump-help"]).output
    let tool = try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any]
    let root = tool?["command"] as? [String: Any] ?? [:]
    var missing: [String] = []
    for command in root["subcommands"] as? [[String: Any]] ?? [] {
      let name = command["commandName"] as? String ?? ""
      guard name != "help" else { continue }
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        guard argument["kind"] as? String != "flag", argument["shouldDisplay"] as? Bool == true
        else { continue }
        let names = (argument["names"] as? [[String: Any]] ?? []).compactMap {
          $0["name"] as? String
        }
        let label = names.last ?? argument["valueName"] as? String ?? "?"
        if argument["completionKind"] == nil, !freeText.contains(label),
          !(name == "bench" && label == "constraints"), !(name == "eval" && label == "expression")
        {
          missing.append("\(name) \(label)")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing)")
  }
}
