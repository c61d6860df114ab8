import LayoutCore
import LayoutDisplayList

/// A cell's built-in parts laid out right to left, as UIKit mirrors a cell whose direction is
/// right to left: every part moves to the other side of the cell, shapes (the chevron, the
/// checkmark) are flipped, and text keeps its glyphs but aligns to its new side.
enum CellMirroring {
  /// `items`, drawn in a cell `width` wide, mirrored.
  static func mirrored(_ items: [DisplayItem], width: Double) -> [DisplayItem] {
    items.map { item in
      switch item {
      case .fill(let rect, let radius, let color):
        return .fill(mirrored(rect, width), cornerRadius: radius, color: color)
      case .text(var text):
        text.frame = mirrored(text.frame, width)
        text.style.alignment = mirrored(text.style.alignment)
        return .text(text)
      case .image(var image):
        image.rect = mirrored(image.rect, width)
        image.clip = mirrored(image.clip, width)
        return .image(image)
      default:
        let flip = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
        return .group(
          DisplayGroup(transform: flip, opacity: 1, items: [item], label: "right to left"))
      }
    }
  }

  private static func mirrored(_ rect: Rect, _ width: Double) -> Rect {
    Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
  }

  /// Text that followed the left edge follows the right one, and the other way round.
  private static func mirrored(_ alignment: TextAlignment) -> TextAlignment {
    switch alignment {
    case .left, .natural: return .right
    case .right: return .left
    case .center, .justified: return alignment
    }
  }
}
