import LayoutCore
import LayoutDisplayList

/// A UITableViewHeaderFooterView's labels (Behaviour.md §lists.cells): `textLabel` and below
/// it `detailTextLabel`, 16 points in from the sections' sides, wrapping over as many lines
/// as they need. In grouped tables a header's
/// text is 13-point grey capitals with 17 points above and 7 below, a footer's 13-point grey
/// text with 7 above and 17 below; in plain tables both are 17-point semibold on a light grey
/// band, 4 points above and below.
package struct HeaderFooterLayout {
  let read: PropertyLookup
  let context: ListCellContext
  let measurer: any TextMeasuring

  package init(
    read: @escaping PropertyLookup, context: ListCellContext, measurer: any TextMeasuring
  ) {
    self.read = read
    self.context = context
    self.measurer = measurer
  }

  static let margin = 16.0

  package struct Parts {
    var text: Rect?
    var detail: Rect?
    /// The height the labels need, 0 when there are none.
    package var height: Double
  }

  /// The look of the labels by the table's style and whether this is a footer.
  var look: LabelLook {
    guard context.style.isGrouped else {
      return LabelLook(size: 17, weight: .semibold, color: .black, numberOfLines: 0)
    }
    return LabelLook(
      size: 13, color: CellColors.secondaryLabel, isUppercase: context.role == .header,
      numberOfLines: 0)
  }

  /// The detail's look: 13-point grey text.
  var detailLook: LabelLook {
    LabelLook(size: 13, color: CellColors.secondaryLabel, numberOfLines: 0)
  }

  private var padding: (top: Double, bottom: Double) {
    guard context.style.isGrouped else { return (4, 4) }
    return context.role == .footer ? (7, 17) : (17, 7)
  }

  package func parts(width: Double) -> Parts {
    let left = context.sideInset + Self.margin
    let available = max(0, width - 2 * left)
    var y = padding.top
    var parts = Parts(height: 0)
    if CellLabel.text.isShown(read) {
      let height = measure(CellLabel.text.names(look), available)
      parts.text = Rect(x: left, y: y, width: available, height: height)
      y += height
    }
    if CellLabel.detail.isShown(read) {
      let height = measure(CellLabel.detail.names(detailLook), available)
      parts.detail = Rect(x: left, y: y, width: available, height: height)
      y += height
    }
    if parts.text != nil || parts.detail != nil { parts.height = y + padding.bottom }
    return parts
  }

  private func measure(_ names: TextProperties, _ width: Double) -> Double {
    guard var text = try? names.text(read), let style = try? names.style(read) else { return 0 }
    if look.isUppercase && names.text == CellLabel.text.rawValue + ".text" {
      text = AttributedText(plain: text.string.uppercased())
    }
    return measurer.metrics(text, style: style, maxWidth: width).size.height
  }
}
