import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Pango layouts kept between measuring and drawing, and between renders: shaping text is
/// most of the cost of text, and the same label is measured for its width, measured again at
/// its width for its height, checked for glyphs no face has, then drawn.
///
/// Each text is shaped once where it can be: a layout whose one line fits a later width
/// serves that width too (its measurements and its drawing, `AlignedLine` placing its line
/// as a layout at that width would), and the glyph check reads whichever layout of the text
/// was made. Only text that wraps or is cut differently at another width is shaped again.
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

    /// The same text and style in any alignment, without a width: what shapings are filed
    /// under (the alignment places lines; it shapes nothing).
    var shaping: Key {
      var style = style
      style.alignment = .natural
      return Key(text: text, style: style, width: -1)
    }

    /// Hashes the string, the font size and the width only: texts that differ in nothing
    /// else are rare, and hashing a whole style and its runs cost more than the lookup.
    func hash(into hasher: inout Hasher) {
      hasher.combine(text.string)
      hasher.combine(style.font.size)
      hasher.combine(width)
    }
  }

  private var layouts: [Key: OpaquePointer] = [:]
  /// For each text and style, a layout made of it (at any width) that holds all its glyphs:
  /// one whose single line is neither wrapped nor cut when there is one.
  private var shapings: [Key: OpaquePointer] = [:]
  private var metrics: [Key: TextMetrics] = [:]
  private let capacity: Int
  /// Whether a layout whose line fits another width serves it (off only to compare with
  /// shaping every text again at every width).
  let reusesLayouts: Bool

  /// How many layouts it holds now: how many times text was shaped since it was last cleared.
  var count: Int { layouts.count }
  /// How many measurements it holds now.
  var measurementCount: Int { metrics.count }

  init(capacity: Int = 4096, reusesLayouts: Bool = true) {
    self.capacity = capacity
    self.reusesLayouts = reusesLayouts
  }

  deinit {
    removeAll()
  }

  /// A layout of `text` in `style` holding all its glyphs, made (without a width) only when
  /// none was made yet; held for as long as the caller keeps the reference.
  func anyLayout(_ text: AttributedText, style: TextStyle, context: OpaquePointer)
    -> RetainedLayout
  {
    let key = key(text, style, nil)
    return RetainedLayout(shapings[key.shaping] ?? layout(for: key, context: context))
  }

  /// What draws `text` in `style` in a frame `width` wide: a layout of it already made whose
  /// line fits, shifted to where the frame's alignment puts it, else the layout at `width`.
  /// Held for as long as the caller keeps it: drawing something else meanwhile may clear the
  /// cache.
  func drawn(_ text: AttributedText, style: TextStyle, width: Double, context: OpaquePointer)
    -> DrawnLayout
  {
    let key = key(text, style, width)
    let height = metrics(text, style: style, width: width, context: context).size.height
    if layouts[key] == nil, let (layout, shift) = fitting(key) {
      return DrawnLayout(layout: RetainedLayout(layout), shift: shift, height: height)
    }
    let layout = RetainedLayout(layout(for: key, context: context))
    return DrawnLayout(layout: layout, shift: 0, height: height)
  }

  /// The measurements of the layout of `text` in `style` wrapped at `width`, computed once,
  /// from a layout of it already made when its line fits `width`.
  func metrics(
    _ text: AttributedText, style: TextStyle, width: Double?, context: OpaquePointer
  )
    -> TextMetrics
  {
    let key = key(text, style, width)
    if let cached = metrics[key] { return cached }
    if metrics.count >= capacity * 16 { metrics.removeAll(keepingCapacity: true) }
    let layout = layouts[key] ?? fitting(key)?.layout ?? layout(for: key, context: context)
    let measured = measure(layout, as: key)
    metrics[key] = measured
    return measured
  }

  /// The measurements of `layout` as the layout of the key's text at the key's width: the
  /// same layout when it was made for the key, or one whose single line fits that width.
  private func measure(_ layout: OpaquePointer, as key: Key) -> TextMetrics {
    let (first, last) = PangoFont.baselines(of: layout)
    let text = key.text.string
    var size = PangoFont.size(of: layout, lines: text.isEmpty ? 0 : key.style.numberOfLines)
    // Pango breaks a letter-spaced line before the width its extents give: the text is given
    // one letter space more (within its width), so that laid out again at its measured width
    // it breaks where it was measured.
    if key.style.letterSpacing > 0, !text.isEmpty {
      size.width += key.style.letterSpacing
      if key.width >= 0 { size.width = min(size.width, Double(key.width) / Double(PANGO_SCALE)) }
    }
    return TextMetrics(size: size, firstBaseline: first, lastBaseline: last)
  }

  /// A layout of the key's text already made whose line the key's width holds as it is, and
  /// how far right to shift it to stand where the layout at that width would put it.
  private func fitting(_ key: Key) -> (layout: OpaquePointer, shift: Int32)? {
    guard reusesLayouts, let layout = shapings[key.shaping],
      let shift = AlignedLine.shift(
        of: layout, text: key.text.string, style: key.style, in: key.width)
    else { return nil }
    return (layout, shift)
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
    file(layout, as: key.shaping)
    return layout
  }

  /// Files a new layout as its text's shaping when it holds every glyph, unless one with a
  /// single unwrapped line (which can serve other widths) is filed already.
  private func file(_ layout: OpaquePointer, as shaping: Key) {
    if let filed = shapings[shaping], AlignedLine.isOneWholeLine(filed) { return }
    guard pango_layout_is_ellipsized(layout) == 0 else { return }
    shapings[shaping] = layout
  }

  /// Releases every layout (and the fonts they hold) and forgets every measurement.
  func removeAll() {
    removeLayouts()
    metrics.removeAll(keepingCapacity: true)
  }

  private func removeLayouts() {
    shapings.removeAll(keepingCapacity: true)
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    layouts.removeAll(keepingCapacity: true)
  }
}

/// A layout to draw a text with, and where: `shift` Pango units right of where the layout
/// itself puts its line (a layout made at another width, aligned in this one).
struct DrawnLayout {
  let layout: RetainedLayout
  let shift: Int32
  /// The height of the text as laid out, which places it vertically in its frame.
  let height: Double
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
