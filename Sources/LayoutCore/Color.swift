/// A colour with red, green, blue and alpha components from 0 to 1 (sRGB, straight alpha).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)

  /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the leading `#` is required).
  public init?(hex text: some StringProtocol) {
    guard text.first == "#" else { return nil }
    var digits: [Double] = []
    for scalar in text.unicodeScalars.dropFirst() {
      guard let value = Color.hexDigit(scalar) else { return nil }
      digits.append(Double(value))
    }
    let channels: [Double]
    switch digits.count {
    case 3, 4: channels = digits.map { ($0 * 16 + $0) / 255 }
    case 6, 8:
      channels = stride(from: 0, to: digits.count, by: 2).map { (i: Int) -> Double in
        (digits[i] * 16 + digits[i + 1]) / 255
      }
    default: return nil
    }
    self.init(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 1)
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "0"..."9": return Int(scalar.value - 48)
    case "a"..."f": return Int(scalar.value - 87)
    case "A"..."F": return Int(scalar.value - 55)
    default: return nil
    }
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let b = Int(saturating: (min(max(v, 0), 1) * 255).rounded())
      let s = String(b, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? rgb : rgb + byte(alpha)
  }

  public var description: String { hexString }
}
