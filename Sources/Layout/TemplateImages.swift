import Foundation
import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine

/// Images a template names: image sets of its asset catalog (`image="Rocket"`), else files
/// relative to the template's folder. A template is untrusted: it cannot read outside its
/// folder (or the folders allowed, or its catalog), nor fetch URLs.
struct TemplateImages: ImageProviding {
  let library: ImageLibrary
  let templateFile: String?
  /// More folders images may come from.
  let allowedPaths: [String]
  /// The asset catalog whose image sets are looked up first, if any.
  let catalog: AssetCatalog?
  /// Pixels per point of the render, which picks an image set's @1x, @2x or @3x file.
  let scale: Double
  /// How many decoded pixels the images may take.
  var limits = ImageLimits()

  /// Made for every solve: folders are only worked out when an image is named.
  init(
    library: ImageLibrary, templateFile: String?, allowed: [String],
    catalog: AssetCatalog? = nil, scale: Double = 1
  ) {
    self.library = library
    self.templateFile = templateFile
    self.allowedPaths = allowed
    self.catalog = catalog
    self.scale = scale
  }

  /// The images of a render with `options`: its allowed folders and scale, and its catalog
  /// (`RenderOptions.assetCatalog`, else the one beside the template).
  init(library: ImageLibrary, templateFile: String?, options: RenderOptions) {
    self.init(
      library: library, templateFile: templateFile, options: options,
      catalog: AssetCatalog.find(given: options.assetCatalog, templateFile: templateFile))
  }

  /// The images of a render with `options`, from `catalog`.
  init(
    library: ImageLibrary, templateFile: String?, options: RenderOptions, catalog: AssetCatalog?
  ) {
    self.init(
      library: library, templateFile: templateFile, allowed: options.allowedPaths,
      catalog: catalog, scale: options.raster.scale)
    limits = options.imageLimits
  }

  func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
    if let asset = try catalogImage(name) { return asset }
    let path = try resolve(name)
    if let catalog, (name as NSString).pathExtension.isEmpty,
      !FileManager.default.fileExists(atPath: path)
    {
      throw try notFound(name, in: catalog)
    }
    return (path, try size(of: path, name: name))
  }

  /// The pixels of an image found by `image(named:)`.
  func pixels(ofImage key: String) -> ImagePixels? {
    library.pixels(key)
  }

  /// Whether the file drawn by `key` belongs to an image set whose rendering intent is
  /// `template`, however the template named it.
  func isTemplateImage(_ key: String) -> Bool {
    let folder = URL(fileURLWithPath: key).deletingLastPathComponent()
    guard folder.pathExtension == "imageset" else { return false }
    let name = folder.deletingPathExtension().lastPathComponent
    return (try? ImageSetContents(folder: folder, name: name).isTemplate) ?? false
  }

  /// The image set `name` of the catalog: the file for the render's scale, and its size in
  /// points (a @2x file's pixels are half as many points). Nil when the catalog has no such
  /// set.
  private func catalogImage(_ name: String) throws(DiagnosticError) -> (key: String, size: Size)? {
    guard let catalog, !Sandbox.isURL(name), let folder = try catalog.imageSet(named: name)
    else { return nil }
    let contents = try ImageSetContents(folder: folder, name: name)
    let entry = contents.entry(for: scale)
    let catalogFolders = catalog.isGiven ? [catalog.folder.path] : []
    let sandbox = Sandbox(templateFile: templateFile, allowed: allowedPaths + catalogFolders)
    let path = try sandbox.resolve(entry.filename, relativeTo: folder, what: "Image").path
    let pixels = try size(of: path, name: name)
    let scale = entry.scale ?? 1
    return (path, Size(width: pixels.width / scale, height: pixels.height / scale))
  }

  /// The decoded size of the image file at `path` (pixels, or points for a document).
  private func size(of path: String, name: String) throws(DiagnosticError) -> Size {
    // Noted before the library's cache, which may answer without reading.
    FileReadLog.noteRead(path)
    return try library.size(path, limits: limits) { (path) throws(DiagnosticError) in
      do throws(DiagnosticError) {
        return try FileAccess.readRegularFile(path, what: "image", limit: limits.fileBytes)
      } catch {
        var error = error
        error.primary.file = nil
        let reason = error.primary.message.components(separatedBy: "': ").last ?? ""
        error.primary.message = "Image '\(name)' cannot be read: \(reason)"
        throw error
      }
    }
  }

  /// A name without an extension that is neither an image set nor a file.
  private func notFound(_ name: String, in catalog: AssetCatalog) throws(DiagnosticError)
    -> DiagnosticError
  {
    var hints: [String] = []
    if let close = Suggestions.closest(to: name, in: try catalog.imageSetNames()) {
      hints.append("did you mean '\(close)'?")
    }
    hints.append("image sets are looked up in \(catalog.folder.path)")
    return DiagnosticError(
      .error, code: .imageNotFound,
      message: "Image '\(name)' not found: no image set or file of that name", hints: hints)
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
