import LayoutCore

/// UIKit's system and semantic colours (`systemBackground`, `label`, `separator`,
/// `systemBlue`…) with their light and dark values, as iOS 17 defines them (Behaviour.md
/// §b6). Expressions name them bare or as `UIColor.name`; they resolve when a render is solved,
/// in its appearance.
package enum SemanticColors {
  /// The colour `name` stands for in `appearance`; nil for other names. A `UIColor.` prefix
  /// and a `Color` suffix are allowed, as for UIKit's other class colours.
  package static func color(named name: String, appearance: Appearance) -> Color? {
    var key = name.hasPrefix("UIColor.") ? String(name.dropFirst(8)) : name
    if table[key] == nil, key.hasSuffix("Color") { key = String(key.dropLast(5)) }
    guard let pair = table[key] else { return nil }
    return appearance == .dark ? pair.dark : pair.light
  }

  /// Every name, for suggestions and the manual.
  package static var names: [String] { table.keys.sorted() }

  private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1)
    -> Color
  {
    Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  private static let table: [String: (light: Color, dark: Color)] = [
    // Backgrounds.
    "systemBackground": (rgb(255, 255, 255), rgb(0, 0, 0)),
    "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
    "tertiarySystemBackground": (rgb(255, 255, 255), rgb(44, 44, 46)),
    "systemGroupedBackground": (rgb(242, 242, 247), rgb(0, 0, 0)),
    "secondarySystemGroupedBackground": (rgb(255, 255, 255), rgb(28, 28, 30)),
    "tertiarySystemGroupedBackground": (rgb(242, 242, 247), rgb(44, 44, 46)),
    // Text.
    "label": (rgb(0, 0, 0), rgb(255, 255, 255)),
    "secondaryLabel": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    "tertiaryLabel": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    "quaternaryLabel": (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
    "placeholderText": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    "link": (rgb(0, 122, 255), rgb(9, 132, 255)),
    // Lines and fills.
    "separator": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
    "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
    "systemFill": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
    "secondarySystemFill": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
    "tertiarySystemFill": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
    "quaternarySystemFill": (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
    // Tints.
    "systemBlue": (rgb(0, 122, 255), rgb(10, 132, 255)),
    "systemBrown": (rgb(162, 132, 94), rgb(172, 142, 104)),
    "systemCyan": (rgb(50, 173, 230), rgb(100, 210, 255)),
    "systemGreen": (rgb(52, 199, 89), rgb(48, 209, 88)),
    "systemIndigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
    "systemMint": (rgb(0, 199, 190), rgb(99, 230, 226)),
    "systemOrange": (rgb(255, 149, 0), rgb(255, 159, 10)),
    "systemPink": (rgb(255, 45, 85), rgb(255, 55, 95)),
    "systemPurple": (rgb(175, 82, 222), rgb(191, 90, 242)),
    "systemRed": (rgb(255, 59, 48), rgb(255, 69, 58)),
    "systemTeal": (rgb(48, 176, 199), rgb(64, 200, 224)),
    "systemYellow": (rgb(255, 204, 0), rgb(255, 214, 10)),
    // Greys.
    "systemGray": (rgb(142, 142, 147), rgb(142, 142, 147)),
    "systemGray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
    "systemGray3": (rgb(199, 199, 204), rgb(72, 72, 74)),
    "systemGray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
    "systemGray5": (rgb(229, 229, 234), rgb(44, 44, 46)),
    "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
  ]
}
