import Foundation
import Layout

/// The EverLayout layouts in folders: `.json` files with a `root` view that are not the state
/// of a Layout template beside them (`card.json` beside `card.xml`), sorted by path.
enum EverLayoutFinder {
  static func layouts(in folder: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else { return EverLayoutFile.isEverLayout(folder) ? [folder] : [] }
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    return (enumerator.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
      .sorted()
      .map { (folder as NSString).appendingPathComponent($0) }
      .filter { path in
        let template = (path as NSString).deletingPathExtension + ".xml"
        return !FileManager.default.fileExists(atPath: template)
          && EverLayoutFile.isEverLayout(path)
      }
  }
}
