import LayoutCore
import LayoutDisplayList

/// `<vector>`: paths drawn in a viewport of their own, which is scaled to the bounds the
/// drawable is drawn in (Android's `VectorDrawable`). Colours are read with their alphas and
/// the drawable's tint already applied.
struct VectorDrawable: Sendable {
  /// The drawable's own size (`android:width`, `android:height`).
  var width: Double
  var height: Double
  /// The size of the space the paths are written in.
  var viewportWidth: Double
  var viewportHeight: Double
  /// The whole drawing's opacity (`android:alpha`).
  var alpha = 1.0
  var root = VectorGroup()
}

/// `<group>`: paths, clip paths and groups moved, scaled and turned together.
struct VectorGroup: Sendable {
  /// Where the group's contents go in its parent's space.
  var transform = AffineTransform.identity
  var children: [VectorNode] = []

  /// Android's group matrix: moved so the pivot is at the origin, scaled, rotated (degrees
  /// clockwise), then moved back to the pivot and by the translation.
  static func transform(
    pivot: Point, scaleX: Double, scaleY: Double, rotation: Double, translation: Point
  ) -> AffineTransform {
    AffineTransform.translation(x: -pivot.x, y: -pivot.y)
      .concatenating(.scale(x: scaleX, y: scaleY))
      .concatenating(.rotation(degrees: rotation))
      .concatenating(.translation(x: translation.x + pivot.x, y: translation.y + pivot.y))
  }
}

/// One child of a vector group.
indirect enum VectorNode: Sendable {
  case group(VectorGroup)
  case path(VectorPath)
  /// `<clip-path>`: the siblings after it, and what they hold, are drawn only inside it.
  case clip([PathItem.Element])
}

/// `<path>`: an outline filled and stroked in the viewport's units.
struct VectorPath: Sendable {
  var elements: [PathItem.Element]
  var fill: VectorPaint?
  var stroke: VectorPaint?
  /// In viewport units; scaled with the drawing as Android scales it.
  var strokeWidth = 0.0
  var cap = LineCap.butt
  var join = LineJoin.miter
  var miterLimit = 4.0
  /// `android:fillType="evenOdd"` (Android's default is `nonZero`).
  var evenOdd = false
}

/// A vector path's colour or gradient.
enum VectorPaint: Sendable {
  case color(Color)
  case gradient(VectorGradient)

  /// The paint with each of its colours changed by `change`.
  func mapColors(_ change: (Color) -> Color) -> VectorPaint {
    switch self {
    case .color(let color): return .color(change(color))
    case .gradient(var gradient):
      gradient.stops = gradient.stops.map {
        GradientStop(location: $0.location, color: change($0.color))
      }
      return .gradient(gradient)
    }
  }
}

/// A `<gradient>` given as a vector path's colour (in an `<aapt:attr>`), in viewport units.
struct VectorGradient: Sendable {
  var kind = ShapeGradient.Kind.linear
  var start = Point.zero
  var end = Point.zero
  var center = Point.zero
  var radius = 0.0
  var stops: [GradientStop] = []
}
