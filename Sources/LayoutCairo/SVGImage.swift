import CLazyLibraries
import Glibc
import LayoutCore

/// An SVG document read by librsvg and drawn as vectors, so SVG and PDF output keep its
/// paths. Its size in points is its `width` and `height` at 96 dpi (1 px = 1 pt), else its
/// `viewBox`'s.
final class SVGImage: VectorImage {
  private let handle: UnsafeMutableRawPointer
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
    try LazyLibrary.librsvg.require(for: "SVG image '\(name)'", code: .invalidImage)
    var error: UnsafeMutablePointer<CChar>?
    guard let handle = layout_rsvg_open(bytes, bytes.count, 96, &error) else {
      let reason = error.map { String(cString: $0) } ?? "not a readable SVG document"
      free(error)
      throw DiagnosticError(
        .error, code: .invalidImage, message: "'\(name)' is not a readable SVG image: \(reason)")
    }
    free(error)
    var width = 0.0
    var height = 0.0
    guard layout_rsvg_size(handle, &width, &height) != 0, width > 0, height > 0 else {
      layout_rsvg_release(handle)
      throw DiagnosticError(
        .error, code: .invalidImage,
        message: "SVG image '\(name)' has no size: it sets neither width and height nor a viewBox",
        hints: ["give its <svg> element width and height, or a viewBox"])
    }
    self.handle = handle
    self.size = Size(width: width, height: height)
  }

  deinit {
    layout_rsvg_release(handle)
  }

  /// Draws the document into the rectangle from the origin to `size` in the context's user
  /// space.
  func render(in cairo: OpaquePointer) {
    layout_rsvg_render(handle, UnsafeMutableRawPointer(cairo), size.width, size.height)
  }
}
