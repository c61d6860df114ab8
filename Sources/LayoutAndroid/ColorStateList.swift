import LayoutCore

/// A colour state list (`res/color/name.xml`): a `<selector>` of items, each a colour and the
/// states it is for; a view takes the colour of the first item its state matches.
struct ColorStateList: Sendable {
  /// One item's colour, and the alpha (`android:alpha`, a fraction or a theme attribute)
  /// that multiplies its own, if any.
  struct Entry: Sendable {
    var color: String
    var alpha: String?
  }

  var items: [StateItem<Entry>]

  init(_ root: AndroidDocument.Element, file: String?) throws(DiagnosticError) {
    guard root.tag == "selector" else {
      throw DiagnosticError(
        .error, code: .invalidAndroidDrawable,
        message: "A colour state list needs a <selector> root, not <\(root.tag)>", file: file,
        range: root.range, hints: ["write <selector><item android:color=\"…\"/>…</selector>"])
    }
    items = []
    for item in root.children where item.tag == "item" {
      guard let color = item.attribute("color")?.value else {
        throw DiagnosticError(
          .error, code: .invalidAndroidDrawable,
          message: "A colour state list's <item> needs android:color", file: file,
          range: item.range, hints: ["write <item android:color=\"#ff0000\" …/>"])
      }
      items.append(
        StateItem(
          states: ViewState.asked(by: item),
          value: Entry(color: color, alpha: item.attribute("alpha")?.value)))
    }
  }

  /// The colour for a view in `state`: the first matching item's (transparent when none).
  func color(for state: Set<String>) -> String {
    entry(for: state).color
  }

  /// The first matching item's colour and alpha (transparent when none).
  func entry(for state: Set<String>) -> Entry {
    items.first { $0.matches(state) }?.value ?? Entry(color: "#00000000")
  }
}
