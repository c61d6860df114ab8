import Layout
import LayoutCore
import Testing

/// Android's `letterSpacing`, `lineSpacingExtra` and `lineSpacingMultiplier`, measured as
/// Pango lays the text out and drawn the same way.
@Suite struct AndroidTextSpacingTests {
  private let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// The frame of a 20sp text view with `attributes`, and its display list's text line.
  private func solved(_ attributes: String, text: String = "Spacing")
    throws -> (frame: Rect, drawn: String)
  {
    let solved = try solvedTextView(attributes, text: text, renderer: renderer)
    return (solved.frame, solved.drawn)
  }

  @Test func letterSpacingWidensTheTextByItsEmsPerLetter() throws {
    let plain = try solved("")
    let spaced = try solved(#"android:letterSpacing="0.1""#)
    // Seven letters, each 0.1 em (2 points) wider; Pango leaves out half a space at each end.
    let added = spaced.frame.width - plain.frame.width
    #expect(added > 11 && added < 15, "\(added)")
    #expect(spaced.frame.height == plain.frame.height)
    #expect(spaced.drawn.contains("letters +2"), "\(spaced.drawn)")
    #expect(!plain.drawn.contains("letters"))
  }

  @Test func lineSpacingGoesBetweenLinesOnly() throws {
    let two = "One\\nTwo"
    // Without the font's padding, which would add to the first and last lines' heights.
    let unpadded = #"android:includeFontPadding="false" "#
    let plain = try solved(unpadded, text: two)
    let extra = try solved(unpadded + #"android:lineSpacingExtra="6dp""#, text: two)
    let doubled = try solved(unpadded + #"android:lineSpacingMultiplier="2""#, text: two)
    let oneLine = try solved(#"android:lineSpacingExtra="6dp""#)
    #expect(extra.frame.height == plain.frame.height + 6)
    // Twice the line height: one more line's height between the two lines.
    let lineHeight = plain.frame.height / 2
    #expect(abs(doubled.frame.height - plain.frame.height - lineHeight) < 1.5)
    #expect(oneLine.frame.height == (try solved("")).frame.height)
    #expect(extra.drawn.contains("lines +6") && doubled.drawn.contains("lines ×2"))
  }

  @Test func aLineHeightSetsTheDistanceBetweenBaselines() throws {
    let two = "One\\nTwo"
    // Without the font's padding, which would add to the first line's height.
    let unpadded = #"android:includeFontPadding="false" "#
    let plain = try solved(unpadded, text: two)
    let fixed = try solved(unpadded + #"android:lineHeight="40dp""#, text: two)
    let both = try solved(
      unpadded + #"android:lineSpacingExtra="6dp" android:lineHeight="40dp""#, text: two)
    // The first line keeps the font's height; the second starts 40 points below the first.
    #expect(abs(fixed.frame.height - (plain.frame.height / 2 + 40)) < 1.5, "\(fixed.frame)")
    #expect(both.frame.height == fixed.frame.height)
    #expect(fixed.drawn.contains("line height 40"), "\(fixed.drawn)")
  }

  @Test func aSpacingThatIsNoNumberIsIgnoredWithAWarning() throws {
    let layout = try AndroidLayoutFile(
      text: #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
        + #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + #"android:text="x" android:letterSpacing="wide"/>"#)
    let result = try renderer.solve(layout)
    #expect(result.warnings.contains { $0.message.contains("letterSpacing=\"wide\"") })
  }
}
