import CCairo
import LayoutCore

/// An image in memory: premultiplied ARGB pixels in native byte order, as Cairo stores them.
public struct Bitmap: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// Row-major pixels, `width * height` of them.
  public var pixels: [UInt32]

  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(pixels.count == width * height, "pixel count must be width × height")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Copies the pixels of a Cairo image surface.
  init(surface: OpaquePointer) {
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let (width, height) = (self.width, self.height)
    let data = cairo_image_surface_get_data(surface)
    pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      count = 0
      guard width > 0, height > 0 else { return }
      // Row by row: Cairo's rows may be padded beyond `width` pixels.
      for row in 0..<height {
        let target = UnsafeMutableRawPointer(buffer.baseAddress! + row * width)
        if let data {
          target.copyMemory(from: data + row * stride, byteCount: width * 4)
        } else {
          target.initializeMemory(as: UInt32.self, repeating: 0, count: width)
        }
      }
      count = width * height
    }
  }

  /// Decodes PNG bytes.
  public init(png bytes: [UInt8]) throws(DiagnosticError) {
    let surface = try PNGDecoder.surface(bytes, name: nil)
    defer { cairo_surface_destroy(surface) }
    self.init(surface: surface)
  }

  /// Decodes PNG, JPEG, WebP or AVIF bytes, telling the format from the bytes.
  public init(encoded bytes: [UInt8]) throws(DiagnosticError) {
    let surface = try ImageDecoder.surface(bytes, name: "image")
    defer { cairo_surface_destroy(surface) }
    self.init(surface: surface)
  }

  /// Encodes as PNG (`threads` as `RasterOptions.pngThreads`).
  public func pngData(compression: Int = 1, threads: Int = 0) throws(DiagnosticError) -> [UInt8] {
    var copy = pixels
    let encoded = copy.withUnsafeMutableBytes { raw in
      let surface = cairo_image_surface_create_for_data(
        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(width), Int32(height), Int32(width * 4))!
      defer { cairo_surface_destroy(surface) }
      return Result { () throws(DiagnosticError) in
        try PNGEncoder.encode(surface, compression: compression, threads: threads)
      }
    }
    return try encoded.get()
  }
}

/// Decodes PNG bytes into Cairo image surfaces.
enum PNGDecoder {
  /// A new ARGB32 surface (release it with `cairo_surface_destroy`); `name` names the image
  /// in the error when the bytes are not a readable PNG.
  static func surface(_ bytes: [UInt8], name: String?) throws(DiagnosticError) -> OpaquePointer {
    let source = PNGSource(bytes: bytes)
    let surface = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(
        PNGSource.read, Unmanaged.passUnretained(source).toOpaque())!
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      try checkMemory(forPNG: bytes, name: name)
      // Cairo 1.16 reports unreadable PNG data as "out of memory": say what it means.
      let what = name.map { "'\($0)' is not" } ?? "Not"
      throw DiagnosticError(
        .error, code: .invalidPNG, message: "\(what) a readable PNG image",
        hints: ["images may be PNG, JPEG or WebP files"])
    }
    return ensureARGB(surface)
  }

  /// Cairo reports a truly failed allocation and unreadable data alike: when a surface of the
  /// size the header declares cannot be made either, memory ran out (under `ulimit -v`), and
  /// the error says so rather than blaming the file.
  private static func checkMemory(forPNG bytes: [UInt8], name: String?) throws(DiagnosticError) {
    guard bytes.count >= 24 else { return }
    let field = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (field(16), field(20))
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      return
    }
    let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(probe) }
    guard cairo_surface_status(probe) == CAIRO_STATUS_NO_MEMORY else { return }
    throw DiagnosticError(
      .error, code: .imageTooLarge,
      message: "Not enough memory to decode \(name.map { "'\($0)'" } ?? "the image") "
        + "(\(width)x\(height) pixels)",
      hints: ["raise the memory limit (ulimit -v), or scale the image down"])
  }
}

/// Cairo decodes opaque PNGs as RGB24, whose unused byte is undefined: make it opaque alpha.
private func ensureARGB(_ surface: OpaquePointer) -> OpaquePointer {
  guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
    let data = cairo_image_surface_get_data(surface)
  else { return surface }
  let stride = Int(cairo_image_surface_get_stride(surface))
  for row in 0..<Int(cairo_image_surface_get_height(surface)) {
    let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
    for column in 0..<Int(cairo_image_surface_get_width(surface)) {
      pixels[column] |= 0xFF00_0000
    }
  }
  return surface
}

/// Feeds PNG bytes to Cairo's read callback.
private final class PNGSource {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
      data.update(from: buffer.baseAddress! + source.offset, count: count)
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
