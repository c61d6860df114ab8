import Foundation
import TestSupport
import Testing

/// Under an address-space limit (`ulimit -v`) the tool ends with an error and exit status 1,
/// never a crash: too low a limit is refused at start, and the large allocations a render makes
/// (canvases, decoded images) report running out.
@Suite struct MemoryLimitTests {
  /// `layout` run by the shell under `ulimit -v kibibytes`: its exit status and standard error.
  func runLimited(kibibytes: Int, _ arguments: [String]) throws -> (status: Int32, errors: String) {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let outcome = try runProcessReadingErrors(
      "/bin/sh", ["-c", "ulimit -v \(kibibytes) && exec '\(layoutExecutable.path)' \(quoted)"])
    #expect(outcome.reason == .exit, "killed by signal \(outcome.status)")
    return (outcome.status, outcome.errors)
  }

  @Test func aLimitTooLowToStartIsAnError() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("card.png").path
    let result = try runLimited(
      kibibytes: 300_000, ["render", examplePath("card.xml"), "-o", output])
    #expect(result.status == 1)
    #expect(result.errors.contains("The address-space limit (ulimit -v) is 292 MiB"))
    #expect(result.errors.contains("ulimit -v 524288"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// A 16384×16384 canvas needs 1 GiB, twice the limit.
  @Test func aCanvasBeyondTheLimitIsAnError() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("big.xml")
    try #"<UIView width="16384" height="16384" backgroundColor="red"/>"#
      .write(to: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("big.png").path
    let result = try runLimited(kibibytes: 540_000, ["render", template.path, "-o", output])
    #expect(result.status == 1)
    #expect(result.errors.contains("Drawing failed: out of memory"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// Two 8192×8192 images decode to 512 MiB, within the pixel budget but not the limit: the
  /// error names the image and the memory, not a damaged file.
  @Test func imagesBeyondTheLimitAreAnError() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let solid = folder.appendingPathComponent("solid.xml")
    try #"<UIView width="8192" height="8192" backgroundColor="gray"/>"#
      .write(to: solid, atomically: true, encoding: .utf8)
    let first = folder.appendingPathComponent("a.png")
    let (rendered, _) = try runProcess(
      layoutExecutable.path, ["render", solid.path, "-o", first.path])
    try #require(rendered == 0)
    try FileManager.default.copyItem(at: first, to: folder.appendingPathComponent("b.png"))
    let template = folder.appendingPathComponent("images.xml")
    try """
    <UIView width="100" height="100">
      <UIImageView image="a.png" width="50%" height="100%"/>
      <UIImageView image="b.png" left="50%" width="50%" height="100%"/>
    </UIView>
    """.write(to: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("images.png").path
    let result = try runLimited(kibibytes: 540_000, ["render", template.path, "-o", output])
    #expect(result.status == 1)
    #expect(result.errors.contains("Not enough memory to decode"))
    #expect(result.errors.contains("(8192x8192 pixels)"))
    #expect(result.errors.contains("images.xml:"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
