import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UISegmentedControl as since iOS 13: equal segments on a light grey rounded background, the
/// selected one a raised white (`selectedSegmentTintColor`) pill with a semibold title, thin
/// dividers between the unselected ones. `items` is a list of titles (`'Day', 'Week'`);
/// `selectedSegmentIndex` is -1 (none) by default. 32 points tall; `auto` width gives every
/// segment the widest title plus 8 points a side. Right to left, the first segment is on the
/// right.
enum SegmentedControlViewClass {
  static let declaration = ViewClass(
    name: "UISegmentedControl", superclassName: "UIControl",
    properties: [
      "items": PropertySpec(.any, default: .array([])),
      "selectedSegmentIndex": PropertySpec(.number, default: .number(-1)),
      "selectedSegmentTintColor": PropertySpec(.color, default: .color(.white)),
      "titleColor": PropertySpec(.color, default: .color(.black)),
    ],
    intrinsicContent: .custom(intrinsicSize), draw: ControlShapes.fadedWhenDisabled(draw))

  static let height = 32.0
  static let padding = 8.0
  /// The selected segment's inset from the control's edge.
  static let inset = 2.0

  static func style(selected: Bool) -> TextStyle {
    TextStyle(
      font: FontDescriptor(family: "system", size: 13, weight: selected ? .semibold : .regular),
      alignment: .center)
  }

  /// The titles of `items`: one string, or a list whose elements are shown as text.
  static func titles(_ value: Value?) -> [String] {
    switch value {
    case .array(let elements)?: return elements.map(\.description)
    case .string(let title)?: return [title]
    default: return []
    }
  }

  @Sendable static func intrinsicSize(
    _ properties: PropertyReader, _ measurer: any TextMeasuring, _ maxWidth: Double?
  ) throws -> Size {
    let titles = titles(try properties("items"))
    let widest =
      titles.map {
        measurer.measure($0, style: style(selected: true), maxWidth: nil).width
      }.max() ?? 0
    return Size(width: Double(titles.count) * (widest + 2 * padding), height: height)
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let titles = titles(node.properties["items"])
    guard !titles.isEmpty else { return [] }
    // Right to left, the first segment is the rightmost: titles are laid out in slot order.
    let slots = node.isRightToLeft ? Array(titles.reversed()) : titles
    var selected = Int(saturating: node.number("selectedSegmentIndex") ?? -1)
    if node.isRightToLeft, titles.indices.contains(selected) {
      selected = titles.count - 1 - selected
    }
    let width = bounds.width / Double(titles.count)
    return background(bounds, count: titles.count, selected: selected)
      + selection(of: node, at: selected, count: titles.count, width: width)
      + labels(slots, of: node, selected: selected, width: width)
  }

  /// The rounded background and the dividers between segments that are not selected.
  static func background(_ bounds: Rect, count: Int, selected: Int) -> [DisplayItem] {
    let width = bounds.width / Double(count)
    var items: [DisplayItem] = [
      .fill(bounds, cornerRadius: 9, color: SystemColors.segmentBackground)
    ]
    for index in 1..<max(count, 1) where index != selected && index - 1 != selected {
      let divider = Rect(
        x: Double(index) * width - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
      items.append(.fill(divider, cornerRadius: 0.5, color: SystemColors.divider))
    }
    return items
  }

  /// The raised pill behind the selected segment, if one is selected.
  static func selection(of node: SolvedNode, at selected: Int, count: Int, width: Double)
    -> [DisplayItem]
  {
    guard (0..<count).contains(selected) else { return [] }
    let pill = Rect(
      x: Double(selected) * width + inset, y: inset, width: width - 2 * inset,
      height: node.frame.height - 2 * inset)
    return ControlShapes.raised(
      pill, cornerRadius: 7, color: node.color("selectedSegmentTintColor") ?? .white)
  }

  /// Each title centred in its segment (`titles` in slot order, left to right), the selected
  /// one semibold.
  static func labels(_ titles: [String], of node: SolvedNode, selected: Int, width: Double)
    -> [DisplayItem]
  {
    let color = node.color("titleColor") ?? .black
    return titles.enumerated().map { index, title in
      let frame = Rect(
        x: Double(index) * width + padding, y: 0, width: max(0, width - 2 * padding),
        height: node.frame.height)
      return .text(
        TextItem(
          text: title, style: style(selected: index == selected), color: color, frame: frame))
    }
  }
}
