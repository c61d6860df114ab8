import LayoutCore
import LayoutDisplayList

/// What a card (AndroidX's `CardView`, Material's `MaterialCardView`) draws, from the
/// libraries' documented defaults: a rounded background in `cardBackgroundColor` (the theme's
/// floating background, white in a light theme, `#424242` in a dark one), `cardCornerRadius`
/// (2dp; 4dp for a Material card), a `strokeColor` border `strokeWidth` wide, the shadow of
/// its `cardElevation` (2dp; 1dp), and its `contentPadding` around its children.
struct CardParts: Sendable {
  var isMaterial = false
  var background: Color?
  var radius: Double?
  var elevation: Double?
  var strokeColor: Color?
  var strokeWidth = 0.0
  /// `contentPadding` and its sides (nil: not given).
  var contentPadding = PaddingOverride()

  /// The card's background drawable, its colour `floating` unless it gives one.
  func drawable(floating: Color) -> Drawable {
    var shape = ShapeDrawable()
    shape.solid = background ?? floating
    let radius = self.radius ?? (isMaterial ? 4 : 2)
    shape.radii = [radius, radius, radius, radius]
    if let strokeColor, strokeWidth > 0 {
      shape.stroke = ShapeStroke(width: strokeWidth, color: strokeColor)
    }
    return .shape(shape)
  }

  /// How high the card floats, which its shadow shows.
  var shownElevation: Double { elevation ?? (isMaterial ? 1 : 2) }
}

extension Drawable {
  /// The shadow a view floating `elevation` above its parent casts with this background, as
  /// Android's light from above the screen casts it: a soft shade moved down by half the
  /// elevation and blurred by as much, in `color` (black) at 28% of its opacity.
  func elevationShadow(_ elevation: Double, color: Color? = nil, in bounds: Rect)
    -> [DisplayItem]
  {
    guard elevation > 0 else { return [] }
    let items = items(in: bounds)
    guard !items.isEmpty else { return [] }
    var shade = color ?? Color(red: 0, green: 0, blue: 0)
    shade.alpha *= 0.28
    return [
      .shadow(
        ShadowItem(
          items: items, color: shade, radius: elevation * 0.6,
          offset: Size(width: 0, height: elevation / 2)))
    ]
  }
}
