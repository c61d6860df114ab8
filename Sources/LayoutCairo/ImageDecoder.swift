import CCairo
import CTurboJPEG
import CWebP
import LayoutCore

/// Decodes PNG, JPEG (libjpeg-turbo), WebP (libwebp) and AVIF (libavif) bytes into Cairo
/// ARGB32 surfaces,
/// telling the format from the bytes themselves, not the file name.
enum ImageDecoder {
  /// A new surface (release it with `cairo_surface_destroy`); `name` names the image in
  /// errors. An image whose header declares more than `pixelLimit` pixels is refused before
  /// any of it is decoded.
  static func surface(_ bytes: [UInt8], name: String, pixelLimit: Int = CairoRenderer.maxPixels)
    throws(DiagnosticError) -> OpaquePointer
  {
    if let (width, height) = ImageHeader.dimensions(bytes) {
      try checkSize(width: width, height: height, limit: pixelLimit, name: name)
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      try JPEGScans.check(bytes, name: name)
      return try jpeg(bytes, name: name)
    }
    if bytes.count > 12, bytes.starts(with: Array("RIFF".utf8)),
      bytes[8..<12].elementsEqual("WEBP".utf8)
    {
      return try webp(bytes, name: name)
    }
    if AVIFDecoder.isAVIF(bytes) {
      return try AVIFDecoder.surface(bytes, name: name, pixelLimit: pixelLimit)
    }
    return try PNGDecoder.surface(bytes, name: name)
  }

  private static func jpeg(_ bytes: [UInt8], name: String) throws(DiagnosticError) -> OpaquePointer
  {
    guard let decoder = tjInitDecompress() else { throw DiagnosticError(unreadable(name, "JPEG")) }
    defer { tjDestroy(decoder) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let size = UInt(bytes.count)
    guard
      tjDecompressHeader3(decoder, bytes, size, &width, &height, &subsampling, &colorspace) == 0,
      width > 0, height > 0
    else { throw DiagnosticError(unreadable(name, "JPEG")) }
    let surface = try newSurface(width: width, height: height, name: name)
    let data = cairo_image_surface_get_data(surface)
    let stride = cairo_image_surface_get_stride(surface)
    // Cairo's ARGB32 is BGRA in memory on little-endian machines; JPEG pixels are opaque.
    let status = tjDecompress2(
      decoder, bytes, size, data, width, stride, height, Int32(TJPF_BGRA.rawValue),
      TJFLAG_ACCURATEDCT)
    guard status == 0 else {
      cairo_surface_destroy(surface)
      throw DiagnosticError(unreadable(name, "JPEG"))
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  private static func webp(_ bytes: [UInt8], name: String) throws(DiagnosticError) -> OpaquePointer
  {
    var width: Int32 = 0
    var height: Int32 = 0
    guard WebPGetInfo(bytes, bytes.count, &width, &height) != 0, width > 0, height > 0 else {
      throw DiagnosticError(unreadable(name, "WebP"))
    }
    let surface = try newSurface(width: width, height: height, name: name)
    let data = cairo_image_surface_get_data(surface)!
    let stride = cairo_image_surface_get_stride(surface)
    let capacity = Int(stride) * Int(height)
    guard WebPDecodeBGRAInto(bytes, bytes.count, data, capacity, stride) != nil else {
      cairo_surface_destroy(surface)
      throw DiagnosticError(unreadable(name, "WebP"))
    }
    premultiply(data, width: Int(width), height: Int(height), stride: Int(stride))
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// libwebp gives straight alpha; Cairo wants it premultiplied.
  private static func premultiply(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
  ) {
    for row in 0..<height {
      let pixels = data + row * stride
      for column in 0..<width {
        let pixel = pixels + column * 4
        let alpha = UInt32(pixel[3])
        guard alpha < 255 else { continue }
        for channel in 0..<3 {
          pixel[channel] = UInt8((UInt32(pixel[channel]) * alpha + 127) / 255)
        }
      }
    }
  }

  private static func newSurface(width: Int32, height: Int32, name: String) throws(DiagnosticError)
    -> OpaquePointer
  {
    guard Int(width) * Int(height) <= CairoRenderer.maxPixels,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      throw DiagnosticError(
        .error, code: .imageTooLarge, message: "Image '\(name)' is too large to decode")
    }
    return surface
  }

  /// Refuses an image of `width` × `height` pixels beyond `limit`.
  static func checkSize(width: Int, height: Int, limit: Int, name: String)
    throws(DiagnosticError)
  {
    let pixels = width.multipliedReportingOverflow(by: height)
    guard pixels.overflow || pixels.partialValue > limit else { return }
    throw DiagnosticError(
      .error, code: .imageTooLarge,
      message: "Image '\(name)' is \(width)x\(height) pixels, more than the limit of "
        + "\(limit) pixels per image",
      hints: ["scale the image down, or raise RenderOptions.imageLimits.pixelsPerImage"])
  }

  private static func unreadable(_ name: String, _ format: String) -> Diagnostic {
    Diagnostic(
      .error, code: .invalidImage, message: "'\(name)' is not a readable \(format) image")
  }
}
