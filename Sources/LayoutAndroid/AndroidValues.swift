import LayoutCore

/// Android's gravity on one axis: which edge a view is pulled to, centred, stretched, or
/// nothing said.
package enum GravityAxis: Sendable, Equatable {
  case none, start, center, end, fill
}

/// A gravity value (`center_vertical|right`): one pull per axis.
package struct Gravity: Sendable, Equatable {
  package var horizontal: GravityAxis
  package var vertical: GravityAxis

  package init(horizontal: GravityAxis = .none, vertical: GravityAxis = .none) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Android's default for a layout's own gravity and a FrameLayout child's: top, start.
  package static let topStart = Gravity(horizontal: .start, vertical: .start)

  /// Reads `|`-separated tokens; the unknown ones are returned apart. `start` and `end` are
  /// left and right (layouts are left to right).
  package static func parse(_ text: String) -> (gravity: Gravity, unknown: [String]) {
    var gravity = Gravity()
    var unknown: [String] = []
    for token in text.split(separator: "|").map({ $0.trimmingCharacters(in: " ") }) {
      switch token {
      case "left", "start": gravity.horizontal = .start
      case "right", "end": gravity.horizontal = .end
      case "center_horizontal": gravity.horizontal = .center
      case "fill_horizontal": gravity.horizontal = .fill
      case "top": gravity.vertical = .start
      case "bottom": gravity.vertical = .end
      case "center_vertical": gravity.vertical = .center
      case "fill_vertical": gravity.vertical = .fill
      case "center": (gravity.horizontal, gravity.vertical) = (.center, .center)
      case "fill": (gravity.horizontal, gravity.vertical) = (.fill, .fill)
      case "clip_horizontal", "clip_vertical": continue
      default: unknown.append(token)
      }
    }
    return (gravity, unknown)
  }
}

/// A `layout_width` or `layout_height`.
package enum SizeParam: Sendable, Equatable {
  case matchParent
  case wrapContent
  case exactly(Double)
}

/// Android's value syntaxes: dimensions, colours and booleans.
package enum AndroidValues {
  /// Points per unit, at the density the renderer lays out at (160 dpi: 1 dp = 1 pt); `px`,
  /// a device pixel, is a point only at mdpi (`dimension(_:pixelsPerPoint:)` divides it).
  static let units: [String: Double] = [
    "": 1, "dp": 1, "dip": 1, "sp": 1, "px": 1, "pt": 160.0 / 72, "in": 160, "mm": 160 / 25.4,
  ]

  /// A dimension (`12dp`, `14sp`, `3px`, `10`) in points, a `px` being one device pixel at
  /// `pixelsPerPoint` pixels a point (a third of a point at xxhdpi); nil when it is not a
  /// number with a known unit.
  package static func dimension(_ text: String, pixelsPerPoint: Double = 1) -> Double? {
    let trimmed = text.trimmingCharacters(in: " ")
    // Units are ASCII letters; a number holds none but an exponent's `e`, which no unit
    // allows after it either.
    let bytes = trimmed.utf8
    let unitStart =
      bytes.firstIndex { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
      ?? bytes.endIndex
    let unit = String(trimmed[unitStart...])
    guard let number = Double(trimmed[..<unitStart]), number.isFinite, let scale = units[unit]
    else { return nil }
    return unit == "px" ? number / max(pixelsPerPoint, 1e-6) : number * scale
  }

  /// `match_parent`, `fill_parent`, `wrap_content` or a dimension.
  package static func sizeParam(_ text: String, pixelsPerPoint: Double = 1) -> SizeParam? {
    sizeKeyword(text)
      ?? dimension(text, pixelsPerPoint: pixelsPerPoint).map { .exactly(max(0, $0)) }
  }

  /// The platform's `default_gap` (8dp), the gap GridLayout's default margins halve.
  static let defaultGridGap = 8.0

  /// `match_parent` (or its old name `fill_parent`) or `wrap_content`; nil for anything else.
  static func sizeKeyword(_ text: String) -> SizeParam? {
    switch text {
    case "match_parent", "fill_parent": .matchParent
    case "wrap_content": .wrapContent
    default: nil
    }
  }

  /// The platform's colours a layout may name as `@android:color/name`.
  static let platformColors: [String: String] = [
    "transparent": "#00000000", "white": "#ffffffff", "black": "#ff000000",
    "darker_gray": "#aaaaaa", "background_dark": "#ff000000", "background_light": "#ffffffff",
    "holo_blue_light": "#ff33b5e5", "holo_blue_dark": "#ff0099cc", "holo_blue_bright": "#ff00ddff",
    "holo_green_light": "#ff99cc00", "holo_green_dark": "#ff669900",
    "holo_red_light": "#ffff4444", "holo_red_dark": "#ffcc0000",
    "holo_orange_light": "#ffffbb33", "holo_orange_dark": "#ffff8800", "holo_purple": "#ffaa66cc",
  ]

  /// A colour literal: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first, as Android
  /// writes it), or one of the platform's colours (`@android:color/white`).
  /// A colour written as `#AARRGGBB`, its alpha multiplied by each of `factors` (each
  /// within 0…1), as a colour state list item's `android:alpha` multiplies its colour's.
  static func text(of color: Color, alphaTimes factors: [Double] = []) -> String {
    let alpha = factors.reduce(color.alpha) { $0 * min(max($1, 0), 1) }
    func byte(_ component: Double) -> String {
      let value = String(Int((component * 255).rounded()), radix: 16)
      return value.count == 1 ? "0" + value : value
    }
    return "#" + [alpha, color.red, color.green, color.blue].map(byte).joined()
  }

  package static func color(_ text: String) -> Color? {
    var trimmed = text.trimmingCharacters(in: " ")
    let platform = "@android:color/"
    if trimmed.hasPrefix(platform) {
      guard let value = platformColors[String(trimmed.dropFirst(platform.count))] else {
        return nil
      }
      trimmed = value
    }
    // `#` and up to eight hexadecimal digits, read byte by byte.
    var value: UInt32 = 0
    var digits = 0
    guard trimmed.utf8.first == UInt8(ascii: "#") else { return nil }
    for byte in trimmed.utf8.dropFirst() {
      guard digits < 8, let digit = hexadecimalDigit(byte) else { return nil }
      value = value << 4 | digit
      digits += 1
    }
    func nibble(_ shift: UInt32) -> Double { Double((value >> shift) & 0xF) / 15 }
    func byte(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
    switch digits {
    case 3: return Color(red: nibble(8), green: nibble(4), blue: nibble(0))
    case 4: return Color(red: nibble(8), green: nibble(4), blue: nibble(0), alpha: nibble(12))
    case 6: return Color(red: byte(16), green: byte(8), blue: byte(0))
    case 8: return Color(red: byte(16), green: byte(8), blue: byte(0), alpha: byte(24))
    default: return nil
    }
  }

  private static func hexadecimalDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// `true` or `false`; nil for anything else.
  package static func bool(_ text: String) -> Bool? {
    switch text.trimmingCharacters(in: " ") {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }
}

extension String {
  /// The string without leading and trailing characters of `set`.
  func trimmingCharacters(in set: String) -> String {
    // Most values have nothing to trim: neither end is an ASCII character of the set.
    if let head = utf8.first, let tail = utf8.last, head < 0x80, tail < 0x80,
      !set.utf8.contains(head), !set.utf8.contains(tail)
    {
      return self
    }
    guard let first = firstIndex(where: { !set.contains($0) }),
      let last = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension Substring {
  func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
