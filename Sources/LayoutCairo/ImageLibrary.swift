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

  public init() {}

  deinit {
    for case .raster(let surface) in images.values { cairo_surface_destroy(surface) }
  }

  /// The decoded image for `key`, loading it with `load` on first use.
  func image(_ key: String, load: Loader) throws(DiagnosticError) -> LoadedImage {
    if let cached = images[key] { return cached }
    let bytes = try load(key)
    let image: LoadedImage
    if SVGImage.isSVG(bytes) {
      image = .vector(try SVGImage(bytes, name: key))
    } else if PDFImage.isPDF(bytes) {
      image = .vector(try PDFImage(bytes, name: key))
    } else {
      image = .raster(try ImageDecoder.surface(bytes, name: key))
    }
    images[key] = image
    return image
  }

  /// The size of the image for `key`, in points.
  public func size(_ key: String, load: Loader) throws(DiagnosticError) -> Size {
    try image(key, load: load).size
  }

  /// Drops the decoded image for `key`, so that the next use reads it again.
  public func forget(_ key: String) {
    if case .raster(let surface)? = images.removeValue(forKey: key) {
      cairo_surface_destroy(surface)
    }
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
