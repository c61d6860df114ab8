import LayoutCore
import LayoutExpressions

/// A view's drawing transform (`rotation`, `scaleX`, `scaleY`, `translationX`,
/// `translationY` about `transformPivotX`/`Y`, else its centre): it moves what the view
/// draws, never its frame, as in Android.
struct ViewTransform: Equatable {
  /// Degrees, clockwise.
  var rotation = 0.0
  var scaleX = 1.0
  var scaleY = 1.0
  var translationX = 0.0
  var translationY = 0.0
  /// The point the view turns and scales about, from its top left; nil: its centre.
  var pivotX: Double?
  var pivotY: Double?

  var isIdentity: Bool {
    rotation == 0 && scaleX == 1 && scaleY == 1 && translationX == 0 && translationY == 0
  }

  /// The attributes it reads, with what each takes.
  static let attributes: [String: String] = [
    "rotation": "a number of degrees such as 45", "scaleX": "a factor such as 1.5",
    "scaleY": "a factor such as 1.5", "translationX": "a dimension such as 8dp",
    "translationY": "a dimension such as 8dp", "transformPivotX": "a dimension such as 8dp",
    "transformPivotY": "a dimension such as 8dp",
  ]

  /// Reads one of `attributes` (a `px` length being a device pixel at `pixelsPerPoint`);
  /// false for a value it does not take.
  mutating func read(_ name: String, _ value: String, pixelsPerPoint: Double = 1) -> Bool {
    if name.hasPrefix("rotation") || name.hasPrefix("scale") {
      guard let number = Double(value), number.isFinite, abs(number) <= 1_000_000 else {
        return false
      }
      switch name {
      case "rotation": rotation = number
      case "scaleX": scaleX = number
      default: scaleY = number
      }
      return true
    }
    guard let length = AndroidValues.dimension(value, pixelsPerPoint: pixelsPerPoint),
      length.isFinite
    else { return false }
    switch name {
    case "translationX": translationX = length
    case "translationY": translationY = length
    case "transformPivotX": pivotX = length
    default: pivotY = length
    }
    return true
  }

  /// The transform as the shared view kind's `transform.*` properties, turning about the
  /// pivot of a view `size` large.
  func values(in size: Size) -> [String: Value] {
    guard !isIdentity else { return [:] }
    let anchor = Point(
      x: size.width > 0 ? (pivotX ?? size.width / 2) / size.width : 0.5,
      y: size.height > 0 ? (pivotY ?? size.height / 2) / size.height : 0.5)
    return [
      "transform.rotation": .number(rotation * .pi / 180), "transform.scale.x": .number(scaleX),
      "transform.scale.y": .number(scaleY), "transform.translation.x": .number(translationX),
      "transform.translation.y": .number(translationY), "layer.anchorPoint": .point(anchor),
    ]
  }
}
