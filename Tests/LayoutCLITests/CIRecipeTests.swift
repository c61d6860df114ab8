import Foundation
import TestSupport
import Testing

/// Docs/ci's recipes work: their steps, run here in order in a repository of two cases with the
/// release tarball `scripts/package` makes from the tested binary (downloaded from a file: URL),
/// pass and leave the JUnit report where the publishing step reads it; they install every
/// package the release needs and use nothing of Layout's scripts/ or a Swift toolchain.
@Suite struct CIRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The release package made once for the suite's tests, in the build folder (each run
  /// replaces it).
  static let release = ThreadedWork {
    try ReleasePackageTests.make(in: root.appendingPathComponent(".build/test-release"))
  }

  /// A GitHub workflow's steps: each one's name and its `run` command (folded `>-` blocks
  /// joined with spaces).
  static func runSteps(_ text: String) -> [(name: String, command: String)] {
    var steps: [(String, String)] = []
    var name = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("- name:") { name = String(trimmed.dropFirst(7)).trimmed }
      guard trimmed.hasPrefix("run:") else { continue }
      steps.append((name, folded(String(trimmed.dropFirst(4)).trimmed, &lines, indent: 10)))
    }
    return steps
  }

  /// A GitLab job's `script:` commands (folded `>-` blocks joined with spaces).
  static func scriptLines(_ text: String) -> [String] {
    var commands: [String] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst(), !line.hasPrefix("  script:") {}
    while let line = lines.first, line.hasPrefix("    - ") {
      lines = lines.dropFirst()
      commands.append(folded(String(line.dropFirst(6)).trimmed, &lines, indent: 6))
    }
    return commands
  }

  /// A command, or the lines of a `>-` block below it (at least `indent` spaces in).
  private static func folded(_ command: String, _ lines: inout ArraySlice<String>, indent: Int)
    -> String
  {
    guard command == ">-" else { return command }
    var parts: [String] = []
    while let next = lines.first, next.hasPrefix(String(repeating: " ", count: indent)) {
      parts.append(next.trimmed)
      lines = lines.dropFirst()
    }
    return parts.joined(separator: " ")
  }

  /// The recipe's text.
  static func recipe() throws -> String {
    try text("Docs/ci/visual-regression.yml")
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The packages the install step gives to `apt-get install` (the words after its options,
  /// up to the next command).
  static func installedPackages(_ command: String) -> [String] {
    guard let install = command.range(of: "apt-get install") else { return [] }
    return command[install.upperBound...].split(separator: " ").map(String.init)
      .prefix { $0 != "&&" }.filter { !$0.hasPrefix("-") }
  }

  static let gitLabRecipe = "Docs/ci/visual-regression.gitlab-ci.yml"

  @Test func theRecipesNeedNothingFromLayoutsScriptsNorSwift() throws {
    let commands =
      Self.runSteps(try Self.recipe()).map(\.command)
      + Self.scriptLines(try Self.text(Self.gitLabRecipe))
    #expect(commands.count >= 6)
    for command in commands {
      #expect(!command.contains("scripts/") && !command.contains("swift "), "\(command)")
    }
  }

  /// Each recipe installs the packages of the release's Depends and Recommends, and the fonts
  /// scripts/bootstrap installs.
  @Test(arguments: ["github", "gitlab"])
  func theInstallStepInstallsWhatTheReleaseNeeds(_ recipe: String) async throws {
    let release = try await Self.release.value
    var needed = ["fonts-noto-color-emoji", "fonts-droid-fallback"]
    for field in ["Depends", "Recommends"] {
      needed += try dpkgField(release.deb, field).split(separator: ",").compactMap {
        $0.split(separator: " ").first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      }
    }
    let installed = Set(try commands(recipe).flatMap(Self.installedPackages))
    #expect(needed.count > 10)
    #expect(Set(needed).subtracting(installed).isEmpty, "\(Set(needed).subtracting(installed))")
  }

  @Test(arguments: ["github", "gitlab"])
  func theRecipesStepsPass(_ recipe: String) async throws {
    let release = try await Self.release.value
    let commands = try commands(recipe)
    // The install step would update the package lists from the network: instead, what it
    // installs must be installed here, where the steps after it run.
    for package in commands.flatMap(Self.installedPackages) {
      #expect(
        try run(
          "dpkg-query -W -f='${Status}' \(package) | grep -q 'install ok installed'",
          temporary: "/tmp") == 0, "\(package)")
    }
    let temporary = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    // A repository that keeps two of the project's cases in Goldens/.
    let repository = temporary.appendingPathComponent("repository")
    for file in [
      "views/borders.xml", "views/borders.png", "text/wrapping.xml", "text/wrapping.png",
    ] {
      let target = repository.appendingPathComponent("Goldens/" + file)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.root.appendingPathComponent("Goldens/" + file), to: target)
    }
    for command in commands where !command.contains("apt-get") {
      let status = try run(
        command, in: repository, temporary: temporary.path, release: release.tarball)
      #expect(status == 0, "\(recipe): \(command)")
    }
    let report = try String(
      contentsOf: temporary.appendingPathComponent("layout-junit.xml"), encoding: .utf8)
    #expect(report.contains("<testsuites name=\"layout test\""))
    #expect(report.contains("failures=\"0\"") && report.contains("tests=\"2\""), "\(report)")
  }

  /// A recipe's commands, in order: the workflow's `run` steps or the job's `script`.
  private func commands(_ recipe: String) throws -> [String] {
    recipe == "github"
      ? Self.runSteps(try Self.recipe()).map(\.command)
      : Self.scriptLines(try Self.text(Self.gitLabRecipe))
  }

  private func dpkgField(_ deb: String, _ field: String) throws -> String {
    String(decoding: try runProcess("/usr/bin/dpkg-deb", ["--field", deb, field]).1, as: UTF8.self)
  }

  /// Runs a step's command with bash in `directory`, as the runner would, the release
  /// downloaded from `release` and each CI's temporary folders in `temporary`.
  private func run(
    _ command: String, in directory: URL = CIRecipeTests.root, temporary: String,
    release: String? = nil
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-eo", "pipefail", "-c", command]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["RUNNER_TEMP"] = temporary
    environment["CI_PROJECT_DIR"] = temporary
    environment["LAYOUT_VERSION"] = "0.9.0"
    if let release { environment["LAYOUT_RELEASE_URL"] = "file://" + release }
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
