import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// The commands on LayoutComposer boxes: render with its warnings, check, format and list.
@Suite struct BoxCommandTests {
  @Test func rendersTheExampleCardToItsItemsHeight() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("card.png").path
    let result = runLayout(["render", examplePath("boxes.xml"), "-o", output])
    #expect(result.exitCode == 0 && result.errors.isEmpty, "\(result.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    // 20 + 32 + 8 + two lines of text + 16 + 40 + 20: the card fits its items.
    #expect(image.width == 360 && image.height > 150 && image.height < 200)
  }

  @Test func renderAndCheckReportWhatTheBoxesLeaveOut() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("boxes.xml")
    try """
    <VBox height="300" pack="fit">
        <UIView height="50"/>
        <UIView height="50" top="5"/>
    </VBox>
    """.write(to: file, atomically: true, encoding: .utf8)
    let render = runLayout(["render", file.path, "--size", "200x300", "--dump", "frames"])
    #expect(render.exitCode == 0)
    #expect(
      render.errors.contains("boxes.xml:3:30: warning: VBox places its items: top is ignored"))
    #expect(render.errors.contains("boxes.xml:1:1: warning: VBox cannot fit its items"))
    let check = runLayout(["check", file.path])
    #expect(
      check.output.contains("VBox cannot fit its items")
        || check.errors.contains(
          "VBox cannot fit its items"),
      "\(check.output)\(check.errors)")
  }

  @Test func formatReadsItemOptionsByTheirTypes() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("boxes.xml")
    try #"<HBox defaultMargins="1,2,3,4"><UIView flex="1+1" margins="0,1,0,1"/></HBox>"#.write(
      to: file, atomically: true, encoding: .utf8)
    let result = runLayout(["format", file.path])
    #expect(result.exitCode == 0, "\(result.errors)")
    let formatted = try String(contentsOf: file, encoding: .utf8)
    #expect(formatted.contains(#"defaultMargins="1, 2, 3, 4""#), "\(formatted)")
    #expect(formatted.contains(#"flex="1 + 1""#) && formatted.contains(#"margins="0, 1, 0, 1""#))
    let list = runLayout(["list", folder.path])
    #expect(list.output.contains("boxes.xml"), "\(list.output)")
  }
}
