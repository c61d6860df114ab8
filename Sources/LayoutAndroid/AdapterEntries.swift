import LayoutCore

/// The rows an adapter view shows from its `android:entries` string array, as the platform's
/// `ArrayAdapter` makes them: a `Spinner` shows its first entry as `simple_spinner_item`
/// (a text view of the theme's `spinnerItemStyle`), a `ListView` every entry as
/// `simple_list_item_1` (a row at least `listPreferredItemHeightSmall` tall, its text in
/// `textAppearanceListItem` between the list item paddings).
enum AdapterEntries {
  /// The adapter views that read `entries`, and the role each is laid out in.
  static let views: [String: ViewRole] = ["Spinner": .frame, "ListView": .linear]

  /// The row elements for `element`'s entries; empty when it names none. An array that is
  /// not defined is an error at the attribute.
  static func rows(
    of element: AndroidDocument.Element, className: String, resources: AndroidResources,
    file: String?
  ) throws(DiagnosticError) -> [AndroidDocument.Element] {
    guard views[className] != nil, let attribute = element.attribute("entries") else {
      return []
    }
    guard attribute.value.hasPrefix("@array/") else { return [] }
    let name = String(attribute.value.dropFirst("@array/".count))
    guard let entries = resources.arrays[name] else {
      throw DiagnosticError(
        .error, code: .androidBadReference, message: "No array resource named '\(name)'",
        file: file, range: attribute.valueRange,
        hints: ["define <string-array name=\"\(name)\"> in res/values/*.xml"])
    }
    let shown = className == "Spinner" ? Array(entries.prefix(1)) : entries
    return shown.map { text in row(text, spinner: className == "Spinner", at: attribute) }
  }

  private static func row(_ text: String, spinner: Bool, at attribute: AndroidDocument.Attribute)
    -> AndroidDocument.Element
  {
    func named(_ name: String, _ value: String) -> AndroidDocument.Attribute {
      AndroidDocument.Attribute(
        name: name, value: value, nameRange: attribute.nameRange,
        valueRange: attribute.valueRange, fromPlatform: true)
    }
    let own =
      spinner
      ? [named("style", "?android:attr/spinnerItemStyle")]
      : [
        named("textAppearance", "?android:attr/textAppearanceListItem"),
        named("gravity", "center_vertical"),
        named("paddingStart", "?android:attr/listPreferredItemPaddingStart"),
        named("paddingEnd", "?android:attr/listPreferredItemPaddingEnd"),
        named("minHeight", "?android:attr/listPreferredItemHeightSmall"),
      ]
    return AndroidDocument.Element(
      tag: "TextView",
      attributes: own + [
        named("layout_width", "match_parent"), named("layout_height", "wrap_content"),
        named("text", text),
      ], children: [], range: attribute.nameRange)
  }
}
