import LayoutCore
import LayoutDisplayList

/// Shapes several controls share.
enum ControlShapes {
  /// A round thumb (of a switch or slider): a raised disc.
  static func thumb(center: Point, diameter: Double, color: Color) -> [DisplayItem] {
    let rect = Rect(
      x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
    return raised(rect, cornerRadius: diameter / 2, color: color)
  }

  /// A shape lifted off the control as UIKit draws thumbs and the selected segment: a soft
  /// shadow below it and a faint outline.
  static func raised(_ rect: Rect, cornerRadius: Double, color: Color) -> [DisplayItem] {
    let shape = DisplayItem.fill(rect, cornerRadius: cornerRadius, color: color)
    return [
      .shadow(
        ShadowItem(
          items: [shape], color: Color(white: 0, alpha: 0.16), radius: 2.5,
          offset: Size(width: 0, height: 2))),
      shape,
      .stroke(rect, cornerRadius: cornerRadius, width: 0.5, color: SystemColors.outline),
    ]
  }

  /// A horizontal bar with round ends, `height` tall, centred on `midY`.
  static func bar(from minX: Double, to maxX: Double, midY: Double, height: Double, color: Color)
    -> DisplayItem
  {
    .fill(
      Rect(x: minX, y: midY - height / 2, width: max(0, maxX - minX), height: height),
      cornerRadius: height / 2, color: color)
  }

  /// A control's drawing, faded to half opacity while `isEnabled` is false, as UIKit dims
  /// disabled switches, sliders and segmented controls.
  static func fadedWhenDisabled(_ draw: @escaping DrawFunction) -> DrawFunction {
    { node in
      let items = draw(node)
      guard node.properties["isEnabled"] == .bool(false), !items.isEmpty else { return items }
      return [
        .group(
          DisplayGroup(
            transform: .identity, opacity: 0.5, items: items, label: "\(node.path) disabled"))
      ]
    }
  }

  /// A control's drawing, mirrored left to right across `width` while the node lays out right
  /// to left (for controls without text: switches, sliders, progress views).
  static func mirroredWhenRightToLeft(
    _ draw: @escaping DrawFunction, width: @escaping @Sendable (SolvedNode) -> Double
  ) -> DrawFunction {
    { node in
      let items = draw(node)
      guard node.isRightToLeft, !items.isEmpty else { return items }
      let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width(node), ty: 0)
      return [
        .group(
          DisplayGroup(
            transform: mirror, opacity: 1, items: items, label: "\(node.path) right to left"))
      ]
    }
  }

  /// A number property clamped to `0...1`.
  static func fraction(_ value: Double?) -> Double {
    min(max(value ?? 0, 0), 1)
  }
}
