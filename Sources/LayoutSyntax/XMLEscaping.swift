/// Escaping text for XML output.
public enum XMLEscaping {
  /// `text` with `&` and `<` (and `"` when `quotes`) escaped; `spelling` may give a character
  /// another spelling first (a writer keeping the source's own character references).
  public static func escaped(
    _ text: String, quotes: Bool = false, spelling: (Character) -> String? = { _ in nil }
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
      default: output.append(character)
      }
    }
    return output
  }
}
