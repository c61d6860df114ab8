import CPangoCairo
import LayoutCore
import LayoutDisplayList

extension FontLibrary {
  /// How far the face `font` resolves to reaches above the ascent and below the descent Pango
  /// lays its lines out with: its `head` table's bounding box (the top and bottom Android's
  /// font metrics give) against those metrics. Measured once per font; call it holding
  /// `FontEngineLock`.
  func fontPadding(of font: FontDescriptor) -> FontPadding {
    if let known = fontPaddings[font] { return known }
    let padding = measuredPadding(of: font) ?? .zero
    fontPaddings[font] = padding
    return padding
  }

  private func measuredPadding(of font: FontDescriptor) -> FontPadding? {
    let description = PangoFont.description(for: font)
    defer { pango_font_description_free(description) }
    guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let bounds = Self.headBounds(of: loaded), bounds.unitsPerEm > 0,
      let metrics = pango_font_get_metrics(loaded, nil)
    else { return nil }
    defer { pango_font_metrics_unref(metrics) }
    let ascent = Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE)
    let descent = Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
    let perUnit = font.size / Double(bounds.unitsPerEm)
    return FontPadding(
      top: max(0, Double(bounds.yMax) * perUnit - ascent),
      bottom: max(0, -Double(bounds.yMin) * perUnit - descent))
  }

  /// The units per em and the vertical extent of every glyph, from the face's `head` table
  /// (big-endian: `unitsPerEm` at byte 18, `yMin` at 38, `yMax` at 42).
  private static func headBounds(of font: UnsafeMutablePointer<CPangoCairo.PangoFont>)
    -> (unitsPerEm: Int, yMin: Int, yMax: Int)?
  {
    guard let harfBuzzFont = pango_font_get_hb_font(font),
      let face = hb_font_get_face(harfBuzzFont)
    else { return nil }
    let head = hb_tag_t(0x6865_6164)  // "head"
    guard let blob = hb_face_reference_table(face, head) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length >= 54 else { return nil }
    let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
    let word = { (offset: Int) in UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }
    return (
      Int(word(18)), Int(Int16(bitPattern: word(38))), Int(Int16(bitPattern: word(42)))
    )
  }
}
