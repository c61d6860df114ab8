import LayoutCore
import LayoutDisplayList

/// The icons of UIButton's icon types, as iOS 13+ draws them (its `info.circle` and
/// `plus.circle` symbols): a 22-point ring holding an "i" (`detailDisclosure`, `infoLight`,
/// `infoDark`) or a plus (`contactAdd`).
enum ButtonIcons {
  static let size = Size(width: 22, height: 22)

  /// The icon of a button type, drawn in `color`; nil for types without one.
  static func icon(for type: String?, color: Color) -> LeadingContent? {
    let mark: [DisplayItem]
    switch type {
    case "detailDisclosure", "infoLight", "infoDark": mark = info(color)
    case "contactAdd": mark = plus(color)
    default: return nil
    }
    let ring = DisplayItem.stroke(
      Rect(origin: .zero, size: size), cornerRadius: size.width / 2, width: 1.5, color: color)
    return LeadingContent(size: size, items: [ring] + mark)
  }

  /// A dot above a stem.
  private static func info(_ color: Color) -> [DisplayItem] {
    [
      .fill(Rect(x: 9.75, y: 5, width: 2.5, height: 2.5), cornerRadius: 1.25, color: color),
      .fill(Rect(x: 10.1, y: 9, width: 1.8, height: 8), cornerRadius: 0.9, color: color),
    ]
  }

  /// Two crossed bars.
  private static func plus(_ color: Color) -> [DisplayItem] {
    [
      .fill(Rect(x: 10.1, y: 6, width: 1.8, height: 10), cornerRadius: 0.9, color: color),
      .fill(Rect(x: 6, y: 10.1, width: 10, height: 1.8), cornerRadius: 0.9, color: color),
    ]
  }
}
