import CAvif
import CCairo
import LayoutCore

/// Encodes Cairo image surfaces as AVIF through libavif (AV1 with its alpha), 4:4:4, on one
/// thread so the bytes are the same on every run; quality 0–100 maps to AV1's quantizer.
enum AVIFEncoder {
  static func encode(_ surface: OpaquePointer, quality: Int) throws(DiagnosticError) -> [UInt8] {
    let pixels = SurfacePixels(surface)
    guard
      let image = avifImageCreate(
        UInt32(pixels.width), UInt32(pixels.height), 8, AVIF_PIXEL_FORMAT_YUV444)
    else { throw failure("no image") }
    defer { avifImageDestroy(image) }
    var rgb = avifRGBImage()
    avifRGBImageSetDefaults(&rgb, image)
    rgb.format = AVIF_RGB_FORMAT_BGRA
    rgb.alphaPremultiplied = AVIF_TRUE
    rgb.pixels = pixels.data
    rgb.rowBytes = UInt32(pixels.stride)
    guard avifImageRGBToYUV(image, &rgb) == AVIF_RESULT_OK else { throw failure("conversion") }
    guard let encoder = avifEncoderCreate() else { throw failure("no encoder") }
    defer { avifEncoderDestroy(encoder) }
    let quantizer = Int32((100 - min(max(quality, 0), 100)) * 63 / 100)
    encoder.pointee.maxThreads = 1
    encoder.pointee.speed = 8
    encoder.pointee.minQuantizer = quantizer
    encoder.pointee.maxQuantizer = quantizer
    encoder.pointee.minQuantizerAlpha = quantizer
    encoder.pointee.maxQuantizerAlpha = quantizer
    var output = avifRWData()
    defer { avifRWDataFree(&output) }
    let result = avifEncoderWrite(encoder, image, &output)
    guard result == AVIF_RESULT_OK, let data = output.data else {
      throw failure(String(cString: avifResultToString(result)))
    }
    return Array(UnsafeBufferPointer(start: data, count: output.size))
  }

  private static func failure(_ reason: String) -> DiagnosticError {
    DiagnosticError(.error, code: .png, message: "AVIF encoding failed: \(reason)")
  }
}
