import CLazyLibraries
import LayoutCore

/// The libraries loaded the first time a render needs them rather than at start-up: poppler
/// for PDF images, librsvg for SVG images, libavif for AVIF images and output.
enum LazyLibrary: String {
  case poppler
  case librsvg
  case libavif

  /// Loads the library (once per process), or throws `code` saying that `purpose` needs it
  /// and why it could not be loaded.
  func require(for purpose: String, code: DiagnosticCode) throws(DiagnosticError) {
    guard let failure = load() else { return }
    throw DiagnosticError(
      .error, code: code,
      message: "\(purpose) needs \(rawValue), which could not be loaded: "
        + String(cString: failure))
  }

  private func load() -> UnsafePointer<CChar>? {
    switch self {
    case .poppler: layout_poppler_load()
    case .librsvg: layout_rsvg_load()
    case .libavif: layout_avif_load()
    }
  }
}
