import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIButton: an `image` and a title (plain, or HTML in the body) in `titleLabel.font`, side by
/// side and centred together inside the bounds less `contentEdgeInsets`, as UIKit lays them
/// out; `auto` is their size plus the insets. Custom buttons (Layout's default `type`) have
/// white titles and original images; system ones draw both in the tint colour.
enum ButtonViewClass {
  static let declaration = ViewClass(
    name: "UIButton", superclassName: "UIControl",
    properties: [
      "type": PropertySpec(
        UIKitEnumeration.buttonType.type, default: .string("custom")),
      "title": PropertySpec(.string, default: .string("")),
      "attributedTitle": PropertySpec(.attributedString),
      "titleColor": PropertySpec(.color),
      "titleLabel.font": PropertySpec(.font, default: .font(font)),
      "titleLabel.numberOfLines": PropertySpec(.number, default: .number(1)),
      "titleLabel.lineBreakMode": PropertySpec(
        UIKitEnumeration.lineBreakMode.type, default: .string("byTruncatingMiddle")),
      "image": PropertySpec(.image, default: .null),
      "backgroundImage": PropertySpec(.image),
      "imageRenderingMode": PropertySpec(
        UIKitEnumeration.imageRenderingMode.type, default: .string("automatic")),
    ].adding(PropertyGroups.insets("contentEdgeInsets")),
    intrinsicContent: .custom(intrinsicSize), bodyProperty: "title",
    attributedBodyProperty: "attributedTitle", draw: withBackgroundImage(draw),
    textProperties: [title])

  /// The button's drawing above its `backgroundImage`, stretched over its bounds.
  static func withBackgroundImage(_ draw: @escaping DrawFunction) -> DrawFunction {
    { node in
      guard let image = node.images["backgroundImage"] else { return draw(node) }
      let bounds = Rect(origin: .zero, size: node.frame.size)
      return [.image(ImageItem(name: image.key, rect: bounds, clip: bounds))] + draw(node)
    }
  }

  /// UIKit's title font: the system font at 15 points.
  static let font = FontDescriptor(family: "system", size: 15)

  static let title = TextProperties(
    text: "title", attributedText: "attributedTitle", font: "titleLabel.font",
    numberOfLines: "titleLabel.numberOfLines", lineBreakMode: "titleLabel.lineBreakMode",
    base: TextStyle(font: font, alignment: .center, lineBreakMode: .byTruncatingMiddle))

  /// The title beside the image, plus the insets.
  @Sendable static func intrinsicSize(
    _ properties: PropertyReader, _ measurer: any TextMeasuring, _ maxWidth: Double?
  ) throws -> Size {
    let image = try properties.imageSize() ?? iconSize(try properties("type"))
    let hasTitle = try !title.text(properties.lookup).string.isEmpty
    let insets = contentInsets(try properties("contentEdgeInsets"), hasTitle: hasTitle)
    guard hasTitle else {
      return Size(
        width: image.width + insets.left + insets.right,
        height: image.height + insets.top + insets.bottom)
    }
    var beside = insets
    beside.left += image.width
    let size = try title.measure(
      properties.lookup, with: measurer, maxWidth: maxWidth, insets: beside)
    let imageHeight = image.height + insets.top + insets.bottom
    return Size(width: size.width, height: max(size.height, imageHeight))
  }

  /// The size of the type's icon, zero for types without one.
  static func iconSize(_ type: Value) -> Size {
    guard case .string(let name) = type, ButtonIcons.icon(for: name, color: .black) != nil else {
      return .zero
    }
    return ButtonIcons.size
  }

  /// `contentEdgeInsets`; UIKit pads a titled button whose insets are all zero by 6 points
  /// above and below.
  static func contentInsets(_ value: Value?, hasTitle: Bool) -> EdgeInsets {
    guard case .insets(let insets)? = value, insets != .zero else {
      return hasTitle ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : .zero
    }
    return insets
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let hasTitle = node.text(title) != nil
    let insets = contentInsets(node.properties["contentEdgeInsets"], hasTitle: hasTitle)
    var frame = bounds.inset(by: insets)
    let glyph = self.glyph(of: node)
    guard hasTitle else { return glyph.map { [placed($0, in: frame, of: node)] } ?? [] }
    // Aligned in the space right of the image, the title sits where UIKit puts it beside the
    // image (centred: where it centres the pair); the painter puts the image just before it.
    if let glyph {
      // Right to left, the image goes on the title's right.
      if !node.isRightToLeft { frame.origin.x += glyph.size.width }
      frame.size.width = max(0, frame.width - glyph.size.width)
    }
    guard
      case .text(var text)? = title.items(of: node, color: titleColor(of: node), frame: frame)
        .first
    else { return [] }
    text.leading = glyph
    text.style.alignment = horizontalAlignment(of: node)
    text.placement = verticalAlignment(of: node)
    return [.text(text)]
  }

  /// `contentHorizontalAlignment` as the title's alignment (`fill` centres a title;
  /// `leading` and `trailing` follow the node's direction).
  static func horizontalAlignment(of node: SolvedNode) -> TextAlignment {
    switch node.string("contentHorizontalAlignment") {
    case "left": return .left
    case "right": return .right
    case "leading": return node.isRightToLeft ? .right : .left
    case "trailing": return node.isRightToLeft ? .left : .right
    default: return .center
    }
  }

  /// `contentVerticalAlignment` as the title's placement (`fill` centres it).
  static func verticalAlignment(of node: SolvedNode) -> TextVerticalPlacement {
    switch node.string("contentVerticalAlignment") {
    case "top": return .top
    case "bottom": return .bottom
    default: return .center
    }
  }

  /// An image or icon alone, placed in the content rectangle by the content alignments.
  static func placed(_ glyph: LeadingContent, in frame: Rect, of node: SolvedNode)
    -> DisplayItem
  {
    let share: Double
    switch horizontalAlignment(of: node) {
    case .left: share = 0
    case .right: share = 1
    default: share = 0.5
    }
    let x = frame.x + (frame.width - glyph.size.width) * share
    let y =
      frame.y
      + verticalAlignment(of: node).offset(of: glyph.size.height, in: frame.height)
    return .group(
      DisplayGroup(
        transform: .translation(x: x, y: y), opacity: 1, items: glyph.items,
        label: "\(node.path) image"))
  }

  /// The button's image, else its type's icon, as items from the origin (not clipped to the
  /// button, as UIKit does not clip them).
  static func glyph(of node: SolvedNode) -> LeadingContent? {
    guard let image = node.image else {
      var icon = ButtonIcons.icon(for: node.string("type"), color: tint(of: node))
      icon?.isRightToLeft = node.isRightToLeft
      return icon
    }
    let rect = Rect(origin: .zero, size: image.size)
    let item = ImageItem(
      name: image.key, rect: rect, clip: rect, tint: isTemplate(node) ? tint(of: node) : nil)
    return LeadingContent(
      size: image.size, items: [.image(item)], isRightToLeft: node.isRightToLeft)
  }

  /// Whether the image draws in the tint colour: `alwaysTemplate`, or `automatic` on any type
  /// but `custom` or for a template image.
  static func isTemplate(_ node: SolvedNode) -> Bool {
    node.drawsImageAsTemplate(
      mode: "imageRenderingMode", automatically: node.string("type") != "custom")
  }

  /// The colour a system button draws in: the tint colour, or UIKit's disabled grey while
  /// `isEnabled` is false.
  static func tint(of node: SolvedNode) -> Color {
    node.properties["isEnabled"] == .bool(false) ? SystemColors.disabled : node.tint
  }

  /// `titleColor`, else white for custom buttons and the tint colour for the other types.
  static func titleColor(of node: SolvedNode) -> Color {
    if let color = node.color("titleColor") { return color }
    return node.string("type") == "custom" ? .white : tint(of: node)
  }
}
