import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// Where a UITableViewCell's built-in parts go, by its style (Behaviour.md §lists.cells):
/// the image 16 points from the leading edge and centred vertically, the labels 16 points
/// after it (or from the edge), ending 16 points before the content view's end, or at its
/// end when an accessory takes the trailing edge.
package struct CellPartsLayout {
  /// The measured inputs: the cell's properties, the image's size and a text measurer.
  let read: PropertyLookup
  let imageSize: Size?
  let measurer: any TextMeasuring

  package init(read: @escaping PropertyLookup, imageSize: Size?, measurer: any TextMeasuring) {
    self.read = read
    self.imageSize = imageSize
    self.measurer = measurer
  }

  static let margin = 16.0
  /// The padding above and below the labels when they decide the row's height.
  static let verticalPadding = 11.0
  /// The padding above and below the image when it decides the row's height.
  static let imagePadding = 7.5
  /// `value2`'s text column, right-aligned, and the gap before the detail.
  static let value2Column = 68.0
  static let value2Gap = 6.0
  /// The gap `value1` keeps between the text and the detail.
  static let value1Gap = 8.0

  /// The parts' frames in a cell of `size`.
  struct Parts {
    var contentWidth: Double
    var image: Rect?
    var text: Rect?
    var detail: Rect?
    /// Where the labels start: what the automatic separator inset follows.
    var textLeft: Double
  }

  // The cell's properties are read here after the solve has evaluated them, and reported
  // their errors, located (CellTests.aCellPropertyThatFailsIsALocatedError): one that fails
  // here is the default.
  var style: CellStyle { CellStyle(try? read("style").stringValue) }
  var accessory: CellAccessory { CellAccessory(try? read("accessoryType").stringValue) }

  func parts(in size: Size) -> Parts {
    let contentWidth = max(0, size.width - accessory.contentInset)
    var parts = Parts(contentWidth: contentWidth, textLeft: Self.margin)
    if let imageSize, (try? read("imageView.isHidden")) != .bool(true) {
      parts.image = Rect(
        x: Self.margin, y: (size.height - imageSize.height) / 2, width: imageSize.width,
        height: imageSize.height)
      parts.textLeft = Self.margin + imageSize.width + Self.margin
    }
    let right = contentWidth - (accessory == .none ? Self.margin : 0)
    let width = max(0, right - parts.textLeft)
    let showsText = CellLabel.text.isShown(read)
    let showsDetail = CellLabel.detail.isShown(read) && style != .default
    let row = Rect(x: parts.textLeft, y: 0, width: width, height: size.height)
    switch style {
    case .default:
      parts.text = showsText ? row : nil
    case .subtitle:
      let textHeight = showsText ? height(.text, width) : 0
      let detailHeight = showsDetail ? height(.detail, width) : 0
      let top = (size.height - textHeight - detailHeight) / 2
      parts.text = showsText ? Rect(x: row.x, y: top, width: width, height: textHeight) : nil
      parts.detail =
        showsDetail
        ? Rect(x: row.x, y: top + textHeight, width: width, height: detailHeight) : nil
    case .value1:
      let detailWidth = showsDetail ? min(width, self.width(.detail)) : 0
      let gap = showsDetail && showsText ? Self.value1Gap : 0
      parts.text =
        showsText ? Rect(x: row.x, y: 0, width: width - detailWidth - gap, height: row.height) : nil
      parts.detail =
        showsDetail
        ? Rect(x: right - detailWidth, y: 0, width: detailWidth, height: row.height) : nil
    case .value2:
      let column = min(width, Self.value2Column)
      let detailLeft = row.x + column + Self.value2Gap
      parts.text = showsText ? Rect(x: row.x, y: 0, width: column, height: row.height) : nil
      parts.detail =
        showsDetail
        ? Rect(x: detailLeft, y: 0, width: max(0, right - detailLeft), height: row.height) : nil
    }
    return parts
  }

  /// The height the parts need in a cell `width` wide: the labels (stacked in `subtitle`)
  /// with 11 points above and below, or the image with 7.5; 0 when the cell shows neither.
  package func height(width: Double) -> Double {
    let parts = self.parts(in: Size(width: width, height: 0))
    var needed = 0.0
    if let image = parts.image { needed = image.height + 2 * Self.imagePadding }
    let textWidth = parts.text?.width ?? 0
    let detailWidth = parts.detail?.width ?? 0
    let text = parts.text == nil ? 0 : height(.text, textWidth)
    let detail = parts.detail == nil ? 0 : height(.detail, detailWidth)
    let labels = style == .subtitle ? text + detail : max(text, detail)
    if labels > 0 { needed = max(needed, labels + 2 * Self.verticalPadding) }
    return needed
  }

  /// The label's properties with the style's defaults.
  func names(_ label: CellLabel) -> TextProperties {
    label.names(label == .text ? style.textLook : style.detailLook)
  }

  private func metrics(_ label: CellLabel, maxWidth: Double?) -> Size {
    let names = self.names(label)
    guard let text = try? names.text(read), let style = try? names.style(read) else {
      return .zero
    }
    return measurer.metrics(text, style: style, maxWidth: maxWidth).size
  }

  private func height(_ label: CellLabel, _ width: Double) -> Double {
    metrics(label, maxWidth: width).height
  }

  private func width(_ label: CellLabel) -> Double {
    metrics(label, maxWidth: nil).width
  }
}

extension Value {
  /// The string a `.string` value holds, nil for other values.
  package var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }
}
