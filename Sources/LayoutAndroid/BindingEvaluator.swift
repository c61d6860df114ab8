import LayoutExpressions

/// Evaluates a data-binding expression (`user.name`, `user.age > 18 ? View.VISIBLE :
/// View.GONE`, `first + " " + last`, `title ?? "Untitled"`, `@string/name`) against a
/// render's state (`--state`): paths look up nested objects, and the binding language's
/// literals, `!`, comparisons, `&&`, `||`, `+`, `-`, `*`, `/`, `?:`, `??` and parentheses
/// work as they do in Java; `View.VISIBLE`, `View.INVISIBLE` and `View.GONE` are the
/// visibility values. Method calls, lambdas and anything else give nil: the attribute
/// then takes its `default=`, or is left out.
struct BindingEvaluator {
  let state: [String: Value]
  private var tokens: [Token] = []
  private var position = 0

  enum Token: Equatable {
    case name(String)
    case text(String)
    case number(Double)
    case symbol(String)
  }

  init(state: [String: Value]) {
    self.state = state
  }

  /// The value of an expression, nil when it cannot be evaluated here.
  mutating func evaluate(_ expression: String) -> Value? {
    guard let tokens = Self.tokens(of: expression) else { return nil }
    self.tokens = tokens
    position = 0
    guard let value = ternary(), position == tokens.count else { return nil }
    return value
  }

  /// The text an attribute takes from a value (nil for null).
  static func text(of value: Value) -> String? {
    if case .null = value { return nil }
    return value.description
  }

  // MARK: - Parsing and evaluating

  private mutating func ternary() -> Value? {
    guard let condition = coalescing() else { return nil }
    guard take("?") else { return condition }
    guard let yes = ternary(), take(":"), let no = ternary() else { return nil }
    return Self.isTrue(condition) ? yes : no
  }

  /// `a ?? b`: `b` where `a` is null or not in the state.
  private mutating func coalescing() -> Value? {
    let start = position
    var value = or()
    if value == nil {
      // Skip the operand that could not be evaluated, if a `??` follows it.
      position = start
      var depth = 0
      while position < tokens.count, depth > 0 || !peek("??") {
        if peek("(") { depth += 1 }
        if peek(")") {
          if depth == 0 { break }
          depth -= 1
        }
        position += 1
      }
      guard peek("??") else { return nil }
    }
    while take("??") {
      guard let other = or() else { return nil }
      if value == nil || value == .null { value = other }
    }
    return value
  }

  private mutating func or() -> Value? {
    guard var value = and() else { return nil }
    while take("||") {
      guard let other = and() else { return nil }
      value = .bool(Self.isTrue(value) || Self.isTrue(other))
    }
    return value
  }

  private mutating func and() -> Value? {
    guard var value = comparison() else { return nil }
    while take("&&") {
      guard let other = comparison() else { return nil }
      value = .bool(Self.isTrue(value) && Self.isTrue(other))
    }
    return value
  }

  private mutating func comparison() -> Value? {
    guard let left = sum() else { return nil }
    for symbol in ["==", "!=", ">=", "<=", ">", "<"] where take(symbol) {
      guard let right = sum() else { return nil }
      if symbol == "==" { return .bool(left == right) }
      if symbol == "!=" { return .bool(left != right) }
      guard case .number(let a) = left, case .number(let b) = right else { return nil }
      switch symbol {
      case ">=": return .bool(a >= b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      default: return .bool(a < b)
      }
    }
    return left
  }

  private mutating func sum() -> Value? {
    guard var value = product() else { return nil }
    while let symbol = ["+", "-"].first(where: { peek($0) }) {
      position += 1
      guard let other = product() else { return nil }
      switch (symbol, value, other) {
      case ("+", .number(let a), .number(let b)): value = .number(a + b)
      case ("-", .number(let a), .number(let b)): value = .number(a - b)
      case ("+", _, _):
        guard let a = Self.text(of: value), let b = Self.text(of: other) else { return nil }
        value = .string(a + b)
      default: return nil
      }
    }
    return value
  }

  private mutating func product() -> Value? {
    guard var value = unary() else { return nil }
    while let symbol = ["*", "/"].first(where: { peek($0) }) {
      position += 1
      guard let other = unary(), case .number(let a) = value, case .number(let b) = other
      else { return nil }
      value = .number(symbol == "*" ? a * b : a / b)
    }
    return value
  }

  private mutating func unary() -> Value? {
    if take("!") { return unary().map { .bool(!Self.isTrue($0)) } }
    if take("-") {
      guard case .number(let number)? = unary() else { return nil }
      return .number(-number)
    }
    return primary()
  }

  private mutating func primary() -> Value? {
    guard position < tokens.count else { return nil }
    let token = tokens[position]
    position += 1
    switch token {
    case .text(let text): return .string(text)
    case .number(let number): return .number(number)
    case .symbol("("):
      guard let value = ternary(), take(")") else { return nil }
      return value
    case .name(let name):
      // A call is not evaluated.
      if peek("(") { return nil }
      return lookup(name)
    default: return nil
    }
  }

  /// A name's value: a literal, a visibility constant, a resource, or a path in the state
  /// (nil when it is not there: the binding cannot show it).
  private func lookup(_ name: String) -> Value? {
    switch name {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    case "View.VISIBLE": return .string("visible")
    case "View.INVISIBLE": return .string("invisible")
    case "View.GONE": return .string("gone")
    default: break
    }
    if name.hasPrefix("@") { return .string(name) }
    // A state file's nested objects are read as dotted names (`user.name`).
    if let value = state[name] { return value }
    var parts = name.split(separator: ".").map(String.init)
    guard let first = parts.first, var value = state[first] else { return nil }
    parts.removeFirst()
    for part in parts {
      guard case .object(let fields) = value, let next = fields[part] else { return nil }
      value = next
    }
    return value
  }

  private static func isTrue(_ value: Value) -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .null: return false
    case .number(let number): return number != 0
    case .string(let text): return !text.isEmpty
    default: return true
    }
  }

  private func peek(_ symbol: String) -> Bool {
    position < tokens.count && tokens[position] == .symbol(symbol)
  }

  private mutating func take(_ symbol: String) -> Bool {
    guard peek(symbol) else { return false }
    position += 1
    return true
  }

  // MARK: - Tokens

  /// The tokens of an expression; nil for a character the language here does not have.
  static func tokens(of expression: String) -> [Token]? {
    var tokens: [Token] = []
    let characters = Array(expression)
    var index = 0
    let symbols = [
      "??", "==", "!=", ">=", "<=", "&&", "||", "+", "-", "*", "/", ">", "<", "!",
      "?", ":", "(", ")",
    ]
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "\"" || character == "'" || character == "`" {
        guard let end = characters[(index + 1)...].firstIndex(of: character) else { return nil }
        tokens.append(.text(String(characters[(index + 1)..<end])))
        index = end + 1
      } else if character.isNumber {
        var end = index
        while end < characters.count, characters[end].isNumber || characters[end] == "." {
          end += 1
        }
        guard let number = Double(String(characters[index..<end])) else { return nil }
        tokens.append(.number(number))
        index = end
      } else if character.isLetter || character == "_" || character == "@" {
        // A resource (`@string/name`) runs on past its slash; a path past its dots.
        let allowed = character == "@" ? "_./" : "_."
        var end = index + 1
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber
            || allowed.contains(characters[end])
        {
          end += 1
        }
        tokens.append(.name(String(characters[index..<end])))
        index = end
      } else if let symbol = symbols.first(where: { symbol in
        index + symbol.count <= characters.count
          && String(characters[index..<(index + symbol.count)]) == symbol
      }) {
        tokens.append(.symbol(symbol))
        index += symbol.count
      } else {
        return nil
      }
    }
    return tokens
  }
}
