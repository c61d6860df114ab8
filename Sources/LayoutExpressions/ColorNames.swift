import LayoutCore

/// UIKit's named colors and hex color literals (Behaviour.md §b6).
enum ColorNames {
  /// The standard UIColor class colors by name (UIKit values).
  static let standard: [String: Color] = [
    "black": Color(white: 0),
    "darkGray": Color(white: 1.0 / 3),
    "lightGray": Color(white: 2.0 / 3),
    "white": Color(white: 1),
    "gray": Color(white: 0.5),
    "red": Color(red: 1, green: 0, blue: 0),
    "green": Color(red: 0, green: 1, blue: 0),
    "blue": Color(red: 0, green: 0, blue: 1),
    "cyan": Color(red: 0, green: 1, blue: 1),
    "yellow": Color(red: 1, green: 1, blue: 0),
    "magenta": Color(red: 1, green: 0, blue: 1),
    "orange": Color(red: 1, green: 0.5, blue: 0),
    "purple": Color(red: 0.5, green: 0, blue: 0.5),
    "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
    "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
    "lightText": Color(white: 1, alpha: 0.6),
    "darkText": Color(white: 0),
  ]

  /// The color a bare identifier names in a color expression: `#rgb`-style hex literals and
  /// standard names with or without the `Color` suffix (`red`, `redColor`).
  static func color(named name: String) -> Color? {
    if name.hasPrefix("#") { return Color(hex: name) }
    if let color = standard[name] { return color }
    guard name.hasSuffix("Color") else { return nil }
    return standard[String(name.dropLast(5))]
  }

  /// The color of a `UIColor.name` (or `UIColor.nameColor`) reference, valid in any expression.
  static func classColor(_ name: String) -> Color? {
    guard name.hasPrefix("UIColor.") else { return nil }
    let member = String(name.dropFirst(8))
    guard !member.hasPrefix("#") else { return nil }
    return color(named: member)
  }

  /// A color from `rgb()`/`rgba()` arguments: channels 0–255, alpha 0–1.
  static func rgba(_ channels: [Double]) -> Color {
    Color(
      red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255,
      alpha: channels.count > 3 ? channels[3] : 1)
  }
}
