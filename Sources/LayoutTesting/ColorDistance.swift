import Glibc

/// A colour as pixelmatch sees it: sRGB channels from 0 to 255, after any blending of a
/// semi-transparent pixel over its background, so possibly fractional.
struct BlendedColor {
  var red: Double
  var green: Double
  var blue: Double
  /// Whether the channels are whole numbers (an opaque pixel), so tables convert them exactly.
  var isWhole: Bool
}

/// How two colours differ in OKLab: lightness on the toe-corrected scale (positive when the
/// first colour is lighter), and the a and b axes.
struct ColorDifference {
  var lightness: Double
  var a: Double
  var b: Double

  /// Whether the HyAB distance, |ΔL| + √(Δa² + Δb²), is within `threshold`; 1 is the distance
  /// from black to white. Compared without a square root, and never within a threshold of 0.
  func isWithin(_ threshold: Double) -> Bool {
    let rest = threshold - abs(lightness)
    return rest > 0 && a * a + b * b <= rest * rest
  }
}

/// Pixelmatch's colour measures: OKLab differences with interpolated tables for the sRGB
/// transfer function and the cube root (so the counts match pixelmatch's to the pixel), YIQ
/// brightness, and the background that semi-transparent pixels are blended over.
enum ColorDistance {
  /// sRGB channel value (0–255) to linear light at whole values; the extra last entry lets
  /// interpolation reach 255.
  private static let linearTable: [Double] = (0...256).map { linear(Double(min($0, 255))) }
  /// Steps of the cube-root table over 0…1.
  private static let cubeRootSteps = 4096
  /// Cube roots at `cubeRootSteps` even steps from 0 to 1, and one beyond.
  private static let cubeRootTable: [Double] = (0...cubeRootSteps + 1).map {
    cbrt(Double($0) / Double(cubeRootSteps))
  }

  /// The OKLab difference between two colours.
  static func difference(_ first: BlendedColor, _ second: BlendedColor) -> ColorDifference {
    let one = cones(first)
    let two = cones(second)
    let long = one.long - two.long
    let medium = one.medium - two.medium
    let short = one.short - two.short
    return ColorDifference(
      lightness: toe(one.lightness) - toe(two.lightness),
      a: 1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short,
      b: 0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short)
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
    let opacity = Double(alpha)
    func mix(_ channel: UInt8, _ behind: Double) -> Double {
      (Double(channel) * opacity + behind * (255 - opacity)) / 255
    }
    return BlendedColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), isWhole: false)
  }

  /// The cube roots of a colour's cone responses (OKLab's l', m', s') and its OKLab lightness.
  private struct Cones {
    var long: Double
    var medium: Double
    var short: Double

    var lightness: Double { 0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short }
  }

  private static func cones(_ color: BlendedColor) -> Cones {
    let red = linearLight(color.red, isWhole: color.isWhole)
    let green = linearLight(color.green, isWhole: color.isWhole)
    let blue = linearLight(color.blue, isWhole: color.isWhole)
    return Cones(
      long: cubeRoot(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue),
      medium: cubeRoot(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue),
      short: cubeRoot(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue))
  }

  /// A channel (0–255) in linear light, from the table, interpolated between whole values.
  private static func linearLight(_ channel: Double, isWhole: Bool) -> Double {
    let index = Int(channel)
    if isWhole { return linearTable[index] }
    let below = linearTable[index]
    return below + (linearTable[index + 1] - below) * (channel - Double(index))
  }

  /// The cube root of a value in 0…1, interpolated in the table.
  private static func cubeRoot(_ value: Double) -> Double {
    let position = max(value, 0) * Double(cubeRootSteps)
    let index = min(Int(position), cubeRootSteps)
    let below = cubeRootTable[index]
    return below + (cubeRootTable[index + 1] - below) * (position - Double(index))
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
