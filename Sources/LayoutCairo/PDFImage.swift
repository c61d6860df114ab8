import CLazyLibraries
import Glibc
import LayoutCore

/// The first page of a PDF document, read by poppler and drawn as vectors with its Cairo
/// renderer, so SVG and PDF output keep its paths. Its size in points is the page's.
final class PDFImage: VectorImage {
  private let document: UnsafeMutableRawPointer
  private let page: UnsafeMutableRawPointer
  let size: Size

  /// Whether the bytes are a PDF document: they start with the `%PDF-` header.
  static func isPDF(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("%PDF-".utf8))
  }

  /// Reads the document and its first page; `name` names it in errors. A page with no area, or
  /// with more square points than the largest canvas has pixels, is refused.
  init(_ bytes: [UInt8], name: String) throws(DiagnosticError) {
    try LazyLibrary.poppler.require(for: "PDF image '\(name)'", code: .invalidImage)
    document = try Self.document(bytes, name: name)
    guard layout_poppler_page_count(document) > 0, let page = layout_poppler_page(document, 0)
    else {
      layout_poppler_release(document)
      throw DiagnosticError(Self.unreadable(name, reason: "it has no pages"))
    }
    self.page = page
    var width = 0.0
    var height = 0.0
    layout_poppler_page_size(page, &width, &height)
    size = Size(width: width, height: height)
    guard width > 0, height > 0, width * height <= Double(CairoRenderer.maxPixels) else {
      layout_poppler_release(page)
      layout_poppler_release(document)
      throw DiagnosticError(
        .error, code: .imageTooLarge,
        message: "PDF image '\(name)' has a page of \(formatNumber(width))x"
          + "\(formatNumber(height)) points, which is empty or too large to draw")
    }
  }

  deinit {
    layout_poppler_release(page)
    layout_poppler_release(document)
  }

  private static func document(_ bytes: [UInt8], name: String) throws(DiagnosticError)
    -> UnsafeMutableRawPointer
  {
    var error: UnsafeMutablePointer<CChar>?
    guard let document = layout_poppler_open(bytes, bytes.count, &error) else {
      let reason = error.map { String(cString: $0) } ?? "not a readable PDF document"
      free(error)
      throw DiagnosticError(unreadable(name, reason: reason))
    }
    free(error)
    return document
  }

  /// Draws the page into the rectangle from the origin to `size` in the context's user space.
  func render(in cairo: OpaquePointer) {
    layout_poppler_render(page, UnsafeMutableRawPointer(cairo))
  }

  private static func unreadable(_ name: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, code: .invalidImage, message: "'\(name)' is not a readable PDF image: \(reason)")
  }
}
