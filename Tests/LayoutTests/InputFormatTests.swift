import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// A template's format is told in one place (`InputFile`), from the option, the name and
/// folder, else the contents, which are read once and handed to the loader.
@Suite struct InputFormatTests {
  @Test func theNameAndFolderTellWithoutReading() throws {
    #expect(InputFormat.named("a/profile.JSON") == .everLayout)
    #expect(InputFormat.named("app/src/main/res/layout-land/main.xml") == .android)
    #expect(InputFormat.named("res/drawable/shape.xml") == .android)
    #expect(InputFormat.named("res/values/strings.xml") == nil)
    #expect(InputFormat.named("Examples/card.xml") == nil)
    // A name that tells is not read: the file need not exist.
    let input = try InputFile("missing/res/layout/main.xml")
    #expect(input.format == .android)
    #expect(input.bytes == nil)
  }

  @Test func theContentsTellTheRest() {
    func format(_ text: String) -> InputFormat { InputFormat.of(Array(text.utf8)) }
    #expect(format("\u{FEFF}\n  {\"root\": {}}") == .everLayout)
    #expect(format("[1]") == .everLayout)
    #expect(format(#"<LinearLayout android:orientation="vertical"/>"#) == .android)
    #expect(format(#"<FrameLayout/>"#) == .android)
    #expect(format(#"<UIView width="10"/>"#) == .layout)
  }

  @Test func theContentsReadToTellAreKeptForTheLoader() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("card").path
    try #"<UIView width="20" height="10"/>"#.write(toFile: path, atomically: true, encoding: .utf8)
    let input = try InputFile(path)
    #expect(input.format == .layout)
    try FileManager.default.removeItem(atPath: path)
    // Removed after it was told: the loader uses what was read.
    let loaded = try LoadedInput(input, options: RenderOptions())
    let layout = try Renderer().solve(loaded, options: RenderOptions()).layout
    #expect(layout.root.frame.size == Size(width: 20, height: 10))
  }

  /// A pipe can be read once only: a template given as one renders in every format only if
  /// telling its format and loading it read it once.
  @Test(arguments: ["card.xml", "everlayout/profile.json", "android"])
  func aTemplateFromAPipeRendersInEveryFormat(_ example: String) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("template").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let android = #"""
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:layout_width="200dp" android:layout_height="wrap_content">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Piped"/>
      </LinearLayout>
      """#
    let text =
      example == "android"
      ? Data(android.utf8) : try Data(contentsOf: URL(fileURLWithPath: examplePath(example)))
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(text)
        try? handle.close()
      }
    }
    writer.start()
    let outcome = try runProcessReadingErrors(
      layoutExecutable.path,
      ["render", fifo, "--dump", "frames", "--timeout", "20"])
    #expect(outcome.status == 0, "\(outcome.errors)")
  }

  /// Messages name a template from standard input `<stdin>`, whatever its format.
  @Test func standardInputIsNamedAsSuchInEveryFormat() throws {
    let input = try InputFile("-", format: .everLayout)
    #expect(input.name == "<stdin>")
    let loaded = try LoadedInput(
      InputFile(
        path: "-", bytes: Array(#"{"root": {"properties": {"backgroundColor": "nope"}}}"#.utf8)),
      options: RenderOptions())
    #expect(loaded.file == "<stdin>")
    let warnings = try Renderer().solve(loaded, options: RenderOptions()).warnings
    #expect(warnings.first?.file == "<stdin>", "\(warnings)")
  }

  /// The example of Docs/SwiftAPI.md's "Any format" runs, and the page shows this code.
  @Test func theSwiftAPIRendersAnyFormat() throws {
    let path = examplePath("everlayout/profile.json")
    let options = RenderOptions()
    let renderer = try Renderer()
    // BEGIN EXAMPLE
    let input = try InputFile(path)
    let loaded = try LoadedInput(input, options: options)
    let (layout, warnings) = try renderer.solve(loaded, options: options)
    let png = try renderer.render(
      renderer.displayList(layout, options: options), options: options, file: loaded.file)
    // END EXAMPLE
    #expect(input.format == .everLayout)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(warnings.contains { $0.message.contains("#{accent}") })
    let blocks = try swiftBlocks(ofPage: "Docs/SwiftAPI.md")
    #expect(blocks.contains(try testedExample(in: #filePath, indent: 4)))
  }

  @Test func aBatchOfAnotherFormatIsRefusedWithTheReason() throws {
    let result = runLayout([
      "render", examplePath("everlayout/profile.json"), "--data", examplePath("badge.json"),
      "--out", "/tmp/never-{#}.png",
    ])
    #expect(result.exitCode != 0)
    #expect(result.errors.contains("--data renders Layout XML templates"), "\(result.errors)")
  }
}
