import LayoutCore
import LayoutDisplayList

extension Drawable {
  /// The drawable a view in `state` shows: each selector replaced by its first matching
  /// item (nothing when none matches), inside layers, insets and clips too.
  func resolved(for state: Set<String>) -> Drawable? {
    switch self {
    case .selector(let items):
      return items.first { $0.matches(state) }?.value.resolved(for: state)
    case .layers(let layers):
      return .layers(
        layers.compactMap { layer in
          layer.drawable.resolved(for: state).map {
            var resolved = layer
            resolved.drawable = $0
            return resolved
          }
        })
    case .inset(let inner, let insets): return inner.resolved(for: state).map { .inset($0, insets) }
    case .clip(let inner, let clip): return inner.resolved(for: state).map { .clip($0, clip) }
    case .rotated(let inner, let rotation):
      return inner.resolved(for: state).map { .rotated($0, rotation) }
    case .adaptiveIcon(let layers):
      return .adaptiveIcon(layers.compactMap { $0.resolved(for: state) })
    case .scaled(let inner, let scale): return inner.resolved(for: state).map { .scaled($0, scale) }
    case .padded(let inner, let own): return inner.resolved(for: state).map { .padded($0, own) }
    default: return self
    }
  }

  /// The padding the drawable gives a view it is the background of (nil: none): a shape's
  /// `<padding>`, a nine-patch's content box, an inset's insets plus its drawable's, the
  /// layers' paddings added up (Android's nested padding mode).
  var padding: EdgeInsets? {
    switch self {
    case .shape(let shape): return shape.padding
    case .ninePatch(let patch): return patch.drawnPadding
    case .inset(let inner, let insets): return (inner.padding ?? EdgeInsets()).adding(insets)
    case .clip(let inner, _), .rotated(let inner, _), .scaled(let inner, _): return inner.padding
    case .padded(let inner, let own): return own.applied(to: inner.padding)
    case .layers(let layers):
      let paddings = layers.compactMap(\.drawable.padding)
      return paddings.isEmpty ? nil : paddings.reduce(EdgeInsets()) { $0.adding($1) }
    case .color, .bitmap, .selector, .vector, .adaptiveIcon: return nil
    }
  }

  /// The drawable's own size on each axis, when it has one (Android's intrinsic width and
  /// height): a shape's `<size>`, an image's, a layer list's largest layer with its insets.
  var intrinsicSize: (width: Double?, height: Double?) {
    switch self {
    case .shape(let shape): return (shape.width, shape.height)
    case .bitmap(let bitmap): return (bitmap.size.width, bitmap.size.height)
    case .ninePatch(let patch): return (patch.drawnSize.width, patch.drawnSize.height)
    case .inset(let inner, let insets):
      let size = inner.intrinsicSize
      return (
        size.width.map { $0 + insets.left + insets.right },
        size.height.map { $0 + insets.top + insets.bottom }
      )
    case .clip(let inner, _), .rotated(let inner, _), .scaled(let inner, _), .padded(let inner, _):
      return inner.intrinsicSize
    case .layers(let layers):
      let sizes = layers.map { Drawable.inset($0.drawable, $0.insets).intrinsicSize }
      return (sizes.compactMap(\.width).max(), sizes.compactMap(\.height).max())
    case .vector(let vector): return (vector.width, vector.height)
    case .adaptiveIcon(let layers):
      // The layers are drawn half as large again as the icon: its size is two thirds of theirs.
      let sizes = layers.map(\.intrinsicSize)
      return (
        sizes.compactMap(\.width).max().map { $0 * 2 / 3 },
        sizes.compactMap(\.height).max().map { $0 * 2 / 3 }
      )
    case .color, .selector: return (nil, nil)
    }
  }

  /// The display items that draw the drawable over `bounds`.
  func items(in bounds: Rect) -> [DisplayItem] {
    guard bounds.width > 0, bounds.height > 0 else { return [] }
    switch self {
    case .color(let color):
      return color.alpha > 0 ? [.fill(bounds, cornerRadius: 0, color: color)] : []
    case .shape(let shape): return ShapePainter(shape: shape).items(in: bounds)
    case .layers(let layers):
      // Nested padding: each layer sits inside the padding of the layers below it.
      var items: [DisplayItem] = []
      var nested = EdgeInsets()
      for layer in layers {
        let room = bounds.inset(by: nested.adding(layer.insets))
        items += layer.drawable.items(in: layer.frame(in: room))
        if let padding = layer.drawable.padding { nested = nested.adding(padding) }
      }
      return items
    case .selector: return []
    case .inset(let inner, let insets): return inner.items(in: bounds.inset(by: insets))
    case .clip(let inner, let clip): return Self.clipped(inner, clip, in: bounds)
    case .bitmap(let bitmap): return BitmapPainter(bitmap: bitmap).items(in: bounds)
    case .ninePatch(let patch): return patch.items(in: bounds)
    case .vector(let vector): return VectorPainter(vector: vector).items(in: bounds)
    case .rotated(let inner, let rotation): return Self.rotated(inner, rotation, in: bounds)
    case .adaptiveIcon(let layers): return Self.adaptiveIcon(layers, in: bounds)
    case .scaled(let inner, let scale):
      return scale.level > 0 ? inner.items(in: scale.frame(in: bounds)) : []
    case .padded(let inner, _): return inner.items(in: bounds)
    }
  }

  /// The drawable with every colour it paints in the tint's, keeping its opacity (Android's
  /// default tint mode, source-in): a view's `tint` or `backgroundTint`.
  func tinted(by tint: Color) -> Drawable {
    switch self {
    case .color(let color): return .color(color.tinted(by: tint))
    case .shape(var shape):
      DrawableReader.tint(&shape, with: tint)
      return .shape(shape)
    case .layers(let layers):
      return .layers(
        layers.map { layer in
          var tinted = layer
          tinted.drawable = layer.drawable.tinted(by: tint)
          return tinted
        })
    case .selector(let items):
      return .selector(items.map { StateItem(states: $0.states, value: $0.value.tinted(by: tint)) })
    case .inset(let inner, let insets): return .inset(inner.tinted(by: tint), insets)
    case .clip(let inner, let clip): return .clip(inner.tinted(by: tint), clip)
    case .bitmap(var bitmap):
      bitmap.tint = tint
      return .bitmap(bitmap)
    case .ninePatch(var patch):
      patch.tint = tint
      return .ninePatch(patch)
    case .vector(var vector):
      vector.root = DrawableReader.tinted(vector.root, with: tint)
      return .vector(vector)
    case .rotated(let inner, let rotation): return .rotated(inner.tinted(by: tint), rotation)
    case .adaptiveIcon(let layers): return .adaptiveIcon(layers.map { $0.tinted(by: tint) })
    case .scaled(let inner, let scale): return .scaled(inner.tinted(by: tint), scale)
    case .padded(let inner, let own): return .padded(inner.tinted(by: tint), own)
    }
  }

  /// The drawable with its layer `id` in the tint's colour (a progress bar's `progress`
  /// layer in `progressTint`); without such a layer, the whole drawable when `orWhole`, else
  /// the drawable as it is, as `ProgressBar` finds its tint targets.
  func tinted(by tint: Color, layer id: String, orWhole: Bool) -> Drawable {
    if case .padded(let inner, let own) = self {
      return .padded(inner.tinted(by: tint, layer: id, orWhole: orWhole), own)
    }
    guard case .layers(let layers) = self, layers.contains(where: { $0.id == id }) else {
      return orWhole ? tinted(by: tint) : self
    }
    return .layers(
      layers.map { layer in
        guard layer.id == id else { return layer }
        var tinted = layer
        tinted.drawable = layer.drawable.tinted(by: tint)
        return tinted
      })
  }

  /// The drawable at `level` (0 to 10000): its scale and clip drawables show that share,
  /// inside layers, selectors and insets too.
  func leveled(_ level: Double) -> Drawable {
    switch self {
    case .scaled(let inner, var scale):
      scale.level = level
      return .scaled(inner.leveled(level), scale)
    case .clip(let inner, var clip):
      clip.level = level
      return .clip(inner.leveled(level), clip)
    case .layers(let layers):
      return .layers(
        layers.map { layer in
          var leveled = layer
          leveled.drawable = layer.drawable.leveled(level)
          return leveled
        })
    case .selector(let items):
      return .selector(items.map { StateItem(states: $0.states, value: $0.value.leveled(level)) })
    case .inset(let inner, let insets): return .inset(inner.leveled(level), insets)
    case .rotated(let inner, let rotation): return .rotated(inner.leveled(level), rotation)
    case .padded(let inner, let own): return .padded(inner.leveled(level), own)
    default: return self
    }
  }

  /// The drawable with the layer `id` at `level` (a progress bar's `progress` layer); a
  /// drawable that is not a layer list takes the level whole, as `ProgressBar` sets it.
  func leveled(_ level: Double, layer id: String) -> Drawable {
    if case .padded(let inner, let own) = self {
      return .padded(inner.leveled(level, layer: id), own)
    }
    guard case .layers(let layers) = self, layers.contains(where: { $0.id == id }) else {
      return leveled(level)
    }
    return .layers(
      layers.map { layer in
        guard layer.id == id else { return layer }
        var leveled = layer
        leveled.drawable = layer.drawable.leveled(level)
        return leveled
      })
  }

  /// `<rotate>`: the drawable over the bounds, turned about the pivot.
  private static func rotated(_ inner: Drawable, _ rotation: RotateDrawable, in bounds: Rect)
    -> [DisplayItem]
  {
    let items = inner.items(in: bounds)
    guard rotation.degrees.truncatingRemainder(dividingBy: 360) != 0 else { return items }
    let pivot = Point(
      x: bounds.x + rotation.pivotX.offset(in: bounds.width),
      y: bounds.y + rotation.pivotY.offset(in: bounds.height))
    let turn = AffineTransform.translation(x: -pivot.x, y: -pivot.y)
      .concatenating(.rotation(degrees: rotation.degrees))
      .concatenating(.translation(x: pivot.x, y: pivot.y))
    return [.group(DisplayGroup(transform: turn, opacity: 1, items: items, label: "rotate"))]
  }

  /// `<adaptive-icon>` as a launcher draws it: each layer over bounds half as large again
  /// about the same centre, the whole cut to a circle (the platform's default icon mask).
  private static func adaptiveIcon(_ layers: [Drawable], in bounds: Rect) -> [DisplayItem] {
    let layerBounds = Rect(
      x: bounds.x - bounds.width / 4, y: bounds.y - bounds.height / 4,
      width: bounds.width * 1.5, height: bounds.height * 1.5)
    let items = layers.flatMap { $0.items(in: layerBounds) }
    guard !items.isEmpty else { return [] }
    return [
      .group(
        DisplayGroup(
          transform: .identity, opacity: 1, clipPath: PathItem.ellipse(in: bounds), items: items,
          label: "adaptive-icon"))
    ]
  }

  /// `<clip>`: the drawable drawn over the bounds, shown only on `level / 10000` of them,
  /// from the side the gravity names.
  private static func clipped(_ inner: Drawable, _ clip: ClipDrawable, in bounds: Rect)
    -> [DisplayItem]
  {
    let share = min(max(clip.level / 10000, 0), 1)
    guard share > 0 else { return [] }
    let width = clip.vertical ? bounds.width : bounds.width * share
    let height = clip.vertical ? bounds.height * share : bounds.height
    let (x, _) = clip.gravity.place(
      width, origin: bounds.x, span: bounds.width,
      axis: clip.vertical ? .fill : clip.gravity.horizontal)
    let (y, _) = clip.gravity.place(
      height, origin: bounds.y, span: bounds.height,
      axis: clip.vertical ? clip.gravity.vertical : .fill)
    let shown = Rect(x: x, y: y, width: width, height: height)
    return [
      .group(
        DisplayGroup(
          transform: .identity, opacity: 1, clip: shown, items: inner.items(in: bounds),
          label: "clip"))
    ]
  }
}

extension EdgeInsets {
  /// Both insets added side by side.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}
