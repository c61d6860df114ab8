/// The Material libraries' colour resources an app's values may name: Material 3's system
/// colours (`m3_sys_color_light_primary`, `m3_sys_color_dark_on_surface`, …) and Material
/// Components' defaults (`design_default_color_primary`, …), the baseline schemes their
/// themes give (`LibraryThemes.scheme`), each role under the library's name for it.
enum LibraryColors {
  /// The colour of the library's resource `name`, as `#AARRGGBB`; nil for another name.
  static func color(named name: String) -> String? {
    colors[name]
  }

  private static let colors: [String: String] = {
    var colors: [String: String] = [:]
    let schemes = [
      ("m3_sys_color_light_", LibraryThemes.scheme(.material3, dark: false)),
      ("m3_sys_color_dark_", LibraryThemes.scheme(.material3, dark: true)),
      ("design_default_color_", LibraryThemes.scheme(.material2, dark: false)),
    ]
    for (prefix, scheme) in schemes {
      for (role, value) in scheme where role.hasPrefix("color") && value.hasPrefix("#") {
        colors[prefix + resourceName(ofRole: role)] = value
      }
    }
    return colors
  }()

  /// `colorOnPrimaryContainer` as a resource name's end: `on_primary_container`.
  private static func resourceName(ofRole role: String) -> String {
    var name = ""
    for character in role.dropFirst("color".count) {
      if character.isUppercase, !name.isEmpty { name.append("_") }
      name.append(Character(character.lowercased()))
    }
    return name
  }
}
