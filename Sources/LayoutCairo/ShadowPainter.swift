import CCairo
import LayoutCore
import LayoutDisplayList

extension CairoPainter {
  /// Draws a shadow: the items are recorded to find their extent, their alpha is rendered into
  /// an A8 image with room for the blur, blurred (`BoxBlur`), coloured into an image and
  /// painted moved by the offset. The shadow is an image in every format, so SVG and PDF
  /// output hold the same pixels as PNG (and need no filter support); for them it is rendered
  /// at twice the output scale.
  func draw(_ shadow: ShadowItem) {
    guard let (recording, extent) = record(shadow.items) else { return }
    defer { cairo_surface_destroy(recording) }
    let resolution = rasterResolution()
    let margin = (3 * shadow.radius).rounded(.up) + 1
    let area = Rect(
      x: extent.x - margin, y: extent.y - margin, width: extent.width + 2 * margin,
      height: extent.height + 2 * margin)
    guard
      let mask = blurredMask(
        of: recording, area: area, resolution: resolution, sigma: shadow.radius * resolution)
    else { return }
    let image = tinted(mask, shadow.color)
    cairo_surface_destroy(mask)
    defer { cairo_surface_destroy(image) }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_translate(cairo, area.x + shadow.offset.width, area.y + shadow.offset.height)
    cairo_scale(cairo, 1 / resolution, 1 / resolution)
    cairo_set_source_surface(cairo, image, 0, 0)
    cairo_paint(cairo)
  }

  /// The items recorded, and the extent of their ink; nil when they draw nothing. The caller
  /// releases the recording.
  private func record(_ items: [DisplayItem]) -> (OpaquePointer, Rect)? {
    let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    let recorder = cairo_create(recording)!
    CairoPainter(cairo: recorder, fonts: fonts, images: images).draw(items)
    cairo_destroy(recorder)
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
    guard width > 0, height > 0 else {
      cairo_surface_destroy(recording)
      return nil
    }
    return (recording, Rect(x: x, y: y, width: width, height: height))
  }

  /// Pixels per point for what is drawn as pixels: the device scale of the current transform,
  /// doubled for vector surfaces (which have no pixels of their own).
  func rasterResolution() -> Double {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let scale = max(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot(), 0.01)
    let isImage = cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
    return min(isImage ? scale : 2 * scale, 8)
  }

  /// The recording's alpha over `area`, rendered at `resolution` and blurred by `sigma` pixels.
  private func blurredMask(
    of recording: OpaquePointer, area: Rect, resolution: Double, sigma: Double
  ) -> OpaquePointer? {
    let pixelWidth = Int32(saturating: (area.width * resolution).rounded(.up))
    let pixelHeight = Int32(saturating: (area.height * resolution).rounded(.up))
    guard pixelWidth > 0, pixelHeight > 0, Int(pixelWidth) * Int(pixelHeight) <= 1 << 26,
      Double(pixelWidth) <= CairoRenderer.maxSide, Double(pixelHeight) <= CairoRenderer.maxSide,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, pixelWidth, pixelHeight),
      cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let context = cairo_create(mask)!
    cairo_scale(context, resolution, resolution)
    cairo_set_source_surface(context, recording, -area.x, -area.y)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(mask)
    let stride = Int(cairo_image_surface_get_stride(mask))
    let data = cairo_image_surface_get_data(mask)!
    BoxBlur.blur(
      UnsafeMutableBufferPointer(start: data, count: stride * Int(pixelHeight)),
      width: Int(pixelWidth), height: Int(pixelHeight), stride: stride, sigma: sigma)
    cairo_surface_mark_dirty(mask)
    return mask
  }
}
