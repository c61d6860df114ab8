import CCairo
import LayoutCore

/// An ARGB image of `color` through the alpha of `mask` (an A8 or ARGB image surface), released
/// by the caller. Painting the result as an image, rather than masking with Cairo, keeps SVG
/// output drawn the same by every viewer.
func tinted(_ mask: OpaquePointer, _ color: Color) -> OpaquePointer {
  let image = cairo_image_surface_create(
    CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(mask),
    cairo_image_surface_get_height(mask))!
  let context = cairo_create(image)!
  cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  cairo_mask_surface(context, mask, 0, 0)
  cairo_destroy(context)
  cairo_surface_flush(image)
  return image
}
