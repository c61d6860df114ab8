import CCairo

/// The last raster surface, kept for the next render of the same pixel size.
///
/// A new image surface is fresh memory the kernel maps in page by page as the painter first
/// touches it, and unmaps again when the surface is destroyed: for a 1000×200 canvas that cost
/// more than measuring and painting a two-line title. A kept surface is cleared by painting it
/// with Cairo's CLEAR operator, which also marks it clear as a new surface is: Cairo composites
/// the first drawing on a clear surface differently, and translucent antialiased edges then
/// differ by a unit in a few pixels, so a surface cleared any other way would draw a picture
/// slightly unlike a new surface's.
///
/// Used by one renderer, so by one thread. Surfaces above `maxKeptPixels` are not kept, so a
/// one-off huge canvas does not stay in memory.
final class RasterSurfaceCache {
  /// The surface waiting for the next render, if any.
  private(set) var keptSurface: OpaquePointer?

  /// The largest surface kept between renders (4096 × 4096 pixels, 64 MB).
  static let maxKeptPixels = 4096 * 4096

  deinit {
    if let keptSurface { cairo_surface_destroy(keptSurface) }
  }

  /// A cleared ARGB32 surface of this size: the kept one when it fits, else a new one. Hand it
  /// back with `recycle` (or destroy it).
  func surface(width: Int32, height: Int32) -> OpaquePointer {
    if let kept = keptSurface, cairo_image_surface_get_width(kept) == width,
      cairo_image_surface_get_height(kept) == height
    {
      keptSurface = nil
      let context = cairo_create(kept)
      cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
      cairo_paint(context)
      cairo_destroy(context)
      return kept
    }
    return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
  }

  /// Keeps `surface` for the next render (replacing the one kept), or destroys it when it is
  /// too large to keep.
  func recycle(_ surface: OpaquePointer) {
    let pixels =
      Int(cairo_image_surface_get_width(surface)) * Int(cairo_image_surface_get_height(surface))
    guard pixels <= Self.maxKeptPixels, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(surface)
      return
    }
    if let keptSurface { cairo_surface_destroy(keptSurface) }
    keptSurface = surface
  }
}
