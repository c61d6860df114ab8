import CPangoCairo
import LayoutDisplayList

/// Where Pango would put a layout's one line in another width: the line holds the same glyphs
/// at any width it fits, so a text is shaped once, and drawn from that shaping in frames of
/// other widths by shifting its line to where the layout at that width would align it.
///
/// The rules are Pango's own (`get_alignment` and `get_x_offset` in pango-layout.c, 1.50):
/// left and right are swapped for a line that runs against its context's direction when the
/// layout finds each paragraph's direction itself, and a centred line whose width and room are
/// whole points is rounded to a whole point.
enum AlignedLine {
  /// How far right of where `layout` draws its line (Pango units) the layout of the same
  /// text in `style` (whose alignment may differ) at `width` Pango units would draw it; nil when that layout would hold
  /// other lines (the text wraps or is cut there, or has more than one line) and must be
  /// shaped at that width.
  static func shift(
    of layout: OpaquePointer, text: String, style: TextStyle, in width: Int32
  ) -> Int32? {
    // One clipped line is laid out without a width whatever its frame (PangoFont.layout).
    if PangoFont.clipsOneLine(style) { return pango_layout_get_width(layout) < 0 ? 0 : nil }
    guard width >= 0, style.letterSpacing >= 0, style.alignment != .justified,
      isOneWholeLine(layout), let line = pango_layout_get_line_readonly(layout, 0),
      let iterator = pango_layout_get_iter(layout)
    else { return nil }
    defer { pango_layout_iter_free(iterator) }
    var logical = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &logical)
    var placed = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &placed)
    // Pango breaks a letter-spaced line one letter space early (TextLayoutCache.measure).
    let needed = Int64(logical.width) + Int64(PangoFont.pangoUnits(style.letterSpacing))
    guard needed <= Int64(width) else { return nil }
    let alignment = PangoFont.alignment(of: text, style)
    let target = offset(
      of: line, width: logical.width, in: width, aligned: alignment, layout: layout)
    return target - (placed.x - logical.x)
  }

  /// Whether the layout is one line, neither wrapped nor cut with an ellipsis.
  static func isOneWholeLine(_ layout: OpaquePointer) -> Bool {
    pango_layout_get_line_count(layout) == 1 && pango_layout_is_wrapped(layout) == 0
      && pango_layout_is_ellipsized(layout) == 0
  }

  private static func offset(
    of line: UnsafeMutablePointer<PangoLayoutLine>, width lineWidth: Int32, in width: Int32,
    aligned alignment: PangoAlignment, layout: OpaquePointer
  ) -> Int32 {
    let room = width - lineWidth
    switch resolved(alignment, of: line, in: layout) {
    case PANGO_ALIGN_RIGHT: return room
    case PANGO_ALIGN_CENTER:
      let half = room / 2
      let scale = Int32(PANGO_SCALE)
      guard (width | lineWidth) & (scale - 1) == 0 else { return half }
      return (half + scale / 2) & ~(scale - 1)
    default: return 0
    }
  }

  /// The line's alignment: the layout's, left and right swapped for a line running against
  /// the context's base direction when the layout resolves directions by paragraph.
  private static func resolved(
    _ alignment: PangoAlignment, of line: UnsafeMutablePointer<PangoLayoutLine>,
    in layout: OpaquePointer
  ) -> PangoAlignment {
    guard alignment != PANGO_ALIGN_CENTER, pango_layout_get_auto_dir(layout) != 0 else {
      return alignment
    }
    let base = pango_context_get_base_dir(pango_layout_get_context(layout))
    let lineDirection = pango_layout_line_get_resolved_direction(line)
    guard sign(of: lineDirection) == -sign(of: base) else { return alignment }
    switch alignment {
    case PANGO_ALIGN_LEFT: return PANGO_ALIGN_RIGHT
    case PANGO_ALIGN_RIGHT: return PANGO_ALIGN_LEFT
    default: return alignment
    }
  }

  /// 1 for the left-to-right directions, -1 for the right-to-left ones, 0 for neutral.
  private static func sign(of direction: PangoDirection) -> Int {
    switch direction {
    case PANGO_DIRECTION_LTR, PANGO_DIRECTION_WEAK_LTR, PANGO_DIRECTION_TTB_RTL: 1
    case PANGO_DIRECTION_RTL, PANGO_DIRECTION_WEAK_RTL, PANGO_DIRECTION_TTB_LTR: -1
    default: 0
    }
  }
}
