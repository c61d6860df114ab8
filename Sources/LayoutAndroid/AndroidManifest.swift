import LayoutCore
import LayoutSyntax

/// The themes an app's `AndroidManifest.xml` gives: the `<application>`'s, and each
/// `<activity>`'s by its class name (`.MainActivity` as written, and with the package).
package struct AndroidManifest: Sendable {
  /// The app's package (`com.example.app`), when the manifest names it.
  package var package: String?
  /// `android:theme` of `<application>`, without `@style/`.
  package var applicationTheme: String?
  /// `android:theme` of each `<activity>` that has one, by its name as written.
  package var activityThemes: [String: String] = [:]
  /// `android:supportsRtl` of `<application>`: whether a right-to-left locale mirrors the
  /// app's layouts (Android's default is false).
  package var supportsRightToLeft = false

  /// Reads a manifest's text; malformed XML is a located error.
  package init(_ text: String, file: String?) throws(DiagnosticError) {
    let xml = try XmlParser.parse(text, file: file)
    package = xml.root.attribute("package")?.value
    for case .element(let application) in xml.root.children where application.name == "application"
    {
      applicationTheme = application.attribute("android:theme").map { Self.styleName($0.value) }
      supportsRightToLeft = application.attribute("android:supportsRtl")?.value == "true"
      for case .element(let activity) in application.children
      where activity.name == "activity" || activity.name == "activity-alias" {
        guard let name = activity.attribute("android:name")?.value,
          let theme = activity.attribute("android:theme")?.value
        else { continue }
        activityThemes[name] = Self.styleName(theme)
      }
    }
  }

  /// The theme a layout shows under: the theme of the activity its `tools:context` names
  /// (`.MainActivity`, `com.example.MainActivity`), else the application's.
  package func theme(forContext context: String?) -> String? {
    guard let context else { return applicationTheme }
    let short = context.split(separator: ".").last.map { "." + $0 } ?? context
    let found = activityThemes.first { name, _ in
      name == context || name == short
        || (package.map { name == context.replacingOccurrences(of: $0, with: "") } ?? false)
        || name.split(separator: ".").last == context.split(separator: ".").last
    }
    return found?.value ?? applicationTheme
  }

  private static func styleName(_ value: String) -> String {
    value.hasPrefix("@style/") ? String(value.dropFirst("@style/".count)) : value
  }
}
