import Foundation
import Layout
import LayoutCore
import LayoutExpressions

/// One golden case: `name.xml`, an optional `name.json` with options and data, and the
/// expected image `name.png` beside them.
public struct GoldenCase: Sendable {
  public var template: String
  public var name: String

  public var directory: String { (template as NSString).deletingLastPathComponent }
  public var base: String { (template as NSString).deletingPathExtension }
  public var golden: String { base + ".png" }
  public var settingsFile: String { base + ".json" }
  public var actualFile: String { base + ".actual.png" }
  public var diffFile: String { base + ".diff.png" }

  /// Every case under a folder, sorted by path.
  public static func discover(in directory: String) -> [GoldenCase] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var cases: [GoldenCase] = []
    for case let relative as String in enumerator where relative.hasSuffix(".xml") {
      cases.append(
        GoldenCase(
          template: (directory as NSString).appendingPathComponent(relative),
          name: (relative as NSString).deletingPathExtension))
    }
    return cases.sorted { $0.template < $1.template }
  }

  /// The render options from the case's JSON file: `{"state": {…}, "constants": {…},
  /// "size": [w, h], "scale": 2}`, all optional.
  public func options() throws(DiagnosticError) -> RenderOptions {
    var options = RenderOptions()
    guard FileManager.default.fileExists(atPath: settingsFile) else { return options }
    let values = try StateFile.read(settingsFile)
    var state: [String: Value] = [:]
    var constants: [String: Value] = [:]
    for (key, value) in values {
      if key.hasPrefix("state.") {
        state[String(key.dropFirst(6))] = value
      } else if key.hasPrefix("constants.") {
        constants[String(key.dropFirst(10))] = value
      } else if key == "scale", case .number(let scale) = value {
        options.raster.scale = scale
      } else if key == "size", case .array(let size) = value, size.count == 2,
        case .number(let width) = size[0], case .number(let height) = size[1]
      {
        options.size = Size(width: width, height: height)
      } else {
        throw DiagnosticError(
          Diagnostic(
            .error, code: "golden-settings", message: "Unknown golden setting '\(key)'",
            file: settingsFile, hints: ["known settings: state, constants, size, scale"]))
      }
    }
    options.state = state
    options.constants = constants
    return options
  }
}
