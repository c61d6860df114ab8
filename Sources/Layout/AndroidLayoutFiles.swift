import Foundation
import LayoutAndroid
import LayoutCore

/// The layouts an Android layout's `<include layout="@layout/name"/>` may name: `name.xml`
/// beside it, in a `layout/` folder beside it, or in the `layout/` folder of its `res/` tree.
struct AndroidLayoutFiles: LayoutFinding {
  let layoutFile: String

  /// The folders looked in, in order.
  var folders: [String] {
    let roots = AndroidLayoutFile.resourceRoots(for: layoutFile)
    let beside = roots[0]
    var folders = [beside, (beside as NSString).appendingPathComponent("layout")]
    if roots.count > 1 { folders.append((roots[1] as NSString).appendingPathComponent("layout")) }
    var seen: Set<String> = []
    return folders.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
  }

  func layout(named name: String) throws(DiagnosticError) -> AndroidDocument? {
    for folder in folders {
      let path = (folder as NSString).appendingPathComponent(name + ".xml")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let bytes = try FileAccess.read(path, what: "layout")
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
