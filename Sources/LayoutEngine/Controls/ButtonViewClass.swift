import LayoutCore
import LayoutExpressions

/// UIButton: a title (plain, or HTML in the body) in `titleLabel.font`, centred inside the
/// bounds less `contentEdgeInsets`, sized to the title plus the insets. Custom buttons (Layout's default `type`) have white titles,
/// system ones the tint colour.
enum ButtonViewClass {
  static let declaration = ViewClass(
    name: "UIButton",
    properties: [
      "type": PropertySpec(EnumerationTypes.type(named: "UIButtonType")!, default: .string("custom")),
      "title": PropertySpec(.string, default: .string("")),
      "attributedTitle": PropertySpec(.attributedString),
      "titleColor": PropertySpec(.color),
      "titleLabel.font": PropertySpec(.font, default: .font(font)),
      "titleLabel.numberOfLines": PropertySpec(.number, default: .number(1)),
      "titleLabel.lineBreakMode": PropertySpec(
        EnumerationTypes.type(named: "NSLineBreakMode")!, default: .string("byTruncatingMiddle")),
    ].adding(PropertyGroups.insets("contentEdgeInsets")),
    intrinsicContent: title.intrinsicContent { (read) throws(Diagnostic) in
      contentInsets(try read("contentEdgeInsets"))
    }, bodyProperty: "title",
    attributedBodyProperty: "attributedTitle", draw: draw)

  /// UIKit's title font: the system font at 15 points.
  static let font = FontDescriptor(family: "system", size: 15)

  static let title = TextProperties(
    text: "title", attributedText: "attributedTitle", font: "titleLabel.font",
    numberOfLines: "titleLabel.numberOfLines", lineBreakMode: "titleLabel.lineBreakMode",
    base: TextStyle(font: font, alignment: .center, lineBreakMode: .byTruncatingMiddle))

  /// `contentEdgeInsets`; UIKit pads a button whose insets are all zero by 6 points above and
  /// below its title.
  static func contentInsets(_ value: Value) -> EdgeInsets {
    guard case .insets(let insets) = value, insets != .zero else {
      return EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }
    return insets
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let frame = bounds.inset(by: contentInsets(node.properties["contentEdgeInsets"] ?? .null))
    return title.items(of: node, color: titleColor(of: node), frame: frame)
  }

  /// `titleColor`, else white for custom buttons and the tint colour for the other types.
  static func titleColor(of node: SolvedNode) -> Color {
    if let color = node.color("titleColor") { return color }
    return node.string("type") == "custom" ? .white : node.tint
  }
}
