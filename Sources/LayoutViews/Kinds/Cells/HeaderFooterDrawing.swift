import LayoutCore
import LayoutDisplayList

/// What a UITableViewHeaderFooterView draws under its children: `backgroundView`'s colour,
/// `contentView`'s over it (in a plain table, a light grey band behind a title when neither
/// is set) and its labels.
package struct HeaderFooterDrawing {
  let node: SolvedNode
  let layout: HeaderFooterLayout

  package init(node: SolvedNode, layout: HeaderFooterLayout) {
    self.node = node
    self.layout = layout
  }

  /// A header or footer drawn outside a table's solve: plain style, estimated metrics.
  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let context = ListCellContext(role: .header, style: .plain)
    return HeaderFooterDrawing(
      node: node,
      layout: HeaderFooterLayout(
        read: node.lookup, context: context, measurer: EstimatingTextMeasurer())
    ).items
  }

  package var items: [DisplayItem] {
    let parts = layout.parts(width: node.frame.width)
    let bounds = Rect(origin: .zero, size: node.frame.size)
    var items: [DisplayItem] = []
    if let color = node.color("backgroundView.backgroundColor") {
      items.append(.fill(bounds, cornerRadius: 0, color: color))
    }
    let content = CellContentView.items(of: node, in: bounds)
    items += content
    if items.isEmpty, parts.height > 0, !layout.context.style.isGrouped,
      (node.color("backgroundColor")?.alpha ?? 0) == 0
    {
      let band = DarkAppearance.kindColor(CellColors.plainHeader, isDark: node.isDark)
      items.append(.fill(bounds, cornerRadius: 0, color: band))
    }
    items += text(.text, in: parts.text, look: layout.look)
    items += text(.detail, in: parts.detail, look: layout.detailLook)
    guard node.isRightToLeft else { return items }
    return CellMirroring.mirrored(items, width: bounds.width)
  }

  private func text(_ label: CellLabel, in frame: Rect?, look: LabelLook) -> [DisplayItem] {
    guard let frame else { return [] }
    let color =
      node.color(label.rawValue + ".textColor")
      ?? look.color.map { DarkAppearance.kindColor($0, isDark: node.isDark) } ?? node.tint
    let items = label.names(look).items(of: node, color: color, frame: frame, placement: .top)
    guard look.isUppercase else { return items }
    return items.map { item in
      guard case .text(var text) = item else { return item }
      text.text = text.text.uppercased()
      text.runs = [TextRun(range: 0..<text.text.unicodeScalars.count)]
      return .text(text)
    }
  }
}
