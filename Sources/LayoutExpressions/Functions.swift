/// The built-in numeric functions (research §b4).
enum BuiltinFunction: Sendable {
  case unary(@Sendable (Double) -> Double)
  case binary(@Sendable (Double, Double) -> Double)
  /// A function taking at least `minimum` arguments.
  case variadic(minimum: Int, @Sendable ([Double]) -> Double)

  /// The functions available in every expression, by name.
  static let all: [String: BuiltinFunction] = [
    "sqrt": .unary { $0.squareRoot() },
    "floor": .unary { $0.rounded(.down) },
    "ceil": .unary { $0.rounded(.up) },
    "round": .unary { $0.rounded(.toNearestOrAwayFromZero) },
    "cos": .unary(ElementaryMath.cos),
    "acos": .unary(ElementaryMath.acos),
    "sin": .unary(ElementaryMath.sin),
    "asin": .unary(ElementaryMath.asin),
    "tan": .unary(ElementaryMath.tan),
    "atan": .unary(ElementaryMath.atan),
    "abs": .unary { Swift.abs($0) },
    "pow": .binary(ElementaryMath.pow),
    "atan2": .binary(ElementaryMath.atan2),
    "mod": .binary { $0.truncatingRemainder(dividingBy: $1) },
    "max": .variadic(minimum: 2) { $0.max()! },
    "min": .variadic(minimum: 2) { $0.min()! },
  ]

  /// Whether `count` arguments suit this function.
  func accepts(argumentCount count: Int) -> Bool {
    switch self {
    case .unary: return count == 1
    case .binary: return count == 2
    case .variadic(let minimum, _): return count >= minimum
    }
  }

  /// "Function pow() expects 2 arguments", as Expression words it.
  func arityMessage(name: String) -> String {
    switch self {
    case .unary: return "Function \(name)() expects 1 argument"
    case .binary: return "Function \(name)() expects 2 arguments"
    case .variadic(let minimum, _):
      return "Function \(name)() expects at least \(minimum) arguments"
    }
  }
}

/// The color constructors available in color expressions (research §b4, §b6).
enum ColorFunction {
  /// The number of arguments of `rgb` or `rgba`, or nil for other names.
  static func arity(of name: String) -> Int? {
    switch name {
    case "rgb": return 3
    case "rgba": return 4
    default: return nil
    }
  }
}
