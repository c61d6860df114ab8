import CPangoCairo
import LayoutCore

/// Pango attribute lists for styled runs: bold, italic, underline, strikethrough,
/// superscript, subscript and monospace, each over its run's UTF-8 byte range.
enum PangoAttributes {
  /// A new attribute list for `text`'s runs (release it with `pango_attr_list_unref`). Words
  /// broken across lines get no hyphen and, with `keepingHangulWords`, Korean words are not
  /// broken, as in UIKit.
  static func list(for text: AttributedText, baseWeight: Int, keepingHangulWords: Bool)
    -> OpaquePointer
  {
    let list = pango_attr_list_new()!
    pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
    let hangulRuns = keepingHangulWords ? HangulWordBreaks.runs(in: text.string) : []
    for run in hangulRuns {
      let attribute = pango_attr_allow_breaks_new(0)!
      attribute.pointee.start_index = UInt32(run.lowerBound)
      attribute.pointee.end_index = UInt32(run.upperBound)
      pango_attr_list_insert(list, attribute)
    }
    let styled = text.runs.filter { !$0.traits.isEmpty }
    guard !styled.isEmpty else { return list }
    let offsets = byteOffsets(of: text.string)
    for run in styled {
      let start = UInt32(offsets[min(run.range.lowerBound, offsets.count - 1)])
      let end = UInt32(offsets[min(run.range.upperBound, offsets.count - 1)])
      for attribute in attributes(for: run.traits, baseWeight: baseWeight) {
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(list, attribute)
      }
    }
    return list
  }

  private static func attributes(for traits: TextTraits, baseWeight: Int)
    -> [UnsafeMutablePointer<PangoAttribute>]
  {
    var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
    if traits.contains(.bold) {
      attributes.append(pango_attr_weight_new(PangoWeight(UInt32(max(700, baseWeight)))))
    }
    if traits.contains(.italic) { attributes.append(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
    if traits.contains(.underline) {
      attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
    }
    if traits.contains(.strikethrough) { attributes.append(pango_attr_strikethrough_new(1)) }
    if traits.contains(.superscript) {
      attributes.append(
        pango_attr_baseline_shift_new(Int32(PANGO_BASELINE_SHIFT_SUPERSCRIPT.rawValue)))
      attributes.append(pango_attr_font_scale_new(PANGO_FONT_SCALE_SUPERSCRIPT))
    }
    if traits.contains(.subscript) {
      attributes.append(
        pango_attr_baseline_shift_new(Int32(PANGO_BASELINE_SHIFT_SUBSCRIPT.rawValue)))
      attributes.append(pango_attr_font_scale_new(PANGO_FONT_SCALE_SUBSCRIPT))
    }
    if traits.contains(.monospace) { attributes.append(pango_attr_family_new("monospace")) }
    return attributes.compactMap { $0 }
  }

  /// The UTF-8 byte offset of every Unicode scalar, plus the end.
  private static func byteOffsets(of string: String) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(string.unicodeScalars.count + 1)
    var offset = 0
    for scalar in string.unicodeScalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    offsets.append(offset)
    return offsets
  }
}
