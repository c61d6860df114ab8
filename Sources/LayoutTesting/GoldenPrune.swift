import Foundation
import Layout

/// Finds goldens that no case uses: `name.png` with no `name.xml` (or EverLayout
/// `name.json`) beside it. Images in folders named `assets` and in asset catalogs
/// (`*.xcassets`) are inputs of templates, not goldens, and are never listed.
public enum GoldenPrune {
  /// The orphaned goldens under a folder, sorted by path.
  public static func orphans(in directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var orphans: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".png") {
      let folders = relative.split(separator: "/").dropLast()
      guard !folders.contains(where: { $0 == "assets" || $0.hasSuffix(".xcassets") }) else {
        continue
      }
      let path = (directory as NSString).appendingPathComponent(relative)
      let base = (path as NSString).deletingPathExtension
      if !FileManager.default.fileExists(atPath: base + ".xml"),
        !EverLayoutFile.isEverLayout(base + ".json")
      {
        orphans.append(path)
      }
    }
    return orphans.sorted()
  }

  /// Deletes the given goldens; returns those that could not be deleted.
  public static func delete(_ paths: [String]) -> [String] {
    paths.filter { (try? FileManager.default.removeItem(atPath: $0)) == nil }
  }
}
