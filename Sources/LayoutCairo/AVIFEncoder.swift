import CCairo
import CLazyLibraries
import LayoutCore

/// Encodes Cairo image surfaces as AVIF through libavif (AV1 with its alpha), 4:4:4, on one
/// thread so the bytes are the same on every run; quality 0–100 maps to AV1's quantizer.
enum AVIFEncoder {
  static func encode(_ surface: OpaquePointer, quality: Int) throws(DiagnosticError) -> [UInt8] {
    try LazyLibrary.libavif.require(for: "AVIF output", code: .png)
    let avif = layout_avif().pointee
    let pixels = SurfacePixels(surface)
    guard
      let image = avif.imageCreate(
        UInt32(pixels.width), UInt32(pixels.height), 8, AVIF_PIXEL_FORMAT_YUV444)
    else { throw failure("no image") }
    defer { avif.imageDestroy(image) }
    var rgb = avifRGBImage()
    avif.rgbImageSetDefaults(&rgb, image)
    rgb.format = AVIF_RGB_FORMAT_BGRA
    rgb.alphaPremultiplied = AVIF_TRUE
    rgb.pixels = pixels.data
    rgb.rowBytes = UInt32(pixels.stride)
    guard avif.imageRGBToYUV(image, &rgb) == AVIF_RESULT_OK else { throw failure("conversion") }
    guard let encoder = avif.encoderCreate() else { throw failure("no encoder") }
    defer { avif.encoderDestroy(encoder) }
    let quantizer = Int32((100 - min(max(quality, 0), 100)) * 63 / 100)
    encoder.pointee.maxThreads = 1
    encoder.pointee.speed = 8
    encoder.pointee.minQuantizer = quantizer
    encoder.pointee.maxQuantizer = quantizer
    encoder.pointee.minQuantizerAlpha = quantizer
    encoder.pointee.maxQuantizerAlpha = quantizer
    var output = avifRWData()
    defer { avif.rwDataFree(&output) }
    let result = avif.encoderWrite(encoder, image, &output)
    guard result == AVIF_RESULT_OK, let data = output.data else {
      throw failure(String(cString: avif.resultToString(result)))
    }
    return Array(UnsafeBufferPointer(start: data, count: output.size))
  }

  private static func failure(_ reason: String) -> DiagnosticError {
    DiagnosticError(.error, code: .png, message: "AVIF encoding failed: \(reason)")
  }
}
