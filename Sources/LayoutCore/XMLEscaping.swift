/// Escaping text for XML and HTML output: templates, HTML text, fontconfig files, report and
/// preview pages.
public enum XMLEscaping {
  /// `text` with `&` and `<` escaped, and `"` when `quotes` (attribute values) and `>` when
  /// `greaterThan`; `spelling` may give a character another spelling first (a writer keeping
  /// the source's own character references).
  public static func escaped(
    _ text: String, quotes: Bool = false, greaterThan: Bool = false,
    spelling: (Character) -> String? = { _ in nil }
  ) -> String {
    var output = ""
    for character in text {
      if let spelled = spelling(character) {
        output += spelled
        continue
      }
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case "\"" where quotes: output += "&quot;"
      case ">" where greaterThan: output += "&gt;"
      default: output.append(character)
      }
    }
    return output
  }
}
