/// A `SearchView` (the platform's or AppCompat's) as the views it is made of at rest: the
/// search button alone while it is iconified (`iconifiedByDefault`, true by default), else
/// its query field with the magnifying glass at its start and `queryHint` as the hint.
enum SearchViewSubstitute {
  static let tags: Set<String> = [
    "SearchView", "android.widget.SearchView", "androidx.appcompat.widget.SearchView",
    "android.support.v7.widget.SearchView",
  ]

  /// The search view's own attributes, which the views it is made of do not take.
  static let ownAttributes: Set<String> = [
    "iconifiedByDefault", "queryHint", "defaultQueryHint", "searchIcon", "searchHintIcon",
    "closeIcon", "goIcon", "voiceIcon", "commitIcon", "queryBackground", "submitBackground",
    "layout", "suggestionRowLayout", "imeOptions", "inputType", "maxWidth",
  ]

  /// The element the search view is drawn as; nil for another element.
  static func substitute(for element: AndroidDocument.Element) -> AndroidDocument.Element? {
    guard tags.contains(element.tag) else { return nil }
    let iconified = element.attribute("iconifiedByDefault")?.value != "false"
    var substituted = element
    substituted.attributes = element.attributes.filter { !ownAttributes.contains($0.name) }
    let given = Set(substituted.attributes.map(\.name))
    let icon = element.attribute("searchIcon")?.value ?? "@drawable/library_ic_search"
    var added: [(String, String)]
    if iconified {
      substituted.tag = "ImageView"
      added = [
        ("src", icon), ("scaleType", "center"), ("padding", "12dp"),
        ("tint", "?android:attr/colorControlNormal"),
      ]
    } else {
      substituted.tag = "EditText"
      added = [
        ("drawableStart", icon), ("drawablePadding", "8dp"),
        ("drawableTint", "?android:attr/colorControlNormal"),
      ]
      if var hint = element.attribute("queryHint") {
        hint.name = "hint"
        substituted.attributes.append(hint)
      }
    }
    for (name, value) in added where !given.contains(name) {
      var attribute = AndroidDocument.Attribute(
        name: name, value: value, nameRange: element.range, valueRange: element.range)
      attribute.fromPlatform = true
      substituted.attributes.append(attribute)
    }
    return substituted
  }
}
