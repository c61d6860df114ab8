import LayoutCore

/// A range of integer indices, as Layout's expressions form them (Behaviour.md §b4):
/// `1...3`, `1..<3`, `2...`, `...2` and `..<2`. Bounds are truncated to integers; a range is
/// a value of its own that subscripts slice arrays and strings with.
public struct IndexRange: Hashable, Sendable, CustomStringConvertible {
  /// The first index; nil for `...2` and `..<2`.
  public var lower: Int?
  /// The last index (closed) or the one after it (half-open); nil for `2...`.
  public var upper: Int?
  /// Whether `upper` is included (`...`) rather than excluded (`..<`).
  public var isClosed: Bool

  /// `lower...upper` or `lower..<upper`, with Layout's errors for an empty or inverted range.
  static func bounded(
    _ lower: Value, _ upper: Value, isClosed: Bool, range: SourceRange?
  ) throws(DiagnosticError) -> IndexRange {
    let name = isClosed ? "..." : "..<"
    guard let low = lower.numericValue, let high = upper.numericValue else {
      throw Operators.mismatch(lower, upper, infix: name, range)
    }
    let (first, last) = (Int(saturating: low), Int(saturating: high))
    if first > last || (!isClosed && first == last) {
      let message =
        first > last
        ? "Cannot form range with lower bound > upper bound"
        : "Cannot form half-open range with lower bound == upper bound"
      throw .expression(.expressionValue, message, at: range)
    }
    return IndexRange(lower: first, upper: last, isClosed: isClosed)
  }

  /// `lower...` (`isPrefix` false) or `...upper`, `..<upper` (`isPrefix` true).
  static func partial(_ bound: Value, name: String, isPrefix: Bool, range: SourceRange?)
    throws(DiagnosticError) -> IndexRange
  {
    guard let number = bound.numericValue else {
      throw .expression(
        .expressionType,
        "Argument of type \(bound.typeName) is not compatible with "
          + "\(isPrefix ? "prefix" : "postfix") operator \(name)", at: range)
    }
    let index = Int(saturating: number)
    return isPrefix
      ? IndexRange(lower: nil, upper: index, isClosed: name == "...")
      : IndexRange(lower: index, upper: nil, isClosed: true)
  }

  /// The indices it selects from `count` elements, as a closed range, or the index that is out
  /// of bounds. Layout never selects nothing: `[1, 2][2...]` and `[1, 2][..<0]` are errors.
  func indices(count: Int) -> Result<ClosedRange<Int>, OutOfBounds> {
    switch (lower, upper) {
    case (let first?, let last?):
      return Self.closed(first, isClosed ? last : last - 1, count: count)
    case (let first?, nil):
      guard first < count else { return .failure(OutOfBounds(index: first)) }
      return Self.closed(first, count - 1, count: count)
    case (nil, let last?):
      let through = isClosed ? last : last - 1
      guard through >= 0 else { return .failure(OutOfBounds(index: last)) }
      return Self.closed(0, through, count: count)
    case (nil, nil):
      return Self.closed(0, count - 1, count: count)
    }
  }

  /// An index outside the elements subscripted.
  struct OutOfBounds: Error {
    var index: Int
  }

  private static func closed(_ first: Int, _ last: Int, count: Int)
    -> Result<ClosedRange<Int>, OutOfBounds>
  {
    guard first >= 0, first < count else { return .failure(OutOfBounds(index: first)) }
    guard last < count else { return .failure(OutOfBounds(index: last)) }
    return .success(first...last)
  }

  /// As Swift prints the range: `1...3`, `1..<3`, `2...`, `...2`, `..<2`.
  public var description: String {
    let operatorName = isClosed ? "..." : "..<"
    return (lower.map(String.init) ?? "") + operatorName + (upper.map(String.init) ?? "")
  }

  /// The Swift type Layout's error messages name.
  var typeName: String {
    switch (lower, upper) {
    case (_?, _?): return isClosed ? "ClosedRange<Int>" : "Range<Int>"
    case (_?, nil): return "PartialRangeFrom<Int>"
    default: return isClosed ? "PartialRangeThrough<Int>" : "PartialRangeUpTo<Int>"
    }
  }
}
