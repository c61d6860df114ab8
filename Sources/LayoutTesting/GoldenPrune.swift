import Foundation
import Layout

/// Finds goldens that no case uses: `name.png` with no `name.xml` (or EverLayout
/// `name.json`) beside it. Images in folders named `assets` and in asset catalogs
/// (`*.xcassets`) are inputs of templates, not goldens, and are never listed; nor are those
/// of Android's `drawable*/` folders.
public enum GoldenPrune {
  /// The orphaned goldens under a folder, sorted by path.
  public static func orphans(in directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var orphans: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".png") {
      let folders = relative.split(separator: "/").dropLast()
      guard !folders.contains(where: isImageFolder) else { continue }
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

  /// Whether a folder holds images templates load: `assets/`, an asset catalog, Android's
  /// `drawable/` and `drawable-…/`.
  private static func isImageFolder(_ name: Substring) -> Bool {
    name == "assets" || name.hasSuffix(".xcassets") || name == "drawable"
      || name.hasPrefix("drawable-")
  }

  /// Deletes the given goldens; returns those that could not be deleted.
  public static func delete(_ paths: [String]) -> [String] {
    paths.filter { (try? FileManager.default.removeItem(atPath: $0)) == nil }
  }
}
