import Glibc

/// The built-in numeric functions (Behaviour.md §b4), from the C maths library.
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
    "cos": .unary { cos($0) },
    "acos": .unary { acos($0) },
    "sin": .unary { sin($0) },
    "asin": .unary { asin($0) },
    "tan": .unary { tan($0) },
    "atan": .unary { atan($0) },
    "abs": .unary { Swift.abs($0) },
    "pow": .binary { pow($0, $1) },
    "atan2": .binary { atan2($0, $1) },
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

/// The color constructors available in color expressions (Behaviour.md §b4, §b6).
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
