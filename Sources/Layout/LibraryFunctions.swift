import Foundation
import LayoutExpressions

/// The built-in functions a project may bind names to in `layout.json`
/// (`{"functions": {"uppercased": "uppercased"}}`), standing in for the functions an app gives
/// its templates as constants. Numbers and dates are written in a fixed locale (English, as
/// in the United States) and dates in UTC, so a render is the same on every machine.
public enum LibraryFunctions {
  /// The functions by name, each with a one-line description for messages and Behaviour.md.
  public static let all: [String: (summary: String, body: @Sendable ([Value]) throws -> Value)] = [
    "uppercased": ("a string in upper case", { try .string(text($0, "uppercased").uppercased()) }),
    "lowercased": ("a string in lower case", { try .string(text($0, "lowercased").lowercased()) }),
    "capitalized": (
      "each word of a string with an upper-case first letter",
      { try .string(text($0, "capitalized").capitalized(with: locale)) }
    ),
    "trimmed": (
      "a string without the white space and line breaks at its ends",
      { try .string(text($0, "trimmed").trimmingCharacters(in: .whitespacesAndNewlines)) }
    ),
    "formattedNumber": (
      "a number with grouping separators and at most 3 fraction digits, or the number of "
        + "fraction digits a second argument gives: formattedNumber(1234.5) is 1,234.5",
      { try .string(formattedNumber($0)) }
    ),
    "formattedPercent": (
      "a fraction as a whole percentage: formattedPercent(0.25) is 25%",
      { try .string(formattedPercent($0)) }
    ),
    "formattedDate": (
      "a date (seconds since 1970, or ISO 8601 text) in a Unicode date pattern, in UTC: "
        + "formattedDate(0, 'd MMM yyyy') is 1 Jan 1970",
      { try .string(formattedDate($0)) }
    ),
  ]

  /// The value a project's declaration binds `name` to, or nil when `builtin` names none.
  public static func function(named name: String, builtin: String) -> Value? {
    guard let entry = all[builtin] else { return nil }
    return .function(ExpressionFunction(name: name, body: entry.body))
  }

  private static let locale = Locale(identifier: "en_US")

  /// The only argument, as text (numbers and other values as Layout prints them).
  private static func text(_ arguments: [Value], _ name: String) throws -> String {
    guard arguments.count == 1 else {
      throw ExpressionFunctionError("expects 1 argument, not \(arguments.count)")
    }
    return arguments[0].description
  }

  private static func formattedNumber(_ arguments: [Value]) throws -> String {
    try formatted(arguments, style: .decimal, mostDigits: 3)
  }

  private static func formattedPercent(_ arguments: [Value]) throws -> String {
    try formatted(arguments, style: .percent, mostDigits: 0)
  }

  /// The number in `style`, with the fraction digits a second argument gives, else at most
  /// `mostDigits`.
  private static func formatted(
    _ arguments: [Value], style: NumberFormatter.Style, mostDigits: Int
  ) throws -> String {
    let (number, digits) = try numberAndDigits(arguments)
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = style
    formatter.minimumFractionDigits = digits ?? 0
    formatter.maximumFractionDigits = digits ?? mostDigits
    return formatter.string(from: NSNumber(value: number)) ?? "\(number)"
  }

  /// A number and an optional count of fraction digits (0 to 10).
  private static func numberAndDigits(_ arguments: [Value]) throws -> (Double, Int?) {
    guard (1...2).contains(arguments.count), let number = arguments[0].numericValue else {
      throw ExpressionFunctionError("expects a number and an optional count of fraction digits")
    }
    guard arguments.count == 2 else { return (number, nil) }
    guard let digits = arguments[1].numericValue, (0...10).contains(digits) else {
      throw ExpressionFunctionError("the count of fraction digits is a number from 0 to 10")
    }
    return (number, Int(digits))
  }

  private static func formattedDate(_ arguments: [Value]) throws -> String {
    guard arguments.count == 2, case .string(let pattern) = arguments[1] else {
      throw ExpressionFunctionError("expects a date and a pattern such as 'd MMM yyyy'")
    }
    let date: Date
    switch arguments[0] {
    case .number(let seconds): date = Date(timeIntervalSince1970: seconds)
    case .string(let text):
      guard let parsed = isoDate(text) else {
        throw ExpressionFunctionError("'\(text)' is not an ISO 8601 date such as 2026-11-28")
      }
      date = parsed
    default:
      throw ExpressionFunctionError(
        "a date is seconds since 1970 or ISO 8601 text, not \(arguments[0].typeName)")
    }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }

  /// `2026-11-28`, `2026-11-28T09:30:00Z` or with an offset.
  private static func isoDate(_ text: String) -> Date? {
    let full = ISO8601DateFormatter()
    if let date = full.date(from: text) { return date }
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    return day.date(from: text)
  }
}
