import LayoutCore

/// The background a Material Components view draws itself (`MaterialShapeDrawable`) instead
/// of a `background` drawable: a rounded rectangle in its fill colour (`backgroundTint`,
/// `chipBackgroundColor`), with a stroke, inset from the view's bounds (a button's
/// `insetTop`/`insetBottom`, a chip's touch target), as the libraries draw buttons, chips and
/// floating action buttons.
struct MaterialShape: Sendable {
  /// A corner's size: a length, or half the shorter side (`50%`: a pill, or a circle).
  enum Corner: Sendable, Equatable {
    case length(Double)
    case pill
  }

  var fill: Color?
  var corner = Corner.length(0)
  /// `cornerFamily="cut"`: corners cut straight across.
  var cut = false
  var strokeColor: Color?
  var strokeWidth = 0.0
  var insets = EdgeInsets()
  /// A chip's least height (`chipMinHeight`) and the touch target it is centred in.
  var minHeight: Double?
  var touchTarget: Double?

  /// Reads a corner: `50%` or a dimension (a `px` one a device pixel at `pixelsPerPoint`); nil
  /// for anything else.
  static func corner(_ text: String, pixelsPerPoint: Double = 1) -> Corner? {
    if text == "50%" { return .pill }
    return AndroidValues.dimension(text, pixelsPerPoint: pixelsPerPoint).map {
      .length(max($0, 0))
    }
  }

  /// The drawable: the shape inside the insets. A pill's corners are as large as the bounds
  /// allow, which the painter limits to half the shorter side.
  func drawable(fill: Color?) -> Drawable {
    var shape = ShapeDrawable()
    shape.solid = fill ?? self.fill
    let radius: Double =
      switch corner {
      case .length(let length): length
      case .pill: .greatestFiniteMagnitude
      }
    shape.radii = [radius, radius, radius, radius]
    shape.cutCorners = cut
    if let strokeColor, strokeWidth > 0 {
      shape.stroke = ShapeStroke(width: strokeWidth, color: strokeColor)
    }
    return insets == EdgeInsets() ? .shape(shape) : .inset(.shape(shape), insets)
  }
}
