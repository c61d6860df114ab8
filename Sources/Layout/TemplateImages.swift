import Foundation
import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine

/// Images a template names, read from files relative to the template's folder. A template is
/// untrusted: it cannot read outside its folder (or the folders allowed), nor fetch URLs.
struct TemplateImages: ImageProviding {
  let library: ImageLibrary
  let templateFile: String?
  /// More folders images may come from.
  let allowedPaths: [String]

  /// Made for every solve: folders are only worked out when an image is named.
  init(library: ImageLibrary, templateFile: String?, allowed: [String]) {
    self.library = library
    self.templateFile = templateFile
    self.allowedPaths = allowed
  }

  func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
    let path = try resolve(name)
    // Noted before the library's cache, which may answer without reading.
    FileReadLog.noteRead(path)
    let size = try library.size(path) { (path) throws(DiagnosticError) in
      do throws(DiagnosticError) {
        return try FileAccess.read(path, what: "image")
      } catch {
        var error = error
        error.primary.file = nil
        let reason = error.primary.message.components(separatedBy: "': ").last ?? ""
        error.primary.message = "Image '\(name)' cannot be read: \(reason)"
        throw error
      }
    }
    return (path, size)
  }

  /// The image's path: relative names from the template's folder; a path that leaves the
  /// allowed folders, or a URL, is refused.
  private func resolve(_ name: String) throws(DiagnosticError) -> String {
    if Sandbox.isURL(name) {
      throw DiagnosticError(
        .error, code: .remoteImage,
        message: "Image '\(name)' is a URL; remote images are not loaded",
        hints: ["download it beside the template and name the file"])
    }
    let sandbox = Sandbox(templateFile: templateFile, allowed: allowedPaths)
    return try sandbox.resolve(name, relativeTo: sandbox.root, what: "Image").path
  }
}
