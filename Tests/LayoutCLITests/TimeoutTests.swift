import Foundation
import TestSupport
import Testing

/// `render --timeout`: a command past its budget stops with an error, writing nothing.
@Suite struct TimeoutTests {
  @Test func aRenderPastItsTimeoutStopsWithNothingWritten() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Painting and encoding 128 million pixels takes far longer than 50 ms.
    let template = folder.appendingPathComponent("large.xml")
    try #"<UIView width="16000" height="8000" backgroundColor="red"/>"#
      .write(to: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("large.png").path
    let outcome = try runProcessReadingErrors(
      layoutExecutable.path, ["render", template.path, "-o", output, "--timeout", "0.05"])
    #expect(outcome.reason == .exit)
    #expect(outcome.status == 1)
    #expect(outcome.errors.contains("took longer than --timeout 0.05 s and was stopped"))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["large.xml"])
  }

  @Test func aRenderWithinItsTimeoutIsWritten() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("card.png").path
    let outcome = try runProcessReadingErrors(
      layoutExecutable.path, ["render", examplePath("card.xml"), "-o", output, "--timeout", "60"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(FileManager.default.fileExists(atPath: output))
  }
}
