import Foundation
import LayoutCore

/// Resolves a case's options from the `layout-test.json` manifests between the suite's folder
/// and the case's: folder options from the outermost manifest in, then per-case entries from
/// the outermost in, so the most specific setting wins. Manifests are read once each.
struct ManifestCascade {
  let root: String
  private var manifests: [String: GoldenManifest?] = [:]

  init(root: String) {
    self.root = root
  }

  /// The options of the case at `name` (its path from the root, without `.xml`).
  mutating func options(for name: String) throws(DiagnosticError) -> GoldenOptions {
    var options = GoldenOptions()
    let found = try manifestsAbove(name)
    for (_, manifest) in found { manifest.options.apply(to: &options) }
    for (folder, manifest) in found {
      let key = folder.isEmpty ? name : String(name.dropFirst(folder.count + 1))
      manifest.cases[key]?.apply(to: &options)
    }
    return options
  }

  /// The manifests of the folders holding the case, outermost first, with each folder's path
  /// from the root ("" for the root).
  private mutating func manifestsAbove(_ name: String) throws(DiagnosticError)
    -> [(String, GoldenManifest)]
  {
    var folders = [""]
    var folder = ""
    for component in name.split(separator: "/").dropLast() {
      folder = folder.isEmpty ? String(component) : folder + "/" + component
      folders.append(folder)
    }
    var found: [(String, GoldenManifest)] = []
    for folder in folders {
      if let manifest = try manifest(in: folder) { found.append((folder, manifest)) }
    }
    return found
  }

  private mutating func manifest(in folder: String) throws(DiagnosticError) -> GoldenManifest? {
    if let cached = manifests[folder] { return cached }
    let path = ((root as NSString).appendingPathComponent(folder) as NSString)
      .appendingPathComponent(GoldenManifest.fileName)
    let manifest =
      FileManager.default.fileExists(atPath: path) ? try GoldenManifest.read(path) : nil
    manifests[folder] = .some(manifest)
    return manifest
  }
}
