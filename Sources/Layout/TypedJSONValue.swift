import LayoutCore
import LayoutExpressions

/// `$`-keyed typed values in state and constants JSON: `{"$color": "#f00"}`,
/// `{"$font": "Courier 20"}`, `{"$image": "a.png"}`, `{"$attributed": "<b>hi</b>"}`,
/// `{"$point": [x, y]}`,
/// `{"$size": [w, h]}`, `{"$rect": [x, y, w, h]}`, `{"$insets": [top, left, bottom, right]}`.
enum TypedJSONValue {
  static let kinds = [
    "$color", "$font", "$image", "$attributed", "$point", "$size", "$rect", "$insets",
  ]

  /// The typed value, nil when `json` is not a one-member object with a `$` key, or an error
  /// naming the key when it is malformed.
  static func decode(_ json: JSONValue, key: String) throws(DiagnosticError) -> Value? {
    guard case .object(let members) = json, members.count == 1, let (kind, payload) = members.first,
      kind.hasPrefix("$")
    else { return nil }
    guard let value = try value(kind: kind, payload) else {
      throw DiagnosticError(
        .error, code: .invalidJSON,
        message: "Invalid \(kind) value for '\(key)'",
        hints: ["typed values: " + kinds.joined(separator: ", ")])
    }
    return value
  }

  private static func value(kind: String, _ payload: JSONValue) throws(DiagnosticError) -> Value? {
    switch (kind, payload) {
    case ("$color", .string(let text)): return try evaluate(text, as: .color)
    case ("$font", .string(let text)): return try evaluate(text, as: .font)
    case ("$image", .string(let name)): return .image(name)
    case ("$attributed", .string(let html)): return try evaluate(html, as: .attributedString)
    case ("$point", _):
      return numbers(payload, count: 2).map { .point(Point(x: $0[0], y: $0[1])) }
    case ("$size", _):
      return numbers(payload, count: 2).map { .size(Size(width: $0[0], height: $0[1])) }
    case ("$rect", _):
      return numbers(payload, count: 4).map {
        .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]))
      }
    case ("$insets", _):
      return numbers(payload, count: 4).map {
        .insets(EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]))
      }
    default: return nil
    }
  }

  private static func numbers(_ json: JSONValue, count: Int) -> [Double]? {
    guard case .array(let elements) = json, elements.count == count else { return nil }
    let numbers = elements.compactMap { element -> Double? in
      if case .number(let number) = element { return number }
      return nil
    }
    return numbers.count == count ? numbers : nil
  }

  private static func evaluate(_ text: String, as type: ExpressionType) throws(DiagnosticError)
    -> Value?
  {
    let expression = try ExpressionCompiler.compile(
      text, as: type, at: SourceLocation(line: 1, column: 1))
    if let constant = expression.constantValue { return constant }
    // A font whose family could contain keywords is left for the renderer's families; state is
    // read before there is a renderer, so such a font is read by the grammar alone.
    guard case .font = type, expression.isConstant else { return nil }
    return try expression.evaluate(in: NoSymbols())
  }

  /// A context with no symbols and no font families.
  private struct NoSymbols: EvaluationContext {
    func value(of symbol: String) throws -> Value? { nil }
    func percentReference(_ axis: PercentAxis) throws -> Double { 0 }
    func autoSize(_ axis: PercentAxis) throws -> Double { 0 }
  }
}
