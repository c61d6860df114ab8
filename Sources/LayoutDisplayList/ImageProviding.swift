import LayoutCore

/// Finds images by the name a template gives (`image="avatar.png"`) and tells their size. The
/// solver sees images only through this protocol, as it sees text through `TextMeasuring`.
public protocol ImageProviding {
  /// The named image: the key the backend draws it by (such as its resolved path) and its
  /// size in points; throws a diagnostic when it cannot be read.
  func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size)
  /// Whether the image drawn by `key` asks to be drawn in the tint colour when its view's
  /// rendering mode is `automatic` (an asset catalog's template rendering intent).
  func isTemplateImage(_ key: String) -> Bool
  /// The pixels of a raster image already found by `image(named:)`, for front-ends that read
  /// markers drawn into an image (a nine-patch's border); nil for vector images.
  func pixels(ofImage key: String) -> ImagePixels?
  /// An image whose bytes the caller reads itself (an image inside an archive), kept under
  /// `key` for drawing; throws when it cannot be decoded, or when images of this kind cannot
  /// be had.
  func image(key: String, contents: () throws(DiagnosticError) -> [UInt8])
    throws(DiagnosticError) -> (key: String, size: Size)
}

extension ImageProviding {
  /// No image asks to be a template by default.
  public func isTemplateImage(_ key: String) -> Bool { false }
  /// No pixels by default.
  public func pixels(ofImage key: String) -> ImagePixels? { nil }
  /// No images from bytes by default.
  public func image(key: String, contents: () throws(DiagnosticError) -> [UInt8])
    throws(DiagnosticError) -> (key: String, size: Size)
  {
    throw DiagnosticError(
      .error, code: .imageNotFound, message: "Image '\(key)' cannot be had here",
      hints: ["render with the project's renderer, which reads images from archives"])
  }
}

/// A raster image's pixels: rows from the top, each pixel's alpha and premultiplied red, green
/// and blue packed as 0xAARRGGBB.
public struct ImagePixels: Sendable {
  /// Pixels across and down.
  public var width: Int
  public var height: Int
  /// `width × height` pixels, row after row.
  public var argb: [UInt32]

  public init(width: Int, height: Int, argb: [UInt32]) {
    self.width = width
    self.height = height
    self.argb = argb
  }

  /// The pixel at a column and row.
  public subscript(x: Int, y: Int) -> UInt32 { argb[y * width + x] }
}

/// For solving without images: every image is missing.
public struct NoImages: ImageProviding {
  public init() {}

  public func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
    throw DiagnosticError(
      .error, code: .imageNotFound, message: "Image '\(name)' not found",
      hints: ["images load from files beside the template"])
  }
}

/// How an image fills its view (`contentMode`), with UIKit's case names.
public enum ContentMode: String, Sendable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
  case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  /// Where an image of `size` is drawn in `bounds`.
  public func placement(of size: Size, in bounds: Rect) -> Rect {
    switch self {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let scales = (bounds.width / size.width, bounds.height / size.height)
      let scale = self == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
      let drawn = Size(width: size.width * scale, height: size.height * scale)
      return aligned(drawn, in: bounds, x: 0.5, y: 0.5)
    default:
      let (x, y) = alignment
      return aligned(size, in: bounds, x: x, y: y)
    }
  }

  /// Horizontal and vertical alignment of the unscaled modes (0 start, 0.5 centre, 1 end).
  private var alignment: (Double, Double) {
    switch self {
    case .top: return (0.5, 0)
    case .bottom: return (0.5, 1)
    case .left: return (0, 0.5)
    case .right: return (1, 0.5)
    case .topLeft: return (0, 0)
    case .topRight: return (1, 0)
    case .bottomLeft: return (0, 1)
    case .bottomRight: return (1, 1)
    default: return (0.5, 0.5)
    }
  }

  private func aligned(_ size: Size, in bounds: Rect, x: Double, y: Double) -> Rect {
    Rect(
      x: bounds.x + (bounds.width - size.width) * x,
      y: bounds.y + (bounds.height - size.height) * y,
      width: size.width, height: size.height)
  }
}
