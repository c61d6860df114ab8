import LayoutCore

extension AndroidManifest {
  /// The manifest's theme `written` as the layout is shown under it: a splash screen theme
  /// hands over its `postSplashScreenTheme`; a theme the app does not define (a build
  /// placeholder such as `Theme.${appTheme}`, or a style of a module not present) is a
  /// warning and nil, the layout then under the platform's default theme. Library and
  /// platform themes are taken as they are.
  package static func usableTheme(
    _ written: String, _ resources: AndroidResources, file: String,
    _ warnings: inout [Diagnostic]
  ) -> String? {
    // A splash screen theme hands the activity its theme once the app has started.
    let theme = AndroidStyle.postSplashTheme(of: written, in: resources.styles) ?? written
    if theme == written, isSplashTheme(theme, resources.styles) {
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "The manifest's theme '\(theme)' is a splash screen theme without a "
            + "postSplashScreenTheme: the app sets the theme its screens show in code, and "
            + "the layout is under the splash theme",
          file: file, hints: ["name the app's theme with --theme NAME"]))
    }
    let known = resources.styles[theme] != nil || AndroidStyle.isLibraryStyle(theme)
    guard !known else { return theme }
    let reason =
      theme.contains("${")
      ? "is filled in by the build (a manifest placeholder)" : "is not defined in the app's styles"
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "The manifest's theme '\(theme)' \(reason): the layout is under the "
          + "platform's default theme",
        file: file, hints: ["name the theme with --theme NAME"]))
    return nil
  }

  /// Whether a theme of the app inherits from AndroidX's splash screen theme.
  static func isSplashTheme(_ name: String, _ styles: [String: AndroidStyle]) -> Bool {
    var current = name
    for _ in 0..<64 {
      if current.hasPrefix("Theme.SplashScreen") { return true }
      guard let parent = styles[current]?.parentName else { return false }
      current = parent
    }
    return false
  }
}
