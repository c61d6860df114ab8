import LayoutCore
import LayoutDisplayList

/// Draws a `<shape>` as Android's `GradientDrawable` does: the bounds inset by half the
/// stroke's width, filled with the solid colour or the gradient, then stroked along that
/// outline (a rectangle with its corners, an oval, a line across the middle, or a ring).
struct ShapePainter {
  let shape: ShapeDrawable

  func items(in bounds: Rect) -> [DisplayItem] {
    let half = (shape.stroke?.width ?? 0) / 2
    let rect = bounds.inset(by: EdgeInsets(top: half, left: half, bottom: half, right: half))
    guard rect.width >= 0, rect.height >= 0 else { return [] }
    var fill = paint(in: rect)
    var evenOdd = false
    let elements: [PathItem.Element]
    switch shape.kind {
    case .rectangle where shape.cutCorners:
      elements = Self.cut(rect, radii: shape.radii)
    case .rectangle:
      elements =
        shape.radii.allSatisfy { $0 <= 0 }
        ? Self.rectangle(rect) : PathItem.roundedRect(rect, radii: shape.radii)
    case .oval: elements = PathItem.ellipse(in: rect)
    case .line:
      elements = [
        .move(Point(x: rect.x, y: rect.y + rect.height / 2)),
        .line(Point(x: rect.maxX, y: rect.y + rect.height / 2)),
      ]
      fill = nil
    case .ring:
      elements = ring(in: rect)
      evenOdd = true
    }
    let stroke = shape.stroke.flatMap { stroke -> PathStroke? in
      guard stroke.width > 0, stroke.color.alpha > 0 else { return nil }
      let dashes = stroke.dashWidth > 0 ? [stroke.dashWidth, stroke.dashGap] : []
      return PathStroke(width: stroke.width, color: stroke.color, dashes: dashes)
    }
    guard fill != nil || stroke != nil else { return [] }
    return [.path(PathItem(elements: elements, evenOdd: evenOdd, fill: fill, stroke: stroke))]
  }

  /// The shape's outline in `bounds`, as `GradientDrawable.getOutline` gives it: its
  /// rectangle with its corners, or its oval; nil for a line or a ring, which have none.
  func outline(in bounds: Rect) -> [PathItem.Element]? {
    switch shape.kind {
    case .rectangle where shape.cutCorners: return Self.cut(bounds, radii: shape.radii)
    case .rectangle:
      return shape.radii.allSatisfy { $0 <= 0 }
        ? Self.rectangle(bounds) : PathItem.roundedRect(bounds, radii: shape.radii)
    case .oval: return PathItem.ellipse(in: bounds)
    case .line, .ring: return nil
    }
  }

  private static func rectangle(_ rect: Rect) -> [PathItem.Element] {
    [
      .move(Point(x: rect.x, y: rect.y)), .line(Point(x: rect.maxX, y: rect.y)),
      .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.x, y: rect.maxY)), .close,
    ]
  }

  /// A rectangle with its corners cut straight across, each `radii` along both sides (top
  /// left first, clockwise), at most half the shorter side.
  static func cut(_ rect: Rect, radii: [Double]) -> [PathItem.Element] {
    let most = min(rect.width, rect.height) / 2
    let r = radii.map { min(max($0, 0), most) }
    return [
      .move(Point(x: rect.x + r[0], y: rect.y)), .line(Point(x: rect.maxX - r[1], y: rect.y)),
      .line(Point(x: rect.maxX, y: rect.y + r[1])),
      .line(Point(x: rect.maxX, y: rect.maxY - r[2])),
      .line(Point(x: rect.maxX - r[2], y: rect.maxY)),
      .line(Point(x: rect.x + r[3], y: rect.maxY)),
      .line(Point(x: rect.x, y: rect.maxY - r[3])), .line(Point(x: rect.x, y: rect.y + r[0])),
      .close,
    ]
  }

  /// A ring around the centre: a hole of `innerRadius` (else the width over
  /// `innerRadiusRatio`) and a band `thickness` wide (else the width over `thicknessRatio`).
  private func ring(in rect: Rect) -> [PathItem.Element] {
    let thickness = shape.thickness ?? rect.width / shape.thicknessRatio
    let radius = shape.innerRadius ?? rect.width / shape.innerRadiusRatio
    let center = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    func circle(_ r: Double) -> [PathItem.Element] {
      PathItem.ellipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }
    return circle(radius + thickness) + circle(radius)
  }

  /// The solid colour, else the gradient over the rectangle, else nothing.
  private func paint(in rect: Rect) -> PathPaint? {
    guard let gradient = shape.gradient else {
      return shape.solid.flatMap { $0.alpha > 0 ? .color($0) : nil }
    }
    var stops = [GradientStop(location: 0, color: gradient.startColor)]
    if let center = gradient.centerColor {
      let location = gradient.centerX != 0.5 ? gradient.centerX : gradient.centerY
      stops.append(GradientStop(location: location, color: center))
    }
    stops.append(GradientStop(location: 1, color: gradient.endColor))
    let center = Point(
      x: rect.x + rect.width * gradient.centerX, y: rect.y + rect.height * gradient.centerY)
    switch gradient.kind {
    case .linear:
      let (from, to) = Self.line(for: gradient.angle, in: rect)
      return .linear(from: from, to: to, stops: stops)
    case .radial:
      let radius =
        gradient.radiusIsFraction ? gradient.radius * min(rect.width, rect.height) : gradient.radius
      return .radial(center: center, radius: radius, stops: stops)
    case .sweep: return .sweep(center: center, stops: stops)
    }
  }

  /// Android's gradient orientations: the angle (a multiple of 45, counter-clockwise from
  /// left to right) picks the corners or edges the line runs between.
  static func line(for angle: Double, in rect: Rect) -> (Point, Point) {
    let (left, top, right, bottom) = (rect.x, rect.y, rect.maxX, rect.maxY)
    let degrees = ((Int(angle) % 360) + 360) % 360
    switch degrees {
    case 45: return (Point(x: left, y: bottom), Point(x: right, y: top))
    case 90: return (Point(x: left, y: bottom), Point(x: left, y: top))
    case 135: return (Point(x: right, y: bottom), Point(x: left, y: top))
    case 180: return (Point(x: right, y: top), Point(x: left, y: top))
    case 225: return (Point(x: right, y: top), Point(x: left, y: bottom))
    case 270: return (Point(x: left, y: top), Point(x: left, y: bottom))
    case 315: return (Point(x: left, y: top), Point(x: right, y: bottom))
    default: return (Point(x: left, y: top), Point(x: right, y: top))
    }
  }
}
