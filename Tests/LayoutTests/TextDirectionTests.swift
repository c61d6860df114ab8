import CPangoCairo
import Layout
import LayoutCore
import LayoutEngine
import Testing

@testable import LayoutCairo

/// UIKit's left and right alignments are absolute and its natural alignment follows the
/// paragraph's direction; Pango's follow the direction, so right-to-left text swaps them.
@Suite struct TextDirectionTests {
  /// Where the first line starts, in points from the layout's left edge, at a 300 pt width.
  func lineStart(_ text: String, _ alignment: TextAlignment) throws -> Double {
    let renderer = try Renderer()
    let layout = PangoFont.layout(
      AttributedText(plain: text), style: TextStyle(alignment: alignment), width: 300,
      context: renderer.fonts.context)
    defer { PangoFont.release(layout) }
    var logical = PangoRectangle()
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    pango_layout_iter_get_line_extents(iterator, nil, &logical)
    return Double(logical.x) / Double(PANGO_SCALE)
  }

  @Test func naturalAlignmentFollowsTheParagraphDirection() throws {
    #expect(try lineStart("Hello world", .natural) == 0)
    #expect(try lineStart("مرحبا بالعالم", .natural) > 150)
    #expect(try lineStart("שלום עולם", .natural) > 150)
  }

  @Test func leftAndRightAreAbsoluteForRightToLeftText() throws {
    #expect(try lineStart("مرحبا بالعالم", .left) == 0)
    #expect(try lineStart("שלום עולם", .right) > 150)
    #expect(try lineStart("Hello world", .right) > 150)
  }

  @Test func theFirstStrongCharacterDecides() throws {
    #expect(try lineStart("123 Layout يرسم", .natural) == 0)
    #expect(try lineStart("123 مرحبا Layout", .natural) > 150)
  }
}
