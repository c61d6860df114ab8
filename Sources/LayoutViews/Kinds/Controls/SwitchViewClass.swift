import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UISwitch: a 51×31 pill whose thumb sits right when `isOn` (over `onTintColor`, green by
/// default) and left when off (over a light grey track). Like UIKit, it keeps that size
/// whatever its frame, drawn from the frame's top left.
enum SwitchViewClass {
  static let size = Size(width: 51, height: 31)

  static let declaration = ViewClass(
    name: "UISwitch", superclassName: "UIControl",
    properties: [
      "isOn": PropertySpec(.bool, default: .bool(false)),
      "onTintColor": PropertySpec(.color, default: .color(SystemColors.green)),
      "thumbTintColor": PropertySpec(.color, default: .color(.white)),
    ],
    intrinsicContent: .custom { _, _, _ in size },
    draw: ControlShapes.fadedWhenDisabled(
      ControlShapes.mirroredWhenRightToLeft(draw) { _ in size.width }))

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let isOn = node.properties["isOn"] == .bool(true)
    let track = isOn ? node.color("onTintColor") ?? SystemColors.green : SystemColors.track
    let diameter = 27.0
    let inset = (size.height - diameter) / 2
    let centerX = isOn ? size.width - inset - diameter / 2 : inset + diameter / 2
    return [.fill(Rect(origin: .zero, size: size), cornerRadius: size.height / 2, color: track)]
      + ControlShapes.thumb(
        center: Point(x: centerX, y: size.height / 2), diameter: diameter,
        color: node.color("thumbTintColor") ?? .white)
  }
}
