import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIActivityIndicatorView: one still frame of its spinner, eight round-ended spokes whose
/// opacity falls off behind the one at the top. `style` is `medium` (20×20, the default) or
/// `large` (37×37); the old `gray`, `white` and `whiteLarge` sizes match, the white ones drawing
/// white unless `color` is set. A stopped indicator (`isAnimating` false) is not drawn while
/// `hidesWhenStopped`.
enum ActivityIndicatorViewClass {
  static let declaration = ViewClass(
    name: "UIActivityIndicatorView",
    properties: [
      "style": PropertySpec(
        UIKitEnumeration.activityIndicatorViewStyle.type, default: .string("medium")),
      "color": PropertySpec(.color),
      "isAnimating": PropertySpec(.bool, default: .bool(true)),
      "hidesWhenStopped": PropertySpec(.bool, default: .bool(true)),
    ],
    intrinsicContent: .custom { properties, _, _ in
      let side = isLarge(try properties("style")) ? 37.0 : 20
      return Size(width: side, height: side)
    }, draw: draw)

  static let spokes = 8

  static func isLarge(_ style: Value) -> Bool {
    style == .string("large") || style == .string("whiteLarge")
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    if node.properties["isAnimating"] == .bool(false),
      node.properties["hidesWhenStopped"] == .bool(true)
    {
      return []
    }
    let style = node.properties["style"] ?? .null
    let white = style == .string("white") || style == .string("whiteLarge")
    let color = node.color("color") ?? (white ? .white : SystemColors.gray)
    let large = isLarge(style)
    let side = large ? 37.0 : 20
    // Spokes run from 45% of the radius to the edge, about a ninth of the side thick.
    let (width, outer) = (large ? 4.0 : 2.25, side / 2)
    let spoke = Rect(x: -width / 2, y: -outer, width: width, height: outer * 0.55)
    let center = Point(x: node.frame.width / 2, y: node.frame.height / 2)
    return (0..<spokes).map { index in
      var faded = color
      faded.alpha *= 1 - Double(index) * 0.6 / Double(spokes - 1)
      // Spoke 0 points up; the others trail it anticlockwise.
      let turn = -Double(index) * 2 * Double.pi / Double(spokes)
      return .group(
        DisplayGroup(
          transform: AffineTransform.rotation(turn)
            .concatenating(.translation(x: center.x, y: center.y)),
          opacity: 1, items: [.fill(spoke, cornerRadius: width / 2, color: faded)],
          label: "\(node.path) spoke \(index)"))
    }
  }
}
