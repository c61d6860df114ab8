import LayoutCore

/// Array and string subscripts, by index or by range (Behaviour.md §b4).
enum Subscripts {
  /// `base[index]` for arrays and strings (Character index, zero-based), or a slice when the
  /// index is a range.
  static func element(of base: Value, at index: Value, range: SourceRange?) throws(DiagnosticError)
    -> Value
  {
    if case .range(let indices) = index { return try slice(of: base, indices, range: range) }
    guard let number = index.numericValue else {
      throw .expression(
        .expressionType,
        "Arguments of type (\(base.typeName), \(index.typeName)) are not compatible with "
          + "subscript operator []", at: range)
    }
    let position = Int(saturating: number)
    switch base {
    case .array(let elements):
      guard elements.indices.contains(position) else {
        throw outOfBounds(base, position, range)
      }
      return elements[position]
    case .string(let text):
      let characters = Array(text)
      guard characters.indices.contains(position) else {
        throw outOfBounds(base, position, range)
      }
      return .string(String(characters[position]))
    default:
      throw notSubscriptable(base, range)
    }
  }

  /// `base[1...2]` and the half-open and one-sided forms.
  static func slice(of base: Value, _ indices: IndexRange, range: SourceRange?)
    throws(DiagnosticError) -> Value
  {
    switch base {
    case .array(let elements):
      return .array(Array(elements[try selected(indices, in: base, count: elements.count, range)]))
    case .string(let text):
      let characters = Array(text)
      return .string(
        String(characters[try selected(indices, in: base, count: characters.count, range)]))
    default:
      throw notSubscriptable(base, range)
    }
  }

  private static func selected(
    _ indices: IndexRange, in base: Value, count: Int, _ range: SourceRange?
  ) throws(DiagnosticError) -> ClosedRange<Int> {
    switch indices.indices(count: count) {
    case .success(let selection): return selection
    case .failure(let error): throw outOfBounds(base, error.index, range)
    }
  }

  private static func outOfBounds(_ base: Value, _ index: Int, _ range: SourceRange?)
    -> DiagnosticError
  {
    let message =
      if case .string(let text) = base {
        "Character index \(index) out of bounds for string '\(text)'"
      } else {
        "Index \(index) out of bounds for subscript operator []"
      }
    return .expression(.expressionValue, message, at: range)
  }

  private static func notSubscriptable(_ base: Value, _ range: SourceRange?) -> DiagnosticError {
    .expression(
      .expressionType, "Attempted to subscript \(base.typeName) value", at: range)
  }
}
