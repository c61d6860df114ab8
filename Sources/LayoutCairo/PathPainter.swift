import CCairo
import Foundation
import LayoutCore
import LayoutDisplayList

extension CairoPainter {
  /// Fills a path with its paint, then strokes it (centred on the path, dashed if asked).
  func draw(_ path: PathItem) {
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    addPath(path.elements)
    cairo_set_fill_rule(cairo, path.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    if let paint = path.fill {
      let pattern = makePattern(paint)
      defer { cairo_pattern_destroy(pattern) }
      cairo_set_source(cairo, pattern)
      cairo_fill_preserve(cairo)
    }
    if let stroke = path.stroke, stroke.width > 0 {
      cairo_set_source_rgba(
        cairo, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
      cairo_set_line_width(cairo, stroke.width)
      if !stroke.dashes.isEmpty {
        cairo_set_dash(cairo, stroke.dashes, Int32(stroke.dashes.count), 0)
      }
      cairo_set_line_cap(cairo, Self.cairoCap(stroke.cap))
      cairo_set_line_join(cairo, Self.cairoJoin(stroke.join))
      cairo_set_miter_limit(cairo, stroke.miterLimit)
      cairo_stroke_preserve(cairo)
    }
    cairo_new_path(cairo)
  }

  /// Makes `elements` the current path.
  func addPath(_ elements: [PathItem.Element]) {
    cairo_new_path(cairo)
    for element in elements {
      switch element {
      case .move(let point): cairo_move_to(cairo, point.x, point.y)
      case .line(let point): cairo_line_to(cairo, point.x, point.y)
      case .curve(let first, let second, let end):
        cairo_curve_to(cairo, first.x, first.y, second.x, second.y, end.x, end.y)
      case .close: cairo_close_path(cairo)
      }
    }
  }

  private static func cairoCap(_ cap: LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }

  private static func cairoJoin(_ join: LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }

  /// A Cairo pattern for a paint; the caller destroys it. Uses the current path's extents
  /// for a sweep gradient's reach.
  private func makePattern(_ paint: PathPaint) -> OpaquePointer {
    switch paint {
    case .color(let color):
      return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)
    case .linear(let from, let to, let stops):
      let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
      add(stops, to: pattern)
      return pattern
    case .radial(let center, let radius, let stops):
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, 0, center.x, center.y, max(radius, 1e-6))!
      add(stops, to: pattern)
      return pattern
    case .sweep(let center, let stops):
      return sweepPattern(center: center, stops: stops)
    }
  }

  private func add(_ stops: [GradientStop], to pattern: OpaquePointer) {
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
        stop.color.alpha)
    }
  }

  /// Cairo has no sweep gradient: a mesh of thin wedges around the centre, each shading from
  /// the colour at its first angle to the colour at its second, reaching past the path.
  private func sweepPattern(center: Point, stops: [GradientStop]) -> OpaquePointer {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
    let reach =
      [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { hypot($0.0 - center.x, $0.1 - center.y) }
      .max()! + 1
    let pattern = cairo_pattern_create_mesh()!
    let wedges = 180
    for index in 0..<wedges {
      let from = Double(index) / Double(wedges)
      let to = Double(index + 1) / Double(wedges)
      func corner(_ fraction: Double) -> (Double, Double) {
        let angle = fraction * 2 * Double.pi
        return (center.x + reach * cos(angle), center.y + reach * sin(angle))
      }
      let (ax, ay) = corner(from)
      let (bx, by) = corner(to)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, center.x, center.y)
      cairo_mesh_pattern_line_to(pattern, ax, ay)
      cairo_mesh_pattern_line_to(pattern, bx, by)
      cairo_mesh_pattern_line_to(pattern, center.x, center.y)
      let colors = [
        Self.color(at: (from + to) / 2, in: stops), Self.color(at: from, in: stops),
        Self.color(at: to, in: stops), Self.color(at: (from + to) / 2, in: stops),
      ]
      for (corner, color) in colors.enumerated() {
        cairo_mesh_pattern_set_corner_color_rgba(
          pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }

  /// The colour a gradient has at a location: its stops interpolated, the ends padded.
  static func color(at location: Double, in stops: [GradientStop]) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location >= location }!
    let (a, b) = (stops[upper - 1], stops[upper])
    let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return Color(
      red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
      blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
  }
}
