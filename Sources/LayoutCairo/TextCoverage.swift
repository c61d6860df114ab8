import CFontconfig
import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Checks what text will really be drawn with: the family a font request resolves to, and the
/// characters no bundled face can draw.
package struct TextCoverage {
  let fonts: FontLibrary

  package init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  /// The family the library draws a request with.
  package func resolvedFamily(for font: FontDescriptor) -> String? {
    FontEngineLock.withLock { family(for: font) }
  }

  private func family(for font: FontDescriptor) -> String? {
    let description = PangoFont.description(for: font)
    defer { pango_font_description_free(description) }
    guard let loaded = pango_font_map_load_font(fonts.fontMap, fonts.context, description) else {
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let pattern = pango_fc_font_get_pattern(layout_pango_fc_font(loaded)) else { return nil }
    var family: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else {
      return nil
    }
    return String(cString: family)
  }

  /// Whether a family name is one the library knows: an installed family or an alias.
  package func isKnownFamily(_ name: String) -> Bool {
    fonts.isFamily(name)
  }

  /// The characters of `text` that no face can draw, in order, each once.
  package func missingCharacters(in text: AttributedText, style: TextStyle) -> [Character] {
    FontEngineLock.withLock { undrawable(in: text, style: style) }
  }

  private func undrawable(in text: AttributedText, style: TextStyle) -> [Character] {
    let layout = fonts.layouts.anyLayout(text, style: style, context: fonts.context(for: style))
    guard pango_layout_get_unknown_glyphs_count(layout.pointer) > 0 else { return [] }
    var missing: [Character] = []
    for character in text.string where !character.isWhitespace && !missing.contains(character) {
      let single = PangoFont.layout(
        AttributedText(plain: String(character)), style: style, width: nil,
        context: fonts.context)
      if pango_layout_get_unknown_glyphs_count(single) > 0 { missing.append(character) }
      PangoFont.release(single)
    }
    return missing
  }
}
