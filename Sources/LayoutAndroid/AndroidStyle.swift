import LayoutCore
import LayoutSyntax

/// A `<style>` of a values file: its items (attribute names cut after their first `:`, as
/// in layouts), its explicit parent if any, and where it is written.
package struct AndroidStyle: Sendable {
  /// The style's name (`Title.Small`).
  package var name: String
  /// `parent="…"` as written (nil: none written; the dotted name's prefix is then the parent).
  package var parent: AndroidDocument.Attribute?
  /// `<item name="android:textSize">18sp</item>` as an attribute `textSize="18sp"`, located at
  /// the item's name and element.
  package var items: [AndroidDocument.Attribute]
  /// The values file the style is in, and where its tag is.
  package var file: String?
  package var range: SourceRange

  /// Reads `<style name="…" parent="…"><item name="android:textColor">…</item>…</style>`.
  static func read(_ element: XmlElement, name: String, file: String?) throws(DiagnosticError)
    -> AndroidStyle
  {
    var items: [AndroidDocument.Attribute] = []
    for case .element(let item) in element.children {
      guard item.name == "item", let itemName = item.attribute("name") else {
        throw DiagnosticError(
          .error, code: .invalidAndroidLayout,
          message: "A style holds <item name=\"…\"> entries, not <\(item.name)>", file: file,
          range: item.nameRange, hints: ["write <item name=\"android:textColor\">#333</item>"])
      }
      let value = item.children.compactMap { node -> String? in
        if case .text(let text) = node { return text.text }
        if case .cdata(let text, _) = node { return text }
        return nil
      }.joined().trimmingCharacters(in: " \n\t\r")
      let parts = itemName.value.split(separator: ":", maxSplits: 1).map(String.init)
      items.append(
        AndroidDocument.Attribute(
          name: parts.last ?? itemName.value, value: value, nameRange: itemName.valueRange,
          valueRange: item.nameRange))
    }
    let parent = element.attribute("parent").map {
      AndroidDocument.Attribute(
        name: "parent", value: $0.value, nameRange: $0.nameRange, valueRange: $0.valueRange)
    }
    return AndroidStyle(
      name: name, parent: parent, items: items, file: file, range: element.nameRange)
  }

  /// The theme a splash screen theme hands the activity to once the app has started
  /// (`postSplashScreenTheme`, AndroidX's `core-splashscreen`), by the style's own item or its
  /// app parents'; nil for other styles.
  package static func postSplashTheme(of name: String, in styles: [String: AndroidStyle])
    -> String?
  {
    var current = styles[name]
    for _ in 0..<64 {
      guard let style = current else { return nil }
      if let item = style.items.last(where: { $0.name == "postSplashScreenTheme" }) {
        let value = item.value
        return value.hasPrefix("@style/") ? String(value.dropFirst("@style/".count)) : value
      }
      current = style.parentName.flatMap { styles[$0] }
    }
    return nil
  }

  /// The app's styles that set `item`, by their own items or their app parents': the themes
  /// an app's code may apply (`setTheme`) where its manifest names another. Shortest names
  /// first (the theme an app applies over its `Base.…` ones), at most `limit`.
  package static func themes(
    setting item: String, in styles: [String: AndroidStyle], limit: Int = 3
  ) -> [String] {
    func sets(_ name: String) -> Bool {
      var current = styles[name]
      for _ in 0..<64 {
        guard let style = current else { return false }
        if style.items.contains(where: { $0.name == item }) { return true }
        current = style.parentName.flatMap { styles[$0] }
      }
      return false
    }
    let setting = styles.keys.filter(sets).sorted { ($0.count, $0) < ($1.count, $1) }
    return Array(setting.prefix(limit))
  }

  /// The parent's name: `parent="@style/Base"` or `parent="Base"`, else the name before the
  /// last dot (`Button.Big` inherits `Button`); nil for an empty `parent=""` or none.
  package var parentName: String? {
    if let parent {
      let value = parent.value.trimmingCharacters(in: " ")
      if value.isEmpty { return nil }
      return value.hasPrefix("@style/") ? String(value.dropFirst("@style/".count)) : value
    }
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return String(name[..<dot])
  }

  /// Whether a parent is a platform or support-library style, which is not in the values
  /// files: `@android:style/…`, `android:…`, `Theme.AppCompat…`, `Widget.MaterialComponents…`.
  package static func isLibraryStyle(_ name: String) -> Bool {
    if name.hasPrefix("@android:") || name.hasPrefix("android:") { return true }
    let families = [
      "Theme", "ThemeOverlay", "Widget", "TextAppearance", "Base", "Platform",
      "MaterialAlertDialog", "AlertDialog", "ShapeAppearance", "ShapeAppearanceOverlay",
      "Animation",
    ]
    let libraries = [
      "AppCompat", "MaterialComponents", "Material3", "Material3Expressive", "Material",
      "DeviceDefault", "Design", "SplashScreen", "Compat",
    ]
    var parts = name.split(separator: ".").map(String.init)
    // `Base.V7.Widget.AppCompat.EditText` and `Base.V21.…` name their API level first.
    if parts.first == "Base", parts.count > 1, parts[1].first == "V",
      Int(parts[1].dropFirst()) != nil
    {
      parts.remove(at: 1)
    }
    // `Base.Widget.AppCompat.Button` and `Platform.…` name the library a part later.
    return parts.count >= 2 && families.contains(parts[0])
      && parts.dropFirst().prefix(2).contains(where: libraries.contains)
  }
}
