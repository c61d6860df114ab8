import LayoutCore

/// A menu resource (`res/menu/name.xml`): its items in order, those of its `<group>`s in
/// place, as a toolbar's actions and a bottom navigation's destinations are read from it.
/// A submenu's own items belong to the submenu, not to the bar.
struct MenuResource {
  struct Item {
    var id: String?
    /// The title and icon as written (`@string/…`, `@drawable/…`), resolved where drawn.
    var title: AndroidDocument.Attribute?
    var icon: AndroidDocument.Attribute?
    /// `app:showAsAction`'s flags (`always`, `ifRoom`, `withText`, `never`).
    var showAsAction: Set<String> = []
    var isChecked = false
    var isVisible = true

    /// Whether a toolbar shows the item itself rather than in its overflow menu.
    var isAction: Bool { showAsAction.contains("always") || showAsAction.contains("ifRoom") }
  }

  var items: [Item]

  /// Reads a `<menu>` root; anything else is a located error.
  init(_ root: AndroidDocument.Element, file: String?) throws(DiagnosticError) {
    guard root.tag == "menu" else {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout,
        message: "A menu resource needs a <menu> root, not <\(root.tag)>", file: file,
        range: root.range, hints: ["write <menu><item android:id=\"@+id/…\" …/></menu>"])
    }
    items = []
    collect(root, groupVisible: true)
  }

  private mutating func collect(_ element: AndroidDocument.Element, groupVisible: Bool) {
    for child in element.children {
      switch child.tag {
      case "group":
        let visible = AndroidValues.bool(child.attribute("visible")?.value ?? "true") ?? true
        collect(child, groupVisible: groupVisible && visible)
      case "item":
        var item = Item()
        item.id = child.attribute("id").map { AttributeReader.stripID($0.value) }
        item.title = child.attribute("title")
        item.icon = child.attribute("icon")
        item.showAsAction = Set(
          (child.attribute("showAsAction")?.value ?? "").split(separator: "|").map {
            $0.trimmingCharacters(in: " ")
          })
        item.isChecked = AndroidValues.bool(child.attribute("checked")?.value ?? "") ?? false
        item.isVisible =
          groupVisible && (AndroidValues.bool(child.attribute("visible")?.value ?? "") ?? true)
        items.append(item)
      default: continue
      }
    }
  }
}
