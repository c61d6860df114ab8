import Foundation
import Layout
import LayoutTesting
import TestSupport
import Testing

/// `layout watch`, run as the built tool: it renders again when a file the last render read
/// changes, draws the Red Box on errors, recovers, and stops on SIGINT. Waits are long (a
/// loaded machine is slow); how fast a change lands is what the tool prints and the docs state.
@Suite struct WatchTests {
  /// A template of one coloured 80×60 view, with the colour `color` (an expression).
  static func plain(_ color: String) -> String {
    "<UIView backgroundColor=\"\(color)\" height=\"60\" width=\"80\"/>\n"
  }

  static let blue: [UInt8] = [0, 0, 255]
  static let red: [UInt8] = [255, 0, 0]
  static let green: [UInt8] = [0, 255, 0]
  static let redBox: [UInt8] = [0xD3, 0x2F, 0x2F]

  /// Starts `layout watch main.xml -o out.png EXTRA…` in a folder holding `files`.
  func watch(_ files: [String: String], _ extra: [String] = []) throws -> (LiveProcess, URL) {
    let folder = try makeTemporaryDirectory()
    for (name, text) in files { try save(text, as: name, in: folder) }
    let process = try LiveProcess(["watch", "main.xml", "-o", "out.png"] + extra, in: folder)
    return (process, folder)
  }

  @Test func rendersAgainWhenTheTemplateChanges() throws {
    let (watch, folder) = try watch(["main.xml": Self.plain("blue")])
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png")
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.blue } != nil)
    let saved = Date()
    try save(Self.plain("red"), as: "main.xml", in: folder)
    let changed = waitForImage(output) { $0.rgb(40, 30) == Self.red }
    #expect(changed?.width == 80 && changed?.height == 60)
    print(
      "watch: the new image was seen \(Int(Date().timeIntervalSince(saved) * 1000)) ms after the save"
    )
    #expect(watch.waitForOutput(containing: "main.xml changed: rendered out.png"))
    #expect(watch.interrupt() == 0)
    #expect(watch.output.hasSuffix("stopped\n"))
  }

  @Test func followsAnEverLayoutLayoutAndItsState() throws {
    let layout = ##"{"root": {"properties": {"backgroundColor": "#{colour}"}}}"##
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try save(layout, as: "card.json", in: folder)
    try save(#"{"colour": "0000ff"}"#, as: "state.json", in: folder)
    let watch = try LiveProcess(
      ["watch", "card.json", "--state", "state.json", "--size", "80x60", "-o", "out.png"],
      in: folder)
    let output = folder.appendingPathComponent("out.png")
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.blue } != nil)
    try save(#"{"colour": "ff0000"}"#, as: "state.json", in: folder)
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.red } != nil)
    try save(
      layout.replacingOccurrences(of: "#{colour}", with: "00ff00"), as: "card.json", in: folder)
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.green } != nil)
    _ = watch.interrupt()
  }

  @Test func drawsTheRedBoxThenRecovers() throws {
    let (watch, folder) = try watch(["main.xml": Self.plain("green")])
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png")
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.green } != nil)
    try save(Self.plain("{accent}"), as: "main.xml", in: folder)
    let box = waitForImage(output) { $0.rgb(1, 1) == Self.redBox }
    // The Red Box takes the last good render's size.
    #expect(box?.width == 80 && box?.height == 60)
    #expect(watch.waitForOutput(containing: "main.xml:1:27: Unknown symbol 'accent'; Red Box"))
    try save(Self.plain("green"), as: "main.xml", in: folder)
    #expect(waitForImage(output) { $0.rgb(1, 1) == Self.green } != nil)
    #expect(watch.interrupt() == 0)
  }

  @Test func rendersAgainWhenAnIncludedFileOrTheStateChanges() throws {
    let main = """
      <UIView height="60" width="80">
          <UIView height="30" width="80" xml="part.xml"/>
          <UIView backgroundColor="{lower}" height="30" top="30" width="80"/>
      </UIView>
      """
    let (watch, folder) = try watch(
      [
        "main.xml": main, "part.xml": Self.plain("blue"),
        "state.json": ##"{"lower": {"$color": "#ff0000"}}"##,
      ],
      ["--state", "state.json"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png")
    #expect(
      waitForImage(output) { $0.rgb(40, 10) == Self.blue && $0.rgb(40, 50) == Self.red } != nil)
    try save(Self.plain("green"), as: "part.xml", in: folder)
    #expect(waitForImage(output) { $0.rgb(40, 10) == Self.green } != nil)
    try save(##"{"lower": {"$color": "#0000ff"}}"##, as: "state.json", in: folder)
    #expect(
      waitForImage(output) { $0.rgb(40, 50) == Self.blue && $0.rgb(40, 10) == Self.green } != nil)
    #expect(watch.waitForOutput(containing: "part.xml changed"))
    #expect(watch.interrupt() == 0)
  }

  @Test func rendersAgainWhenAnImageChanges() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = try Renderer()
    func writeImage(_ color: String) throws {
      let png = try renderer.render(LayoutTemplate(xml: Self.plain(color)))
      try FileAccess.writeAtomically(png, to: folder.appendingPathComponent("photo.png").path)
    }
    try writeImage("blue")
    try save(
      #"<UIImageView height="60" image="photo.png" width="80"/>"#, as: "main.xml", in: folder)
    let watch = try LiveProcess(["watch", "main.xml", "-o", "out.png"], in: folder)
    let output = folder.appendingPathComponent("out.png")
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.blue } != nil)
    try writeImage("red")
    #expect(waitForImage(output) { $0.rgb(40, 30) == Self.red } != nil)
    #expect(watch.interrupt() == 0)
  }

  @Test func notesEveryFileALoadReads() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try save(#"<UIView><UIView xml="part.xml"/></UIView>"#, as: "main.xml", in: folder)
    try save(Self.plain("red"), as: "part.xml", in: folder)
    let main = folder.appendingPathComponent("main.xml").path
    let (result, files) = FileReadLog.recording { () throws(DiagnosticError) in
      let template = try LayoutTemplate(contentsOfFile: main)
      return try LocalizedStrings.beside(template: template.file ?? main)
    }
    #expect(try result.get().isEmpty)
    let names = Set(files.keys.map { ($0 as NSString).lastPathComponent })
    #expect(names == ["main.xml", "part.xml", "Localizable.strings"])
    #expect(files.values.filter(\.exists).count == 2)
  }
}
