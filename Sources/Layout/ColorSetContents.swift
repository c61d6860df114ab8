import Foundation
import LayoutCore
import LayoutSyntax

/// The colour of a colour set's `Contents.json` (Behaviour.md §c.assets): the universal (or
/// iPhone) entry without an appearance, else the light one (in the dark appearance, the dark
/// one when there is one). Components are written as Xcode
/// writes them: `"0.502"` (a fraction), `"0x80"` (a hex byte) or `"128"` (0 to 255); alpha is
/// a fraction (or a hex byte).
enum ColorSetContents {
  /// Reads the set in `folder`; `name` names it in errors.
  static func color(folder: URL, name: String, appearance: Appearance = .light)
    throws(DiagnosticError) -> Color
  {
    let file = folder.appendingPathComponent("Contents.json").path
    let contents = try AssetCatalog.readContents(file)
    let entries = AssetEntry.forPhone(contents["colors"]?.elements ?? [], appearance: appearance)
    guard let color = entries.first?["color"] else {
      throw DiagnosticError(
        .error, code: .invalidAssetCatalog,
        message: "Colour set '\(name)' has no colour for iPhone in the light appearance",
        file: file, range: contents["colors"]?.range ?? contents.range,
        hints: ["add an entry with idiom \"universal\" and a \"color\" to its \"colors\""])
    }
    return try read(color, file: file)
  }

  /// An sRGB or grey colour from its colour space and components.
  private static func read(_ color: JSONNode, file: String) throws(DiagnosticError) -> Color {
    let space = color["color-space"]?.string ?? "srgb"
    let components = color["components"] ?? color
    func component(_ key: String, fraction: Bool = false) throws(DiagnosticError) -> Double {
      try value(components[key], key: key, fraction: fraction, near: components, file: file)
    }
    switch space {
    case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
      return Color(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        alpha: try component("alpha", fraction: true))
    case "gray-gamma-22", "extended-gray":
      return Color(white: try component("white"), alpha: try component("alpha", fraction: true))
    default:
      throw DiagnosticError(
        .error, code: .invalidAssetCatalog,
        message: "Colour space '\(space)' is not supported",
        file: file, range: color["color-space"]?.range ?? color.range,
        hints: ["use \"srgb\" (or \"display-p3\", read as sRGB) or \"gray-gamma-22\""])
    }
  }

  /// One component, clamped to 0...1; `fraction` reads a plain number as 0 to 1 (alpha).
  private static func value(
    _ node: JSONNode?, key: String, fraction: Bool, near: JSONNode, file: String
  ) throws(DiagnosticError) -> Double {
    guard let node else {
      if key == "alpha" { return 1 }
      throw DiagnosticError(
        .error, code: .invalidAssetCatalog, message: "Colour has no '\(key)' component",
        file: file, range: near.range)
    }
    let number: Double?
    switch node {
    case .string(let text, _): number = ColorComponentText.value(text, fraction: fraction)
    case .number(let value, _): number = fraction || value <= 1 ? value : value / 255
    default: number = nil
    }
    guard let number else {
      throw DiagnosticError(
        .error, code: .invalidAssetCatalog,
        message: "Colour component '\(key)' is not a number",
        file: file, range: node.range,
        hints: ["write it as \"0.502\" (0 to 1), \"0x80\" (hex) or \"128\" (0 to 255)"])
    }
    return min(1, max(0, number))
  }
}

/// The notations Xcode writes a colour component in.
enum ColorComponentText {
  /// `"0x80"` is 128/255, `"0.502"` is itself, `"128"` is 128/255 (itself when `fraction`).
  static func value(_ text: String, fraction: Bool) -> Double? {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text.lowercased().hasPrefix("0x") {
      return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    guard let value = Double(text) else { return nil }
    if fraction || text.contains(".") { return value }
    return value / 255
  }
}
