/// Text from templates made safe to print in a diagnostic: control characters (a terminal's
/// escape sequences among them) are written as `\u{1B}`, and a name or value longer than
/// `maximumWord` characters is shortened with `…`, so that a message stays readable.
public enum DiagnosticText {
  /// The most characters of one name or value (a run without spaces) kept in a message.
  public static let maximumWord = 200
  /// The most characters kept in a whole message.
  public static let maximumLength = 2_000

  /// `text` with control characters escaped (line breaks and tabs too when `singleLine`),
  /// long names and values shortened and the whole cut to `maximumLength`.
  public static func sanitized(_ text: String, singleLine: Bool = false) -> String {
    guard text.count > maximumWord || text.unicodeScalars.contains(where: isControl) else {
      return text
    }
    let escaped = escapingControls(text, singleLine: singleLine)
    let shortened = shorteningWords(escaped)
    guard shortened.count > maximumLength else { return shortened }
    return String(shortened.prefix(maximumLength)) + "…"
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func escapingControls(_ text: String, singleLine: Bool) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let kept = !singleLine && (scalar == "\n" || scalar == "\t")
      guard isControl(scalar), !kept else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      result.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
    }
    return String(result)
  }

  /// Each run of characters without a space longer than `maximumWord`, cut to that many
  /// characters and `…`.
  private static func shorteningWords(_ text: String) -> String {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard words.contains(where: { $0.count > maximumWord }) else { return text }
    return words.map { word in
      guard word.count > maximumWord else { return String(word) }
      return word.prefix(maximumWord) + "… (\(word.count) characters)"
    }.joined(separator: " ")
  }
}
