import CommandSupport
import Foundation
import Layout
import LayoutCore
import TestSupport
import Testing

/// `textDirection` decides which way a text's paragraphs run, the order of its runs, and so
/// where `start` and `end` put it: its value or its parent's, `firstStrong` (each paragraph
/// by its first letter of strong direction) unless given.
@Suite struct AndroidTextDirectionTests {
  private let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// The alignment word of the display list's text line of a 300dp-wide text view.
  private func alignment(_ attributes: String, text: String = "Hello") throws -> String? {
    let drawn = try solvedTextView(attributes, text: text, width: "300dp", renderer: renderer)
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    return ["natural", "left", "right", "center"].first { drawn.drawn.contains(" \($0) ") }
  }

  @Test(arguments: [
    ("", "Hello", "natural"),
    (#"android:textDirection="rtl""#, "Hello", "right"),
    (#"android:textDirection="ltr""#, "مرحبا", "left"),
    (#"android:textDirection="anyRtl""#, "Hello שלום", "right"),
    (#"android:textDirection="firstStrongRtl""#, "123", "right"),
    (#"android:textDirection="firstStrongLtr""#, "123", "left"),
    (#"android:textDirection="rtl" android:gravity="end""#, "Hello", "left"),
    (#"android:textDirection="rtl" android:textAlignment="textEnd""#, "Hello", "left"),
  ])
  func theDirectionPutsStartAndEnd(attributes: String, text: String, aligned: String) throws {
    #expect(try alignment(attributes, text: text) == aligned)
  }

  @Test func aViewInheritsItsParentsDirection() throws {
    let layout = try AndroidLayoutFile(
      text: """
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent" android:layout_height="match_parent"
            android:textDirection="rtl">
          <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
              android:text="Hello"/>
        </FrameLayout>
        """)
    let drawn = renderer.displayList(try renderer.solve(layout).layout).dump()
    #expect(drawn.contains(#" right rtl top "Hello""#), "\(drawn)")
  }

  @Test func aGivenDirectionOrdersTheRunsToo() throws {
    // Right to left, `Hello!` reads `!Hello`: the leftmost glyph drawn is the thin `!`, where
    // left to right it is the `H`.
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    func firstGlyphWidth(_ direction: String) throws -> Int {
      let layout = folder.appendingPathComponent("\(direction).xml")
      try """
      <TextView xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:textSize="20sp" android:textColor="#000000" android:background="#ffffff"
          android:textDirection="\(direction)" android:text="Hello!"/>
      """.write(to: layout, atomically: true, encoding: .utf8)
      let output = folder.appendingPathComponent("\(direction).png").path
      let result = runLayout(["render", layout.path, "--size", "80x30", "-o", output])
      #expect(result.exitCode == 0, "\(result.errors)")
      let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
      let inked = (0..<image.width).map { x in
        (0..<image.height).contains { image.pixels[$0 * image.width + x] & 0xFF < 0x80 }
      }
      let first = try #require(inked.firstIndex(of: true))
      return (inked[first...].firstIndex(of: false) ?? image.width) - first
    }
    #expect(try firstGlyphWidth("rtl") <= 3)
    #expect(try firstGlyphWidth("ltr") >= 8)
  }

  @Test func anUnknownDirectionIsIgnoredWithAWarning() throws {
    let drawn = try solvedTextView(
      #"android:textDirection="sideways""#, text: "Hello", renderer: renderer)
    #expect(drawn.warnings.contains { $0.contains(#"textDirection="sideways" is ignored"#) })
  }
}
