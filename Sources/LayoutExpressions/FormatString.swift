import LayoutCore

/// printf-style formatting for string values called as functions (Behaviour.md §b4):
/// `'Hello %s'('World')`, `strings.Title(name, count)`.
///
/// Supports `%%`, positional arguments (`%1$@`), flags `-`, `+`, `0`, width, precision,
/// length modifiers (ignored), and the conversions `d i u x X o c f F e E g G s @`.
struct FormatString {
  private struct Placeholder {
    var argumentIndex: Int
    var leftAlign = false
    var plusSign = false
    var zeroPad = false
    var width = 0
    var precision: Int?
    var conversion: Unicode.Scalar = "@"
  }

  private enum Piece {
    case text(String)
    case placeholder(Placeholder)
  }

  private let format: String
  private var pieces: [Piece] = []

  init(_ format: String) {
    self.format = format
    parsePieces()
  }

  /// The formatted text, or an error about the argument count or types.
  func apply(to arguments: [Value], range: SourceRange?) throws(DiagnosticError) -> String {
    try checkCount(arguments.count, range: range)
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text): result += text
      case .placeholder(let placeholder):
        result += try render(placeholder, arguments[placeholder.argumentIndex], range: range)
      }
      result = try TextLimit.checked(result, at: range)
    }
    return result
  }

  // MARK: - Parsing

  private mutating func parsePieces() {
    let scalars = Array(format.unicodeScalars)
    var index = 0
    var nextArgument = 0
    var text = ""
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "%", index < scalars.count else {
        text.unicodeScalars.append(scalar)
        continue
      }
      if scalars[index] == "%" {
        text += "%"
        index += 1
        continue
      }
      guard var placeholder = Self.parsePlaceholder(scalars, &index, nextArgument) else {
        text.unicodeScalars.append(scalar)
        continue
      }
      if placeholder.argumentIndex < 0 {
        placeholder.argumentIndex = nextArgument
        nextArgument += 1
      }
      pieces.append(.text(text))
      text = ""
      pieces.append(.placeholder(placeholder))
    }
    pieces.append(.text(text))
  }

  /// Parses the part after `%`; the argument index is -1 when not positional.
  private static func parsePlaceholder(
    _ scalars: [Unicode.Scalar], _ index: inout Int, _ nextArgument: Int
  ) -> Placeholder? {
    var placeholder = Placeholder(argumentIndex: -1)
    let start = index
    if let position = scanNumber(scalars, &index), index < scalars.count, scalars[index] == "$" {
      placeholder.argumentIndex = position - 1
      index += 1
    } else {
      index = start
    }
    scanFlags(scalars, &index, into: &placeholder)
    placeholder.width = scanNumber(scalars, &index) ?? 0
    if index < scalars.count, scalars[index] == "." {
      index += 1
      placeholder.precision = scanNumber(scalars, &index) ?? 0
    }
    while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
    guard index < scalars.count, "diuxXocfFeEgGs@".unicodeScalars.contains(scalars[index]) else {
      index = start
      return nil
    }
    placeholder.conversion = scalars[index]
    index += 1
    return placeholder
  }

  private static func scanFlags(
    _ scalars: [Unicode.Scalar], _ index: inout Int, into placeholder: inout Placeholder
  ) {
    while index < scalars.count {
      switch scalars[index] {
      case "-": placeholder.leftAlign = true
      case "+": placeholder.plusSign = true
      case "0": placeholder.zeroPad = true
      case " ", "#": break
      default: return
      }
      index += 1
    }
  }

  private static func scanNumber(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Int? {
    var value: Int?
    while index < scalars.count, let digit = CharacterClass.hexValue(scalars[index]),
      CharacterClass.isDigit(scalars[index]), (value ?? 0) < 10_000
    {
      value = (value ?? 0) * 10 + digit
      index += 1
    }
    return value
  }

  // MARK: - Rendering

  private func checkCount(_ count: Int, range: SourceRange?) throws(DiagnosticError) {
    let expected = pieces.reduce(0) { maximum, piece in
      guard case .placeholder(let placeholder) = piece else { return maximum }
      return max(maximum, placeholder.argumentIndex + 1)
    }
    guard count != expected else { return }
    let quantity = count > expected ? "Too many" : "Too few"
    throw .expression(
      .expressionType,
      "\(quantity) arguments (\(count)) for format string '\(format)'", at: range)
  }

  private func render(
    _ placeholder: Placeholder, _ argument: Value, range: SourceRange?
  ) throws(DiagnosticError) -> String {
    let body: String
    switch placeholder.conversion {
    case "s", "@": body = argument.description
    default:
      guard let number = argument.numericValue else {
        let expected = "diuxXoc".unicodeScalars.contains(placeholder.conversion) ? "Int" : "Double"
        throw .expression(
          .expressionType,
          "Type mismatch for argument #\(placeholder.argumentIndex + 1): "
            + "'\(argument.typeName)' vs '\(expected)'", at: range)
      }
      body = Self.renderNumber(number, placeholder)
    }
    return Self.pad(body, placeholder)
  }

  private static func renderNumber(_ number: Double, _ placeholder: Placeholder) -> String {
    var text: String
    let integer = truncated(number)
    switch placeholder.conversion {
    case "d", "i", "u": text = String(integer)
    case "x": text = String(integer, radix: 16)
    case "X": text = String(integer, radix: 16, uppercase: true)
    case "o": text = String(integer, radix: 8)
    case "c": text = Unicode.Scalar(UInt32(clamping: integer)).map { String($0) } ?? ""
    case "f", "F": text = fixed(number, precision: placeholder.precision ?? 6)
    default: text = formatNumber(number)
    }
    if placeholder.plusSign, number >= 0 { text = "+" + text }
    return text
  }

  /// `number` truncated toward zero and clamped to the Int64 range (NaN gives 0).
  private static func truncated(_ number: Double) -> Int64 {
    guard !number.isNaN else { return 0 }
    if number >= 9.2e18 { return .max }
    if number <= -9.2e18 { return .min }
    return Int64(number)
  }

  private static func pad(_ text: String, _ placeholder: Placeholder) -> String {
    let missing = placeholder.width - text.count
    guard missing > 0 else { return text }
    if placeholder.leftAlign { return text + String(repeating: " ", count: missing) }
    guard placeholder.zeroPad, placeholder.conversion != "s", placeholder.conversion != "@" else {
      return String(repeating: " ", count: missing) + text
    }
    let sign = text.first == "-" || text.first == "+" ? String(text.first!) : ""
    return sign + String(repeating: "0", count: missing) + text.dropFirst(sign.count)
  }

  /// `number` with exactly `precision` decimals, rounded half away from zero.
  static func fixed(_ number: Double, precision: Int) -> String {
    guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
    let digits = min(max(precision, 0), 15)
    var scale: UInt64 = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(number) * Double(scale)).rounded()
    guard scaled < 9e18 else { return String(number) }
    let units = UInt64(scaled)
    var text = String(units / scale)
    if digits > 0 {
      let fraction = String(units % scale)
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return number < 0 && units != 0 ? "-" + text : text
  }
}
