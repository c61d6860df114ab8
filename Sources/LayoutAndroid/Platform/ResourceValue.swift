/// A resource's value in one configuration (`ResTable_entry`): one typed value, or a bag of
/// values keyed by attribute (a style, an attribute's enum or flag values, an array, plurals).
package enum ResourceValue: Sendable, Equatable {
  /// A value such as a colour, a dimension, a string or a reference.
  case simple(TypedValue)
  /// A bag: the resource it inherits from (a style's parent), if any, and its items in the
  /// order the table holds them (by attribute id).
  case bag(parent: UInt32?, items: [BagItem])

  /// One item of a bag: the attribute (or, in arrays and plurals, the key) it sets and its
  /// value.
  package struct BagItem: Sendable, Equatable {
    /// The attribute's resource id (`ResTable_map.name`).
    package var attribute: UInt32
    /// The item's value.
    package var value: TypedValue

    /// An item setting `attribute` to `value`.
    package init(attribute: UInt32, value: TypedValue) {
      self.attribute = attribute
      self.value = value
    }
  }

  /// The value a bag sets for `attribute`, or nil (also for a simple value).
  package func item(_ attribute: UInt32) -> TypedValue? {
    guard case .bag(_, let items) = self else { return nil }
    return items.first { $0.attribute == attribute }?.value
  }
}

/// A typed value (`Res_value`): the value of a simple resource, a bag item or a compiled XML
/// attribute.
package enum TypedValue: Sendable, Equatable, CustomStringConvertible {
  /// `@null`: no value (an undefined value, or a reference to resource 0).
  case null
  /// `@empty`: a value explicitly empty.
  case empty
  /// `@type/name`: another resource, by id (dynamic references included).
  case reference(UInt32)
  /// `?attr/name`: the value of a theme attribute, by the attribute's id.
  case attribute(UInt32)
  /// A string (style spans are not kept).
  case string(String)
  /// A floating-point number.
  case float(Float)
  /// A dimension: the number as written (`16.5`, the shortest decimal the compiled form
  /// encodes) and its unit: `px`, `dp`, `sp`, `pt`, `in` or `mm`.
  case dimension(Double, unit: String)
  /// A fraction, as a fraction (0.5 for `50%`), of the base (`%`) or of the parent (`%p`).
  case fraction(Double, relativeToParent: Bool)
  /// An integer, written in decimal or hexadecimal.
  case integer(Int32)
  /// `true` or `false`.
  case boolean(Bool)
  /// A colour as ARGB8888 (the `#RGB`, `#ARGB` and `#RRGGBB` forms expanded).
  case color(UInt32)

  /// The text an Android values file would hold, but with resource ids in hexadecimal
  /// (`@0x01080000`) where `ResourceTable.text(of:)` writes their names; colours as
  /// `#aarrggbb` in lowercase.
  package var description: String {
    switch self {
    case .null: "@null"
    case .empty: "@empty"
    case .reference(let id): "@0x" + Hexadecimal.text(id)
    case .attribute(let id): "?0x" + Hexadecimal.text(id)
    case .string(let text): text
    case .float(let number): number.description
    case .dimension(let number, let unit): DecimalText.text(number) + unit
    case .fraction(let number, let parent):
      DecimalText.text(number * 100, fractionDigits: 6) + (parent ? "%p" : "%")
    case .integer(let number): String(number)
    case .boolean(let flag): flag ? "true" : "false"
    case .color(let argb): "#" + Hexadecimal.text(argb)
    }
  }
}

extension TypedValue {
  /// The value of a `Res_value` with data type `type` and data `data`, its strings taken from
  /// `strings`; nil for a data type Android does not define.
  static func decode(
    type: UInt8, data: UInt32, strings: ResourceStringPool
  ) throws(PlatformResourceError) -> TypedValue? {
    switch type {
    case 0x00: return data == 1 ? .empty : .null
    case 0x01, 0x07: return data == 0 ? .null : .reference(data)
    case 0x02, 0x08: return .attribute(data)
    case 0x03: return .string(try strings.string(at: Int(data)))
    case 0x04: return .float(Float(bitPattern: data))
    case 0x05: return dimension(data)
    case 0x06:
      return .fraction(ComplexNumber.value(of: data), relativeToParent: data & 0xF == 1)
    case 0x12: return .boolean(data != 0)
    case 0x1C...0x1F: return .color(expandedColor(data, type: type))
    case 0x10...0x1F: return .integer(Int32(bitPattern: data))
    default: return nil
    }
  }

  /// The dimension a complex value encodes; nil for an unknown unit.
  private static func dimension(_ data: UInt32) -> TypedValue? {
    let units = ["px", "dp", "sp", "pt", "in", "mm"]
    let unit = Int(data & 0xF)
    guard unit < units.count else { return nil }
    return .dimension(ComplexNumber.value(of: data), unit: units[unit])
  }

  /// A colour as ARGB8888: the opaque forms (`#RGB`, `#RRGGBB`) made opaque, and a short form
  /// still in four hexadecimal digits (Android's compilers widen them) widened, each digit
  /// doubled.
  private static func expandedColor(_ data: UInt32, type: UInt8) -> UInt32 {
    let isShortForm = type == 0x1E || type == 0x1F
    var argb = data
    if isShortForm, data <= 0xFFFF, !hasDoubledDigits(data) {
      argb = 0
      for digit in 0..<4 {
        let nibble = data >> (4 * UInt32(digit)) & 0xF
        argb |= (nibble << 4 | nibble) << (8 * UInt32(digit))
      }
    }
    return type == 0x1D || type == 0x1F ? argb | 0xFF00_0000 : argb
  }

  /// Whether every byte of `argb` repeats its digit, as a widened `#ARGB` colour does.
  private static func hasDoubledDigits(_ argb: UInt32) -> Bool {
    (0..<4).allSatisfy { byte in
      let value = argb >> (8 * UInt32(byte)) & 0xFF
      return value >> 4 == value & 0xF
    }
  }
}

/// Android's complex numbers (dimensions and fractions): a signed 24-bit mantissa in the top
/// bits, the position of its binary point in bits 4-5 (23p0, 16p7, 8p15 or 0p23), the unit
/// in bits 0-3.
enum ComplexNumber {
  /// The number of fraction bits of each radix.
  private static let fractionBits = [0, 7, 15, 23]

  /// The number `data` encodes, as the shortest decimal that encodes to the same bits.
  static func value(of data: UInt32) -> Double {
    let mantissa = Int(Int32(bitPattern: data & 0xFFFF_FF00) >> 8)
    let bits = fractionBits[Int(data >> 4 & 0x3)]
    let exact = Double(mantissa) / Double(1 << bits)
    for digits in 0...8 {
      let scale = power(10, digits)
      let candidate = (exact * scale).rounded() / scale
      if encodedMagnitude(abs(candidate), fractionBits: bits) == abs(mantissa) {
        return candidate
      }
    }
    return exact
  }

  /// The mantissa magnitude Android's compiler writes for `value` with the given radix: the
  /// value rounded to 23 fraction bits, then truncated to the radix.
  private static func encodedMagnitude(_ value: Double, fractionBits bits: Int) -> Int {
    let scaled = (value * Double(1 << 23) + 0.5).rounded(.down)
    guard scaled < Double(Int64.max / 2) else { return -1 }
    return Int(scaled) >> (23 - bits) & 0xFF_FFFF
  }

  private static func power(_ base: Double, _ exponent: Int) -> Double {
    (0..<exponent).reduce(1) { result, _ in result * base }
  }
}

/// Decimal text without exponents: `16` for an integral value, `16.5` otherwise.
enum DecimalText {
  /// `value` with at most `fractionDigits` digits after the point, trailing zeros dropped.
  static func text(_ value: Double, fractionDigits: Int = 8) -> String {
    let digits = min(max(fractionDigits, 0), 15)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let magnitude = (abs(value) * Double(scale)).rounded()
    guard value.isFinite, magnitude < 9e18 else { return value.description }
    let scaled = Int64(magnitude)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    let whole = String(scaled / scale)
    guard digits > 0 else { return sign + whole }
    var fraction = String(scaled % scale)
    fraction = String(repeating: "0", count: digits - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
  }
}
