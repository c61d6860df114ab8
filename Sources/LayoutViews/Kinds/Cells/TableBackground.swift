import LayoutCore
import LayoutDisplayList

/// A grouped or inset-grouped UITableView whose `backgroundColor` is clear (the default)
/// draws UIKit's grouped background grey behind its sections.
enum TableBackground {
  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    guard TableStyle(node.string("style")).isGrouped,
      (node.color("backgroundColor")?.alpha ?? 0) == 0
    else { return [] }
    return [
      .fill(
        Rect(origin: .zero, size: node.frame.size),
        cornerRadius: node.number("layer.cornerRadius") ?? 0,
        color: DarkAppearance.kindColor(CellColors.groupedBackground, isDark: node.isDark))
    ]
  }
}
