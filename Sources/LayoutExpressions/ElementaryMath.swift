/// Elementary functions in pure Swift (the module may not import Foundation or C libm).
///
/// Each reduces its argument to a small interval and sums a short series; results are within a
/// few units in the last place, which is ample for layout arithmetic.
enum ElementaryMath {
  private static let halfPiHigh = 1.5707963267341256
  private static let halfPiLow = 6.077100506506192e-11
  private static let ln2High = 0.6931471803691238
  private static let ln2Low = 1.9082149292705877e-10

  static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, r) = reduceByHalfPi(x)
    switch quadrant {
    case 0: return sinSeries(r)
    case 1: return cosSeries(r)
    case 2: return -sinSeries(r)
    default: return -cosSeries(r)
    }
  }

  static func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, r) = reduceByHalfPi(x)
    switch quadrant {
    case 0: return cosSeries(r)
    case 1: return -sinSeries(r)
    case 2: return -cosSeries(r)
    default: return sinSeries(r)
    }
  }

  static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

  static func atan(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x < 0 { return -atan(-x) }
    if x > 1 { return Double.pi / 2 - atan(1 / x) }
    if x > 0.4142135623730950 { return Double.pi / 4 + atanSeries((x - 1) / (x + 1)) }
    return atanSeries(x)
  }

  static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    if x > 0 { return atan(y / x) }
    if x < 0 { return y.sign == .minus ? atan(y / x) - Double.pi : atan(y / x) + Double.pi }
    if y == 0 { return x.sign == .minus ? (y.sign == .minus ? -Double.pi : Double.pi) : y }
    return y > 0 ? Double.pi / 2 : -Double.pi / 2
  }

  static func asin(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return atan2(x, (1 - x * x).squareRoot())
  }

  static func acos(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return atan2((1 - x * x).squareRoot(), x)
  }

  static func pow(_ base: Double, _ exponent: Double) -> Double {
    if exponent == 0 { return 1 }
    if base.isNaN || exponent.isNaN { return .nan }
    if exponent == exponent.rounded(), abs(exponent) <= 1_073_741_824 {
      let magnitude = integerPower(base, Int(abs(exponent)))
      return exponent < 0 ? 1 / magnitude : magnitude
    }
    if base < 0 { return .nan }
    if base == 0 { return exponent > 0 ? 0 : .infinity }
    return exp(exponent * log(base))
  }

  static func exp(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let k = (x / (ln2High + ln2Low)).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    var term = 1.0
    var sum = 1.0
    for n in 1...14 {
      term *= r / Double(n)
      sum += term
    }
    return scale(sum, byPowerOfTwo: Int(k))
  }

  static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return .infinity }
    var exponent = Int(x.exponent)
    var mantissa = x.significand
    if mantissa > 1.4142135623730951 {
      mantissa /= 2
      exponent += 1
    }
    let s = (mantissa - 1) / (mantissa + 1)
    return Double(exponent) * ln2High + (Double(exponent) * ln2Low + 2 * atanhSeries(s))
  }

  // MARK: - Series

  private static func reduceByHalfPi(_ x: Double) -> (Int, Double) {
    let k = (x / (Double.pi / 2)).rounded()
    let r = (x - k * halfPiHigh) - k * halfPiLow
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return ((quadrant + 4) % 4, r)
  }

  private static func sinSeries(_ r: Double) -> Double {
    var term = r
    var sum = r
    let square = r * r
    for n in stride(from: 2, through: 20, by: 2) {
      term *= -square / Double(n * (n + 1))
      sum += term
    }
    return sum
  }

  private static func cosSeries(_ r: Double) -> Double {
    var term = 1.0
    var sum = 1.0
    let square = r * r
    for n in stride(from: 1, through: 19, by: 2) {
      term *= -square / Double(n * (n + 1))
      sum += term
    }
    return sum
  }

  private static func atanSeries(_ x: Double) -> Double {
    let square = x * x
    var power = x
    var sum = x
    for n in 1...24 {
      power *= -square
      sum += power / Double(2 * n + 1)
    }
    return sum
  }

  private static func atanhSeries(_ s: Double) -> Double {
    let square = s * s
    var power = s
    var sum = s
    for n in 1...12 {
      power *= square
      sum += power / Double(2 * n + 1)
    }
    return sum
  }

  private static func integerPower(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    var factor = base
    var remaining = exponent
    while remaining > 0 {
      if remaining & 1 == 1 { result *= factor }
      factor *= factor
      remaining >>= 1
    }
    return result
  }

  private static func scale(_ value: Double, byPowerOfTwo power: Int) -> Double {
    var result = value
    var remaining = power
    while remaining > 1000 {
      result *= Double(sign: .plus, exponent: 1000, significand: 1)
      remaining -= 1000
    }
    while remaining < -1000 {
      result *= Double(sign: .plus, exponent: -1000, significand: 1)
      remaining += 1000
    }
    return result * Double(sign: .plus, exponent: remaining, significand: 1)
  }
}
