import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// One clipped line (`maxLines="1"`, not ellipsized) is laid out unwrapped; it is still aligned
/// in its view as a wrapped line is; `scrollHorizontally` makes one such line; a button's title
/// keeps its letter spacing.
@Suite struct OneLineTextAlignmentTests {
  /// Whether a pixel is drawn on the white: a channel of it below half.
  private static func isInk(_ pixel: UInt32) -> Bool {
    [0, 8, 16].contains { (pixel >> $0) & 0xFF < 0x80 }
  }

  /// The leftmost and rightmost columns with ink in rows `rows` of the picture.
  private static func inkColumns(_ image: Bitmap, rows: Range<Int>) -> ClosedRange<Int>? {
    var columns: [Int] = []
    for y in rows {
      for x in 0..<image.width where Self.isInk(image.pixels[y * image.width + x]) {
        columns.append(x)
      }
    }
    guard let first = columns.min(), let last = columns.max() else { return nil }
    return first...last
  }

  @Test func aClippedLineIsCentredOrEndAlignedInItsView() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("line.xml")
    func line(_ gravity: String) -> String {
      """
      <TextView android:layout_width="match_parent" android:layout_height="40dp"
          android:maxLines="1" android:gravity="\(gravity)" android:textSize="20sp"
          android:textColor="#000000" android:text="Sign in"/>
      """
    }
    try """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:layout_width="match_parent" android:layout_height="match_parent"
        android:orientation="vertical" android:background="#ffffff">
      \(line("center")) \(line("end|center_vertical")) \(line("start|center_vertical"))
    </LinearLayout>
    """.write(to: layout, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("line.png").path
    let result = runLayout(["render", layout.path, "--size", "300x120", "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    let centred = try #require(Self.inkColumns(image, rows: 0..<40))
    let ended = try #require(Self.inkColumns(image, rows: 40..<80))
    let started = try #require(Self.inkColumns(image, rows: 80..<120))
    // The same text each time: about 62 pixels of ink, in the middle, at the end, at the start.
    #expect(abs((centred.lowerBound + centred.upperBound) / 2 - 150) <= 2, "\(centred)")
    #expect(ended.upperBound >= 296, "\(ended)")
    #expect(started.lowerBound <= 3, "\(started)")
  }

  @Test func whatLeadsAClippedLineMovesWithIt() throws {
    // A button's icon stands just before its title: centred, both are in the middle.
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("button.xml")
    try """
    <UIView width="240" height="60" backgroundColor="white">
      <UIButton type="contactAdd" width="240" height="60" title="Go" titleColor="black"
          titleLabel.lineBreakMode="byClipping"/>
    </UIView>
    """.write(to: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("button.png").path
    let result = runLayout(["render", template.path, "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    let ink = try #require(Self.inkColumns(image, rows: 0..<60))
    // The icon (22 wide) and the title together are about 40 wide, around x = 120.
    #expect(ink.lowerBound > 80 && ink.upperBound < 160, "\(ink)")
  }

  @Test func aHorizontallyScrollingTextIsOneLineCutByItsView() throws {
    let renderer = try Renderer()
    let long = "A title too long for the view it is in"
    let wrapped = try solvedTextView("", text: long, width: "100dp", renderer: renderer)
    let scrolling = try solvedTextView(
      #"android:scrollHorizontally="true""#, text: long, width: "100dp", renderer: renderer)
    // 20sp Roboto: 28 a line with its font padding; wrapped, several lines.
    #expect(wrapped.frame.height > 56, "\(wrapped.frame)")
    #expect(scrolling.frame.height == 28, "\(scrolling.frame)")
    #expect(scrolling.warnings.isEmpty, "\(scrolling.warnings)")
  }

  @Test func aButtonsTitleKeepsItsLetterSpacing() throws {
    let renderer = try Renderer()
    let layout = try AndroidLayoutFile(
      text: """
        <Button xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:letterSpacing="0.1" android:textSize="20sp" android:text="Sign in"/>
        """)
    let result = try renderer.solve(layout)
    let drawn = renderer.displayList(result.layout).dump()
    // A tenth of an em at 20 points: 2 points between letters, as TextView draws them.
    #expect(drawn.contains("letters +2 "), "\(drawn)")
  }
}
