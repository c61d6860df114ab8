import LayoutCore
import LayoutDisplayList

/// Draws a vector drawable over bounds as Android's `VectorDrawable` does: the viewport is
/// scaled to the bounds (each axis on its own), each group's matrix applies to what it holds,
/// and a stroke's width grows with the smaller of the two scales and with its groups'.
struct VectorPainter {
  let vector: VectorDrawable

  func items(in bounds: Rect) -> [DisplayItem] {
    let scaleX = bounds.width / vector.viewportWidth
    let scaleY = bounds.height / vector.viewportHeight
    let viewport = AffineTransform(
      a: scaleX, b: 0, c: 0, d: scaleY, tx: bounds.x, ty: bounds.y)
    let items = self.items(
      of: vector.root, inside: .identity, viewport: viewport, strokeScale: min(scaleX, scaleY))
    guard vector.alpha < 1 else { return items }
    return [
      .group(
        DisplayGroup(transform: .identity, opacity: vector.alpha, items: items, label: "vector"))
    ]
  }

  /// A group's items; `outer` is the groups' matrix it sits in, in viewport units.
  private func items(
    of group: VectorGroup, inside outer: AffineTransform, viewport: AffineTransform,
    strokeScale: Double
  ) -> [DisplayItem] {
    let stacked = group.transform.concatenating(outer)
    return items(
      of: group.children[...], stacked: stacked, viewport: viewport, strokeScale: strokeScale)
  }

  /// The items of a group's children; a clip path holds the children after it.
  private func items(
    of children: ArraySlice<VectorNode>, stacked: AffineTransform, viewport: AffineTransform,
    strokeScale: Double
  ) -> [DisplayItem] {
    let placed = stacked.concatenating(viewport)
    var items: [DisplayItem] = []
    for (index, child) in zip(children.indices, children) {
      switch child {
      case .group(let inner):
        items += self.items(
          of: inner, inside: stacked, viewport: viewport, strokeScale: strokeScale)
      case .path(let path):
        if let item = pathItem(
          path, placed: placed, strokeScale: strokeScale * Self.matrixScale(stacked))
        {
          items.append(.path(item))
        }
      case .clip(let outline):
        let rest = self.items(
          of: children[(index + 1)...], stacked: stacked, viewport: viewport,
          strokeScale: strokeScale)
        guard !rest.isEmpty else { return items }
        items.append(
          .group(
            DisplayGroup(
              transform: .identity, opacity: 1, clipPath: outline.map { $0.applying(placed) },
              items: rest, label: "clip-path")))
        return items
      }
    }
    return items
  }

  private func pathItem(_ path: VectorPath, placed: AffineTransform, strokeScale: Double)
    -> PathItem?
  {
    let width = path.strokeWidth * strokeScale
    let stroke = path.stroke.flatMap { paint -> PathStroke? in
      guard width > 0, case .color(let color) = paint else { return nil }
      return PathStroke(
        width: width, color: color, cap: path.cap, join: path.join, miterLimit: path.miterLimit)
    }
    let fill = path.fill.map { Self.paint($0, placed: placed) }
    guard fill != nil || stroke != nil, !path.elements.isEmpty else { return nil }
    return PathItem(
      elements: path.elements.map { $0.applying(placed) }, evenOdd: path.evenOdd, fill: fill,
      stroke: stroke)
  }

  private static func paint(_ paint: VectorPaint, placed: AffineTransform) -> PathPaint {
    switch paint {
    case .color(let color): return .color(color)
    case .gradient(let gradient):
      switch gradient.kind {
      case .linear:
        return .linear(
          from: gradient.start.applying(placed), to: gradient.end.applying(placed),
          stops: gradient.stops)
      case .radial:
        let scale = abs(placed.a * placed.d - placed.b * placed.c).squareRoot()
        return .radial(
          center: gradient.center.applying(placed), radius: gradient.radius * scale,
          stops: gradient.stops)
      case .sweep:
        return .sweep(center: gradient.center.applying(placed), stops: gradient.stops)
      }
    }
  }

  /// How much a group matrix scales a stroke, as Android measures it: the area its unit
  /// vectors span over the longer of them (0 when it flattens the plane).
  static func matrixScale(_ matrix: AffineTransform) -> Double {
    let longer = max(
      (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot(),
      (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot())
    guard longer > 0 else { return 0 }
    return abs(matrix.a * matrix.d - matrix.b * matrix.c) / longer
  }
}

extension Point {
  /// The point moved by a transform.
  func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension PathItem.Element {
  /// The step with its points moved by a transform.
  func applying(_ transform: AffineTransform) -> PathItem.Element {
    switch self {
    case .move(let point): return .move(point.applying(transform))
    case .line(let point): return .line(point.applying(transform))
    case .curve(let first, let second, let end):
      return .curve(
        first.applying(transform), second.applying(transform), end.applying(transform))
    case .close: return .close
    }
  }
}
