/// The platform style that stands in for a library's (AppCompat, Material Components,
/// Material 3), which an app's build would bring and the renderer does not have: the name
/// with the library's family replaced by the platform's Material family, shortened from the
/// end until the platform has it (`Theme.AppCompat.Light.DarkActionBar` is
/// `Theme.Material.Light.DarkActionBar`, `Widget.MaterialComponents.Button.OutlinedButton` is
/// `Widget.Material.Button`); DayNight themes take the platform's DayNight theme, which is
/// light by day and dark at night.
enum PlatformStandIn {
  /// The libraries' families, each read as the platform's `Material`.
  static let libraries: Set<String> = [
    "AppCompat", "MaterialComponents", "Material3", "Material3Expressive", "Compat",
  ]

  /// Library themes whose stand-in is not found by name: AndroidX's splash screen themes
  /// (`core-splashscreen`), which lie over the platform's `DeviceDefault` theme without an
  /// action bar.
  static let named = [
    "Theme.SplashScreen": "Theme.DeviceDefault.NoActionBar",
    "Theme.SplashScreen.Common": "Theme.DeviceDefault.NoActionBar",
    "Theme.SplashScreen.IconBackground": "Theme.DeviceDefault.NoActionBar",
  ]

  /// The stand-in of a library style, or nil when the platform has no style of its kind.
  static func style(for name: String, in platform: PlatformResources) -> AndroidStyle? {
    for candidate in (named[name].map { [$0] } ?? []) + candidates(for: name) {
      if let style = platform.style(named: candidate) { return style }
    }
    return nil
  }

  /// The platform names to try, best first.
  static func candidates(for name: String) -> [String] {
    var parts = name.split(separator: ".").map(String.init)
    // `Base.`, `Platform.` and an API level (`Base.V7.Widget.AppCompat.EditText`) lead the name.
    while let first = parts.first,
      first == "Base" || first == "Platform"
        || (first.first == "V" && Int(first.dropFirst()) != nil)
    {
      parts.removeFirst()
    }
    guard parts.count >= 2 else { return [] }
    let families = parts.contains("DayNight") ? ["DeviceDefault", "Material"] : ["Material"]
    var names: [String] = []
    for family in families {
      var named = parts.map { libraries.contains($0) ? family : $0 }
      // The libraries' own variants, which the platform has no name for.
      named.removeAll { $0 == "Bridge" || $0 == "DynamicColors" }
      while named.count >= 2 {
        names.append(named.joined(separator: "."))
        named.removeLast()
      }
    }
    return names
  }
}
