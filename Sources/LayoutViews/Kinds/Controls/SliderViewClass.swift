import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UISlider: a 4-point track, tinted up to the thumb (`minimumTrackTintColor`, the tint colour
/// by default) and grey after it, with a 28-point white thumb at `value`'s place between
/// `minimumValue` and `maximumValue`. 31 points tall; UIKit gives it no intrinsic width, so
/// `auto` takes 200 points (`width` usually sets it).
enum SliderViewClass {
  static let declaration = ViewClass(
    name: "UISlider", superclassName: "UIControl",
    properties: [
      "value": PropertySpec(.number, default: .number(0)),
      "minimumValue": PropertySpec(.number, default: .number(0)),
      "maximumValue": PropertySpec(.number, default: .number(1)),
      "minimumTrackTintColor": PropertySpec(.color),
      "maximumTrackTintColor": PropertySpec(.color, default: .color(SystemColors.track)),
      "thumbTintColor": PropertySpec(.color, default: .color(.white)),
    ],
    intrinsicContent: .custom { _, _, _ in Size(width: 200, height: 31) },
    draw: ControlShapes.fadedWhenDisabled(
      ControlShapes.mirroredWhenRightToLeft(draw) { $0.frame.width }))

  static let thumbDiameter = 28.0

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let size = node.frame.size
    let low = node.number("minimumValue") ?? 0
    let high = node.number("maximumValue") ?? 1
    let value = node.number("value") ?? 0
    let fraction = high > low ? ControlShapes.fraction((value - low) / (high - low)) : 0
    let radius = thumbDiameter / 2
    let thumbX = radius + fraction * max(0, size.width - thumbDiameter)
    let midY = size.height / 2
    return [
      ControlShapes.bar(
        from: thumbX, to: size.width, midY: midY, height: 4,
        color: node.color("maximumTrackTintColor") ?? SystemColors.track),
      ControlShapes.bar(
        from: 0, to: thumbX, midY: midY, height: 4,
        color: node.color("minimumTrackTintColor") ?? node.tint),
    ]
      + ControlShapes.thumb(
        center: Point(x: thumbX, y: midY), diameter: thumbDiameter,
        color: node.color("thumbTintColor") ?? .white)
  }
}
