import Foundation
import LayoutCore
import LayoutDisplayList

/// UITableViewCell's `accessoryType`: a mark at the trailing edge, 16 points in, with the
/// content view ending 10 points before it (Behaviour.md §lists.cells).
package enum CellAccessory: String, CaseIterable, Sendable {
  case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

  package init(_ value: String?) {
    self = value.flatMap(CellAccessory.init(rawValue:)) ?? .none
  }

  static let margin = 16.0
  static let gap = 10.0
  private static let chevron = Size(width: 8, height: 13)
  private static let check = Size(width: 14, height: 11)
  private static let infoGap = 12.0

  /// The accessory's width, 0 for none.
  var width: Double {
    switch self {
    case .none: return 0
    case .disclosureIndicator: return Self.chevron.width
    case .checkmark: return Self.check.width
    case .detailButton: return ButtonIcons.size.width
    case .detailDisclosureButton:
      return ButtonIcons.size.width + Self.infoGap + Self.chevron.width
    }
  }

  /// How much narrower than the cell its content view is.
  package var contentInset: Double {
    self == .none ? 0 : width + Self.margin + Self.gap
  }

  /// The accessory drawn at the trailing edge of a cell of `size`, centred vertically (its
  /// grey in the dark appearance when `isDark`).
  func items(in size: Size, tint: Color, isDark: Bool = false) -> [DisplayItem] {
    let right = size.width - Self.margin
    let midY = size.height / 2
    switch self {
    case .none: return []
    case .disclosureIndicator: return Self.chevronItems(right: right, midY: midY, isDark: isDark)
    case .checkmark: return Self.checkItems(right: right, midY: midY, color: tint)
    case .detailButton: return Self.infoItems(right: right, midY: midY, color: tint)
    case .detailDisclosureButton:
      return Self.chevronItems(right: right, midY: midY, isDark: isDark)
        + Self.infoItems(
          right: right - Self.chevron.width - Self.infoGap, midY: midY, color: tint)
    }
  }

  /// A grey chevron pointing right, two strokes meeting at its tip.
  private static func chevronItems(right: Double, midY: Double, isDark: Bool) -> [DisplayItem] {
    let grey = DarkAppearance.kindColor(CellColors.chevron, isDark: isDark)
    let left = right - chevron.width
    let top = midY - chevron.height / 2
    let tip = Point(x: right - 1, y: midY)
    return [
      stroke(from: Point(x: left + 1, y: top + 1), to: tip, width: 2, color: grey),
      stroke(
        from: Point(x: left + 1, y: top + chevron.height - 1), to: tip, width: 2, color: grey),
    ]
  }

  /// A checkmark in the tint colour.
  private static func checkItems(right: Double, midY: Double, color: Color) -> [DisplayItem] {
    let left = right - check.width
    let top = midY - check.height / 2
    let corner = Point(x: left + 5, y: top + check.height - 1)
    return [
      stroke(from: Point(x: left + 1, y: top + 5.5), to: corner, width: 2, color: color),
      stroke(from: corner, to: Point(x: right - 1, y: top + 1), width: 2, color: color),
    ]
  }

  /// UIKit's info button: a ring holding an "i", in the tint colour.
  private static func infoItems(right: Double, midY: Double, color: Color) -> [DisplayItem] {
    guard let icon = ButtonIcons.icon(for: "detailDisclosure", color: color) else { return [] }
    return [
      .group(
        DisplayGroup(
          transform: .translation(
            x: right - icon.size.width, y: midY - icon.size.height / 2),
          opacity: 1, items: icon.items, label: "accessory info"))
    ]
  }

  /// A straight stroke with round ends: a rounded bar turned from `start` towards `end`.
  static func stroke(from start: Point, to end: Point, width: Double, color: Color)
    -> DisplayItem
  {
    let length = hypot(end.x - start.x, end.y - start.y)
    let angle = atan2(end.y - start.y, end.x - start.x)
    let bar = DisplayItem.fill(
      Rect(x: -width / 2, y: -width / 2, width: length + width, height: width),
      cornerRadius: width / 2, color: color)
    return .group(
      DisplayGroup(
        transform: AffineTransform.rotation(angle).concatenating(
          .translation(x: start.x, y: start.y)),
        opacity: 1, items: [bar], label: "accessory stroke"))
  }
}
