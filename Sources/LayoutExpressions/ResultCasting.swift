import LayoutCore

/// Casts an expression's result to its property type (Behaviour.md §b3 "Result casting").
enum ResultCasting {
  /// `value` converted to `type`, or a type error. Strings in color expressions name color
  /// assets, which `context` resolves.
  static func cast(
    _ value: Value, to type: ExpressionType, context: any EvaluationContext, range: SourceRange?
  ) throws(DiagnosticError) -> Value {
    switch type {
    case .number, .length, .dimension:
      guard let number = value.numericValue else { throw incompatible(value, type, range) }
      return .number(number)
    case .bool:
      guard let number = value.numericValue else { throw incompatible(value, type, range) }
      if case .bool = value { return value }
      return .bool(number != 0)
    case .string:
      return .string(value.isNull ? "" : value.description)
    case .color:
      return try castToColor(value, context: context, range: range)
    case .any:
      return value
    case .anyValue:
      guard !value.isNull else { throw incompatible(value, type, range) }
      return value
    case .attributedString:
      switch value {
      case .attributed: return value
      case .null: return .attributed(AttributedText(plain: ""))
      default: return .attributed(AttributedText(plain: value.description))
      }
    case .colors:
      switch value {
      case .color: return .array([value])
      case .array(let elements):
        for element in elements {
          guard case .color = element else { throw incompatible(element, .color, range) }
        }
        return value
      default: throw incompatible(value, type, range)
      }
    case .font:
      guard case .font = value else { throw incompatible(value, type, range) }
      return value
    case .image:
      switch value {
      case .image, .null: return value
      case .string(let name): return .image(name)
      default: throw incompatible(value, type, range)
      }
    case .point, .size, .rect, .insets:
      guard value.typeName == type.expectedTypeName else { throw incompatible(value, type, range) }
      return value
    case .enumeration(_, let cases):
      return try castToEnumeration(value, cases: cases, type: type, range: range)
    }
  }

  /// Whether casting `value` needs the evaluation context (so it cannot happen at compile time).
  static func needsContext(_ value: Value, for type: ExpressionType) -> Bool {
    if case .color = type, case .string = value { return true }
    return false
  }

  private static func castToColor(
    _ value: Value, context: any EvaluationContext, range: SourceRange?
  ) throws(DiagnosticError) -> Value {
    switch value {
    case .color: return value
    case .string(let name):
      // A hex colour given as text (from state, a CSV column) is read as the colour.
      if name.hasPrefix("#"), let color = Color(hex: name) { return .color(color) }
      let asset: Color?
      do { asset = try context.colorAsset(named: name) } catch {
        throw .wrapping(error, at: range)
      }
      guard let asset else {
        throw .expression(
          .expressionValue, "Invalid color name '\(name)'", at: range,
          hints: [
            "a colour in state is {\"$color\": \"#4f46e5\"} or a hex string such as \"#4f46e5\""
          ])
      }
      return .color(asset)
    default:
      throw incompatible(value, .color, range)
    }
  }

  /// Enum values are case names; numbers (raw values) and arrays of case names (option sets)
  /// pass through unchanged.
  private static func castToEnumeration(
    _ value: Value, cases: [String], type: ExpressionType, range: SourceRange?
  ) throws(DiagnosticError) -> Value {
    switch value {
    case .string(let name) where cases.contains(name): return value
    case .number: return value
    case .array(let elements):
      for element in elements {
        guard case .string(let name) = element, cases.contains(name) else {
          throw incompatible(element, type, range)
        }
      }
      return value
    default:
      throw incompatible(value, type, range)
    }
  }

  private static func incompatible(
    _ value: Value, _ type: ExpressionType, _ range: SourceRange?
  ) -> DiagnosticError {
    if value.isNull {
      return .expression(.expressionValue, "Unexpected nil value", at: range)
    }
    return .expression(
      .expressionType,
      "\(value.typeName) is not compatible with expected type \(type.expectedTypeName)",
      at: range)
  }
}
