import LayoutCore
import LayoutDisplayList

/// A Material Components progress indicator (`LinearProgressIndicator`,
/// `CircularProgressIndicator`) as the library measures and draws it at rest, not the
/// platform bar it extends: a track and the indicator over it, with Material 3's gap
/// between them, rounded ends and a linear track's stop dot when its style gives them.
/// Sizes are in points; colours come from the style (the theme's `colorPrimary`).
struct MaterialIndicator: Sendable {
  enum Shape: Sendable { case linear, circular }

  var shape: Shape
  /// A ring's outer diameter, and the room around it.
  var indicatorSize = 40.0
  var indicatorInset = 4.0
  var trackThickness = 4.0
  var indicatorColor = Color(red: 0x62 / 255, green: 0, blue: 0xEE / 255)
  /// The track's colour; nil for the indicator's at the theme's disabled alpha, as
  /// `BaseProgressIndicatorSpec` takes it when the style gives none.
  var trackColor: Color?
  /// The alpha of that default (`android:disabledAlpha`).
  var disabledAlpha = 0.26
  /// The ends' rounding: nil for square ends, `.pill` for half the thickness.
  var trackCorner: MaterialShape.Corner?
  var gap = 0.0
  /// A linear track's dot at its end, in the indicator's colour (Material 3).
  var stopIndicatorSize = 0.0
  /// Which way a bar fills (`indicatorDirectionLinear`): from the start (`startToEnd`, the
  /// default), from the end, or from a side whatever the layout's direction.
  var linearDirection = "startToEnd"
  /// Whether a ring fills anticlockwise (`indicatorDirectionCircular="counterclockwise"`).
  var anticlockwise = false

  init(shape: Shape) {
    self.shape = shape
  }

  /// The indicator a tag is, if it is one of the library's (or an app's class named after
  /// one).
  static func shape(of tag: String) -> Shape? {
    switch LibraryViews.named(tag) {
    case "LinearProgressIndicator": .linear
    case "CircularProgressIndicator": .circular
    default: nil
    }
  }

  /// The size the indicator asks for without padding: a ring's diameter and inset, a bar's
  /// thickness (its width is what its parent gives).
  var contentSize: Size {
    switch shape {
    case .circular:
      let side = indicatorSize + 2 * indicatorInset
      return Size(width: side, height: side)
    case .linear: return Size(width: 0, height: trackThickness)
    }
  }

  private var cornerRadius: Double {
    switch trackCorner {
    case nil: 0
    case .pill?: trackThickness / 2
    case .length(let length)?: min(length, trackThickness / 2)
    }
  }

  private var track: Color {
    trackColor
      ?? Color(
        red: indicatorColor.red, green: indicatorColor.green, blue: indicatorColor.blue,
        alpha: indicatorColor.alpha * disabledAlpha)
  }

  /// The items in a view of `size` with `padding`, the indicator at `fraction` (0 to 1) of
  /// the track, from its start (the right in a right-to-left layout). An indeterminate
  /// indicator is drawn as its animation starts: a ring's head 20° behind the top with no
  /// track, a bar's track alone.
  func items(
    in size: Size, padding: EdgeInsets, fraction: Double, indeterminate: Bool, rightToLeft: Bool
  ) -> [DisplayItem] {
    let box = Rect(origin: .zero, size: size).inset(by: padding)
    guard box.width > 0, box.height > 0 else { return [] }
    let rightToLeft =
      switch linearDirection {
      case "endToStart": !rightToLeft
      case "leftToRight": false
      case "rightToLeft": true
      default: rightToLeft
      }
    switch (shape, indeterminate) {
    case (.circular, true): return mirrored(spinnerStart(in: box), in: box)
    case (.circular, false):
      return mirrored(ring(in: box, fraction: min(max(fraction, 0), 1)), in: box)
    case (.linear, true):
      var plain = self
      plain.stopIndicatorSize = 0
      return plain.bar(in: box, fraction: 0, rightToLeft: rightToLeft)
    case (.linear, false):
      return bar(in: box, fraction: min(max(fraction, 0), 1), rightToLeft: rightToLeft)
    }
  }

  /// A ring's items turned the other way, when it fills anticlockwise: reflected across its
  /// vertical middle line.
  private func mirrored(_ items: [DisplayItem], in box: Rect) -> [DisplayItem] {
    guard anticlockwise else { return items }
    let middle = box.x + box.width / 2
    func reflect(_ point: Point) -> Point { Point(x: 2 * middle - point.x, y: point.y) }
    return items.map { item in
      guard case .path(var path) = item else { return item }
      path.elements = path.elements.map { element in
        switch element {
        case .move(let point): .move(reflect(point))
        case .line(let point): .line(reflect(point))
        case .curve(let one, let two, let end): .curve(reflect(one), reflect(two), reflect(end))
        case .close: .close
        }
      }
      return .path(path)
    }
  }

  /// The first frame of the ring's indeterminate animation (`CircularIndeterminate…`
  /// `AnimatorDelegate` at time 0): the indicator from 20° before the top to the top.
  private func spinnerStart(in box: Rect) -> [DisplayItem] {
    let diameter = min(indicatorSize, box.width, box.height)
    let radius = (diameter - trackThickness) / 2
    guard radius > 0 else { return [] }
    let center = Point(x: box.x + box.width / 2, y: box.y + box.height / 2)
    let ends = cornerRadius * 180 / (Double.pi * radius)
    return arc(center, radius, start: -20 + ends, sweep: max(20 - 2 * ends, 0.01), indicatorColor)
  }

  /// The ring, centred in the box, the indicator clockwise from the top.
  private func ring(in box: Rect, fraction: Double) -> [DisplayItem] {
    let diameter = min(indicatorSize, box.width, box.height)
    let radius = (diameter - trackThickness) / 2
    guard radius > 0 else { return [] }
    let center = Point(x: box.x + box.width / 2, y: box.y + box.height / 2)
    // The gap and rounded ends are arc lengths, turned into degrees along the middle line.
    let degreesPerPoint = 180 / (Double.pi * radius)
    let gap = fraction > 0 && fraction < 1 ? self.gap * degreesPerPoint : 0
    let ends = cornerRadius * degreesPerPoint
    var items: [DisplayItem] = []
    let indicatorSweep = fraction * 360
    let trackSweep = 360 - indicatorSweep - 2 * gap
    if trackSweep > 0, track.alpha > 0 {
      // A whole ring has no ends to round.
      let whole = trackSweep >= 360
      let start = indicatorSweep + gap + (whole ? 0 : ends)
      items += arc(center, radius, start: start, sweep: trackSweep - (whole ? 0 : 2 * ends), track)
    }
    if indicatorSweep > 0 {
      let whole = indicatorSweep >= 360
      items += arc(
        center, radius, start: whole ? 0 : ends,
        sweep: whole ? 360 : max(indicatorSweep - 2 * ends, 0.01), indicatorColor)
    }
    return items
  }

  /// A stroke along the middle of the ring; a whole turn is a closed circle.
  private func arc(_ center: Point, _ radius: Double, start: Double, sweep: Double, _ color: Color)
    -> [DisplayItem]
  {
    var elements = CircleArc(center: center, radius: radius, start: start, sweep: sweep)
      .elements()
    guard !elements.isEmpty else { return [] }
    if sweep >= 360 { elements.append(.close) }
    return [
      .path(
        PathItem(
          elements: elements,
          stroke: PathStroke(
            width: trackThickness, color: color, cap: cornerRadius > 0 ? .round : .butt)))
    ]
  }

  /// The bar, centred across the box: the indicator from the start, then the gap, the track
  /// and its stop dot.
  private func bar(in box: Rect, fraction: Double, rightToLeft: Bool) -> [DisplayItem] {
    let height = min(trackThickness, box.height)
    let y = box.y + (box.height - height) / 2
    let radius = min(cornerRadius, height / 2)
    let indicatorLength = box.width * fraction
    let gap = fraction > 0 && fraction < 1 ? self.gap : 0
    var segments: [(from: Double, to: Double, color: Color)] = []
    if indicatorLength > 0 { segments.append((0, indicatorLength, indicatorColor)) }
    if indicatorLength + gap < box.width, track.alpha > 0 {
      segments.append((indicatorLength + gap, box.width, track))
    }
    var items = segments.map { segment in
      DisplayItem.fill(
        placed(from: segment.from, to: segment.to, in: box, y: y, height: height, rightToLeft),
        cornerRadius: radius, color: segment.color)
    }
    if stopIndicatorSize > 0, fraction < 1 {
      let side = min(stopIndicatorSize, height)
      let end = box.width - (height - side) / 2
      items.append(
        .fill(
          placed(
            from: end - side, to: end, in: box, y: y + (height - side) / 2, height: side,
            rightToLeft),
          cornerRadius: radius > 0 ? side / 2 : 0, color: indicatorColor))
    }
    return items
  }

  /// A stretch of the bar from `from` to `to` along it, as a rectangle in the view.
  private func placed(
    from: Double, to: Double, in box: Rect, y: Double, height: Double, _ rightToLeft: Bool
  ) -> Rect {
    let x = rightToLeft ? box.maxX - to : box.x + from
    return Rect(x: x, y: y, width: to - from, height: height)
  }
}
