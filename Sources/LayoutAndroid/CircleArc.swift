import Glibc
import LayoutCore
import LayoutDisplayList

/// An arc of a circle by its angles, as the cubic curves that draw it: angles in degrees
/// clockwise from the top (as a progress ring is measured), pieces of at most a quarter turn.
struct CircleArc {
  let center: Point
  let radius: Double
  /// Where the arc starts and how far it turns, clockwise, in degrees.
  let start: Double
  let sweep: Double

  /// A move to the arc's start, then its curves; nothing when it does not turn.
  func elements() -> [PathItem.Element] {
    guard sweep > 0, radius > 0 else { return [] }
    let pieces = max(1, Int((sweep / 90 - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces) * Double.pi / 180
    // Each piece's control points lie along the tangents, `k` of a radius away.
    let k = 4 / 3 * tan(step / 4)
    var angle = (start - 90) * Double.pi / 180
    var elements: [PathItem.Element] = [.move(point(at: angle))]
    for _ in 0..<pieces {
      let next = angle + step
      let (from, to) = (point(at: angle), point(at: next))
      elements.append(
        .curve(
          Point(x: from.x - k * radius * sin(angle), y: from.y + k * radius * cos(angle)),
          Point(x: to.x + k * radius * sin(next), y: to.y - k * radius * cos(next)), to))
      angle = next
    }
    return elements
  }

  /// The point at an angle in radians from the positive x axis, clockwise (y grows down).
  private func point(at angle: Double) -> Point {
    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
