import Glibc
import LayoutCore
import LayoutExpressions

/// A view's drawing transform (`rotation`, `scaleX`, `scaleY`, `translationX`,
/// `translationY` about `transformPivotX`/`Y`, else its centre): it moves what the view
/// draws, never its frame, as in Android. `rotationX` and `rotationY` turn the view about its
/// horizontal and vertical axes as seen from far away, without the camera's perspective:
/// 180 degrees flips it, 90 leaves it edge on.
struct ViewTransform: Equatable {
  /// Degrees, clockwise.
  var rotation = 0.0
  /// Degrees about the horizontal and the vertical axis.
  var rotationX = 0.0
  var rotationY = 0.0
  var scaleX = 1.0
  var scaleY = 1.0
  var translationX = 0.0
  var translationY = 0.0
  /// The point the view turns and scales about, from its top left; nil: its centre.
  var pivotX: Double?
  var pivotY: Double?

  var isIdentity: Bool {
    rotation == 0 && rotationX == 0 && rotationY == 0 && scaleX == 1 && scaleY == 1
      && translationX == 0 && translationY == 0
  }

  /// The attributes it reads, with what each takes.
  static let attributes: [String: String] = [
    "rotation": "a number of degrees such as 45", "rotationX": "a number of degrees such as 180",
    "rotationY": "a number of degrees such as 180", "scaleX": "a factor such as 1.5",
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
      case "rotationX": rotationX = number
      case "rotationY": rotationY = number
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

  /// How much a turn about an axis shortens the view across it, seen from far away: the
  /// cosine, exact at the quarter turns (a half turn flips the view).
  private static func foreshortening(_ degrees: Double) -> Double {
    let quarterTurns = degrees / 90
    if quarterTurns.rounded() == quarterTurns {
      return [1.0, 0, -1, 0][(Int(quarterTurns) % 4 + 4) % 4]
    }
    return cos(degrees * .pi / 180)
  }

  /// The transform as the shared view kind's `transform.*` properties, turning about the
  /// pivot of a view `size` large.
  func values(in size: Size) -> [String: Value] {
    guard !isIdentity else { return [:] }
    let anchor = Point(
      x: size.width > 0 ? (pivotX ?? size.width / 2) / size.width : 0.5,
      y: size.height > 0 ? (pivotY ?? size.height / 2) / size.height : 0.5)
    return [
      "transform.rotation": .number(rotation * .pi / 180),
      "transform.scale.x": .number(scaleX * Self.foreshortening(rotationY)),
      "transform.scale.y": .number(scaleY * Self.foreshortening(rotationX)),
      "transform.translation.x": .number(translationX),
      "transform.translation.y": .number(translationY), "layer.anchorPoint": .point(anchor),
    ]
  }
}
