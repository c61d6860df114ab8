import ArgumentParser
import Foundation
import Layout

/// What every command that solves a template reads besides the template: the data, the
/// canvas, the layout settings and Android's resource qualifiers. Shared by `render`,
/// `watch`, `serve` and `check`.
struct SolveArguments: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Canvas size in points, as WIDTHxHEIGHT (default: the root's size, else 1200x630; an "
        + "Android layout's: a phone's, 411x914)."))
  var size: String?

  @Option(
    help: ArgumentHelp(
      "Render as this phone or tablet (`layout devices` lists them): its screen size, scale "
        + "and safe area, unless --size, --scale or --safe-area say otherwise.",
      valueName: "name"),
    completion: .words(Device.presets.map(\.name)))
  var device: String?

  @Option(help: "JSON object of state values, or - for standard input.", completion: .json)
  var state: String?

  @Option(
    help: "JSON object of constants (may be repeated; later files win).", completion: .json)
  var constants: [String] = []

  @Option(
    help: "Localized strings for strings.Key (default: Localizable.strings beside the template).",
    completion: .strings)
  var strings: String?

  @Option(
    help: ArgumentHelp(
      "Read strings from <locale>.lproj/Localizable.strings beside the template (then the "
        + "language's, Base.lproj's and the folder's own for keys it lacks)."))
  var locale: String?

  @Option(
    help: "Also let the template read images and templates from this folder (repeatable).",
    completion: .directory)
  var allowPath: [String] = []

  @Option(
    help: ArgumentHelp(
      "Asset catalog (.xcassets folder) for image=\"Name\" and colour names (default: "
        + "Assets.xcassets beside the template).", valueName: "path"),
    completion: .directory)
  var assets: String?

  @Option(
    help: "legacy (right and bottom are edge positions, the default) or modern (insets).",
    completion: .words(OptionValues.layoutModes))
  var layoutMode: String = "legacy"

  @Option(
    help: ArgumentHelp(
      "ltr (the default) or rtl: the side leading is on, for views whose "
        + "semanticContentAttribute is unspecified."),
    completion: .words(OptionValues.layoutDirections))
  var layoutDirection: String = "ltr"

  @Option(
    help: ArgumentHelp(
      "The screen's safe area in points, as a device with a notch and a home indicator has "
        + "it (47,0,34,0): what safeAreaInsets read and scroll views add to their content "
        + "insets (default: none).", valueName: "top,left,bottom,right"))
  var safeArea: String?

  @Option(
    help: ArgumentHelp(
      "light (the default) or dark: UIKit's system colours, colour and image sets, text and "
        + "tint take their dark values; Android layouts read their night resources.",
      valueName: "light|dark"),
    completion: .words(Appearance.allCases.map(\.rawValue)))
  var appearance: String = "light"

  @Option(
    help: ArgumentHelp(
      "Android layouts: the configuration resource folders are chosen for (values-night/, "
        + "layout-land/, drawable-xhdpi/ …), separated by commas or dashes (fr-rFR); sizes, "
        + "orientation and density otherwise come from the canvas and --scale.",
      valueName: "night,land,w600dp"))
  var qualifiers: String?

  @Option(help: platformHelp, completion: .file(extensions: ["apk"]))
  var platform: String?

  @Option(help: themeHelp)
  var theme: String?

  /// The help of `--platform` and `--theme`, which `layout test` takes too.
  static let platformHelp = ArgumentHelp(
    "Android layouts: the platform's resources (framework-res.apk; default: Debian's "
      + "android-framework-res, when installed).", valueName: "path")
  static let themeHelp = ArgumentHelp(
    "Android layouts: the theme of views no android:theme covers (an app theme, or "
      + "@android:style/Theme.Material.Light); default: the manifest's, else "
      + "Theme.DeviceDefault.Light.DarkActionBar.", valueName: "name")

  /// The platform resources and theme of Android layouts.
  var androidPlatform: AndroidPlatformSettings {
    AndroidPlatformSettings(platformPath: platform, theme: theme)
  }

  func validate() throws {
    if let size, Self.parseSize(size) == nil {
      throw ValidationError("--size must be WIDTHxHEIGHT in points, such as 1200x630")
    }
    guard LayoutMode(rawValue: layoutMode) != nil || layoutMode == "css" else {
      throw ValidationError("--layout-mode takes legacy or modern")
    }
    guard Self.direction(layoutDirection) != nil else {
      throw ValidationError("--layout-direction takes ltr or rtl")
    }
    if let device, Device.named(device) == nil {
      throw ValidationError(
        "Unknown device '\(device)'; `layout devices` lists them ("
          + Device.presets.prefix(3).map(\.name).joined(separator: ", ") + "…)")
    }
    guard Appearance(rawValue: appearance) != nil else {
      throw ValidationError("--appearance takes light or dark")
    }
    if let safeArea, Self.parseInsets(safeArea) == nil {
      throw ValidationError(
        "--safe-area takes four lengths in points, top,left,bottom,right, such as 47,0,34,0")
    }
  }

  /// The canvas asked for, if any: `--size`, else the device's screen.
  var canvas: Size? { size.flatMap(Self.parseSize) ?? preset?.size }

  /// The device preset asked for.
  var preset: Device? { device.flatMap(Device.named) }

  /// Options with the canvas, the layout settings, the allowed folders, and the state,
  /// constants and `--strings` files read (state from standard input for `-`). Strings found
  /// beside a template are the caller's: `strings(beside:)`.
  func options() throws(DiagnosticError) -> RenderOptions {
    var options = RenderOptions()
    options.size = canvas
    options.layoutMode = LayoutMode(rawValue: layoutMode) ?? .modern
    options.layoutDirection = Self.direction(layoutDirection) ?? .leftToRight
    options.allowedPaths = allowPath
    options.assetCatalog = assets
    options.safeArea = safeArea.flatMap(Self.parseInsets) ?? preset?.safeArea ?? .zero
    options.appearance = Appearance(rawValue: appearance) ?? .light
    if let qualifiers { options.qualifiers = try ResourceQualifiers.parse(list: qualifiers) }
    for file in constants {
      options.constants.merge(try StateFile.read(file)) { _, later in later }
    }
    if let strings { options.strings = try LocalizedStrings.read(strings) }
    if let state {
      let file = state == "-" ? "<stdin>" : state
      options.state =
        state == "-"
        ? try StateFile.parse(Array(FileHandle.standardInput.readDataToEndOfFile()), file: file)
        : try StateFile.read(state)
      try CaseSettingsAsState.reject(options.state, file: file)
    }
    return options
  }

  /// The localized strings for `template`: the `--strings` file's, else those beside it.
  func strings(for template: String, in options: RenderOptions) throws(DiagnosticError)
    -> [String: String]
  {
    if strings != nil { return options.strings }
    return try LocalizedStrings.beside(template: template, locale: locale, allowed: allowPath)
  }

  /// `ltr`/`rtl`, or the enumeration's own names.
  static func direction(_ text: String) -> LayoutDirection? {
    switch text {
    case "ltr": return .leftToRight
    case "rtl": return .rightToLeft
    default: return LayoutDirection(rawValue: text)
    }
  }

  /// `top,left,bottom,right`, each a length of zero or more.
  static func parseInsets(_ text: String) -> EdgeInsets? {
    let edges = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard edges.count == 4, edges.allSatisfy({ ($0 ?? -1) >= 0 && $0!.isFinite }) else {
      return nil
    }
    return EdgeInsets(top: edges[0]!, left: edges[1]!, bottom: edges[2]!, right: edges[3]!)
  }

  static func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0
    else { return nil }
    return Size(width: width, height: height)
  }
}
