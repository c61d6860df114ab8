import ArgumentParser
import Foundation
import Layout

/// `layout version`: the tool's version, and with `--json` what makes its output
/// reproducible.
struct VersionCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "version", _superCommandName: "layout",
    abstract: "Print the version, and the library and font versions output depends on.")

  @Flag(help: "Print every entry as one JSON object.")
  var json = false

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let entries = VersionReport.entries()
    guard json else {
      let width = entries.map(\.name.count).max() ?? 0
      for entry in entries {
        console.print(
          entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.value)
      }
      return ExitCode.success
    }
    let object = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.value) })
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    console.print(String(decoding: data, as: UTF8.self))
    return ExitCode.success
  }
}
