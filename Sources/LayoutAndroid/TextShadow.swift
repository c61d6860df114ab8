import LayoutCore
import LayoutDisplayList

/// A text view's shadow (`shadowColor`, `shadowDx`, `shadowDy`, `shadowRadius`), as
/// `Paint.setShadowLayer` draws it: the text's shape moved by the offset and blurred by the
/// radius, in the colour, beneath the text. The values are device pixels, as TextView reads
/// them; a radius of 0 draws no shadow at all, as on Android.
struct TextShadow {
  var color = Color(red: 0, green: 0, blue: 0, alpha: 0)
  var dx = 0.0
  var dy = 0.0
  var radius = 0.0

  /// The attributes, and what each takes.
  static let attributes: [String: String] = [
    "shadowColor": "a colour such as #80000000", "shadowDx": "a number of pixels such as 2",
    "shadowDy": "a number of pixels such as 2", "shadowRadius": "a number of pixels such as 4",
  ]

  /// Reads one of `attributes`; false for a value it does not take.
  mutating func read(_ name: String, _ value: String) -> Bool {
    if name == "shadowColor" {
      guard let color = AndroidValues.color(value) else { return false }
      self.color = color
      return true
    }
    guard let number = Double(value), number.isFinite, abs(number) <= 10_000 else {
      return false
    }
    switch name {
    case "shadowDx": dx = number
    case "shadowDy": dy = number
    default: radius = max(number, 0)
    }
    return true
  }

  /// The shadow of `text` drawn at `pixelsPerPoint`, nil when it draws nothing: Skia's blur
  /// for a radius of `r` pixels has a standard deviation of 0.57735·r + 0.5 pixels.
  func item(casting text: DisplayItem, pixelsPerPoint: Double) -> DisplayItem? {
    guard radius > 0, color.alpha > 0 else { return nil }
    let scale = max(pixelsPerPoint, 1e-6)
    return .shadow(
      ShadowItem(
        items: [text], color: color, radius: (0.57735 * radius + 0.5) / scale,
        offset: Size(width: dx / scale, height: dy / scale)))
  }
}
