/// An `If-None-Match` condition as RFC 9110 (section 13.1.2) reads it: `*`, which any current
/// representation matches, or a list of entity tags, which the current one matches when one
/// of them is the same by the weak comparison (`W/"x"` and `"x"` are the same).
enum EntityTagCondition: Equatable {
  case any
  /// The opaque tags listed, each with its quotes and without its `W/`.
  case tags([String])

  /// Reads the field's value (several fields joined by commas); a member that is not an
  /// entity tag is skipped, as is an unclosed quote.
  init(_ field: String) {
    var tags: [String] = []
    var rest = Substring(field)
    while true {
      rest = rest.drop { $0 == "," || $0 == " " || $0 == "\t" }
      guard !rest.isEmpty else { break }
      if rest.first == "*" {
        self = .any
        return
      }
      if rest.hasPrefix("W/") { rest = rest.dropFirst(2) }
      if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
        tags.append(String(rest[...close]))
        rest = rest[rest.index(after: close)...]
      }
      // Whatever else is in this member, up to the next comma.
      rest = rest.drop { $0 != "," }
    }
    self = .tags(tags)
  }

  /// Whether the representation whose entity tag is `current` matches the condition.
  func matches(_ current: String) -> Bool {
    switch self {
    case .any: return true
    case .tags(let tags): return tags.contains(Self.opaque(current))
    }
  }

  /// The tag without its weakness mark.
  private static func opaque(_ tag: String) -> String {
    tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
  }
}
