import CCairo
import CWebP
import LayoutCore

/// Encodes Cairo image surfaces as WebP through libwebp: lossy at a quality, or lossless.
enum WebPEncoder {
  static func encode(_ surface: OpaquePointer, quality: Int, lossless: Bool)
    throws(DiagnosticError) -> [UInt8]
  {
    let pixels = SurfacePixels(surface)
    let straight = pixels.unpremultiplied()
    var output: UnsafeMutablePointer<UInt8>?
    let length = straight.withUnsafeBufferPointer { buffer in
      let stride = Int32(pixels.width * 4)
      return lossless
        ? WebPEncodeLosslessBGRA(
          buffer.baseAddress, Int32(pixels.width), Int32(pixels.height), stride, &output)
        : WebPEncodeBGRA(
          buffer.baseAddress, Int32(pixels.width), Int32(pixels.height), stride,
          Float(min(max(quality, 0), 100)), &output)
    }
    guard length > 0, let output else {
      throw DiagnosticError(.error, code: .png, message: "WebP encoding failed")
    }
    defer { WebPFree(output) }
    return Array(UnsafeBufferPointer(start: output, count: length))
  }
}
