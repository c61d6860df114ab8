import CCairo
import CPNGWriter
import Glibc
import LayoutCore

/// Encodes Cairo image surfaces as PNG through libpng, with a chosen compression level.
public enum PNGEncoder {
  public static func encode(_ surface: OpaquePointer, compression: Int) throws(DiagnosticError)
    -> [UInt8]
  {
    let level = Int32(min(max(compression, 0), 9))
    // Unfiltered rows compress almost as well at the fast levels and encode much faster.
    let filter: Int32 = level <= 3 ? 0x08 : 0xF8
    var output: UnsafeMutablePointer<UInt8>?
    var length = 0
    let status = layout_png_encode(
      cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
      cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface), level,
      filter, &output, &length)
    guard status == 0, let output else {
      throw DiagnosticError(.error, code: .png, message: "PNG encoding failed (status \(status))")
    }
    defer { free(output) }
    return Array(UnsafeBufferPointer(start: output, count: length))
  }
}
