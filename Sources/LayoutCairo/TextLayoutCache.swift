import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Pango layouts kept between measuring and drawing, and between renders: shaping text is
/// most of the cost of text, and the same label is measured for its width, measured again at
/// its width for its height, then drawn.
///
/// Owned by one `FontLibrary`, so used by one thread, under `FontEngineLock`. Bounded: when
/// full it starts over. Measurements are kept apart, sixteen times as many (they are small),
/// so that a layout with more texts than the layouts held still measures each text once.
final class TextLayoutCache {
  private struct Key: Hashable {
    var text: AttributedText
    var style: TextStyle
    /// The wrapping width in Pango units, or -1 for none.
    var width: Int32

    /// Hashes the string, the font size and the width only: texts that differ in nothing
    /// else are rare, and hashing a whole style and its runs cost more than the lookup.
    func hash(into hasher: inout Hasher) {
      hasher.combine(text.string)
      hasher.combine(style.font.size)
      hasher.combine(width)
    }
  }

  private var layouts: [Key: OpaquePointer] = [:]
  private var metrics: [Key: TextMetrics] = [:]
  private let capacity: Int

  /// How many layouts it holds now.
  var count: Int { layouts.count }
  /// How many measurements it holds now.
  var measurementCount: Int { metrics.count }

  init(capacity: Int = 4096) {
    self.capacity = capacity
  }

  deinit {
    removeAll()
  }

  /// The layout of `text` in `style` wrapped at `width`, made on first use, held for as long
  /// as the caller keeps the reference: drawing something else meanwhile may clear the cache.
  func layout(_ text: AttributedText, style: TextStyle, width: Double?, context: OpaquePointer)
    -> RetainedLayout
  {
    RetainedLayout(layout(for: key(text, style, width), context: context))
  }

  /// The measurements of that layout, computed once.
  func metrics(
    _ text: AttributedText, style: TextStyle, width: Double?, context: OpaquePointer
  )
    -> TextMetrics
  {
    let key = key(text, style, width)
    if let cached = metrics[key] { return cached }
    if metrics.count >= capacity * 16 { metrics.removeAll(keepingCapacity: true) }
    let layout = layout(for: key, context: context)
    let (first, last) = PangoFont.baselines(of: layout)
    var size = PangoFont.size(of: layout, lines: text.string.isEmpty ? 0 : style.numberOfLines)
    // Pango breaks a letter-spaced line before the width its extents give: the text is given
    // one letter space more (within its width), so that laid out again at its measured width
    // it breaks where it was measured.
    if style.letterSpacing > 0, !text.string.isEmpty {
      size.width += style.letterSpacing
      if key.width >= 0 { size.width = min(size.width, Double(key.width) / Double(PANGO_SCALE)) }
    }
    let measured = TextMetrics(size: size, firstBaseline: first, lastBaseline: last)
    metrics[key] = measured
    return measured
  }

  private func key(_ text: AttributedText, _ style: TextStyle, _ width: Double?) -> Key {
    Key(text: text, style: style, width: width.map(PangoFont.pangoUnits) ?? -1)
  }

  private func layout(for key: Key, context: OpaquePointer) -> OpaquePointer {
    if let cached = layouts[key] { return cached }
    if layouts.count >= capacity { removeLayouts() }
    let width = key.width < 0 ? nil : Double(key.width) / Double(PANGO_SCALE)
    let layout = PangoFont.layout(key.text, style: key.style, width: width, context: context)
    layouts[key] = layout
    return layout
  }

  /// Releases every layout (and the fonts they hold) and forgets every measurement.
  func removeAll() {
    removeLayouts()
    metrics.removeAll(keepingCapacity: true)
  }

  private func removeLayouts() {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    layouts.removeAll(keepingCapacity: true)
  }
}

/// A Pango layout kept alive while it is used, even if the cache that made it is cleared in
/// the meantime (a nested draw that measures other text).
final class RetainedLayout {
  let pointer: OpaquePointer

  init(_ pointer: OpaquePointer) {
    self.pointer = pointer
    g_object_ref(UnsafeMutableRawPointer(pointer))
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(pointer))
  }
}
