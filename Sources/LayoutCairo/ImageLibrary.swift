import CCairo
import LayoutCore
import LayoutDisplayList

/// Decoded images by key (a resolved path), kept for the life of the library. Reading goes
/// through the loader given at creation, so file access and its rules stay in the caller.
///
/// PNG, JPEG and WebP (one pixel is one point), SVG and the first page of a PDF (kept as
/// vectors). Used by one thread at a time, like a renderer.
public final class ImageLibrary {
  public typealias Loader = (String) throws(DiagnosticError) -> [UInt8]

  private var images: [String: LoadedImage] = [:]
  /// The decoded pixels of the images held, by key: what `ImageLimits.totalPixels` caps.
  private var pixels: [String: Int] = [:]
  /// The images the current render has asked for; others may be dropped to make room.
  private var inUse: Set<String> = []

  public init() {}

  deinit {
    for case .raster(let surface) in images.values { cairo_surface_destroy(surface) }
  }

  /// The decoded image for `key`, loading it with `load` on first use, within `limits`.
  func image(_ key: String, limits: ImageLimits = ImageLimits(), load: Loader)
    throws(DiagnosticError) -> LoadedImage
  {
    inUse.insert(key)
    if let cached = images[key] { return cached }
    let bytes = try load(key)
    let image: LoadedImage
    let count: Int
    if SVGImage.isSVG(bytes) {
      count = try SVGEmbeddedRasters.pixels(
        in: bytes, name: key, pixelLimit: limits.pixelsPerImage)
      try checkTotal(adding: count, limits: limits, name: key)
      image = .vector(try SVGImage(bytes, name: key))
    } else if PDFImage.isPDF(bytes) {
      count = try PDFEmbeddedRasters.pixels(
        in: bytes, name: key, pixelLimit: limits.pixelsPerImage)
      try checkTotal(adding: count, limits: limits, name: key)
      image = .vector(try PDFImage(bytes, name: key))
    } else {
      count = try rasterPixels(bytes, limits: limits, name: key)
      image = .raster(
        try ImageDecoder.surface(bytes, name: key, pixelLimit: limits.pixelsPerImage))
    }
    images[key] = image
    pixels[key] = count
    return image
  }

  /// The pixels a PNG, JPEG or WebP image declares, refused beyond either limit; 0 when its
  /// header cannot be read (the decoder then says what is wrong).
  private func rasterPixels(_ bytes: [UInt8], limits: ImageLimits, name: String)
    throws(DiagnosticError) -> Int
  {
    guard let (width, height) = ImageHeader.dimensions(bytes) else { return 0 }
    try ImageDecoder.checkSize(
      width: width, height: height, limit: limits.pixelsPerImage, name: name)
    try checkTotal(adding: width * height, limits: limits, name: name)
    return width * height
  }

  /// Marks the start of a render: the images asked for from now on are its own, and those of
  /// earlier renders may be dropped when the total limit needs room.
  public func beginRender() {
    inUse = []
  }

  /// Refuses an image whose `count` pixels would take the images of the current render past
  /// the total limit; images only earlier renders used are dropped first to make room.
  private func checkTotal(adding count: Int, limits: ImageLimits, name: String)
    throws(DiagnosticError)
  {
    guard pixels.values.reduce(0, +) + count > limits.totalPixels else { return }
    for key in Array(images.keys) where !inUse.contains(key) { forget(key) }
    let held = pixels.values.reduce(0, +)
    guard held + count > limits.totalPixels else { return }
    throw DiagnosticError(
      .error, code: .imageTooLarge,
      message: "Image '\(name)' would take the decoded images of this render past the limit of "
        + "\(limits.totalPixels) pixels in all (\(held) already)",
      hints: ["use fewer or smaller images, or raise RenderOptions.imageLimits.totalPixels"])
  }

  /// The size of the image for `key`, in points.
  public func size(_ key: String, limits: ImageLimits = ImageLimits(), load: Loader)
    throws(DiagnosticError) -> Size
  {
    try image(key, limits: limits, load: load).size
  }

  /// Drops the decoded image for `key`, so that the next use reads it again.
  public func forget(_ key: String) {
    pixels[key] = nil
    if case .raster(let surface)? = images.removeValue(forKey: key) {
      cairo_surface_destroy(surface)
    }
  }

  /// The pixels of the raster image for `key`, if it has been loaded.
  public func pixels(_ key: String) -> ImagePixels? {
    guard case .raster(let surface)? = images[key] else { return nil }
    cairo_surface_flush(surface)
    let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    let source = SurfacePixels(surface)
    var argb = [UInt32](repeating: 0, count: source.width * source.height)
    for row in 0..<source.height {
      let start = source.data.advanced(by: row * source.stride)
      start.withMemoryRebound(to: UInt32.self, capacity: source.width) { pixels in
        for column in 0..<source.width {
          let pixel = pixels[column]
          argb[row * source.width + column] = hasAlpha ? pixel : pixel | 0xFF00_0000
        }
      }
    }
    return ImagePixels(width: source.width, height: source.height, argb: argb)
  }

  /// The image for `key` if it has been loaded.
  func loaded(_ key: String) -> LoadedImage? {
    images[key]
  }
}

/// A decoded image: pixels in a Cairo image surface, or an SVG or PDF document.
enum LoadedImage {
  case raster(OpaquePointer)
  case vector(any VectorImage)

  var size: Size {
    switch self {
    case .raster(let surface):
      return Size(
        width: Double(cairo_image_surface_get_width(surface)),
        height: Double(cairo_image_surface_get_height(surface)))
    case .vector(let document):
      return document.size
    }
  }
}
