import CFontconfig
import CPangoCairo
import Layout
import LayoutCore
import LayoutEngine
import LayoutViews
import Testing

@testable import LayoutCairo

/// Colour emoji come from the system's Noto Color Emoji (installed by `scripts/bootstrap`),
/// scaled from its 109 px bitmaps to the requested size.
@Suite struct EmojiTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  func layout(_ text: String, size: Double) -> OpaquePointer {
    PangoFont.layout(
      AttributedText(plain: text),
      style: TextStyle(font: FontDescriptor(family: "Inter", size: size)), width: nil,
      context: renderer.fonts.context)
  }

  /// The family of the font that draws the first run of `text`.
  func firstRunFamily(_ text: String) throws -> String {
    let layout = layout(text, size: 20)
    defer { PangoFont.release(layout) }
    let line = try #require(pango_layout_get_line_readonly(layout, 0))
    let run = try #require(line.pointee.runs?.pointee.data)
    let item = run.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!
    let font = try #require(item.pointee.analysis.font)
    let pattern = try #require(pango_fc_font_get_pattern(layout_pango_fc_font(font)))
    var family: UnsafeMutablePointer<FcChar8>?
    #expect(FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch)
    return String(cString: try #require(family))
  }

  @Test func theEmojiFontIsLoaded() throws {
    #expect(
      renderer.fonts.settings.files.contains(FontConfiguration.emojiFontFile),
      "install fonts-noto-color-emoji (scripts/bootstrap)")
    #expect(renderer.fonts.families().contains { $0.family == "Noto Color Emoji" })
  }

  @Test func emojiAreScaledToTheFontSize() throws {
    for size in [12.0, 20, 64] {
      let layout = layout("😀", size: size)
      defer { PangoFont.release(layout) }
      let measured = PangoFont.size(of: layout)
      // The bitmaps are 136 px wide at their own size; scaled, an emoji is about 1.2 em.
      #expect(measured.width > size && measured.width < size * 1.5, "\(size): \(measured)")
    }
  }

  @Test func emojiThatDejaVuSansAlsoHasAreDrawnInColour() throws {
    // DejaVu Sans, the fallback face, has a black and white U+1F600.
    #expect(try firstRunFamily("😀") == "Noto Color Emoji")
    #expect(try firstRunFamily("👍🏽") == "Noto Color Emoji")
    #expect(try firstRunFamily("Hello") == "Inter")
  }
}
