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
      catalog: AssetCatalog.find(
        given: options.assetCatalog, templateFile: templateFile, appearance: options.appearance))
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
    if let (bundle, asset) = Self.bundleAndAsset(name) {
      return try bundleImage(asset, in: bundle)
    }
    if let asset = try catalogImage(name, in: catalog) { return asset }
    let path = try resolve(name)
    if (name as NSString).pathExtension.isEmpty, !FileManager.default.fileExists(atPath: path) {
      throw try notFound(name, in: catalog)
    }
    return (path, try size(of: path, name: name))
  }

  /// `Bundle:Name` (Layout's image in another bundle, by name or identifier): the two parts;
  /// nil for other names, URLs and paths.
  static func bundleAndAsset(_ name: String) -> (bundle: String, asset: String)? {
    guard !Sandbox.isURL(name), !name.contains("/") else { return nil }
    let parts = name.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  /// An image set of another bundle: the asset catalog of a folder beside the template named
  /// `Bundle.bundle`, `Bundle.framework` or `Bundle`; Layout's errors when there is no such
  /// bundle or image.
  private func bundleImage(_ asset: String, in bundle: String) throws(DiagnosticError)
    -> (key: String, size: Size)
  {
    let folder = templateFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    let catalogs = [bundle + ".bundle", bundle + ".framework", bundle].compactMap { name in
      folder.flatMap { AssetCatalog.inside($0.appendingPathComponent(name)) }
    }
    catalogs.first?.appearance = catalog?.appearance ?? .light
    guard let bundleCatalog = catalogs.first else {
      let kind = bundle.contains(".") ? "identifier" : "name"
      throw DiagnosticError(
        .error, code: .imageNotFound, message: "Could not locate bundle with \(kind) \(bundle)",
        hints: [
          "a bundle's images are read from the Assets.xcassets of a folder \(bundle).bundle, "
            + "\(bundle).framework or \(bundle) beside the template"
        ])
    }
    guard let found = try catalogImage(asset, in: bundleCatalog) else {
      throw DiagnosticError(
        .error, code: .imageNotFound,
        message: "Image named '\(asset)' not found in bundle \(bundle)",
        hints: ["image sets are looked up in \(bundleCatalog.folder.path)"])
    }
    return found
  }

  /// An image read by the caller (a platform image inside framework-res.apk): decoded and
  /// kept by the library under `key`, within the render's limits.
  func image(key: String, contents: () throws(DiagnosticError) -> [UInt8])
    throws(DiagnosticError) -> (key: String, size: Size)
  {
    (key, try library.size(key, limits: limits) { (_) throws(DiagnosticError) in try contents() })
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
  private func catalogImage(_ name: String, in catalog: AssetCatalog?) throws(DiagnosticError)
    -> (key: String, size: Size)?
  {
    guard let catalog, !Sandbox.isURL(name), let folder = try catalog.imageSet(named: name)
    else { return nil }
    let contents = try ImageSetContents(
      folder: folder, name: name, appearance: catalog.appearance)
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

  /// A name without an extension that is neither an image set nor a file, in Layout's words.
  private func notFound(_ name: String, in catalog: AssetCatalog?) throws(DiagnosticError)
    -> DiagnosticError
  {
    var hints: [String] = []
    if let catalog {
      if let close = Suggestions.closest(to: name, in: try catalog.imageSetNames()) {
        hints.append("did you mean '\(close)'?")
      }
      hints.append("image sets are looked up in \(catalog.folder.path)")
    } else {
      hints.append("there is no Assets.xcassets beside the template, nor a file of that name")
    }
    return DiagnosticError(
      .error, code: .imageNotFound, message: "Image named '\(name)' not found in main bundle",
      hints: hints)
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
