import CCairo
import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Draws a display list onto a Cairo context, in points (the caller scales the context).
struct CairoPainter {
  let cairo: OpaquePointer
  let fonts: FontLibrary
  let images: ImageLibrary

  func draw(_ list: DisplayList) {
    draw(list.items)
  }

  /// Draws `items` in order; stops early when the render's budget runs out (the renderer then
  /// throws its error).
  func draw(_ items: [DisplayItem]) {
    for item in items {
      if RenderBudget.shouldStop { return }
      switch item {
      case .group(let group): draw(group)
      case .fill(let rect, let radius, let color): fill(rect, cornerRadius: radius, color: color)
      case .gradient(let gradient): fill(gradient)
      case .stroke(let rect, let radius, let width, let color):
        stroke(rect, cornerRadius: radius, width: width, color: color)
      case .text(let text): draw(text)
      case .image(let image): draw(image)
      case .shadow(let shadow): draw(shadow)
      case .path(let path): draw(path)
      case .backdrop(let backdrop): draw(backdrop)
      }
    }
  }

  private func draw(_ group: DisplayGroup) {
    guard group.opacity > 0 else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    var matrix = cairo_matrix_t(
      xx: group.transform.a, yx: group.transform.b, xy: group.transform.c,
      yy: group.transform.d, x0: group.transform.tx, y0: group.transform.ty)
    cairo_transform(cairo, &matrix)
    if let clip = group.clip {
      addRoundedRect(clip, radius: group.clipCornerRadius)
      cairo_clip(cairo)
    }
    if let clipPath = group.clipPath {
      addPath(clipPath)
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cairo)
    }
    if group.opacity < 1 {
      cairo_push_group(cairo)
      draw(group.items)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, group.opacity)
    } else {
      draw(group.items)
    }
  }

  private func fill(_ rect: Rect, cornerRadius: Double, color: Color) {
    addRoundedRect(rect, radius: cornerRadius)
    setSource(color)
    cairo_fill(cairo)
  }

  private func fill(_ gradient: GradientItem) {
    let rect = gradient.rect
    let start = Point(
      x: rect.x + gradient.start.x * rect.width, y: rect.y + gradient.start.y * rect.height)
    let end = Point(
      x: rect.x + gradient.end.x * rect.width, y: rect.y + gradient.end.y * rect.height)
    let pattern: OpaquePointer
    switch gradient.kind {
    case .axial:
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    case .radial:
      // A circle in the unit square, stretched to the rectangle's shape: an ellipse through
      // the end point.
      let unitRadius =
        ((gradient.end.x - gradient.start.x) * (gradient.end.x - gradient.start.x)
        + (gradient.end.y - gradient.start.y) * (gradient.end.y - gradient.start.y)).squareRoot()
      pattern = cairo_pattern_create_radial(
        gradient.start.x, gradient.start.y, 0, gradient.start.x, gradient.start.y, unitRadius)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / max(rect.width, 1e-9), 1 / max(rect.height, 1e-9))
      cairo_matrix_translate(&matrix, -rect.x, -rect.y)
      cairo_pattern_set_matrix(pattern, &matrix)
    }
    defer { cairo_pattern_destroy(pattern) }
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
        stop.color.alpha)
    }
    addRoundedRect(rect, radius: gradient.cornerRadius)
    cairo_set_source(cairo, pattern)
    cairo_fill(cairo)
  }

  /// A border of `width` inside the rectangle's edges (its outer edge on the bounds).
  private func stroke(_ rect: Rect, cornerRadius: Double, width: Double, color: Color) {
    let inset = min(width, rect.width / 2, rect.height / 2) / 2
    let path = Rect(
      x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset,
      height: rect.height - 2 * inset)
    addRoundedRect(path, radius: max(0, cornerRadius - inset))
    setSource(color)
    cairo_set_line_width(cairo, 2 * inset)
    cairo_stroke(cairo)
  }

  func addRoundedRect(_ rect: Rect, radius: Double) {
    let radius = min(radius, rect.width / 2, rect.height / 2)
    guard radius > 0 else {
      cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
      return
    }
    let halfPi = Double.pi / 2
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, rect.maxX - radius, rect.y + radius, radius, -halfPi, 0)
    cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, halfPi)
    cairo_arc(cairo, rect.x + radius, rect.maxY - radius, radius, halfPi, 2 * halfPi)
    cairo_arc(cairo, rect.x + radius, rect.y + radius, radius, 2 * halfPi, 3 * halfPi)
    cairo_close_path(cairo)
  }

  /// Lays the text out at the frame's width and centres it vertically, as UILabel does (or puts
  /// it at the top or bottom); text taller than the frame is clipped to it.
  private func draw(_ text: TextItem) {
    // Glyphs taller than the largest canvas cannot be seen whole, and FreeType fails on
    // them: text magnified that far (a huge font under a large transform) is left out.
    guard text.style.font.size * deviceMagnification() <= CairoRenderer.maxSide else { return }
    let styled = AttributedText(string: text.text, runs: text.runs)
    let drawn = fonts.layouts.drawn(
      styled, style: text.style, width: text.frame.width,
      context: fonts.context(for: text.style))
    let layout = drawn.layout.pointer
    let left =
      text.frame.x
      + PangoFont.unwrappedLineOffset(
        layout, style: text.style, text: text.text, in: text.frame.width)
    if let leading = text.leading { draw(leading, before: drawn, at: left, of: text) }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_rectangle(cairo, text.frame.x, text.frame.y, text.frame.width, text.frame.height)
    cairo_clip(cairo)
    let top = text.frame.y + text.placement.offset(of: drawn.height, in: text.frame.height)
    if let shadow = text.shadow {
      setSource(shadow.color)
      show(drawn, at: Point(x: left + shadow.offset.width, y: top + shadow.offset.height))
    }
    setSource(text.color)
    show(drawn, at: Point(x: left, y: top))
  }

  /// Shows a layout with its top left at `origin`, its line `shift` Pango units further right.
  /// Pango reads the current point, which Cairo keeps in fixed point, and adds its own offsets
  /// to that: a shifted line is drawn from the same rounded point, translated by the shift,
  /// so that its glyphs land where the layout at the frame's width puts them.
  private func show(_ drawn: DrawnLayout, at origin: Point) {
    cairo_move_to(cairo, origin.x, origin.y)
    guard drawn.shift != 0 else { return pango_cairo_show_layout(cairo, drawn.layout.pointer) }
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(cairo, &x, &y)
    cairo_new_path(cairo)
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_translate(cairo, x + Double(drawn.shift) / Double(PANGO_SCALE), y)
    pango_cairo_show_layout(cairo, drawn.layout.pointer)
  }

  /// How much the current transformation enlarges lengths at most, user space to pixels.
  private func deviceMagnification() -> Double {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    return max(
      (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(),
      (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
  }

  /// Draws items just left of where the laid-out text starts (right of where it ends, right
  /// to left), placed vertically in the text's frame as the text is; the layout is drawn with
  /// its left edge at `left`.
  private func draw(
    _ leading: LeadingContent, before drawn: DrawnLayout, at left: Double, of text: TextItem
  ) {
    var logical = PangoRectangle()
    pango_layout_get_extents(drawn.layout.pointer, nil, &logical)
    let start = left + Double(logical.x + drawn.shift) / Double(PANGO_SCALE)
    let x =
      leading.isRightToLeft
      ? start + Double(logical.width) / Double(PANGO_SCALE) : start - leading.size.width
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    let top = text.frame.y + text.placement.offset(of: leading.size.height, in: text.frame.height)
    cairo_translate(cairo, x, top)
    draw(leading.items)
  }

  /// Scales the image into its rectangle, clipped to the view's bounds. SVG and PDF documents
  /// draw as vectors; a template image is drawn in its tint colour (a vector one from pixels at
  /// the output's resolution).
  private func draw(_ image: ImageItem) {
    guard let loaded = images.loaded(image.name), image.rect.width > 0, image.rect.height > 0
    else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_rectangle(cairo, image.clip.x, image.clip.y, image.clip.width, image.clip.height)
    cairo_clip(cairo)
    cairo_translate(cairo, image.rect.x, image.rect.y)
    switch (loaded, image.tint) {
    case (.vector(let document), nil):
      let size = document.size
      cairo_scale(cairo, image.rect.width / size.width, image.rect.height / size.height)
      document.render(in: cairo)
    case (.vector(let document), let tint?):
      // Pixels enough for the drawn size, but never a surface larger than Cairo makes.
      let fullScale = rasterResolution() * image.rect.width / document.size.width
      let largest = max(document.size.width, document.size.height)
      let pixels = document.rasterized(pixels: min(fullScale, 4096 / max(largest, 1e-9)))
      defer { cairo_surface_destroy(pixels) }
      paint(tinted(pixels, tint), size: image.rect.size, owned: true)
    case (.raster(let surface), let tint):
      let drawn = tint.map { tinted(surface, $0) } ?? surface
      guard let source = image.source else {
        return paint(drawn, size: image.rect.size, owned: tint != nil)
      }
      defer { if tint != nil { cairo_surface_destroy(drawn) } }
      paintPart(source, of: drawn, size: image.rect.size)
    }
  }

  /// Paints an image surface scaled to `size` at the origin; `owned` surfaces are released.
  private func paint(_ surface: OpaquePointer, size: Size, owned: Bool) {
    defer { if owned { cairo_surface_destroy(surface) } }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    cairo_scale(cairo, size.width / width, size.height / height)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_paint(cairo)
  }

  /// Paints part of an image surface scaled to `size` at the origin, its edge pixels padded
  /// outwards so that scaling never blends in the pixels around the part.
  private func paintPart(_ part: Rect, of surface: OpaquePointer, size: Size) {
    guard part.width > 0, part.height > 0 else { return }
    let piece = cairo_surface_create_for_rectangle(
      surface, part.x, part.y, part.width, part.height)!
    defer { cairo_surface_destroy(piece) }
    cairo_scale(cairo, size.width / part.width, size.height / part.height)
    cairo_set_source_surface(cairo, piece, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
    cairo_rectangle(cairo, 0, 0, part.width, part.height)
    cairo_fill(cairo)
  }

  private func setSource(_ color: Color) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
  }
}
