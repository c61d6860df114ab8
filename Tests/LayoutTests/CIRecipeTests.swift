import Foundation
import Testing

/// Docs/ci/visual-regression.yml works: its `run` steps, run here in order against this
/// checkout, pass and leave the JUnit report where the publishing step reads it; its image
/// can build the package, and it needs nothing from Layout's scripts/, which a repository
/// that only keeps goldens does not have.
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

  /// The recipe's text.
  static func recipe() throws -> String {
    try text("Docs/ci/visual-regression.yml")
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// `[6, 2]` for `6.2`; nil when the text is not a version.
  static func version(_ text: Substring) -> [Int]? {
    let parts = text.split(separator: ".").map { Int($0) }
    return parts.isEmpty || parts.contains(nil) ? nil : parts.compactMap { $0 }
  }

  /// The packages the install step gives to `apt-get install` (the words after its options).
  static func installedPackages(_ command: String) -> [String] {
    guard let install = command.range(of: "apt-get install") else { return [] }
    return command[install.upperBound...].split(separator: " ").map(String.init)
      .filter { !$0.hasPrefix("-") }
  }

  @Test func theImageHasTheSwiftThePackageNeeds() throws {
    let image = try #require(
      try Self.recipe().split(separator: "\n").first { $0.contains("container: swift:") })
    let tag = image.split(separator: "swift:")[1].prefix { $0 != "-" }
    let tools = try #require(
      try Self.text("Package.swift").split(separator: "\n").first?.split(separator: ": ").last)
    let (have, need) = (try #require(Self.version(tag)), try #require(Self.version(tools)))
    #expect(have.lexicographicallyPrecedes(need) == false, "swift:\(tag) < tools \(tools)")
  }

  @Test func theStepsNeedNothingFromLayoutsScripts() throws {
    for step in Self.runSteps(try Self.recipe()) {
      #expect(!step.command.contains("scripts/"), "\(step.name): \(step.command)")
    }
  }

  /// The install step installs what scripts/bootstrap would (without `--test`).
  @Test func theInstallStepInstallsWhatBootstrapDoes() throws {
    let bootstrap = try Self.text("scripts/bootstrap")
    let list = try #require(bootstrap.components(separatedBy: "packages=(").dropFirst().first)
    let needed = list.prefix { $0 != ")" }.split(whereSeparator: \.isWhitespace).map(String.init)
    let install = try #require(Self.runSteps(try Self.recipe()).first)
    #expect(needed.count > 10)
    #expect(Self.installedPackages(install.command).sorted() == needed.sorted())
  }

  @Test func theWorkflowsStepsPass() throws {
    let steps = Self.runSteps(try Self.recipe())
    #expect(steps.map(\.name) == ["Install the libraries", "Build", "Compare the goldens"])
    // The install step would update the package lists from the network: instead, what it
    // installs must be installed here, where the steps after it run.
    for package in Self.installedPackages(steps.first?.command ?? "") {
      #expect(
        try run(
          "dpkg-query -W -f='${Status}' \(package) | grep -q 'install ok installed'",
          temporary: "/tmp") == 0, "\(package)")
    }
    let temporary = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    for step in steps.dropFirst() {
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
