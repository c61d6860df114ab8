import ArgumentParser
import Foundation
import Layout
import LayoutTesting

/// `layout test DIR…`: renders golden cases and compares them with their images.
struct TestCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Render golden cases (NAME.xml beside NAME.png) and compare them.",
    discussion: """
      A case may have NAME.json with {"state": {…}, "constants": {…}, "size": [w, h], \
      "scale": n}. Goldens are never written unless --record asks: missing writes absent \
      goldens, failed also rewrites the ones that differ. A failure writes NAME.actual.png \
      and NAME.diff.png (expected | diff | actual) beside the golden.
      """)

  @Argument(help: "Folders of cases.")
  var directories: [String] = ["Goldens"]

  @Option(help: "When to write goldens: never, missing or failed.")
  var record: String = ProcessInfo.processInfo.environment["LAYOUT_RECORD"] ?? "never"

  func validate() throws {
    guard RecordMode(rawValue: record) != nil else {
      throw ValidationError("--record takes never, missing or failed")
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let runner = GoldenRunner(renderer: try Renderer(), record: RecordMode(rawValue: record)!)
    var passed = 0
    var failed = 0
    for directory in directories {
      let cases = GoldenCase.discover(in: directory)
      if cases.isEmpty {
        console.printError("error: no cases (NAME.xml) found in '\(directory)'")
        failed += 1
      }
      for goldenCase in cases {
        switch runner.run(goldenCase) {
        case .passed:
          passed += 1
        case .recorded:
          passed += 1
          console.print("recorded \(goldenCase.golden)")
        case .failed(let message):
          failed += 1
          console.printError("FAIL \(goldenCase.template): \(message)")
        }
      }
    }
    if failed > 0 {
      console.printError(
        "to accept the new images: scripts/layout test \(directories.joined(separator: " ")) "
          + "--record failed")
    }
    console.print("\(passed) passed, \(failed) failed")
    return failed == 0 ? ExitCode.success : ExitCode.failure
  }
}
