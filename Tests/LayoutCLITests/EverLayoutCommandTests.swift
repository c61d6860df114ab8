import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// `layout render` on EverLayout JSON: detection, data from --state, the dumps, the image.
@Suite struct EverLayoutCommandTests {
  let layout = examplePath("everlayout/profile.json")
  let state = examplePath("everlayout/profile-state.json")

  @Test func rendersTheExampleWithItsState() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("profile.png").path
    let result = runLayout(
      ["render", layout, "--state", state, "--size", "480x248", "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "\(result.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(image.width == 480 && image.height == 248)
    // The avatar's colour comes from the state: #7c3aed at its centre (card 24 + 20 + 36).
    #expect(image.pixels[80 * image.width + 80] == 0xFF7C_3AED)
  }

  @Test func dumpsTheConstraintsItInstalledAsJSON() throws {
    let result = runLayout(
      ["render", layout, "--state", state, "--dump", "constraints", "--dump-format", "json"])
    #expect(result.exitCode == 0, "\(result.errors)")
    let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let constraints = try #require(parsed as? [[String: Any]])
    #expect(constraints.count == 15)  // card 4, avatar 4, name 3, role 2, badge 2
    let first = try #require(constraints.first)
    #expect(first["item"] as? String == "card" && first["attr"] as? String == "top")
    #expect(first["toItem"] as? String == "super" && first["toAttr"] as? String == "top")
    #expect(first["relation"] as? String == "==" && first["constant"] as? Double == 24)
    #expect(first["multiplier"] as? Double == 1 && first["priority"] as? Double == 1000)
    let size = try #require(constraints.first { $0["attr"] as? String == "height" })
    #expect(size["toItem"] is NSNull && size["constant"] as? Double == 200)
  }

  /// The commands of Docs/EverLayout.md's first example, run as written (their output files
  /// in a temporary folder), print no warning.
  @Test func theDocumentedCommandsRunWithoutWarnings() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/EverLayout.md"), encoding: .utf8)
    let block = try #require(page.components(separatedBy: "```sh\n").dropFirst().first)
    let text = block.components(separatedBy: "```")[0].replacingOccurrences(of: "\\\n", with: "")
    let commands = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(commands.count == 2)
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for words in commands {
      #expect(words.prefix(2) == ["scripts/layout", "render"])
      let arguments = words.dropFirst().map { word in
        word.hasPrefix("Examples/")
          ? packageRoot.appendingPathComponent(word).path
          : word.hasSuffix(".png") ? folder.appendingPathComponent(word).path : word
      }
      let result = runLayout(Array(arguments))
      #expect(result.exitCode == 0, "\(words): \(result.errors)")
      #expect(result.errors.isEmpty, "\(words): \(result.errors)")
    }
  }

  @Test func framesDumpNamesViewsByTheirIds() {
    let result = runLayout(["render", layout, "--size", "480x248", "--dump", "frames"])
    #expect(result.output.contains("UILabel#name [UIView#root/UIView#card/UILabel#name] 108 26"))
  }

  @Test func theInputFormatCanBeForced() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("layout.txt")
    try #"{"root": {"views": {"!a": {"constraints": {"edges": "@super <10"}}}}}"#.write(
      to: file, atomically: true, encoding: .utf8)
    let result = runLayout(
      ["render", file.path, "--input-format", "everlayout", "--size", "100x50", "--dump", "frames"])
    #expect(result.output.contains("UIView#a [UIView#root/UIView#a] 10 10 80 30"))
  }

  @Test func checkReadsAndSolvesLayoutsInFolders() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("conflict.json")
    try #"""
    {"root": {"views": {"!box": {"constraints": {
      "width": "+100", "left right": "@super"}}}}}
    """#.write(to: file, atomically: true, encoding: .utf8)
    let result = runLayout(["check", folder.path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("\(file.path):2:"))
    #expect(result.errors.contains("error: Required constraints conflict: box.right"))
    let fine = runLayout(["check", examplePath("everlayout/profile.json"), "--state", state])
    #expect(fine.exitCode == 0 && fine.errors.isEmpty, "\(fine.errors)")
  }

  @Test func aSubLayoutRendersOnItsOwn() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.json")
    try
      #"{"root": {}, "layouts": {"badge": {"root": {"views": {"!dot": {"constraints": {"center": "@super", "width height": "+10"}}}}}}}"#
      .write(to: file, atomically: true, encoding: .utf8)
    let result = runLayout(
      ["render", file.path, "--sublayout", "badge", "--size", "40x40", "--dump", "frames"])
    #expect(result.output.contains("UIView#dot [UIView#root/UIView#dot] 15 15 10 10"))
    let missing = runLayout(["render", file.path, "--sublayout", "nope", "--dump", "frames"])
    #expect(missing.exitCode == 1)
    #expect(missing.errors.contains("No sub-layout named 'nope'"))
    #expect(missing.errors.contains("its sub-layouts: badge"))
  }

  @Test func listNamesLayoutsBesideTemplates() {
    let result = runLayout(["list", packageRoot.appendingPathComponent("Examples").path])
    #expect(result.output.contains("Examples/card.xml\n"))
    #expect(result.output.contains("Examples/everlayout/profile.json\n"))
    #expect(!result.output.contains("badge.json"))
  }
}
