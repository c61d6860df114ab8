import LayoutCore

/// An Android drawable, as a background, an image view's source or a layer names it: read
/// from a drawable XML file, an image, or a colour.
indirect enum Drawable: Sendable {
  /// A colour over the whole bounds (`ColorDrawable`).
  case color(Color)
  case shape(ShapeDrawable)
  /// `<layer-list>`: each layer drawn over the one before, inset by its own insets.
  case layers([DrawableLayer])
  /// `<selector>`: the first item whose states the view's state matches.
  case selector([StateItem<Drawable>])
  /// `<inset>`: another drawable drawn inside insets.
  case inset(Drawable, EdgeInsets)
  /// `<clip>`: another drawable cut to a share of the bounds.
  case clip(Drawable, ClipDrawable)
  /// An image, or `<bitmap>`.
  case bitmap(BitmapDrawable)
  /// A nine-patch image (`name.9.png`), or `<nine-patch>`.
  case ninePatch(NinePatch)
  /// `<vector>`: paths in a viewport scaled to the bounds.
  case vector(VectorDrawable)
  /// `<rotate>`: another drawable turned about a pivot.
  case rotated(Drawable, RotateDrawable)
  /// `<adaptive-icon>`: its background and foreground layers, enlarged by half and cut to
  /// the icon's mask.
  case adaptiveIcon([Drawable])
  /// `<scale>`: another drawable shrunk by its level (a progress bar's progress).
  case scaled(Drawable, ScaleDrawable)
  /// A `<layer-list>` whose own `paddingLeft`, `paddingEnd`, … replace the padding its layers
  /// give on those sides.
  case padded(Drawable, PaddingOverride)
}

/// The sides of a padding a drawable gives itself (nil: the side its content gives).
struct PaddingOverride: Sendable, Equatable {
  var top: Double?
  var left: Double?
  var bottom: Double?
  var right: Double?

  var isEmpty: Bool { self == PaddingOverride() }

  /// `computed` with the sides given here in its place.
  func applied(to computed: EdgeInsets?) -> EdgeInsets {
    let base = computed ?? EdgeInsets()
    return EdgeInsets(
      top: top ?? base.top, left: left ?? base.left, bottom: bottom ?? base.bottom,
      right: right ?? base.right)
  }
}

/// `<scale>`: how much of the bounds its drawable takes at a level: at level 10000 all of
/// them, at 0 the share `scaleWidth` and `scaleHeight` take away (nil: the axis keeps its
/// length), placed by `gravity`.
struct ScaleDrawable: Sendable {
  var scaleWidth: Double?
  var scaleHeight: Double?
  var gravity = Gravity(horizontal: .start, vertical: .start)
  /// From 0 to 10000; 0 draws nothing.
  var level = 0.0

  /// Where the drawable goes in `bounds`, as Android's `ScaleDrawable.onBoundsChange`
  /// computes it.
  func frame(in bounds: Rect) -> Rect {
    let left = (10000 - min(max(level, 0), 10000)) / 10000
    let width = bounds.width - bounds.width * left * (scaleWidth ?? 0)
    let height = bounds.height - bounds.height * left * (scaleHeight ?? 0)
    let (x, _) = gravity.place(
      width, origin: bounds.x, span: bounds.width,
      axis: gravity.horizontal == .fill ? .start : gravity.horizontal)
    let (y, _) = gravity.place(
      height, origin: bounds.y, span: bounds.height,
      axis: gravity.vertical == .fill ? .start : gravity.vertical)
    return Rect(x: x, y: y, width: width, height: height)
  }
}

/// `<rotate>` at rest: how far its drawable is turned, and about which point.
struct RotateDrawable: Sendable {
  /// Where the pivot is on one axis: a fraction of the bounds or a distance from their start.
  enum Pivot: Sendable {
    case fraction(Double)
    case points(Double)

    func offset(in length: Double) -> Double {
      switch self {
      case .fraction(let fraction): return fraction * length
      case .points(let points): return points
      }
    }
  }

  /// Degrees, clockwise.
  var degrees = 0.0
  var pivotX = Pivot.fraction(0.5)
  var pivotY = Pivot.fraction(0.5)
}

/// `<shape>`: a rectangle, oval, line or ring, filled with a colour or gradient and stroked.
struct ShapeDrawable: Sendable {
  enum Kind: String {
    case rectangle, oval, line, ring
  }

  var kind = Kind.rectangle
  var solid: Color?
  var gradient: ShapeGradient?
  var stroke: ShapeStroke?
  /// Corner radii: top left, top right, bottom right, bottom left.
  var radii = [0.0, 0, 0, 0]
  var padding: EdgeInsets?
  /// `<size>`'s width and height (nil: none, as Android's -1).
  var width: Double?
  var height: Double?
  /// A ring's hole and band: given sizes, else the bounds' width divided by the ratios.
  var innerRadius: Double?
  var innerRadiusRatio = 3.0
  var thickness: Double?
  var thicknessRatio = 9.0
  /// Corners cut straight across instead of rounded (a Material shape's
  /// `cornerFamily="cut"`; an XML `<shape>` has no such corners).
  var cutCorners = false
}

/// `<stroke>`: width, colour and dashes (a dash width of 0 draws a solid line).
struct ShapeStroke: Sendable {
  var width: Double
  var color: Color
  var dashWidth = 0.0
  var dashGap = 0.0
}

/// `<gradient>`: linear along an angle, radial from a centre, or sweeping around it.
struct ShapeGradient: Sendable {
  enum Kind: String {
    case linear, radial, sweep
  }

  var kind = Kind.linear
  /// Degrees counter-clockwise from left-to-right, a multiple of 45.
  var angle = 0.0
  var centerX = 0.5
  var centerY = 0.5
  var startColor = Color.clear
  var centerColor: Color?
  var endColor = Color.clear
  /// A radial gradient's radius: points, or a fraction of the bounds' smaller side.
  var radius = 0.5
  var radiusIsFraction = true
}

/// One layer of a `<layer-list>`: its drawable, inset from the list's bounds, and optionally
/// sized (`width`, `height`) and placed in what is left by `gravity`.
struct DrawableLayer: Sendable {
  var drawable: Drawable
  /// The layer's `android:id` without its prefix (`progress`), by which a view finds it.
  var id: String?
  var insets = EdgeInsets()
  var width: Double?
  var height: Double?
  var gravity: Gravity?

  /// Where the layer is drawn in the room its insets leave, as Android's `LayerDrawable`
  /// places it: an axis without gravity fills the room unless the layer gives a size on it
  /// (then it starts at the left or top); an axis with neither a layer size nor a drawable
  /// size fills; the size is the layer's, else the drawable's own.
  func frame(in room: Rect) -> Rect {
    let own = drawable.intrinsicSize
    let width = self.width ?? own.width
    let height = self.height ?? own.height
    var axes = gravity ?? Gravity()
    if axes.horizontal == .none { axes.horizontal = self.width == nil ? .fill : .start }
    if axes.vertical == .none { axes.vertical = self.height == nil ? .fill : .start }
    if width == nil { axes.horizontal = .fill }
    if height == nil { axes.vertical = .fill }
    let (x, w) = axes.place(
      width ?? room.width, origin: room.x, span: room.width, axis: axes.horizontal)
    let (y, h) = axes.place(
      height ?? room.height, origin: room.y, span: room.height, axis: axes.vertical)
    return Rect(x: x, y: y, width: w, height: h)
  }
}

/// One item of a selector or colour state list: the states it asks for (`state_pressed`
/// true or false) and what it gives.
struct StateItem<Value: Sendable>: Sendable {
  var states: [String: Bool]
  var value: Value

  /// Whether a view in `state` (the states that are true) matches every state asked for.
  func matches(_ state: Set<String>) -> Bool {
    states.allSatisfy { name, wanted in state.contains(name) == wanted }
  }
}

/// `<clip>`: how much of the drawable shows (`level` of 10000) and from which side.
struct ClipDrawable: Sendable {
  var level = 0.0
  var vertical = false
  var gravity = Gravity(horizontal: .start, vertical: .start)
}

/// An image drawn by `<bitmap>` or named directly: placed by gravity (default fill) or
/// repeated by a tile mode.
struct BitmapDrawable: Sendable {
  var key: String
  var size: Size
  var gravity = Gravity(horizontal: .fill, vertical: .fill)
  /// `repeat`, `mirror` or `clamp`; nil: no tiling (`disabled`); `repeat-x` repeats across
  /// only (a progress bar's tiled images).
  var tileMode: String?
  /// A colour the image is drawn in, keeping its opacity (`android:tint`).
  var tint: Color?
}

extension Gravity {
  /// Android's `Gravity.apply` on one axis: where something `length` long goes in `span`
  /// starting at `origin`, or the whole span when it fills.
  func place(_ length: Double, origin: Double, span: Double, axis: GravityAxis) -> (
    Double, Double
  ) {
    switch axis {
    case .fill: return (origin, span)
    case .center: return (origin + (span - length) / 2, length)
    case .end: return (origin + span - length, length)
    case .start, .none: return (origin, length)
    }
  }
}
