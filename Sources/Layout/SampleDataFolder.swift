import Foundation
import LayoutAndroid
import LayoutCore

/// The app's design-time sample data folder, `sampledata/` in the module beside `src/` (or
/// beside a bare `res/` folder), as Android Studio reads it: each text file's lines and
/// each JSON file's values, by file name. A file that cannot be read or parsed is left out
/// with a warning; the folder and its files may not lead elsewhere through a link.
enum SampleDataFolder {
  /// The most bytes a sample data file may hold.
  static let maximumFileSize = 1 << 20

  /// The sample data folder of a layout's resource folder (`res`), if there is one.
  static func folder(forResources res: String) -> String? {
    let standardized = (res as NSString).standardizingPath
    guard (standardized as NSString).lastPathComponent == "res" else { return nil }
    var module = (standardized as NSString).deletingLastPathComponent
    if standardized.hasSuffix("/src/main/res") {
      module =
        ((module as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent
    }
    let folder = (module as NSString).appendingPathComponent("sampledata")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    return folder
  }

  /// The files of the folder, read.
  static func read(_ folder: String, warnings: inout [Diagnostic]) throws(DiagnosticError)
    -> SampleData
  {
    var data = SampleData()
    let sandbox = Sandbox(root: folder, allowed: [])
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for name in names where !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      try sandbox.check(file: path, what: "Sample data file")
      let bytes = try FileAccess.readRegularFile(path, what: "sample data file")
      guard bytes.count <= maximumFileSize else {
        warnings.append(warning("is larger than 1 MB", path))
        continue
      }
      if name.lowercased().hasSuffix(".json") {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) else {
          warnings.append(warning("is not valid JSON", path))
          continue
        }
        data.files[name] = .json(json(object))
      } else {
        let text = String(decoding: bytes, as: UTF8.self)
        data.files[name] = .lines(
          text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty })
      }
    }
    return data
  }

  private static func json(_ value: Any) -> SampleData.JSON {
    switch value {
    case let object as [String: Any]: return .object(object.mapValues(json))
    case let array as [Any]: return .array(array.map(json))
    case let text as String: return .text(text)
    case let number as NSNumber: return .text(number.stringValue)
    default: return .text("")
    }
  }

  private static func warning(_ problem: String, _ path: String) -> Diagnostic {
    Diagnostic(
      .warning, code: .androidIgnored,
      message: "Sample data file '\((path as NSString).lastPathComponent)' \(problem): it is "
        + "left out", file: path)
  }
}
