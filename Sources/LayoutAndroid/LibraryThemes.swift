import LayoutCore

/// The themes of the AndroidX and Material libraries (`Theme.AppCompat.*`,
/// `Theme.MaterialComponents.*`, `Theme.Material3.*`), which an app's build would bring: each
/// is the platform theme that stands in for it (`PlatformStandIn`) with the library's colour
/// scheme, type scale and widget styles over it, written from the libraries' documented
/// baseline values. A theme is light or dark by its name (`Light`, `Dark`), a DayNight theme
/// by the render's `night` qualifier.
enum LibraryThemes {
  /// A library, by the family its styles are named with.
  enum Family: String, CaseIterable, Sendable {
    case appCompat = "AppCompat"
    case material2 = "MaterialComponents"
    case material3 = "Material3"
  }

  /// The library family a style name belongs to (`Theme.MaterialComponents.Light` is
  /// Material Components), after `Base.` and `Platform.` prefixes.
  static func family(of name: String) -> Family? {
    let parts = name.split(separator: ".").drop { $0 == "Base" || $0 == "Platform" }
    // Material 3's Expressive themes are Material 3's, with the same baseline scheme.
    let family = parts.dropFirst().first.map { $0 == "Material3Expressive" ? "Material3" : $0 }
    return family.flatMap { Family(rawValue: String($0)) }
  }

  /// Whether a library theme is dark: `Theme.MaterialComponents` and `…Dark…` are, `…Light…`
  /// is not, a DayNight theme is at night.
  static func isDark(_ name: String, night: Bool) -> Bool {
    let parts = Set(name.split(separator: ".").map(String.init))
    if parts.contains("DayNight") { return night }
    if parts.contains("Light") { return false }
    return true
  }

  /// The theme a library theme name stands for, over `parent` (the platform's stand-in);
  /// nil for a name that is not a library theme.
  static func theme(named name: String, night: Bool, parent: String?) -> AndroidStyle? {
    let parts = name.split(separator: ".")
    guard let family = family(of: name),
      let kind = parts.drop(while: { $0 == "Base" || $0 == "Platform" }).first,
      kind == "Theme"
    else { return nil }
    let dark = isDark(name, night: night)
    var items = scheme(family, dark: dark) + widgetStyles(family) + typeScale(family)
    // Material 3's app bars are 64dp high (its `actionBarSize`); the platform's stays 56dp.
    if family == .material3 { items.append(("actionBarSize", "64dp")) }
    if parts.contains("NoActionBar") {
      items += [("windowActionBar", "false"), ("windowNoTitle", "true")]
    }
    let range = SourceRange(at: SourceLocation(line: 1, column: 1))
    return AndroidStyle(
      name: name,
      parent: AndroidDocument.Attribute(
        name: "parent", value: parent ?? "", nameRange: range, valueRange: range),
      items: items.map {
        AndroidDocument.Attribute(
          name: $0.0, value: $0.1, nameRange: range, valueRange: range, fromPlatform: true)
      }, file: nil, range: range)
  }

  /// A theme's colours: Material Components' baseline purple and teal, Material 3's
  /// baseline scheme; AppCompat keeps the platform's.
  static func scheme(_ family: Family, dark: Bool) -> [(String, String)] {
    switch (family, dark) {
    case (.appCompat, _): return []
    case (.material2, false):
      return [
        ("colorPrimary", "#FF6200EE"), ("colorPrimaryVariant", "#FF3700B3"),
        ("colorPrimaryDark", "#FF3700B3"), ("colorSecondary", "#FF03DAC6"),
        ("colorSecondaryVariant", "#FF018786"), ("colorAccent", "?attr/colorSecondary"),
        ("colorBackground", "#FFFFFFFF"), ("colorSurface", "#FFFFFFFF"),
        ("colorError", "#FFB00020"), ("colorOnPrimary", "#FFFFFFFF"),
        ("colorOnSecondary", "#FF000000"), ("colorOnBackground", "#FF000000"),
        ("colorOnSurface", "#FF000000"), ("colorOnError", "#FFFFFFFF"),
        ("colorPrimarySurface", "?attr/colorPrimary"),
        ("colorOnPrimarySurface", "?attr/colorOnPrimary"),
        ("colorControlActivated", "?attr/colorSecondary"),
      ]
    case (.material2, true):
      return [
        ("colorPrimary", "#FFBB86FC"), ("colorPrimaryVariant", "#FF3700B3"),
        ("colorPrimaryDark", "#FF000000"), ("colorSecondary", "#FF03DAC6"),
        ("colorSecondaryVariant", "#FF03DAC6"), ("colorAccent", "?attr/colorSecondary"),
        ("colorBackground", "#FF121212"), ("colorSurface", "#FF121212"),
        ("colorError", "#FFCF6679"), ("colorOnPrimary", "#FF000000"),
        ("colorOnSecondary", "#FF000000"), ("colorOnBackground", "#FFFFFFFF"),
        ("colorOnSurface", "#FFFFFFFF"), ("colorOnError", "#FF000000"),
        ("colorPrimarySurface", "?attr/colorSurface"),
        ("colorOnPrimarySurface", "?attr/colorOnSurface"),
        ("colorControlActivated", "?attr/colorSecondary"),
        ("elevationOverlayEnabled", "true"), ("elevationOverlayColor", "?attr/colorOnSurface"),
      ]
    case (.material3, false):
      return material3Roles + [
        ("colorPrimary", "#FF6750A4"), ("colorOnPrimary", "#FFFFFFFF"),
        ("colorPrimaryContainer", "#FFEADDFF"), ("colorOnPrimaryContainer", "#FF21005D"),
        ("colorSecondary", "#FF625B71"), ("colorOnSecondary", "#FFFFFFFF"),
        ("colorSecondaryContainer", "#FFE8DEF8"), ("colorOnSecondaryContainer", "#FF1D192B"),
        ("colorTertiary", "#FF7D5260"), ("colorOnTertiary", "#FFFFFFFF"),
        ("colorTertiaryContainer", "#FFFFD8E4"), ("colorOnTertiaryContainer", "#FF31111D"),
        ("colorError", "#FFB3261E"), ("colorOnError", "#FFFFFFFF"),
        ("colorErrorContainer", "#FFF9DEDC"), ("colorOnErrorContainer", "#FF410E0B"),
        ("colorBackground", "#FFFFFBFE"), ("colorOnBackground", "#FF1C1B1F"),
        ("colorSurface", "#FFFFFBFE"), ("colorOnSurface", "#FF1C1B1F"),
        ("colorSurfaceVariant", "#FFE7E0EC"), ("colorOnSurfaceVariant", "#FF49454F"),
        ("colorOutline", "#FF79747E"), ("colorOutlineVariant", "#FFCAC4D0"),
        ("colorSurfaceContainerLowest", "#FFFFFFFF"), ("colorSurfaceContainerLow", "#FFF7F2FA"),
        ("colorSurfaceContainer", "#FFF3EDF7"), ("colorSurfaceContainerHigh", "#FFECE6F0"),
        ("colorSurfaceContainerHighest", "#FFE6E0E9"),
        ("textColorPrimary", "@color/library_text_primary_m3"),
        ("textColorSecondary", "@color/library_text_secondary_m3"),
      ]
    case (.material3, true):
      return material3Roles + [
        ("colorPrimary", "#FFD0BCFF"), ("colorOnPrimary", "#FF381E72"),
        ("colorPrimaryContainer", "#FF4F378B"), ("colorOnPrimaryContainer", "#FFEADDFF"),
        ("colorSecondary", "#FFCCC2DC"), ("colorOnSecondary", "#FF332D41"),
        ("colorSecondaryContainer", "#FF4A4458"), ("colorOnSecondaryContainer", "#FFE8DEF8"),
        ("colorTertiary", "#FFEFB8C8"), ("colorOnTertiary", "#FF492532"),
        ("colorTertiaryContainer", "#FF633B48"), ("colorOnTertiaryContainer", "#FFFFD8E4"),
        ("colorError", "#FFF2B8B5"), ("colorOnError", "#FF601410"),
        ("colorErrorContainer", "#FF8C1D18"), ("colorOnErrorContainer", "#FFF9DEDC"),
        ("colorBackground", "#FF1C1B1F"), ("colorOnBackground", "#FFE6E1E5"),
        ("colorSurface", "#FF1C1B1F"), ("colorOnSurface", "#FFE6E1E5"),
        ("colorSurfaceVariant", "#FF49454F"), ("colorOnSurfaceVariant", "#FFCAC4D0"),
        ("colorOutline", "#FF938F99"), ("colorOutlineVariant", "#FF49454F"),
        ("colorSurfaceContainerLowest", "#FF0F0D13"), ("colorSurfaceContainerLow", "#FF1D1B20"),
        ("colorSurfaceContainer", "#FF211F26"), ("colorSurfaceContainerHigh", "#FF2B2930"),
        ("colorSurfaceContainerHighest", "#FF36343B"),
        ("textColorPrimary", "@color/library_text_primary_m3"),
        ("textColorSecondary", "@color/library_text_secondary_m3"),
      ]
    }
  }

  /// Material 3's colours that name its roles, light or dark.
  private static let material3Roles: [(String, String)] = [
    ("elevationOverlayEnabled", "true"), ("elevationOverlayColor", "?attr/colorPrimary"),
    ("colorAccent", "?attr/colorPrimary"), ("colorPrimaryDark", "?attr/colorPrimary"),
    ("colorControlActivated", "?attr/colorPrimary"),
    ("colorControlNormal", "?attr/colorOnSurfaceVariant"),
    ("colorPrimarySurface", "?attr/colorSurface"),
    ("colorOnPrimarySurface", "?attr/colorOnSurface"),
  ]

  /// The theme attributes that name each library widget's default style.
  static func widgetStyles(_ family: Family) -> [(String, String)] {
    let prefix = "@style/Widget.\(family.rawValue)."
    switch family {
    case .appCompat:
      return [("toolbarStyle", prefix + "Toolbar")]
    case .material2:
      return [
        ("materialButtonStyle", prefix + "Button"),
        ("floatingActionButtonStyle", prefix + "FloatingActionButton"),
        ("extendedFloatingActionButtonStyle", prefix + "ExtendedFloatingActionButton.Icon"),
        ("chipStyle", prefix + "Chip.Action"), ("chipGroupStyle", prefix + "ChipGroup"),
        ("toolbarStyle", prefix + "Toolbar"), ("bottomAppBarStyle", prefix + "BottomAppBar"),
        ("appBarLayoutStyle", prefix + "AppBarLayout.Primary"),
        ("bottomNavigationStyle", prefix + "BottomNavigationView"),
        ("tabStyle", prefix + "TabLayout"),
        ("textInputStyle", prefix + "TextInputLayout.FilledBox"),
        ("materialCardViewStyle", prefix + "CardView"),
        ("collapsingToolbarLayoutStyle", prefix + "CollapsingToolbar"),
        ("navigationViewStyle", prefix + "NavigationView"),
        ("linearProgressIndicatorStyle", prefix + "LinearProgressIndicator"),
        ("circularProgressIndicatorStyle", prefix + "CircularProgressIndicator"),
        ("materialDividerStyle", prefix + "MaterialDivider"),
        ("materialButtonOutlinedStyle", prefix + "Button.OutlinedButton"),
        ("borderlessButtonStyle", prefix + "Button.TextButton"),
      ] + shapes(prefix: "@style/ShapeAppearance.MaterialComponents.")
    case .material3:
      return [
        ("materialButtonStyle", prefix + "Button"),
        ("floatingActionButtonStyle", prefix + "FloatingActionButton.Primary"),
        ("extendedFloatingActionButtonStyle", prefix + "ExtendedFloatingActionButton.Icon.Primary"),
        ("chipStyle", prefix + "Chip.Assist"), ("chipGroupStyle", prefix + "ChipGroup"),
        ("toolbarStyle", prefix + "Toolbar"), ("bottomAppBarStyle", prefix + "BottomAppBar"),
        ("appBarLayoutStyle", prefix + "AppBarLayout"),
        ("bottomNavigationStyle", prefix + "BottomNavigationView"),
        ("tabStyle", prefix + "TabLayout"),
        ("textInputStyle", prefix + "TextInputLayout.OutlinedBox"),
        ("materialCardViewStyle", prefix + "CardView.Outlined"),
        ("materialCardViewOutlinedStyle", prefix + "CardView.Outlined"),
        ("materialCardViewElevatedStyle", prefix + "CardView.Elevated"),
        ("materialCardViewFilledStyle", prefix + "CardView.Filled"),
        ("collapsingToolbarLayoutStyle", prefix + "CollapsingToolbar"),
        ("navigationViewStyle", prefix + "NavigationView"),
        ("linearProgressIndicatorStyle", prefix + "LinearProgressIndicator"),
        ("circularProgressIndicatorStyle", prefix + "CircularProgressIndicator"),
        ("materialDividerStyle", prefix + "MaterialDivider"),
        ("materialSwitchStyle", prefix + "CompoundButton.MaterialSwitch"),
        ("materialButtonOutlinedStyle", prefix + "Button.OutlinedButton"),
        ("borderlessButtonStyle", prefix + "Button.TextButton"),
        ("bottomSheetDragHandleStyle", prefix + "BottomSheet.DragHandle"),
        ("materialButtonTonalStyle", prefix + "Button.TonalButton"),
        ("materialButtonElevatedStyle", prefix + "Button.ElevatedButton"),
        ("materialIconButtonStyle", prefix + "Button.IconButton"),
        ("materialIconButtonFilledStyle", prefix + "Button.IconButton.Filled"),
        ("materialIconButtonFilledTonalStyle", prefix + "Button.IconButton.Filled.Tonal"),
        ("materialIconButtonOutlinedStyle", prefix + "Button.IconButton.Outlined"),
        ("floatingActionButtonPrimaryStyle", prefix + "FloatingActionButton.Primary"),
        ("floatingActionButtonSecondaryStyle", prefix + "FloatingActionButton.Secondary"),
        ("floatingActionButtonTertiaryStyle", prefix + "FloatingActionButton.Tertiary"),
        ("floatingActionButtonSurfaceStyle", prefix + "FloatingActionButton.Surface"),
        (
          "extendedFloatingActionButtonPrimaryStyle",
          prefix + "ExtendedFloatingActionButton.Primary"
        ),
        (
          "extendedFloatingActionButtonSecondaryStyle",
          prefix + "ExtendedFloatingActionButton.Secondary"
        ),
        (
          "extendedFloatingActionButtonTertiaryStyle",
          prefix + "ExtendedFloatingActionButton.Tertiary"
        ),
        (
          "extendedFloatingActionButtonSurfaceStyle",
          prefix + "ExtendedFloatingActionButton.Surface"
        ),
      ] + shapes(prefix: "@style/ShapeAppearance.Material3.")
        + ["ExtraSmall", "Small", "Medium", "Large", "ExtraLarge", "Full"].map {
          ("shapeAppearanceCorner" + $0, "@style/ShapeAppearance.Material3.Corner." + $0)
        }
    }
  }

  /// The theme attributes that name the shapes of small, medium and large components.
  private static func shapes(prefix: String) -> [(String, String)] {
    ["Small", "Medium", "Large"].map {
      ("shapeAppearance\($0)Component", prefix + "\($0)Component")
    }
  }

  /// The theme attributes that name the library's text appearances.
  /// Material 3's themes keep Material Components' type scale too (they are built on its
  /// bridge themes): `textAppearanceSubtitle1` is Material Components' Subtitle 1 there.
  static func typeScale(_ family: Family) -> [(String, String)] {
    switch family {
    case .appCompat: return []
    case .material2: return appearances(material2Scale, of: .material2)
    case .material3:
      return appearances(material2Scale, of: .material2)
        + appearances(material3Scale, of: .material3)
    }
  }

  private static let material2Scale = [
    "Headline1", "Headline2", "Headline3", "Headline4", "Headline5", "Headline6",
    "Subtitle1", "Subtitle2", "Body1", "Body2", "Caption", "Button", "Overline",
  ]

  private static let material3Scale = [
    "DisplayLarge", "DisplayMedium", "DisplaySmall", "HeadlineLarge", "HeadlineMedium",
    "HeadlineSmall", "TitleLarge", "TitleMedium", "TitleSmall", "BodyLarge", "BodyMedium",
    "BodySmall", "LabelLarge", "LabelMedium", "LabelSmall",
  ]

  private static func appearances(_ names: [String], of family: Family) -> [(String, String)] {
    names.map { ("textAppearance" + $0, "@style/TextAppearance.\(family.rawValue).\($0)") }
  }
}
