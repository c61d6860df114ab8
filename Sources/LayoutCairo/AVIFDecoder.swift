import CCairo
import CLazyLibraries
import LayoutCore

/// Decodes AVIF bytes (libavif) into a Cairo ARGB32 surface: the first image, premultiplied.
enum AVIFDecoder {
  /// Whether the bytes are an AVIF file: an ISO media `ftyp` box of brand `avif` or `avis`.
  static func isAVIF(_ bytes: [UInt8]) -> Bool {
    bytes.count > 12 && bytes[4..<8].elementsEqual("ftyp".utf8)
      && (bytes[8..<12].elementsEqual("avif".utf8) || bytes[8..<12].elementsEqual("avis".utf8))
  }

  /// The first image, refused before decoding when its header declares more than
  /// `pixelLimit` pixels.
  static func surface(_ bytes: [UInt8], name: String, pixelLimit: Int)
    throws(DiagnosticError) -> OpaquePointer
  {
    try LazyLibrary.libavif.require(for: "AVIF image '\(name)'", code: .invalidImage)
    let avif = layout_avif().pointee
    guard let decoder = avif.decoderCreate() else { throw unreadable(name) }
    defer { avif.decoderDestroy(decoder) }
    decoder.pointee.maxThreads = 1
    let outcome = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(DiagnosticError) in
        guard avif.decoderSetIOMemory(decoder, buffer.baseAddress, buffer.count) == AVIF_RESULT_OK,
          avif.decoderParse(decoder) == AVIF_RESULT_OK, let image = decoder.pointee.image
        else { throw unreadable(name) }
        try ImageDecoder.checkSize(
          width: Int(image.pointee.width), height: Int(image.pointee.height), limit: pixelLimit,
          name: name)
        guard avif.decoderNextImage(decoder) == AVIF_RESULT_OK, let decoded = decoder.pointee.image
        else { throw unreadable(name) }
        return try convert(decoded, name: name, avif: avif)
      }
    }
    return try outcome.get()
  }

  /// A decoded image as a premultiplied ARGB32 surface.
  private static func convert(
    _ image: UnsafeMutablePointer<avifImage>, name: String, avif: layout_avif_functions
  ) throws(DiagnosticError) -> OpaquePointer {
    let width = image.pointee.width
    let height = image.pointee.height
    guard width > 0, height > 0, Int(width) * Int(height) <= CairoRenderer.maxPixels,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw unreadable(name) }
    var rgb = avifRGBImage()
    avif.rgbImageSetDefaults(&rgb, image)
    rgb.format = AVIF_RGB_FORMAT_BGRA
    rgb.depth = 8
    rgb.alphaPremultiplied = AVIF_TRUE
    rgb.pixels = cairo_image_surface_get_data(surface)
    rgb.rowBytes = UInt32(cairo_image_surface_get_stride(surface))
    guard avif.imageYUVToRGB(image, &rgb) == AVIF_RESULT_OK else {
      cairo_surface_destroy(surface)
      throw unreadable(name)
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  private static func unreadable(_ name: String) -> DiagnosticError {
    DiagnosticError(.error, code: .invalidImage, message: "'\(name)' is not a readable AVIF image")
  }
}
