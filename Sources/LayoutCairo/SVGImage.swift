import CCairo
import CRsvg
import LayoutCore

/// An SVG document read by librsvg and drawn as vectors, so SVG and PDF output keep its
/// paths. Its size in points is its `width` and `height` at 96 dpi (1 px = 1 pt), else its
/// `viewBox`'s.
final class SVGImage: VectorImage {
  private let handle: UnsafeMutablePointer<RsvgHandle>
  let size: Size

  /// Whether the bytes look like an SVG document: markup whose start holds an `<svg` tag.
  static func isSVG(_ bytes: [UInt8]) -> Bool {
    let start = bytes.prefix(4096).drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 <= 0x20 }
    guard start.first == UInt8(ascii: "<") else { return false }
    let tag = Array("<svg".utf8)
    return start.indices.contains { start[$0...].starts(with: tag) }
  }

  /// Reads the document; `name` names it in errors.
  init(_ bytes: [UInt8], name: String) throws(DiagnosticError) {
    var error: UnsafeMutablePointer<GError>?
    guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
      throw DiagnosticError(Self.failure(name, error))
    }
    rsvg_handle_set_dpi(handle, 96)
    guard let size = Self.intrinsicSize(handle), size.width > 0, size.height > 0 else {
      g_object_unref(handle)
      throw DiagnosticError(
        .error, code: .invalidImage,
        message: "SVG image '\(name)' has no size: it sets neither width and height nor a viewBox",
        hints: ["give its <svg> element width and height, or a viewBox"])
    }
    self.handle = handle
    self.size = size
  }

  deinit {
    g_object_unref(handle)
  }

  private static func intrinsicSize(_ handle: UnsafeMutablePointer<RsvgHandle>) -> Size? {
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
      return Size(width: width, height: height)
    }
    var hasWidth: gboolean = 0
    var hasHeight: gboolean = 0
    var hasViewBox: gboolean = 0
    var lengthWidth = RsvgLength()
    var lengthHeight = RsvgLength()
    var viewBox = RsvgRectangle()
    rsvg_handle_get_intrinsic_dimensions(
      handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
    guard hasViewBox != 0 else { return nil }
    return Size(width: viewBox.width, height: viewBox.height)
  }

  /// Draws the document into the rectangle from the origin to `size` in the context's user
  /// space.
  func render(in cairo: OpaquePointer) {
    var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
    var error: UnsafeMutablePointer<GError>?
    rsvg_handle_render_document(handle, cairo, &viewport, &error)
    if let error { g_error_free(error) }
  }

  private static func failure(_ name: String, _ error: UnsafeMutablePointer<GError>?)
    -> Diagnostic
  {
    var reason = "not a readable SVG document"
    if let error {
      reason = String(cString: error.pointee.message)
      g_error_free(error)
    }
    return Diagnostic(
      .error, code: .invalidImage, message: "'\(name)' is not a readable SVG image: \(reason)")
  }
}
