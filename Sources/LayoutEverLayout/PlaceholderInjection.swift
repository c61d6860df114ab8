import LayoutCore

/// EverLayout's data injection: each `#{key}` in a layout's text replaced by its value, in one
/// pass, so that a value is never scanned for placeholders again, and within a budget, since
/// layouts and state are untrusted and a few placeholders of a long value would otherwise make
/// gigabytes of text.
package enum PlaceholderInjection {
  /// The longest layout text injection may make: 4 MiB (layouts are kilobytes).
  package static let maximumBytes = 4 << 20

  /// The longest key a placeholder may name, so that a text of many `#{` and no `}` is still
  /// read in linear time.
  static let longestKey = 256

  /// `text` with every `#{key}` that `data` has a value for replaced; other placeholders stay
  /// as written. A result longer than `limit` bytes is a `resource-limit` error in `file`.
  package static func inject(
    _ data: [String: String], into text: String, file: String?, limit: Int = maximumBytes
  ) throws(DiagnosticError) -> String {
    guard !data.isEmpty else { return text }
    let source = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      if let (value, end) = placeholder(at: index, in: source, data: data) {
        result.append(contentsOf: value.utf8)
        index = end
      } else {
        result.append(source[index])
        index += 1
      }
      if result.count > limit { throw tooLong(file: file, limit: limit) }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The value of the placeholder starting at `start` and the index after it, when `data`
  /// has one.
  private static func placeholder(at start: Int, in source: [UInt8], data: [String: String])
    -> (value: String, end: Int)?
  {
    guard source[start] == UInt8(ascii: "#"), start + 1 < source.count,
      source[start + 1] == UInt8(ascii: "{"),
      let close = source[(start + 2)..<min(source.count, start + 2 + longestKey)]
        .firstIndex(of: UInt8(ascii: "}"))
    else { return nil }
    let key = String(decoding: source[(start + 2)..<close], as: UTF8.self)
    guard let value = data[key] else { return nil }
    return (value, close + 1)
  }

  private static func tooLong(file: String?, limit: Int) -> DiagnosticError {
    DiagnosticError(
      .error, code: .resourceLimit,
      message: "Filling the layout's #{…} placeholders makes more than \(limit) bytes of text",
      file: file,
      hints: ["a long state value fills every placeholder of its key: shorten the value"])
  }
}
