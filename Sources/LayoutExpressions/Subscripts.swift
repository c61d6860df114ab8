import LayoutCore

/// Array and string subscripts, by index or by range (Behaviour.md §b4).
enum Subscripts {
  /// The bounds of a range subscript; nil bounds are open (`arr[1...]`, `arr[..<3]`).
  struct RangeBounds {
    var lower: Double?
    var upper: Double?
    var isClosed: Bool
  }

  /// `base[index]` for arrays and strings (Character index, zero-based).
  static func element(of base: Value, at index: Value, range: SourceRange?) throws(DiagnosticError)
    -> Value
  {
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
        throw outOfBounds("Index \(position) out of bounds for subscript operator []", range)
      }
      return elements[position]
    case .string(let text):
      let characters = Array(text)
      guard characters.indices.contains(position) else {
        throw outOfBounds("Character index \(position) out of bounds for string '\(text)'", range)
      }
      return .string(String(characters[position]))
    default:
      throw notSubscriptable(base, range)
    }
  }

  /// `base[lower...upper]` and the half-open and one-sided forms.
  static func slice(of base: Value, _ bounds: RangeBounds, range: SourceRange?)
    throws(DiagnosticError)
    -> Value
  {
    switch base {
    case .array(let elements):
      let indices = try resolve(bounds, count: elements.count, range: range)
      return .array(Array(elements[indices]))
    case .string(let text):
      let characters = Array(text)
      let indices = try resolve(bounds, count: characters.count, range: range)
      return .string(String(characters[indices]))
    default:
      throw notSubscriptable(base, range)
    }
  }

  private static func resolve(_ bounds: RangeBounds, count: Int, range: SourceRange?)
    throws(DiagnosticError) -> Range<Int>
  {
    let lower = bounds.lower.map { Int(saturating: $0) } ?? 0
    let upper =
      bounds.upper.map { bound in
        let last = Int(saturating: bound)
        return bounds.isClosed && last < Int.max ? last + 1 : last
      } ?? count
    if let given = bounds.upper, bounds.lower != nil {
      let upperValue = Int(saturating: given)
      if bounds.isClosed, lower > upperValue {
        throw outOfBounds("Cannot form range with lower bound > upper bound", range)
      }
      if !bounds.isClosed, lower >= upperValue {
        throw outOfBounds("Cannot form half-open range with lower bound == upper bound", range)
      }
    }
    guard lower >= 0, lower <= count else {
      throw outOfBounds("Index \(lower) out of bounds for subscript operator []", range)
    }
    guard upper >= lower, upper <= count else {
      throw outOfBounds(
        "Index \(max(upper, Int.min + 1) - 1) out of bounds for subscript operator []", range)
    }
    return lower..<upper
  }

  private static func outOfBounds(_ message: String, _ range: SourceRange?) -> DiagnosticError {
    .expression(.expressionValue, message, at: range)
  }

  private static func notSubscriptable(_ base: Value, _ range: SourceRange?) -> DiagnosticError {
    .expression(
      .expressionType, "Attempted to subscript \(base.typeName) value", at: range)
  }
}
