import CCairo
import LayoutCore

/// An image kept as vectors (an SVG or PDF document): drawn with Cairo into any surface, so SVG
/// and PDF output keep its paths.
protocol VectorImage: AnyObject {
  /// Its size in points.
  var size: Size { get }
  /// Draws the document into the rectangle from the origin to `size` in the context's user
  /// space.
  func render(in cairo: OpaquePointer)
}

extension VectorImage {
  /// The document drawn into a new ARGB image of `pixels` pixels per point (released by the
  /// caller).
  func rasterized(pixels scale: Double) -> OpaquePointer {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(saturating: (size.width * scale).rounded(.up)),
      Int32(saturating: (size.height * scale).rounded(.up)))!
    let context = cairo_create(surface)!
    cairo_scale(context, scale, scale)
    render(in: context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    return surface
  }
}
