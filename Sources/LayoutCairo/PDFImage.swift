import CCairo
import CPoppler
import LayoutCore

/// The first page of a PDF document, read by poppler and drawn as vectors with its Cairo
/// renderer, so SVG and PDF output keep its paths. Its size in points is the page's.
final class PDFImage: VectorImage {
  private let document: OpaquePointer
  private let page: OpaquePointer
  let size: Size

  /// Whether the bytes are a PDF document: they start with the `%PDF-` header.
  static func isPDF(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("%PDF-".utf8))
  }

  /// Reads the document and its first page; `name` names it in errors. A page with no area, or
  /// with more square points than the largest canvas has pixels, is refused.
  init(_ bytes: [UInt8], name: String) throws(DiagnosticError) {
    document = try Self.document(bytes, name: name)
    guard poppler_document_get_n_pages(document) > 0,
      let page = poppler_document_get_page(document, 0)
    else {
      g_object_unref(UnsafeMutableRawPointer(document))
      throw DiagnosticError(Self.unreadable(name, reason: "it has no pages"))
    }
    self.page = page
    var width = 0.0
    var height = 0.0
    poppler_page_get_size(page, &width, &height)
    size = Size(width: width, height: height)
    guard width > 0, height > 0, width * height <= Double(CairoRenderer.maxPixels) else {
      g_object_unref(UnsafeMutableRawPointer(page))
      g_object_unref(UnsafeMutableRawPointer(document))
      throw DiagnosticError(
        .error, code: .imageTooLarge,
        message: "PDF image '\(name)' has a page of \(formatNumber(width))x"
          + "\(formatNumber(height)) points, which is empty or too large to draw")
    }
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(page))
    g_object_unref(UnsafeMutableRawPointer(document))
  }

  private static func document(_ bytes: [UInt8], name: String) throws(DiagnosticError)
    -> OpaquePointer
  {
    // poppler keeps a reference to the bytes for the document's life.
    let data = g_bytes_new(bytes, gsize(bytes.count))
    defer { g_bytes_unref(data) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
      var reason = "not a readable PDF document"
      if let error {
        reason = String(cString: error.pointee.message)
        g_error_free(error)
      }
      throw DiagnosticError(unreadable(name, reason: reason))
    }
    return document
  }

  /// Draws the page into the rectangle from the origin to `size` in the context's user space.
  func render(in cairo: OpaquePointer) {
    poppler_page_render(page, cairo)
  }

  private static func unreadable(_ name: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, code: .invalidImage, message: "'\(name)' is not a readable PDF image: \(reason)")
  }
}
