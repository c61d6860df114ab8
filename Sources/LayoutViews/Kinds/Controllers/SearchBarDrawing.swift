import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UISearchBar: the bar's background (none for `searchBarStyle="minimal"`) and a rounded
/// search field with a magnifier and the text, or the placeholder in grey.
enum SearchBarDrawing {
  static let fieldColor = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
  static let font = FontDescriptor(family: "system", size: 17)

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let size = node.frame.size
    var items: [DisplayItem] = []
    let look = BarLook(node: node, prefix: "")
    if node.string("searchBarStyle") != "minimal" {
      items.append(.fill(Rect(origin: .zero, size: size), cornerRadius: 0, color: look.background))
    }
    let field = Rect(
      x: 8, y: max(0, (size.height - 36) / 2), width: max(0, size.width - 16),
      height: min(36, size.height))
    items.append(.fill(field, cornerRadius: 10, color: fieldColor))
    items.append(
      NavigationBarDrawing.text(
        "⚲", font: font, color: SystemColors.gray,
        in: Rect(x: field.x + 6, y: field.y, width: 20, height: field.height), .center))
    let text = node.string("text") ?? ""
    let shown = text.isEmpty ? node.string("placeholder") ?? "" : text
    items.append(
      NavigationBarDrawing.text(
        shown, font: font, color: text.isEmpty ? SystemColors.gray : look.titleColor,
        in: Rect(
          x: field.x + 30, y: field.y, width: max(0, field.width - 36), height: field.height),
        .left))
    return items
  }
}
