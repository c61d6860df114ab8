import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UITextField: one line of `text` or `attributedText` (or, while it is empty, `placeholder`
/// or `attributedPlaceholder` in UIKit's placeholder grey), centred vertically inside the border style's padding: none for `none` (the default),
/// 4 points for `line` and `bezel`, 7 for `roundedRect`, which draws a white field with 5-point
/// corners and a hairline outline.
enum TextFieldViewClass {
  static let declaration = ViewClass(
    name: "UITextField", superclassName: "UIControl",
    properties: [
      "placeholder": PropertySpec(.string, default: .string("")),
      "attributedText": PropertySpec(.attributedString),
      "attributedPlaceholder": PropertySpec(.attributedString),
      "borderStyle": PropertySpec(
        UIKitEnumeration.textBorderStyle.type, default: .string("none")),
    ].adding(PropertyGroups.text(font: .systemDefault)),
    intrinsicContent: .custom(intrinsicSize), draw: draw, textProperties: [text, placeholder])

  static let text = TextProperties(
    text: "text", attributedText: "attributedText", font: "font", alignment: "textAlignment")
  static let placeholder = TextProperties(
    text: "placeholder", attributedText: "attributedPlaceholder", font: "font",
    alignment: "textAlignment")

  /// The padding around the text on every side.
  static func padding(_ borderStyle: Value?) -> EdgeInsets {
    let pad: Double
    switch borderStyle {
    case .string("roundedRect")?: pad = 7
    case .string("line")?, .string("bezel")?: pad = 4
    default: pad = 0
    }
    return EdgeInsets(top: pad, left: pad, bottom: pad, right: pad)
  }

  /// Whether the placeholder shows: the text is empty.
  static func showsPlaceholder(_ read: PropertyLookup) throws(DiagnosticError) -> Bool {
    try text.text(read).string.isEmpty
  }

  /// The shown text's size plus the padding on every side.
  @Sendable static func intrinsicSize(
    _ properties: PropertyReader, _ measurer: any TextMeasuring, _ maxWidth: Double?
  ) throws -> Size {
    try (showsPlaceholder(properties.lookup) ? placeholder : text).measure(
      properties.lookup, with: measurer, maxWidth: nil,
      insets: padding(try properties("borderStyle")))
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let frame = bounds.inset(by: padding(node.properties["borderStyle"]))
    let placeholderShows = (try? showsPlaceholder(node.lookup)) ?? false
    let color = placeholderShows ? SystemColors.placeholder : node.color("textColor") ?? .black
    return border(node.string("borderStyle"), bounds: bounds)
      + (placeholderShows ? placeholder : text).items(of: node, color: color, frame: frame)
  }

  static func border(_ style: String?, bounds: Rect) -> [DisplayItem] {
    switch style {
    case "roundedRect":
      return [
        .fill(bounds, cornerRadius: 5, color: .white),
        .stroke(bounds, cornerRadius: 5, width: 0.5, color: Color(white: 0, alpha: 0.2)),
      ]
    case "line": return [.stroke(bounds, cornerRadius: 0, width: 1, color: .black)]
    case "bezel": return [.stroke(bounds, cornerRadius: 0, width: 1, color: SystemColors.gray)]
    default: return []
    }
  }
}
