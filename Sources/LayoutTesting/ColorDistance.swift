#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour as pixelmatch sees it: sRGB channels from 0 to 255, after any blending of a
/// semi-transparent pixel over its background, so possibly fractional.
struct BlendedColor {
  var red: Double
  var green: Double
  var blue: Double
  /// Whether the channels are whole numbers (an opaque pixel), so tables can convert them.
  var isWhole: Bool
}

/// Pixelmatch's colour measures: the OKLab HyAB distance between two colours, YIQ brightness,
/// and the background that semi-transparent pixels are blended over.
enum ColorDistance {
  /// sRGB channel value (0–255) to linear light, for whole channel values.
  private static let linearTable: [Double] = (0..<256).map { linear(Double($0)) }

  /// The HyAB distance in OKLab: the lightness difference (on OKLab's toe-corrected lightness
  /// scale) plus the Euclidean distance in the a–b plane.
  static func hyab(_ first: BlendedColor, _ second: BlendedColor) -> Double {
    let one = oklab(first)
    let two = oklab(second)
    let chroma = ((one.a - two.a) * (one.a - two.a) + (one.b - two.b) * (one.b - two.b))
      .squareRoot()
    return abs(toe(one.lightness) - toe(two.lightness)) + chroma
  }

  /// YIQ luma of a colour, on the 0–255 scale.
  static func brightness(_ color: BlendedColor) -> Double {
    brightness(red: color.red, green: color.green, blue: color.blue)
  }

  /// YIQ luma, on the 0–255 scale.
  static func brightness(red: Double, green: Double, blue: Double) -> Double {
    red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
  }

  /// The background behind the pixel at `index` (in pixels): a fixed pseudo-random pattern of
  /// dark and light channels when `checkerboard` is set, else white.
  static func background(pixel index: Int, checkerboard: Bool) -> BlendedColor {
    guard checkerboard else { return BlendedColor(red: 255, green: 255, blue: 255, isWhole: true) }
    let offset = Double(index * 4)
    func level(_ divisor: Double) -> Double {
      48 + 159 * Double(Int((offset / divisor).rounded(.down)) % 2)
    }
    return BlendedColor(
      red: level(1), green: level(1.618033988749895), blue: level(2.618033988749895),
      isWhole: true)
  }

  /// The colour of straight-alpha RGBA bytes blended over `background`.
  static func blend(
    _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8, over background: BlendedColor
  ) -> BlendedColor {
    guard alpha < 255 else {
      return BlendedColor(red: Double(red), green: Double(green), blue: Double(blue), isWhole: true)
    }
    let opacity = Double(alpha) / 255
    func mix(_ channel: UInt8, _ behind: Double) -> Double {
      behind + (Double(channel) - behind) * opacity
    }
    return BlendedColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), isWhole: false)
  }

  private struct Lab {
    var lightness: Double
    var a: Double
    var b: Double
  }

  private static func oklab(_ color: BlendedColor) -> Lab {
    let red: Double
    let green: Double
    let blue: Double
    if color.isWhole {
      red = linearTable[Int(color.red)]
      green = linearTable[Int(color.green)]
      blue = linearTable[Int(color.blue)]
    } else {
      red = linear(color.red)
      green = linear(color.green)
      blue = linear(color.blue)
    }
    let long = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
    let medium = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
    let short = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
    return Lab(
      lightness: 0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short,
      a: 1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short,
      b: 0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short)
  }

  /// Ottosson's toe: remaps OKLab lightness so that dark steps weigh like CIELAB's.
  private static func toe(_ lightness: Double) -> Double {
    let k1 = 0.206
    let k2 = 0.03
    let k3 = (1 + k1) / (1 + k2)
    let shifted = k3 * lightness - k1
    return 0.5 * (shifted + (shifted * shifted + 4 * k2 * k3 * lightness).squareRoot())
  }

  /// The sRGB transfer function inverted: a channel (0–255) to linear light (0–1).
  private static func linear(_ channel: Double) -> Double {
    let unit = channel / 255
    return unit <= 0.04045 ? unit / 12.92 : pow((unit + 0.055) / 1.055, 2.4)
  }
}
