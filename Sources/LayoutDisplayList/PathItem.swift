import LayoutCore

/// A shape drawn along a path: filled with a colour or a gradient, stroked (optionally dashed),
/// or both, the stroke over the fill. The path is centred on its outline: a stroke straddles
/// it, half inside and half outside.
public struct PathItem: Sendable {
  /// One step of a path, in the item's space.
  public enum Element: Sendable, Equatable {
    case move(Point)
    case line(Point)
    /// A cubic Bézier curve through two control points to the last point.
    case curve(Point, Point, Point)
    case close
  }

  /// The path's steps; several `move`s make several sub-paths.
  public var elements: [Element]
  /// Whether overlapping sub-paths cancel out (even-odd), as a ring's hole does.
  public var evenOdd: Bool
  /// What fills the path; nil: not filled.
  public var fill: PathPaint?
  /// How the path is stroked; nil: not stroked.
  public var stroke: PathStroke?

  public init(
    elements: [Element], evenOdd: Bool = false, fill: PathPaint? = nil, stroke: PathStroke? = nil
  ) {
    self.elements = elements
    self.evenOdd = evenOdd
    self.fill = fill
    self.stroke = stroke
  }
}

/// What fills a path: a colour, or a gradient whose points are in the item's space.
public enum PathPaint: Sendable {
  case color(Color)
  /// Colours along the line from `from` to `to`, padded beyond its ends.
  case linear(from: Point, to: Point, stops: [GradientStop])
  /// Colours from `center` out to a circle of `radius`.
  case radial(center: Point, radius: Double, stops: [GradientStop])
  /// Colours around `center`, clockwise from the positive x axis (three o'clock).
  case sweep(center: Point, stops: [GradientStop])
}

/// A colour at a location from 0 to 1 along a gradient.
public struct GradientStop: Sendable, Equatable {
  /// From 0 (the gradient's start) to 1 (its end).
  public var location: Double
  public var color: Color

  public init(location: Double, color: Color) {
    self.location = location
    self.color = color
  }
}

/// How a path is stroked: its width, its colour, the lengths of its dashes and gaps (empty:
/// a solid line), and how its ends and corners are drawn.
public struct PathStroke: Sendable {
  /// The line's width, centred on the path.
  public var width: Double
  public var color: Color
  /// Lengths of dash, gap, dash, gap… from the path's start.
  public var dashes: [Double]
  public var cap: LineCap
  public var join: LineJoin
  /// How far a mitred corner may reach, in line widths, before it is bevelled instead.
  public var miterLimit: Double

  public init(
    width: Double, color: Color, dashes: [Double] = [], cap: LineCap = .butt,
    join: LineJoin = .miter, miterLimit: Double = 4
  ) {
    self.width = width
    self.color = color
    self.dashes = dashes
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }
}

/// How an open line ends: at its end point, with a half circle, or with a half square.
public enum LineCap: String, Sendable {
  case butt, round, square
}

/// How a line turns a corner: a sharp point, a round corner, or the point cut off.
public enum LineJoin: String, Sendable {
  case miter, round, bevel
}

extension PathItem {
  /// Bézier control points' distance for a quarter circle of radius 1.
  static let kappa = 0.5522847498

  /// A rectangle with its corners rounded by four radii (top left, top right, bottom right,
  /// bottom left), each at most half the rectangle's shorter side.
  public static func roundedRect(_ rect: Rect, radii: [Double]) -> [Element] {
    let limit = min(rect.width, rect.height) / 2
    let r = (0..<4).map { min(max(radii.indices.contains($0) ? radii[$0] : 0, 0), limit) }
    let k = 1 - kappa
    return [
      .move(Point(x: rect.x + r[0], y: rect.y)),
      .line(Point(x: rect.maxX - r[1], y: rect.y)),
      .curve(
        Point(x: rect.maxX - r[1] * k, y: rect.y), Point(x: rect.maxX, y: rect.y + r[1] * k),
        Point(x: rect.maxX, y: rect.y + r[1])),
      .line(Point(x: rect.maxX, y: rect.maxY - r[2])),
      .curve(
        Point(x: rect.maxX, y: rect.maxY - r[2] * k), Point(x: rect.maxX - r[2] * k, y: rect.maxY),
        Point(x: rect.maxX - r[2], y: rect.maxY)),
      .line(Point(x: rect.x + r[3], y: rect.maxY)),
      .curve(
        Point(x: rect.x + r[3] * k, y: rect.maxY), Point(x: rect.x, y: rect.maxY - r[3] * k),
        Point(x: rect.x, y: rect.maxY - r[3])),
      .line(Point(x: rect.x, y: rect.y + r[0])),
      .curve(
        Point(x: rect.x, y: rect.y + r[0] * k), Point(x: rect.x + r[0] * k, y: rect.y),
        Point(x: rect.x + r[0], y: rect.y)),
      .close,
    ]
  }

  /// The ellipse inscribed in a rectangle, clockwise from its rightmost point.
  public static func ellipse(in rect: Rect) -> [Element] {
    let (cx, cy) = (rect.x + rect.width / 2, rect.y + rect.height / 2)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (kx, ky) = (rx * kappa, ry * kappa)
    return [
      .move(Point(x: cx + rx, y: cy)),
      .curve(
        Point(x: cx + rx, y: cy + ky), Point(x: cx + kx, y: cy + ry), Point(x: cx, y: cy + ry)),
      .curve(
        Point(x: cx - kx, y: cy + ry), Point(x: cx - rx, y: cy + ky), Point(x: cx - rx, y: cy)),
      .curve(
        Point(x: cx - rx, y: cy - ky), Point(x: cx - kx, y: cy - ry), Point(x: cx, y: cy - ry)),
      .curve(
        Point(x: cx + kx, y: cy - ry), Point(x: cx + rx, y: cy - ky), Point(x: cx + rx, y: cy)),
      .close,
    ]
  }
}

extension PathItem {
  /// One line for display-list dumps: the path's steps, then its fill and stroke.
  var summary: String {
    let steps = elements.map { element -> String in
      switch element {
      case .move(let point): return "M\(point)"
      case .line(let point): return "L\(point)"
      case .curve(_, _, let point): return "C\(point)"
      case .close: return "Z"
      }
    }
    var line = "path \(steps.joined(separator: " "))"
    if evenOdd { line += " even-odd" }
    switch fill {
    case .color(let color)?: line += " fill \(color)"
    case .linear(let from, let to, let stops)?:
      line += " linear \(from) to \(to) \(Self.describe(stops))"
    case .radial(let center, let radius, let stops)?:
      line += " radial \(center) radius \(formatNumber(radius)) \(Self.describe(stops))"
    case .sweep(let center, let stops)?: line += " sweep \(center) \(Self.describe(stops))"
    case nil: break
    }
    if let stroke {
      line += " stroke width \(formatNumber(stroke.width)) \(stroke.color)"
      if !stroke.dashes.isEmpty {
        line += " dashes " + stroke.dashes.map(formatNumber).joined(separator: ",")
      }
      if stroke.cap != .butt { line += " cap \(stroke.cap.rawValue)" }
      if stroke.join != .miter { line += " join \(stroke.join.rawValue)" }
      if stroke.miterLimit != 4 { line += " miter \(formatNumber(stroke.miterLimit))" }
    }
    return line
  }

  private static func describe(_ stops: [GradientStop]) -> String {
    "[" + stops.map { "\(formatNumber($0.location)) \($0.color)" }.joined(separator: ", ") + "]"
  }
}
