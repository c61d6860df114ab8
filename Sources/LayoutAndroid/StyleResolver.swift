import LayoutCore

/// Styles and themes: the attributes `style="@style/X"` gives a view (X's items over its
/// parent's, over its parent's parent's…, each parent named by `parent=` or by the dotted
/// name's prefix), and `?attr/name` looked up in the theme a view is under. A style the
/// values do not define, a missing parent and a parent loop are located errors; a
/// platform or library parent (`@android:style/…`, `Theme.AppCompat…`) is left out with a
/// warning, once.
final class StyleResolver {
  /// The most styles a chain of parents may hold, the style itself counted; real styles
  /// inherit a few levels.
  static let maximumChain = 64

  /// A view's theme: the `android:theme` attribute that sets it, and the file it is in.
  struct Theme {
    var attribute: AndroidDocument.Attribute
    var file: String?
  }

  let resources: AndroidResources
  private(set) var warnings: [Diagnostic] = []
  private var warned: Set<String> = []
  /// The chains already followed, by the style's name: a layout looks the same theme up for
  /// every view, and a library theme is made anew each time it is asked for.
  private var chains: [String: [AndroidStyle]] = [:]
  /// Each theme's items by name, the nearest style's winning: the chain flattened once, so
  /// a theme attribute is one lookup rather than a walk through hundreds of platform items.
  private var themeItems: [String: [String: String]] = [:]
  /// The items each style named under each theme gives, as `items(of:)` answered them.
  private var styleItems: [StyleKey: [AndroidDocument.Attribute]] = [:]

  private struct StyleKey: Hashable {
    var style: String
    var theme: String?
  }

  init(resources: AndroidResources) {
    self.resources = resources
  }

  /// The items of the style an attribute (in `file`) names, the root ancestor's first so
  /// that nearer styles override them, located at the attribute (where the view says
  /// `style=`). A style from the theme (`?android:attr/progressBarStyle`) is looked up in
  /// `theme`.
  func items(of attribute: AndroidDocument.Attribute, file: String?, theme: Theme? = nil)
    throws(DiagnosticError) -> [AndroidDocument.Attribute]
  {
    let key = StyleKey(style: attribute.value, theme: theme?.attribute.value)
    if let known = styleItems[key] {
      return known.map {
        AndroidDocument.Attribute(
          name: $0.name, value: $0.value, nameRange: attribute.nameRange,
          valueRange: attribute.valueRange, fromPlatform: $0.fromPlatform)
      }
    }
    let warningCount = warnings.count
    let items = try itemsAfresh(of: attribute, file: file, theme: theme)
    // A style that warned warns again each time it is named.
    if warnings.count == warningCount { styleItems[key] = items }
    return items
  }

  private func itemsAfresh(
    of attribute: AndroidDocument.Attribute, file: String?, theme: Theme?
  ) throws(DiagnosticError) -> [AndroidDocument.Attribute] {
    var named = attribute
    // A theme's style may be named by another theme attribute (`spinnerStyle` is
    // `?attr/dropDownSpinnerStyle`), and so on.
    for _ in 0..<AndroidResources.maximumReferenceChain
    where Self.isThemeReference(named.value) && resources.platform != nil {
      guard let value = try themeValue(named.value, theme: theme, at: attribute, file: file)
      else { return [] }
      named.value = value
    }
    // A style from the theme or a library's (`@style/Widget.AppCompat.Button`) without the
    // platform: not available, so its items are left out.
    guard
      isAvailable(
        named, file: file,
        unavailable: "Style '\(attribute.value)' is a platform, library or theme style",
        hint: "define <style name=\"…\"> in res/values/ and name it with @style/")
    else { return [] }
    let chain = try self.chain(Self.styleName(named.value), at: named, file: file)
    // A nearer style's item overrides its ancestors' of the same name: only the last of each
    // name is kept, where it stands. What nothing draws is left out here, once, rather than
    // carried through every view the style is read for.
    var seen = AttributeReader.undrawn
    let nearest = chain.flatMap { $0.items.reversed() }.filter {
      seen.insert($0.name).inserted
        && !($0.fromPlatform && AttributeReader.platformLineBreaking.contains($0.name))
    }
    return nearest.reversed().map {
      AndroidDocument.Attribute(
        name: $0.name, value: $0.value, nameRange: attribute.nameRange,
        valueRange: attribute.valueRange, fromPlatform: $0.fromPlatform)
    }
  }

  /// Whether the style an attribute names can be read: one from the theme or the platform or
  /// a library is not, and is said once in a warning (`unavailable`, then "that is not
  /// available").
  private func isAvailable(
    _ attribute: AndroidDocument.Attribute, file: String?, unavailable: String, hint: String
  ) -> Bool {
    let name = Self.styleName(attribute.value)
    if resources.platform != nil, !Self.isThemeReference(name) { return true }
    guard Self.isThemeReference(name) || AndroidStyle.isLibraryStyle(name) else { return true }
    if !Self.isThemeReference(name), LibraryStyles.style(named: name) != nil { return true }
    if warned.insert(attribute.name + " " + name).inserted {
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: unavailable + " that is not available: its items are left out", file: file,
          range: attribute.valueRange, hints: [hint]))
    }
    return false
  }

  /// The text attributes a text appearance gives (`textColor`, `textSize`, `textStyle`, …);
  /// its other items are not read, as Android's `TextAppearance` reads only these.
  static let textAppearanceItems: Set<String> = [
    "textColor", "textSize", "textStyle", "typeface", "fontFamily", "textColorHighlight",
    "textColorHint", "textColorLink", "textAllCaps", "shadowColor", "shadowDx", "shadowDy",
    "shadowRadius", "letterSpacing", "fontFeatureSettings", "textFontWeight",
    // Read from an appearance by the Material Components library's text view, which an app
    // under a Material theme gets for every TextView.
    "lineHeight",
  ]

  /// The text items of the style a `textAppearance` attribute names, located at the
  /// attribute; a platform or library appearance (`@android:style/TextAppearance…`,
  /// `?android:attr/textAppearanceLarge`) is left out with a warning.
  func textAppearance(
    _ attribute: AndroidDocument.Attribute, file: String?, theme: Theme? = nil
  ) throws(DiagnosticError) -> [AndroidDocument.Attribute] {
    guard
      resources.platform != nil
        || isAvailable(
          attribute, file: file,
          unavailable: "textAppearance '\(attribute.value)' is a platform or theme appearance",
          hint: "define <style name=\"…\"> with the text items and name it with @style/")
    else { return [] }
    return try items(of: attribute, file: file, theme: theme).filter {
      Self.textAppearanceItems.contains($0.name)
    }
  }

  /// The value of `?attr/name` (`?name`, `?android:attr/name`) in a theme: the item of that
  /// name nearest the theme in its chain. Nil, with a warning, where the value would come
  /// from what the renderer does not have: the theme of the app's manifest (no view above
  /// sets `android:theme`), or the platform or library theme the theme inherits from; the
  /// attribute is then left out.
  func themeValue(
    _ reference: String, theme: Theme?, at attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) -> String? {
    try themeValue(reference, theme: theme, at: attribute, file: file, warns: true)
  }

  /// The value of `?attr/name` in a theme, nil without a warning when the theme chain does
  /// not define it.
  func definedThemeValue(
    _ reference: String, theme: Theme?, at attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) -> String? {
    try themeValue(reference, theme: theme, at: attribute, file: file, warns: false)
  }

  private func themeValue(
    _ reference: String, theme: Theme?, at attribute: AndroidDocument.Attribute, file: String?,
    warns: Bool
  ) throws(DiagnosticError) -> String? {
    let warningCount = warnings.count
    defer { if !warns { warnings.removeSubrange(warningCount...) } }
    let name = Self.attributeName(reference)
    guard let theme = theme ?? appTheme(at: attribute, file: file) else {
      warnUnresolved(
        reference,
        "no view above sets android:theme, the app has no manifest theme, and Android's own "
          + "resources are not installed (android-framework-res)",
        at: attribute, file: file,
        hint: "set android:theme=\"@style/AppTheme\" on the root, its style defining \(name)")
      return nil
    }
    let themeName = Self.styleName(theme.attribute.value)
    if resources.platform == nil, resources.styles[themeName] == nil,
      AndroidStyle.isLibraryStyle(themeName)
    {
      warnUnresolved(
        reference, "theme '\(themeName)' is a platform or library theme, which is not available",
        at: attribute, file: file,
        hint: "set android:theme to an app theme whose chain defines \(name)")
      return nil
    }
    let items = try self.items(ofTheme: themeName, at: theme.attribute, file: theme.file)
    if let value = items[name] { return value }
    // An overlay (a view's theme whose chain ends without the item) lies over the theme
    // around it: in the end the app's.
    if let around = appTheme(at: attribute, file: file),
      around.attribute.value != theme.attribute.value
    {
      return try themeValue(reference, theme: around, at: attribute, file: file, warns: warns)
    }
    // The app's code may apply another of its themes, which sets the item.
    let setters = AndroidStyle.themes(setting: name, in: resources.styles)
    if let first = setters.first {
      let listed = setters.map { "'\($0)'" }.joined(separator: ", ")
      warnUnresolved(
        reference,
        "theme '\(themeName)' has no item '\(name)'; the app's themes \(listed) set it, "
          + "which its code may apply", at: attribute, file: file,
        hint: "--theme \(first) renders the layout under that theme")
      return nil
    }
    // Not in the theme: on Android it comes from the platform or library theme the chain
    // ends in, or (for an overlay without a parent) from the theme around it.
    let chain = try self.chain(themeName, at: theme.attribute, file: theme.file)
    let source =
      if let parent = chain.last?.parentName {
        "'\(parent)', which is not available"
      } else if resources.platform != nil {
        "a library (neither the app's styles nor the platform's define it)"
      } else {
        "the theme around it, which is not available (no manifest theme, and Android's own "
          + "resources are not installed)"
      }
    warnUnresolved(
      reference,
      "theme '\(Self.styleName(theme.attribute.value))' has no item '\(name)', which comes from "
        + source, at: attribute, file: file,
      hint: "add <item name=\"\(name)\">…</item> to the theme or a parent of it")
    return nil
  }

  /// The theme of views under no `android:theme`: the app's (its manifest's, or the one the
  /// render names), else the platform's default; nil without the platform and an app theme.
  private func appTheme(at attribute: AndroidDocument.Attribute, file: String?) -> Theme? {
    guard
      let name = resources.appTheme
        ?? resources.platform.map({ _ in
          PlatformResources.defaultTheme
        })
    else { return nil }
    var named = attribute
    named.name = "theme"
    named.value = name
    return Theme(attribute: named, file: file)
  }

  /// Whether a value is a theme attribute reference (`?attr/…`).
  static func isThemeReference(_ value: String) -> Bool { value.hasPrefix("?") }

  /// `name` of `?attr/name`, `?android:attr/name`, `?android:name` or `?name`.
  private static func attributeName(_ reference: String) -> String {
    var body = reference.dropFirst()
    if let slash = body.firstIndex(of: "/") { body = body[body.index(after: slash)...] }
    if let colon = body.lastIndex(of: ":") { body = body[body.index(after: colon)...] }
    return String(body)
  }

  private static func styleName(_ value: String) -> String {
    let trimmed = value.trimmingCharacters(in: " ")
    return trimmed.hasPrefix("@style/") ? String(trimmed.dropFirst("@style/".count)) : trimmed
  }

  /// The style and its ancestors, nearest first.
  private func chain(_ name: String, at attribute: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> [AndroidStyle]
  {
    if let known = chains[name] { return known }
    let chain = try followedChain(name, at: attribute, file: file)
    chains[name] = chain
    return chain
  }

  /// The items of a theme and its ancestors by name, a nearer style's (and a later item's)
  /// value winning.
  private func items(ofTheme name: String, at attribute: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> [String: String]
  {
    if let known = themeItems[name] { return known }
    let chain = try chain(name, at: attribute, file: file)
    // The platform's part of the chain (its styles' parents are the platform's too) is
    // flattened once for the process.
    let platformStart = chain.firstIndex { $0.name.hasPrefix("@android:style/") }
    var items: [String: String] = [:]
    if let platformStart, let platform = resources.platform {
      items = platform.themeItems(chain[platformStart].name) {
        Self.flattened(chain[platformStart...])
      }
    }
    items.merge(Self.flattened(chain[..<(platformStart ?? chain.endIndex)])) { $1 }
    themeItems[name] = items
    return items
  }

  /// Styles' items by name, the first style's (and a later item's) winning.
  private static func flattened(_ chain: ArraySlice<AndroidStyle>) -> [String: String] {
    var items: [String: String] = [:]
    for style in chain.reversed() {
      for item in style.items { items[item.name] = item.value }
    }
    return items
  }

  private func followedChain(
    _ name: String, at attribute: AndroidDocument.Attribute, file: String?
  ) throws(DiagnosticError) -> [AndroidStyle] {
    guard let first = try style(named: name, inheritedBy: nil) else {
      // A library's style the app names that neither the table nor the platform has.
      if resources.platform != nil, AndroidStyle.isLibraryStyle(name),
        Self.platformStyleName(name) == nil
      {
        if warned.insert("missing " + name).inserted {
          warnings.append(
            Diagnostic(
              .warning, code: .androidIgnored,
              message: "Style '\(name)' is a library's style that is not available: its items "
                + "are left out", file: file, range: attribute.valueRange,
              hints: ["define it in res/values/ to render it"]))
        }
        return []
      }
      // A style nothing here defines (in a module whose build names libraries, theirs) is
      // left out, as the preview leaves it.
      if warned.insert("missing " + name).inserted {
        let known = resources.styles.keys.sorted()
        let hint =
          resources.namesLibraries || AndroidResources.isLibraryResource(name)
          ? "define it in res/values/ to render it"
          : Suggestions.closest(to: name, in: known).map { "did you mean '@style/\($0)'?" }
            ?? "define <style name=\"\(name)\"> in res/values/*.xml beside the layout"
        warnings.append(
          Diagnostic(
            .warning, code: .androidIgnored,
            message:
              "Style '\(name)' \(resources.missingReason(for: name)): its items are left out",
            file: file, range: attribute.valueRange, hints: [hint]))
      }
      return []
    }
    var chain = [first]
    var names: Set = [first.name]
    while let parent = chain.last!.parentName {
      let child = chain.last!
      guard let style = try style(named: parent, inheritedBy: child) else { break }
      guard !names.contains(style.name) else {
        throw DiagnosticError(
          .error, code: .androidBadReference,
          message: "Style '\(first.name)' inherits from itself: "
            + (chain.map(\.name) + [style.name]).joined(separator: " → "),
          file: child.file, range: child.parent?.valueRange ?? child.range,
          hints: ["break the chain of parents"])
      }
      guard chain.count < Self.maximumChain else {
        throw DiagnosticError(
          .error, code: .resourceLimit,
          message: "Style '\(first.name)' inherits through a chain of \(chain.count + 1) styles, "
            + "more than the limit of \(Self.maximumChain): "
            + AndroidInflater.chain(chain.map(\.name) + [style.name]),
          file: child.file, range: child.parent?.valueRange ?? child.range,
          hints: ["let the style inherit from fewer styles, copying their items into it"])
      }
      chain.append(style)
      names.insert(style.name)
    }
    return chain
  }

  /// The style a name stands for: the app's; the platform's (`@android:style/…`); for a
  /// library's (`Theme.AppCompat.Light`), the platform's nearest, with a warning. Nil (with a
  /// warning) where the chain stops: a platform or library parent without the platform. A
  /// parent that none of these has is a located error.
  private func style(named name: String, inheritedBy child: AndroidStyle?)
    throws(DiagnosticError) -> AndroidStyle?
  {
    if let style = resources.styles[name] { return style }
    let platformName = Self.platformStyleName(name)
    if platformName == nil, let style = libraryStyle(named: name) { return style }
    if let platform = resources.platform {
      if let platformName, let style = platform.style(named: platformName) { return style }
      // A theme named on the command line may be the platform's without a prefix.
      if child == nil, let style = platform.style(named: name) { return style }
      if platformName == nil, AndroidStyle.isLibraryStyle(name) {
        if let standIn = PlatformStandIn.style(for: name, in: platform) {
          warnStandIn(name, standIn, of: child)
          return standIn
        }
        // A library's style that neither the project's table nor the platform has
        // (`MaterialAlertDialog.MaterialComponents.Body.Text`): its items are left out.
        if let child { warnLibrary(name, of: child) }
        return nil
      }
    } else if platformName != nil || AndroidStyle.isLibraryStyle(name) {
      if let child { warnLibrary(name, of: child) }
      return nil
    }
    guard let child else { return nil }
    throw DiagnosticError(
      .error, code: .androidBadReference,
      message: "Style '\(child.name)' inherits from '\(name)', which is not defined",
      file: child.file, range: child.parent?.valueRange ?? child.range,
      hints: [
        child.parent == nil
          ? "a dotted name inherits from the name before its last dot; define it or write "
            + "parent=\"\""
          : "define <style name=\"\(name)\"> or correct the parent"
      ])
  }

  /// A library's theme or style the project's table holds (`Theme.MaterialComponents.Light`,
  /// `Widget.Material3.Button`); a theme lies over the platform theme that stands in for it.
  /// Without the platform's resources, which a library theme lies over, a library theme is
  /// not available.
  private func libraryStyle(named name: String) -> AndroidStyle? {
    guard let platform = resources.platform else { return LibraryStyles.style(named: name) }
    let standIn = PlatformStandIn.style(for: name, in: platform)
    return LibraryThemes.theme(named: name, night: platform.device.night, parent: standIn?.name)
      ?? LibraryStyles.style(named: name)
  }

  /// `Theme.Material` for `@android:style/Theme.Material` or `android:Theme.Material`.
  private static func platformStyleName(_ name: String) -> String? {
    for prefix in ["@android:style/", "android:style/", "android:"] where name.hasPrefix(prefix) {
      return String(name.dropFirst(prefix.count))
    }
    return nil
  }

  private func warnStandIn(_ name: String, _ standIn: AndroidStyle, of child: AndroidStyle?) {
    guard warned.insert("stand-in " + name).inserted else { return }
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "'\(name)' is a library style, which is not available: the platform's "
          + "'\(standIn.name.dropFirst("@android:style/".count))' stands in for it",
        file: child?.file, range: child?.parent?.valueRange ?? child?.range,
        hints: ["the app's own items over it still apply"]))
  }

  private func warnUnresolved(
    _ reference: String, _ reason: String, at attribute: AndroidDocument.Attribute,
    file: String?, hint: String
  ) {
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "\(reference) is left out: \(reason)", file: file, range: attribute.valueRange,
        hints: [hint]))
  }

  private func warnLibrary(_ parent: String, of style: AndroidStyle) {
    guard warned.insert(style.name).inserted else { return }
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "Style '\(style.name)' inherits from '\(parent)', a platform or library style "
          + "that is not available: its items are left out",
        file: style.file, range: style.parent?.valueRange ?? style.range,
        hints: ["copy the items you need into the style"]))
  }
}
