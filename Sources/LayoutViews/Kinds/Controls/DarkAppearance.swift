import LayoutCore
import LayoutExpressions

/// What changes in the dark appearance besides the colours a template names
/// (Behaviour.md §c.appearance): the defaults of properties a template leaves unset, and the
/// light colours the kinds draw with on their own (cells, headers, separators, grouped
/// backgrounds), each replaced by the dark value of the same UIKit colour.
package enum DarkAppearance {
  /// Property defaults of the light appearance with their dark values, used when the template
  /// does not set the property.
  static let defaults: [String: (light: Color, dark: Color)] = [
    "textColor": (.black, .white),
    "titleColor": (.black, .white),
    "currentPageIndicatorTintColor": (.black, .white),
    "backgroundColor": (.white, .black),
    "selectedSegmentTintColor": (.white, Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255)),
  ]

  /// The colour a kind draws with on its own, in the dark appearance when `isDark`.
  package static func kindColor(_ color: Color, isDark: Bool) -> Color {
    guard isDark else { return color }
    return kindColors[color] ?? color
  }

  private static func system(_ name: String) -> (Color, Color) {
    (
      SemanticColors.color(named: name, appearance: .light)!,
      SemanticColors.color(named: name, appearance: .dark)!
    )
  }

  /// The light colours of the kinds' own drawing and their dark counterparts.
  private static let kindColors: [Color: Color] = {
    var colors: [Color: Color] = [
      .black: .white,
      // A grouped table's cells (secondarySystemGroupedBackground).
      .white: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255),
      // The band behind a plain table's header text.
      Color(red: 247 / 255, green: 247 / 255, blue: 247 / 255):
        Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255),
      // The disclosure chevron (tertiaryLabel over the cell).
      Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255):
        Color(red: 90 / 255, green: 90 / 255, blue: 94 / 255),
    ]
    for name in [
      "secondaryLabel", "separator", "systemGray4", "systemGroupedBackground", "placeholderText",
    ] {
      let (light, dark) = system(name)
      colors[light] = dark
    }
    return colors
  }()

  /// A node's painted properties with the dark values of the defaults it leaves unset
  /// (`isSet` says which properties its template sets).
  package static func darkDefaults(_ properties: PropertyValues, isSet: (String) -> Bool)
    -> PropertyValues
  {
    var evaluated = properties.evaluated
    for (name, pair) in defaults where !isSet(name) {
      guard let number = properties.table.index(of: name), properties[name] == .color(pair.light)
      else { continue }
      evaluated.removeAll { $0.property == number }
      evaluated.append((number, .color(pair.dark)))
    }
    return PropertyValues(table: properties.table, evaluated: evaluated)
  }
}
