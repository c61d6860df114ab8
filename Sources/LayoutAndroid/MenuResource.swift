import LayoutCore

/// A menu resource (`res/menu/name.xml`): its items in order, those of its `<group>`s in
/// place, as a toolbar's actions, a bottom navigation's destinations and a navigation
/// drawer's rows are read from it. A submenu's own items belong to the submenu item.
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
    /// The id of the `<group>` the item is in ("" outside one, or in one without an id): a
    /// navigation drawer draws a line between groups.
    var group = ""
    /// A submenu's items, under its title (a navigation drawer shows them; a bar does not).
    var submenu: [Item] = []

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
    items = Self.items(of: root, group: "", groupVisible: true)
  }

  private static func items(
    of element: AndroidDocument.Element, group: String, groupVisible: Bool
  ) -> [Item] {
    var items: [Item] = []
    for child in element.children {
      switch child.tag {
      case "group":
        let visible = AndroidValues.bool(child.attribute("visible")?.value ?? "true") ?? true
        let id = child.attribute("id").map { AttributeReader.stripID($0.value) } ?? ""
        items += Self.items(of: child, group: id, groupVisible: groupVisible && visible)
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
        item.group = group
        if let submenu = child.children.first(where: { $0.tag == "menu" }) {
          item.submenu = Self.items(of: submenu, group: "", groupVisible: true)
        }
        items.append(item)
      default: continue
      }
    }
    return items
  }
}
