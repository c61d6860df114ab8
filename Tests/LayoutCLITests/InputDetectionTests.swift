import CommandSupport
import Foundation
import TestSupport
import Testing

/// Which reader a file goes to decides what its errors say: JSON (a `.json` name, or a file
/// that starts with `{` or `[`) is read as an EverLayout layout, so a JSON mistake is reported
/// at its line and column, not as XML at 1:1.
@Suite struct InputDetectionTests {
  static let malformed = "{\"root\": {\"views\": {\n  \"!a\": {\"constraints\" {}}\n}}}\n"

  @Test(arguments: ["layout.json", "layout.txt", "layout"])
  func malformedJSONIsReportedAsJSON(_ name: String) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try ("\n  " + Self.malformed).write(to: file, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out.png").path
    for command in [["render", file.path, "-o", output], ["check", file.path]] {
      let result = runLayout(command)
      #expect(result.exitCode == 1)
      #expect(result.errors.contains("\(file.path):3:"), "\(result.errors)")
      #expect(result.errors.contains("invalid-json") || result.errors.contains("Invalid JSON"))
      #expect(!result.errors.contains(":1:1:"), "\(result.errors)")
    }
  }

  @Test func jsonWithoutARootSaysSo() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("data.json")
    try #"{"name": "x"}"#.write(to: file, atomically: true, encoding: .utf8)
    let result = runLayout(["render", file.path, "--dump", "frames"])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("needs a \"root\" view"), "\(result.errors)")
  }
}
