import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Pango font descriptions and layouts built from the engine's text values.
enum PangoFont {
  /// A new font description (free it with `pango_font_description_free`).
  static func description(for font: FontDescriptor) -> OpaquePointer {
    let description = pango_font_description_new()!
    // A monospace request without a family is Courier, as UIKit resolves it.
    let family =
      font.traits.contains(.monospace) && font.family == "system" ? "Courier" : font.family
    pango_font_description_set_family(description, family)
    pango_font_description_set_weight(
      description, PangoWeight(UInt32(font.drawnWeight.numericWeight)))
    pango_font_description_set_style(
      description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    if font.traits.contains(.condensed) {
      pango_font_description_set_stretch(description, PANGO_STRETCH_CONDENSED)
    } else if font.traits.contains(.expanded) {
      pango_font_description_set_stretch(description, PANGO_STRETCH_EXPANDED)
    }
    pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
    return description
  }

  /// A new layout of `text` in `style`, wrapping at `width` when given (release it with
  /// `g_object_unref`). Labels wrap at word boundaries, break words that do not fit, and end
  /// the last allowed line with an ellipsis when the line count is limited.
  static func layout(
    _ text: AttributedText, style: TextStyle, width: Double?, context: OpaquePointer
  ) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    let description = self.description(for: style.font)
    defer { pango_font_description_free(description) }
    pango_layout_set_font_description(layout, description)
    setLineSpacing(of: layout, style, font: description, context: context)
    let clipsOneLine = clipsOneLine(style)
    if let width, !clipsOneLine {
      pango_layout_set_width(layout, pangoUnits(width))
      pango_layout_set_wrap(
        layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      // A negative height limits the line count when ellipsizing; 0 lines means unlimited.
      if style.numberOfLines > 0, style.lineBreakMode.truncates {
        pango_layout_set_height(layout, -Int32(clamping: style.numberOfLines))
        pango_layout_set_ellipsize(layout, ellipsizeMode(style.lineBreakMode))
      }
    }
    // A given direction holds for every paragraph (the context's); else each runs its own way.
    if style.direction != .natural { pango_layout_set_auto_dir(layout, 0) }
    pango_layout_set_alignment(layout, alignment(of: text.string, style))
    pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
    pango_layout_set_text(layout, text.string, -1)
    setAttributes(of: layout, text, style, keepingHangulWords: true)
    // A Korean word wider than the line is broken between syllables, as UIKit breaks it; here
    // the whole text then breaks that way.
    if let width, !clipsOneLine, !HangulWordBreaks.runs(in: text.string).isEmpty,
      hasLineWiderThan(pangoUnits(width), layout)
    {
      setAttributes(of: layout, text, style, keepingHangulWords: false)
    }
    return layout
  }

  /// Whether the style's text is one clipped line, which is not wrapped at all: it runs on
  /// past the edge, which cuts it.
  static func clipsOneLine(_ style: TextStyle) -> Bool {
    style.numberOfLines == 1 && !style.lineBreakMode.truncates
  }

  private static func setAttributes(
    of layout: OpaquePointer, _ text: AttributedText, _ style: TextStyle,
    keepingHangulWords: Bool
  ) {
    let attributes = PangoAttributes.list(
      for: text, baseWeight: style.font.drawnWeight.numericWeight,
      keepingHangulWords: keepingHangulWords)
    if style.letterSpacing != 0 {
      // A new attribute covers the whole text.
      pango_attr_list_insert(
        attributes,
        pango_attr_letter_spacing_new(
          Int32(saturating: (style.letterSpacing * Double(PANGO_SCALE)).rounded())))
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  /// The space between lines: the font's line height times the multiple less one, plus the
  /// extra points; or, for a fixed line height, what it adds to the font's (as Android's
  /// `setLineHeight` does). Pango puts it between lines and not after the last, as Android
  /// does.
  private static func setLineSpacing(
    of layout: OpaquePointer, _ style: TextStyle, font: OpaquePointer, context: OpaquePointer
  ) {
    let fixed = style.lineHeight > 0
    guard fixed || style.lineHeightMultiple != 1 || style.lineSpacing != 0 else { return }
    var lineHeight = 0.0
    if fixed || style.lineHeightMultiple != 1,
      let metrics = pango_context_get_metrics(context, font, nil)
    {
      lineHeight = Double(pango_font_metrics_get_height(metrics)) / Double(PANGO_SCALE)
      pango_font_metrics_unref(metrics)
    }
    let spacing =
      fixed
      ? style.lineHeight - lineHeight
      : lineHeight * (style.lineHeightMultiple - 1) + style.lineSpacing
    pango_layout_set_spacing(layout, Int32(saturating: (spacing * Double(PANGO_SCALE)).rounded()))
  }

  /// Whether a line of the laid-out text is wider than `width` Pango units.
  private static func hasLineWiderThan(_ width: Int32, _ layout: OpaquePointer) -> Bool {
    guard let iterator = pango_layout_get_iter(layout) else { return false }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      if logical.width > width { return true }
    } while pango_layout_iter_next_line(iterator) != 0
    return false
  }

  /// Releases a layout made by `layout(_:style:width:context:)`.
  static func release(_ layout: OpaquePointer) {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  private static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
    switch mode {
    case .byTruncatingHead: return PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
    default: return PANGO_ELLIPSIZE_END
    }
  }

  /// The logical size of the first `lines` lines (all when 0): what a label shows when its
  /// text is clipped rather than truncated.
  static func size(of layout: OpaquePointer, lines: Int) -> Size {
    let full = size(of: layout)
    guard lines > 0, Int(pango_layout_get_line_count(layout)) > lines,
      let iterator = pango_layout_get_iter(layout)
    else { return full }
    defer { pango_layout_iter_free(iterator) }
    for _ in 1..<lines { pango_layout_iter_next_line(iterator) }
    var logical = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &logical)
    let bottom = Double(logical.y + logical.height) / Double(PANGO_SCALE)
    return Size(width: full.width, height: bottom)
  }

  /// Points in Pango units, rounded up so text that fits its measured width still fits.
  static func pangoUnits(_ points: Double) -> Int32 {
    Int32(saturating: (points * Double(PANGO_SCALE)).rounded(.up))
  }

  /// Pango reads left and right as start and end: a paragraph whose first strong character
  /// is right-to-left (Arabic, Hebrew) swaps them. UIKit's left and right are absolute and its
  /// natural alignment (also the last line of justified text) is the start, so left and right
  /// are swapped back for such text; the direction of the first paragraph decides for all.
  /// A given direction is the context's, against which nothing is swapped: its natural
  /// alignment is its start.
  static func alignment(of text: String, _ style: TextStyle) -> PangoAlignment {
    let swapped = style.direction == .natural && isRightToLeft(text, style)
    switch style.alignment {
    case .center: return PANGO_ALIGN_CENTER
    case .right: return swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    case .left: return swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    case .justified, .natural:
      return style.direction == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    }
  }

  /// How far right of the frame's left edge a line laid out without a width (one clipped
  /// line, which is not wrapped) starts, so that it is aligned in `width` as a wrapped line
  /// would be: Pango aligns such a line only against itself. 0 for other text and for a line
  /// as wide as the frame or wider (it starts at the left, and the frame cuts it).
  static func unwrappedLineOffset(
    _ layout: OpaquePointer, style: TextStyle, text: String, in width: Double
  ) -> Double {
    guard clipsOneLine(style) else { return 0 }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let room = width - Double(logical.width) / Double(PANGO_SCALE)
    guard room > 0 else { return 0 }
    switch style.alignment {
    case .center: return room / 2
    case .right: return room
    case .left: return 0
    case .natural, .justified: return isRightToLeft(text, style) ? room : 0
    }
  }

  /// Whether the text's paragraphs run right to left: as its style says, else as its first
  /// strong character runs.
  private static func isRightToLeft(_ text: String, _ style: TextStyle) -> Bool {
    switch style.direction {
    case .leftToRight: false
    case .rightToLeft: true
    case .natural: layout_pango_base_direction(text) == PANGO_DIRECTION_RTL
    }
  }

  /// The first and last lines' baselines, in points from the top of the layout.
  static func baselines(of layout: OpaquePointer) -> (Double, Double) {
    let scale = Double(PANGO_SCALE)
    let first = Double(pango_layout_get_baseline(layout)) / scale
    guard let iterator = pango_layout_get_iter(layout) else { return (first, first) }
    defer { pango_layout_iter_free(iterator) }
    while pango_layout_iter_next_line(iterator) != 0 {}
    return (first, Double(pango_layout_iter_get_baseline(iterator)) / scale)
  }

  /// The logical size of a layout in points.
  static func size(of layout: OpaquePointer) -> Size {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
  }
}
