import CCairo
import LayoutCore

/// The pixels of a Cairo ARGB32 image surface (premultiplied, in memory order B, G, R, A) in
/// the layouts encoders take.
struct SurfacePixels {
  let width: Int
  let height: Int
  let stride: Int
  let data: UnsafeMutablePointer<UInt8>

  init(_ surface: OpaquePointer) {
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    data = cairo_image_surface_get_data(surface)!
  }

  /// B, G, R, 255 rows (`width * 4` bytes each), composited over an opaque `matte` colour: what
  /// formats without transparency (JPEG) show where the canvas is see-through.
  func flattened(over matte: Color) -> [UInt8] {
    let channels = [matte.blue, matte.green, matte.red].map { Int(($0 * 255).rounded()) }
    var output = [UInt8](repeating: 255, count: width * height * 4)
    for row in 0..<height {
      for column in 0..<width {
        let source = row * stride + column * 4
        let target = (row * width + column) * 4
        let uncovered = 255 - Int(data[source + 3])
        for channel in 0..<3 {
          let value = Int(data[source + channel]) + (uncovered * channels[channel] + 127) / 255
          output[target + channel] = UInt8(min(value, 255))
        }
      }
    }
    return output
  }

  /// B, G, R, A rows (`width * 4` bytes each) with the alpha divided out, as WebP takes them.
  func unpremultiplied() -> [UInt8] {
    var output = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      for column in 0..<width {
        let source = row * stride + column * 4
        let target = (row * width + column) * 4
        let alpha = Int(data[source + 3])
        output[target + 3] = UInt8(alpha)
        guard alpha > 0 else { continue }
        for channel in 0..<3 {
          let value = (Int(data[source + channel]) * 255 + alpha / 2) / alpha
          output[target + channel] = UInt8(min(value, 255))
        }
      }
    }
    return output
  }
}
