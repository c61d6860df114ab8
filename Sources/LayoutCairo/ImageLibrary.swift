import CCairo
import LayoutCore
import LayoutEngine

/// Decoded images by key (a resolved path), kept for the life of the library. Reading goes
/// through the loader given at creation, so file access and its rules stay in the caller.
///
/// PNG, JPEG and WebP; one pixel is one point. Used by one thread at a time, like a renderer.
public final class ImageLibrary {
  public typealias Loader = (String) throws(Diagnostic) -> [UInt8]

  private var surfaces: [String: OpaquePointer] = [:]

  public init() {}

  deinit {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
  }

  /// The decoded image for `key`, loading it with `load` on first use.
  func surface(_ key: String, load: Loader) throws(Diagnostic) -> OpaquePointer {
    if let cached = surfaces[key] { return cached }
    let bytes = try load(key)
    let surface = try ImageDecoder.surface(bytes, name: key)
    surfaces[key] = surface
    return surface
  }

  /// The size of the image for `key`, in points.
  public func size(_ key: String, load: Loader) throws(Diagnostic) -> Size {
    let surface = try surface(key, load: load)
    return Size(
      width: Double(cairo_image_surface_get_width(surface)),
      height: Double(cairo_image_surface_get_height(surface)))
  }

  /// Drops the decoded image for `key`, so that the next use reads it again.
  public func forget(_ key: String) {
    if let surface = surfaces.removeValue(forKey: key) { cairo_surface_destroy(surface) }
  }

  /// The image for `key` if it has been loaded.
  func loaded(_ key: String) -> OpaquePointer? {
    surfaces[key]
  }
}
