import LayoutCore
import LayoutDisplayList

/// What a UITableViewCell or UICollectionViewCell draws under its children (Behaviour.md
/// §lists.cells): its background (white in grouped tables, shaped to its place in an
/// `insetGrouped` section) or `backgroundView`, the selected background, `contentView`'s
/// colour, the image, the labels, the accessory and the separators.
package struct CellDrawing {
  let node: SolvedNode
  let context: ListCellContext
  let parts: CellPartsLayout.Parts

  /// A cell drawn outside a table's solve (a collection view's item, a cell at the root):
  /// measured with estimated metrics and without separators.
  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    drawing(node, context: .standalone, measurer: EstimatingTextMeasurer()).items
  }

  /// The drawing of a solved cell whose parts are measured with `measurer`.
  package static func drawing(
    _ node: SolvedNode, context: ListCellContext, measurer: any TextMeasuring
  ) -> CellDrawing {
    let layout = CellPartsLayout(read: node.lookup, imageSize: node.image?.size, measurer: measurer)
    return CellDrawing(node: node, context: context, parts: layout.parts(in: node.frame.size))
  }

  private var bounds: Rect { Rect(origin: .zero, size: node.frame.size) }
  private var isTableCell: Bool { node.properties["accessoryType"] != nil }

  package var items: [DisplayItem] {
    var items = background + selectedBackground
    items += CellContentView.items(
      of: node, in: Rect(x: 0, y: 0, width: parts.contentWidth, height: bounds.height))
    items += image + labels
    if isTableCell {
      items += CellAccessory(node.string("accessoryType")).items(
        in: bounds.size, tint: node.tint, isDark: node.isDark)
      items += separators
    }
    guard node.isRightToLeft else { return items }
    return CellMirroring.mirrored(items, width: bounds.width)
  }

  /// `backgroundView`'s colour, else white in a grouped table when the cell sets no colour.
  private var background: [DisplayItem] {
    if let color = node.color("backgroundView.backgroundColor") { return shaped(color) }
    guard context.style.isGrouped, (node.color("backgroundColor")?.alpha ?? 0) == 0 else {
      return []
    }
    return shaped(DarkAppearance.kindColor(.white, isDark: node.isDark))
  }

  /// The selected background while `isSelected` or `isHighlighted`: `selectedBackgroundView`'s
  /// colour, else (table cells whose `selectionStyle` is not `none`) UIKit's grey.
  private var selectedBackground: [DisplayItem] {
    guard isShowingSelection else { return [] }
    if let color = node.color("selectedBackgroundView.backgroundColor") { return shaped(color) }
    guard isTableCell, node.string("selectionStyle") != "none" else { return [] }
    return shaped(DarkAppearance.kindColor(CellColors.selection, isDark: node.isDark))
  }

  /// Whether the cell is selected or highlighted, as its labels and background show.
  private var isShowingSelection: Bool {
    node.properties["isSelected"] == .bool(true)
      || node.properties["isHighlighted"] == .bool(true)
  }

  /// A fill of the bounds, with the rounded corners of the first and last rows of an
  /// `insetGrouped` section.
  private func shaped(_ color: Color) -> [DisplayItem] {
    let inset = context.style == .insetGrouped
    let roundTop = inset && context.isFirstInSection
    let roundBottom = inset && context.isLastInSection
    let radius = TableStyle.cornerRadius
    guard roundTop != roundBottom else {
      return [.fill(bounds, cornerRadius: roundTop ? radius : 0, color: color)]
    }
    // Only one end rounds: a taller rounded fill, clipped to the bounds.
    var rect = bounds
    rect.size.height += radius
    if roundBottom { rect.origin.y -= radius }
    return [
      .group(
        DisplayGroup(
          transform: .identity, opacity: 1, clip: bounds,
          items: [.fill(rect, cornerRadius: radius, color: color)],
          label: "\(node.path) section corner"))
    ]
  }

  private var image: [DisplayItem] {
    guard let image = node.image, let rect = parts.image else { return [] }
    let template = node.drawsImageAsTemplate(mode: "imageView.imageRenderingMode")
    let tint = node.color("imageView.tintColor") ?? node.tint
    return [.image(ImageItem(name: image.key, rect: rect, clip: rect, tint: template ? tint : nil))]
  }

  private var labels: [DisplayItem] {
    let style = CellStyle(node.string("style"))
    var items: [DisplayItem] = []
    let placement: TextVerticalPlacement = style == .subtitle ? .top : .center
    for (label, frame, look) in [
      (CellLabel.text, parts.text, style.textLook), (.detail, parts.detail, style.detailLook),
    ] {
      guard let frame else { continue }
      let highlighted =
        isShowingSelection ? node.color(label.rawValue + ".highlightedTextColor") : nil
      let color =
        highlighted ?? node.color(label.rawValue + ".textColor")
        ?? look.color.map { DarkAppearance.kindColor($0, isDark: node.isDark) } ?? node.tint
      items += label.names(look).items(of: node, color: color, frame: frame, placement: placement)
    }
    return items
  }

  /// The hairline under the row, from the separator insets (by default where the text
  /// starts) to the right; full width above the first and below the last row of a `grouped`
  /// section; none below the last row of a grouped or inset section, nor under a row that
  /// shows its selection (UIKit hides it there).
  private var separators: [DisplayItem] {
    guard let separator = context.separator, context.role == .cell, selectedBackground.isEmpty
    else { return [] }
    let hairline = 0.5
    var items: [DisplayItem] = []
    func line(y: Double, from left: Double, to right: Double) {
      items.append(
        .fill(
          Rect(x: left, y: y, width: max(0, right - left), height: hairline), cornerRadius: 0,
          color: separator.color))
    }
    let insets = separator.insets ?? EdgeInsets(top: 0, left: parts.textLeft, bottom: 0, right: 0)
    let bottom = bounds.height - hairline
    if context.style == .grouped && context.isFirstInSection {
      line(y: 0, from: 0, to: bounds.width)
    }
    if !context.isLastInSection || context.style == .plain {
      line(y: bottom, from: insets.left, to: bounds.width - insets.right)
    } else if context.style == .grouped {
      line(y: bottom, from: 0, to: bounds.width)
    }
    return items
  }
}
