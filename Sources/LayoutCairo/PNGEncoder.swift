import CCairo
import CPNGWriter
import Glibc
import LayoutCore

/// Encodes Cairo image surfaces as PNG through libpng, with a chosen compression level.
package enum PNGEncoder {
  /// The PNG of a surface at zlib level `compression`; levels 0–3 write unfiltered rows in
  /// strips compressed on `threads` threads (0: one per core), higher ones adaptive filters.
  package static func encode(_ surface: OpaquePointer, compression: Int, threads: Int = 0)
    throws(DiagnosticError) -> [UInt8]
  {
    let level = Int32(min(max(compression, 0), 9))
    // Unfiltered rows compress almost as well at the fast levels and encode much faster.
    let filter: Int32 = level <= 3 ? 0x08 : 0xF8
    var output: UnsafeMutablePointer<UInt8>?
    var length = 0
    let (pixels, width, height, stride) = (
      cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
      cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface)
    )
    // Unfiltered rows are compressed in strips on every core; adaptive filters go through
    // libpng.
    let status =
      level <= 3
      ? layout_png_encode_strips(
        pixels, width, height, stride, level, Int32(clamping: threads), &output, &length)
      : layout_png_encode(pixels, width, height, stride, level, filter, &output, &length)
    guard status == 0, let output else {
      throw DiagnosticError(.error, code: .png, message: "PNG encoding failed (status \(status))")
    }
    defer { free(output) }
    return Array(UnsafeBufferPointer(start: output, count: length))
  }
}
