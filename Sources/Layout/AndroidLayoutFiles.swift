import Foundation
import LayoutAndroid
import LayoutCore

/// The layouts an Android layout's `<include layout="@layout/name"/>` may name: `name.xml`
/// beside it, in a `layout*/` folder beside it, or in a `layout*/` folder of its `res/` tree,
/// qualified folders chosen as Android chooses them.
struct AndroidLayoutFiles: LayoutFinding {
  let layoutFile: String
  /// The configuration that picks among qualified `layout-…/` folders.
  var configuration = AndroidLayoutFile.defaultConfiguration
  /// Folders besides the layout's resource folder that layouts may be read from.
  var allowedPaths: [String] = []

  /// The folders looked in, in order: for a layout in a `res/` tree, the `layout*/` folders
  /// of the tree, best match first; else the layout's own folder, then the `layout*/`
  /// folders beside it.
  var folders: [String] {
    let roots = AndroidLayoutFile.resourceRoots(for: layoutFile)
    var folders = roots.count > 1 ? [] : [roots[0]]
    // The app's own layouts, then those of the modules it depends on.
    for root in roots.suffix(1) + AndroidLayoutFile.dependencyRoots(for: layoutFile) {
      folders += ResourceFolders.ranked("layout", in: root, for: configuration).map {
        (root as NSString).appendingPathComponent($0)
      }
    }
    var seen: Set<String> = []
    return folders.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
  }

  func layout(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    for folder in folders {
      let path = (folder as NSString).appendingPathComponent(name + ".xml")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      try AndroidLayoutFile.sandbox(for: layoutFile, allowed: allowedPaths).check(
        file: path, what: "Layout")
      let bytes = try FileAccess.readRegularFile(path, what: "layout")
      return try AndroidDocument.read(String(decoding: bytes, as: UTF8.self), file: path)
    }
    return nil
  }

  func layoutNames() -> [String] {
    let names = folders.flatMap { folder in
      let listed = try? FileManager.default.contentsOfDirectory(
        atPath: folder.isEmpty ? "." : folder)
      return (listed ?? []).filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }
    }
    return Array(Set(names)).sorted()
  }
}
