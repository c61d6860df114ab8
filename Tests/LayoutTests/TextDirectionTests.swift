import CPangoCairo
import Layout
import LayoutCore
import LayoutEngine
import LayoutViews
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

  /// In a right-to-left render, natural alignment is the right (the start of the app's
  /// language, as UIKit has it) whatever the text; left and right stay absolute.
  @Test func naturalIsTheRightInARightToLeftRender() throws {
    let renderer = try Renderer()
    func alignments(_ direction: LayoutDirection) throws -> [TextAlignment] {
      let template = try LayoutTemplate(
        xml: """
          <UIView width="200" height="60">
            <UILabel width="100%" text="Hello"/>
            <UILabel top="20" width="100%" text="Hello" textAlignment="left"/>
            <UILabel top="40" width="100%" text="Hello" semanticContentAttribute="forceLeftToRight"/>
          </UIView>
          """)
      var options = RenderOptions()
      options.layoutDirection = direction
      var found: [TextAlignment] = []
      func walk(_ items: [DisplayItem]) {
        for item in items {
          if case .text(let text) = item { found.append(text.style.alignment) }
          if case .group(let group) = item { walk(group.items) }
        }
      }
      walk(try renderer.displayList(template, options: options).items)
      return found
    }
    #expect(try alignments(.rightToLeft) == [.right, .left, .natural])
    #expect(try alignments(.leftToRight) == [.natural, .left, .natural])
  }
}
