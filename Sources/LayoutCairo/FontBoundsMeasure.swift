import CPangoCairo
import LayoutCore
import LayoutDisplayList

extension FontLibrary {
  /// The ascent and descent Pango lays the lines of the face `font` resolves to out with,
  /// and the reach of its `head` table's bounding box (the top and bottom Android's font
  /// metrics give). Measured once per font; call it holding `FontEngineLock`.
  func fontBounds(of font: FontDescriptor) -> FontBounds? {
    if let known = measuredFontBounds[font] { return known }
    let bounds = measuredBounds(of: font)
    measuredFontBounds[font] = .some(bounds)
    return bounds
  }

  private func measuredBounds(of font: FontDescriptor) -> FontBounds? {
    let description = PangoFont.description(for: font)
    defer { pango_font_description_free(description) }
    guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let head = Self.headBounds(of: loaded), head.unitsPerEm > 0,
      let metrics = pango_font_get_metrics(loaded, nil)
    else { return nil }
    defer { pango_font_metrics_unref(metrics) }
    let perUnit = font.size / Double(head.unitsPerEm)
    return FontBounds(
      ascent: Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE),
      descent: Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE),
      top: Double(head.yMax) * perUnit, bottom: -Double(head.yMin) * perUnit)
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
