import LayoutCore

/// Shapes several controls share.
enum ControlShapes {
  /// A round thumb (of a switch or slider): a disc with a faint outline.
  static func thumb(center: Point, diameter: Double, color: Color) -> [DisplayItem] {
    let rect = Rect(
      x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
    return [
      .fill(rect, cornerRadius: diameter / 2, color: color),
      .stroke(rect, cornerRadius: diameter / 2, width: 0.5, color: SystemColors.outline),
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

  /// A number property clamped to `0...1`.
  static func fraction(_ value: Double?) -> Double {
    min(max(value ?? 0, 0), 1)
  }
}
