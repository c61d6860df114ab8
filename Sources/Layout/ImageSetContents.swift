import Foundation
import LayoutCore
import LayoutSyntax

/// What an image set's `Contents.json` says: its files with their scales, and how they are
/// drawn (Behaviour.md §c.assets). Entries for other devices (iPad, Mac, Watch…) and for other
/// appearances are left out, as an iPhone in the render's appearance would: the dark entries
/// in the dark appearance when the set has them, else the light ones.
struct ImageSetContents {
  /// One file of the set.
  struct Entry: Equatable {
    var filename: String
    /// Pixels per point (`"scale": "2x"` is 2); nil for a single-scale entry.
    var scale: Double?
  }

  var entries: [Entry]
  /// `"template-rendering-intent": "template"`: drawn in the tint colour.
  var isTemplate: Bool
  /// `"preserves-vector-representation": true`: a PDF or SVG drawn at every scale.
  var preservesVectors: Bool

  /// Reads the set in `folder`; `name` names it in errors.
  init(folder: URL, name: String, appearance: Appearance = .light) throws(DiagnosticError) {
    let file = folder.appendingPathComponent("Contents.json").path
    let contents = try AssetCatalog.readContents(file)
    let properties = contents["properties"]
    isTemplate = properties?["template-rendering-intent"]?.string == "template"
    preservesVectors = properties?["preserves-vector-representation"]?.bool == true
    entries = []
    let images = AssetEntry.forPhone(contents["images"]?.elements ?? [], appearance: appearance)
    for image in images {
      guard let filename = image["filename"]?.string else { continue }
      entries.append(Entry(filename: filename, scale: try Self.scale(image["scale"], in: file)))
    }
    guard !entries.isEmpty else {
      throw DiagnosticError(
        .error, code: .invalidAssetCatalog,
        message: "Image set '\(name)' has no image file for iPhone",
        file: file, range: contents["images"]?.range ?? contents.range,
        hints: ["add an entry with a \"filename\" and idiom \"universal\" to its \"images\""])
    }
  }

  /// `"1x"`, `"2x"`, `"3x"` as pixels per point; nil without a scale.
  private static func scale(_ node: JSONNode?, in file: String) throws(DiagnosticError)
    -> Double?
  {
    guard let node else { return nil }
    guard let text = node.string, text.hasSuffix("x"), let scale = Double(text.dropLast()),
      scale > 0
    else {
      throw DiagnosticError(
        .error, code: .invalidAssetCatalog,
        message: "Image scale must be written as \"1x\", \"2x\" or \"3x\"",
        file: file, range: node.range)
    }
    return scale
  }
}
