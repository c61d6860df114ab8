import LayoutCore

/// Array and string subscripts, by index or by range (Behaviour.md §b4).
///
/// Errors name the subscript as Expression does: `array items[]` when a name is subscripted
/// (`items[3]`), else `subscript operator []` (`[1, 2][3]`).
enum Subscripts {
  /// How errors name the subscript of `base`.
  static func operatorName(of base: Syntax) -> String {
    if case .identifier(let name) = base.kind { return "array \(name)[]" }
    return "subscript operator []"
  }

  /// `base[index]` for arrays and strings (Character index, zero-based), or a slice when the
  /// index is a range; `name` is the subscript's `operatorName`.
  static func element(
    of base: Value, at index: Value, name: String,
    range: SourceRange?
  ) throws(DiagnosticError) -> Value {
    if case .range(let indices) = index {
      return try slice(of: base, indices, name: name, range: range)
    }
    guard let number = index.numericValue else {
      throw .expression(
        .expressionType,
        "Arguments of type (\(base.typeName), \(index.typeName)) are not compatible with "
          + name, at: range)
    }
    let position = Int(saturating: number)
    switch base {
    case .array(let elements):
      guard elements.indices.contains(position) else {
        throw outOfBounds(base, position, name, range)
      }
      return elements[position]
    case .string(let text):
      let characters = Array(text)
      guard characters.indices.contains(position) else {
        throw outOfBounds(base, position, name, range)
      }
      return .string(String(characters[position]))
    default:
      throw notSubscriptable(base, range)
    }
  }

  /// `base[1...2]` and the half-open and one-sided forms.
  static func slice(
    of base: Value, _ indices: IndexRange, name: String,
    range: SourceRange?
  ) throws(DiagnosticError) -> Value {
    func selected(count: Int) throws(DiagnosticError) -> ClosedRange<Int> {
      switch indices.indices(count: count) {
      case .success(let selection): return selection
      case .failure(let error): throw outOfBounds(base, error.index, name, range)
      }
    }
    switch base {
    case .array(let elements):
      return .array(Array(elements[try selected(count: elements.count)]))
    case .string(let text):
      let characters = Array(text)
      return .string(String(characters[try selected(count: characters.count)]))
    default:
      throw notSubscriptable(base, range)
    }
  }

  private static func outOfBounds(
    _ base: Value, _ index: Int, _ name: String, _ range: SourceRange?
  ) -> DiagnosticError {
    let message =
      if case .string(let text) = base {
        "Character index \(index) out of bounds for string '\(text)'"
      } else {
        "Index \(index) out of bounds for \(name)"
      }
    return .expression(.expressionValue, message, at: range)
  }

  private static func notSubscriptable(_ base: Value, _ range: SourceRange?) -> DiagnosticError {
    .expression(
      .expressionType, "Attempted to subscript \(base.typeName) value", at: range)
  }
}
