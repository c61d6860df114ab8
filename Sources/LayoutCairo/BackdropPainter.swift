import CCairo
import LayoutCore
import LayoutDisplayList

/// A blur effect's backdrop (`BackdropItem`): the pixels already drawn on the raster target
/// under the rectangle, with room around it for the blur to sample, are copied, blurred in
/// each channel (`BoxBlur`) and painted back inside the rounded rectangle. Vector targets
/// (SVG, PDF) have no pixels to read: the backdrop is left as it is.
extension CairoPainter {
  func draw(_ backdrop: BackdropItem) {
    let target = cairo_get_group_target(cairo)
    guard let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let region = deviceRegion(of: backdrop, on: target)
    else { return }
    guard let blurred = blurredCopy(of: region.pixels, on: target, sigma: region.sigma) else {
      return
    }
    defer { cairo_surface_destroy(blurred) }
    cairo_save(cairo)
    addRoundedRect(backdrop.rect, radius: backdrop.cornerRadius)
    cairo_clip(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_source_surface(
      cairo, blurred, Double(region.pixels.x) - region.offset.x,
      Double(region.pixels.y) - region.offset.y)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The pixels of `target` the blur reads (the rectangle's device bounds grown by three
  /// standard deviations, within the surface), the blur in pixels, and the target's device
  /// offset; nil when nothing of it is on the surface.
  private func deviceRegion(of backdrop: BackdropItem, on target: OpaquePointer)
    -> (pixels: (x: Int, y: Int, width: Int, height: Int), sigma: Double, offset: Point)?
  {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let scale = (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot()
    let sigma = backdrop.radius * scale
    guard sigma.isFinite, sigma > 0.5 else { return nil }
    let rect = backdrop.rect
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (rect.x, rect.y), (rect.maxX, rect.y), (rect.x, rect.maxY), (rect.maxX, rect.maxY),
    ] {
      var (dx, dy) = (x, y)
      cairo_user_to_device(cairo, &dx, &dy)
      xs.append(dx)
      ys.append(dy)
    }
    var offset = (x: 0.0, y: 0.0)
    cairo_surface_get_device_offset(target, &offset.x, &offset.y)
    let pad = 3 * sigma
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let left = max(0, Int(((xs.min() ?? 0) - pad + offset.x).rounded(.down)))
    let top = max(0, Int(((ys.min() ?? 0) - pad + offset.y).rounded(.down)))
    let right = min(width, Int(((xs.max() ?? 0) + pad + offset.x).rounded(.up)))
    let bottom = min(height, Int(((ys.max() ?? 0) + pad + offset.y).rounded(.up)))
    guard right > left, bottom > top else { return nil }
    return (
      (left, top, right - left, bottom - top), sigma, Point(x: offset.x, y: offset.y)
    )
  }

  /// A new image surface holding the region of `target`, each channel blurred.
  private func blurredCopy(
    of region: (x: Int, y: Int, width: Int, height: Int), on target: OpaquePointer,
    sigma: Double
  ) -> OpaquePointer? {
    cairo_surface_flush(target)
    guard let source = cairo_image_surface_get_data(target) else { return nil }
    let sourceStride = Int(cairo_image_surface_get_stride(target))
    guard
      let copy = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)),
      cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(copy)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(copy))
    var plane = [UInt8](repeating: 0, count: region.width * region.height)
    for channel in 0..<4 {
      for row in 0..<region.height {
        let from = (region.y + row) * sourceStride + region.x * 4 + channel
        for column in 0..<region.width {
          plane[row * region.width + column] = source[from + column * 4]
        }
      }
      plane.withUnsafeMutableBufferPointer { pixels in
        BoxBlur.blur(
          pixels, width: region.width, height: region.height, stride: region.width, sigma: sigma)
      }
      for row in 0..<region.height {
        for column in 0..<region.width {
          data[row * stride + column * 4 + channel] = plane[row * region.width + column]
        }
      }
    }
    cairo_surface_mark_dirty(copy)
    return copy
  }
}
