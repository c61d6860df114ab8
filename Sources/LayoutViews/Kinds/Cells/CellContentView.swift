import LayoutCore
import LayoutDisplayList

/// What a cell's or header's content view draws of its own under the built-in parts:
/// `contentView.backgroundColor` inside `contentView.layer.cornerRadius`, its border
/// (`contentView.layer.borderWidth` and `borderColor`), all at `contentView.alpha`.
enum CellContentView {
  static func items(of node: SolvedNode, in rect: Rect) -> [DisplayItem] {
    let radius = node.number("contentView.layer.cornerRadius") ?? 0
    var items: [DisplayItem] = []
    if let color = node.color("contentView.backgroundColor") {
      items.append(.fill(rect, cornerRadius: radius, color: color))
    }
    let border = node.number("contentView.layer.borderWidth") ?? 0
    if border > 0, let color = node.color("contentView.layer.borderColor") {
      items.append(.stroke(rect, cornerRadius: radius, width: border, color: color))
    }
    let alpha = node.number("contentView.alpha") ?? 1
    guard alpha < 1, !items.isEmpty else { return items }
    return [
      .group(
        DisplayGroup(
          transform: .identity, opacity: max(0, alpha), items: items,
          label: "\(node.path) content view"))
    ]
  }
}
