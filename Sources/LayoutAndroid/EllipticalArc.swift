import Glibc
import LayoutCore
import LayoutDisplayList

/// An SVG elliptical arc from one point to another, as the cubic curves that draw it
/// (the endpoint-to-centre conversion of SVG's implementation notes, F.6.5–F.6.6).
struct EllipticalArc {
  let from: Point
  let to: Point
  let rx: Double
  let ry: Double
  /// The ellipse's rotation, in degrees.
  let rotation: Double
  let large: Bool
  let sweep: Bool

  init(
    from: Point, to: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool
  ) {
    (self.from, self.to, self.rx, self.ry) = (from, to, abs(rx), abs(ry))
    (self.rotation, self.large, self.sweep) = (rotation, large, sweep)
  }

  /// The arc's curves; a line when a radius is zero, nothing when the ends are the same.
  func curves() -> [PathItem.Element] {
    if from == to { return [] }
    guard rx > 0, ry > 0 else { return [.line(to)] }
    let phi = rotation * Double.pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    // The start point in the ellipse's own axes, relative to the chord's middle.
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    // Radii too small to reach are scaled up until they just do.
    var (rx, ry) = (self.rx, self.ry)
    let reach = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if reach > 1 {
      rx *= reach.squareRoot()
      ry *= reach.squareRoot()
    }
    let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator > 0 ? (numerator / denominator).squareRoot() : 0
    if large == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let center = Point(
      x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
    let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    var turn = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
    if sweep, turn < 0 { turn += 2 * Double.pi }
    if !sweep, turn > 0 { turn -= 2 * Double.pi }
    let pieces = max(1, Int((abs(turn) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = turn / Double(pieces)
    // Each piece's control points lie along the tangents, `k` of a radius away.
    let k = 4 / 3 * tan(step / 4)
    func onEllipse(_ angle: Double) -> (point: Point, tangent: Point) {
      let (cosA, sinA) = (cos(angle), sin(angle))
      let point = Point(
        x: center.x + rx * cosA * cosPhi - ry * sinA * sinPhi,
        y: center.y + rx * cosA * sinPhi + ry * sinA * cosPhi)
      let tangent = Point(
        x: -rx * sinA * cosPhi - ry * cosA * sinPhi, y: -rx * sinA * sinPhi + ry * cosA * cosPhi)
      return (point, tangent)
    }
    var curves: [PathItem.Element] = []
    var angle = startAngle
    var start = onEllipse(angle)
    for piece in 0..<pieces {
      angle += step
      let end = onEllipse(angle)
      let endPoint = piece == pieces - 1 ? to : end.point
      curves.append(
        .curve(
          Point(x: start.point.x + k * start.tangent.x, y: start.point.y + k * start.tangent.y),
          Point(x: end.point.x - k * end.tangent.x, y: end.point.y - k * end.tangent.y),
          endPoint))
      start = end
    }
    return curves
  }
}
