import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIProgressView: a track with round ends filled from the left to `progress` (0–1) in
/// `progressTintColor` (the tint colour by default) over `trackTintColor`. 4 points tall, as
/// since iOS 13 (earlier versions drew 2); UIKit gives it no intrinsic width, so `auto` takes
/// 200 points.
enum ProgressViewClass {
  static let declaration = ViewClass(
    name: "UIProgressView",
    properties: [
      "progress": PropertySpec(.number, default: .number(0)),
      "progressTintColor": PropertySpec(.color),
      "trackTintColor": PropertySpec(.color, default: .color(SystemColors.track)),
    ],
    intrinsicContent: .custom { _, _, _ in Size(width: 200, height: 4) },
    draw: ControlShapes.mirroredWhenRightToLeft(draw) { $0.frame.width })

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let size = node.frame.size
    let filled = ControlShapes.fraction(node.number("progress")) * size.width
    let midY = size.height / 2
    return [
      ControlShapes.bar(
        from: 0, to: size.width, midY: midY, height: size.height,
        color: node.color("trackTintColor") ?? SystemColors.track),
      ControlShapes.bar(
        from: 0, to: filled, midY: midY, height: size.height,
        color: node.color("progressTintColor") ?? node.tint),
    ]
  }
}
