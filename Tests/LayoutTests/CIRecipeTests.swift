import Foundation
import Testing

/// Docs/ci/visual-regression.yml works: its `run` steps, run here in order against this
/// checkout, pass and leave the JUnit report where the publishing step reads it.
@Suite struct CIRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each step's name and its `run` command (folded `>-` blocks joined with spaces).
  static func runSteps(_ text: String) -> [(name: String, command: String)] {
    var steps: [(String, String)] = []
    var name = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("- name:") { name = String(trimmed.dropFirst(7)).trimmed }
      guard trimmed.hasPrefix("run:") else { continue }
      var command = String(trimmed.dropFirst(4)).trimmed
      if command == ">-" {
        var parts: [String] = []
        while let next = lines.first, next.hasPrefix(String(repeating: " ", count: 10)) {
          parts.append(next.trimmed)
          lines = lines.dropFirst()
        }
        command = parts.joined(separator: " ")
      }
      steps.append((name, command))
    }
    return steps
  }

  @Test func theWorkflowsStepsPass() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/ci/visual-regression.yml"),
      encoding: .utf8)
    let steps = Self.runSteps(text)
    #expect(steps.map(\.name) == ["Install the libraries", "Build", "Compare the goldens"])
    let temporary = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    for step in steps {
      // The build step is this test's own build: the steps after it run the `layout` built
      // beside this test bundle where they name the release binary (building again here would
      // wait on the lock of the build folder this test runs from).
      if step.command.hasPrefix("swift build -c release --product layout") { continue }
      let command = step.command.replacingOccurrences(
        of: ".build/release/layout", with: layoutExecutable.path)
      let status = try run(command, temporary: temporary.path)
      #expect(status == 0, "\(step.name): \(step.command)")
    }
    let report = try String(
      contentsOf: temporary.appendingPathComponent("layout-junit.xml"), encoding: .utf8)
    #expect(report.contains("<testsuites name=\"layout test\""))
    #expect(report.contains("failures=\"0\""))
  }

  /// Runs a step's command with bash in the checkout, as the runner would.
  private func run(_ command: String, temporary: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-eo", "pipefail", "-c", command]
    process.currentDirectoryURL = Self.root
    var environment = ProcessInfo.processInfo.environment
    environment["RUNNER_TEMP"] = temporary
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
