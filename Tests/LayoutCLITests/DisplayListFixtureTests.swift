import CommandSupport
import Foundation
import TestSupport
import Testing

/// What the painter is handed, as text: each fixture in `Fixtures/DisplayLists` is the
/// display list `layout render … --dump display-list` prints for an example or a golden
/// case of every front-end, its first line the command (paths from the package's root). A
/// change to the display-list builders shows here as a text diff before it shows as pixels.
/// `LAYOUT_RECORD=failed` (or `all`) rewrites the fixtures that differ, as it re-records
/// goldens; nothing is rewritten unless asked.
@Suite struct DisplayListFixtureTests {
  static let folder = packageRoot.appendingPathComponent(
    "Tests/LayoutCLITests/Fixtures/DisplayLists")

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".display-list") }.sorted()

  @Test func everyFrontEndHasFixtures() {
    let prefixes = Set(Self.names.map { $0.split(separator: "-").first.map(String.init) ?? "" })
    #expect(prefixes.isSuperset(of: ["example", "views", "android", "boxes", "everlayout"]))
  }

  @Test(arguments: names)
  func theDisplayListIsTheFixtures(_ name: String) throws {
    let file = Self.folder.appendingPathComponent(name)
    let fixture = try String(contentsOf: file, encoding: .utf8)
    let lines = fixture.split(separator: "\n", omittingEmptySubsequences: false)
    let command = try #require(lines.first.map(String.init))
    let prefix = "# layout render "
    try #require(command.hasPrefix(prefix), "\(name): the first line is '\(prefix)…'")
    let arguments = command.dropFirst(prefix.count).split(separator: " ").map { argument in
      let path = packageRoot.appendingPathComponent(String(argument)).path
      return FileManager.default.fileExists(atPath: path) ? path : String(argument)
    }
    let result = runLayout(["render"] + arguments)
    #expect(result.exitCode == 0, "\(result.errors)")
    let printed = result.output.replacingOccurrences(of: packageRoot.path + "/", with: "")
    let expected = lines.dropFirst().joined(separator: "\n")
    guard printed != expected else { return }
    let record = ProcessInfo.processInfo.environment["LAYOUT_RECORD"]
    if record == "failed" || record == "all" {
      try (command + "\n" + printed).write(to: file, atomically: true, encoding: .utf8)
    }
    let got = printed.split(separator: "\n", omittingEmptySubsequences: false)
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      (0..<min(got.count, wanted.count)).first { got[$0] != wanted[$0] }
      ?? min(got.count, wanted.count)
    Issue.record(
      """
      \(name) line \(line + 2) differs (LAYOUT_RECORD=failed rewrites it):
        fixture: \(line < wanted.count ? wanted[line] : "(end)")
        printed: \(line < got.count ? got[line] : "(end)")
      """)
  }
}
