import CommandSupport
import Foundation
import TestSupport
import Testing

/// `check --strict`, `render --warnings-as-errors` and `test --warnings-as-errors`: a warning
/// of any format (an ignored Android attribute, an unknown EverLayout property, an inferred
/// Layout XML class) fails the command, reported as an error.
@Suite struct WarningsAsErrorsTests {
  static let android = """
    <LinearLayout \(androidNamespace) android:layout_width="match_parent"
        android:layout_height="match_parent" android:orentation="vertical">
      <View android:layout_width="40dp" android:layout_height="20dp"/>
    </LinearLayout>
    """

  static let everLayout = """
    {"root": {"views": {"!a:UILabel": {"constraints": {"top left": "@super"},
      "properties": {"text": "Hi", "textColour": "red"}}}}}
    """

  @Test func checkStrictFailsOnAnAndroidWarning() throws {
    let folder = try androidFolder(["main.xml": Self.android])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.xml").path
    let lenient = runLayout(["check", file])
    #expect(lenient.exitCode == 0, "\(lenient.errors)")
    #expect(lenient.errors.contains("\(file):2:"), "\(lenient.errors)")
    #expect(lenient.errors.contains("warning: Unknown attribute 'orentation'"))
    #expect(lenient.errors.contains("did you mean 'orientation'?"), "\(lenient.errors)")
    let strict = runLayout(["check", "--strict", file])
    #expect(strict.exitCode == 1)
    #expect(strict.errors.contains("error: Unknown attribute 'orentation'"), "\(strict.errors)")
  }

  @Test func checkStrictFailsOnAnEverLayoutWarning() throws {
    let folder = try androidFolder(["card.json": Self.everLayout])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("card.json").path
    #expect(runLayout(["check", file]).exitCode == 0)
    let strict = runLayout(["check", "--strict", folder.path])
    #expect(strict.exitCode == 1)
    #expect(strict.errors.contains("error: Unknown property 'textColour'"), "\(strict.errors)")
  }

  @Test func renderWarningsAsErrorsWritesNothing() throws {
    let folder = try androidFolder(["card.json": Self.everLayout, "main.xml": Self.android])
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["card.json", "main.xml"] {
      let output = folder.appendingPathComponent(name + ".png").path
      let file = folder.appendingPathComponent(name).path
      let lenient = runLayout(["render", file, "--size", "100x50", "-o", output])
      #expect(lenient.exitCode == 0 && lenient.errors.contains("warning:"), "\(lenient.errors)")
      try FileManager.default.removeItem(atPath: output)
      let strict = runLayout(
        ["render", file, "--size", "100x50", "-o", output, "--warnings-as-errors"])
      #expect(strict.exitCode == 1, "\(name)")
      #expect(strict.errors.contains("error: Unknown"), "\(strict.errors)")
      #expect(!strict.errors.contains("warning:"), "\(strict.errors)")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  @Test func testWarningsAsErrorsFailsACaseWithAWarning() throws {
    let folder = try androidFolder([
      "avatar.xml": #"<AvatarView width="20" height="20" backgroundColor="red"/>"#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report").path
    let recorded = runLayout(
      ["test", folder.path, "--record", "missing", "--report", report, "--jobs", "1"])
    #expect(recorded.exitCode == 0, "\(recorded.errors)")
    let lenient = runLayout(["test", folder.path, "--report", report, "--jobs", "1"])
    #expect(lenient.exitCode == 0, "\(lenient.errors)")
    let strict = runLayout(
      ["test", folder.path, "--report", report, "--jobs", "1", "--warnings-as-errors"])
    #expect(strict.exitCode == 1)
    #expect(strict.errors.contains("Unknown class AvatarView"), "\(strict.errors)")
  }
}
