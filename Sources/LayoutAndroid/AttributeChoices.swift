import LayoutCore

extension AttributeReader {
  /// The values of the attributes that take one of a few words, which a misspelt value
  /// (`orientation="vertcal"`) is checked against.
  static let choices: [String: [String]] = [
    "visibility": ["visible", "invisible", "gone"],
    "orientation": ["horizontal", "vertical"],
    "scaleType": [
      "matrix", "fitXY", "fitStart", "fitCenter", "fitEnd", "center", "centerCrop",
      "centerInside",
    ],
    "ellipsize": ["end", "start", "middle", "marquee", "none"],
  ]

  /// `value` when it is one of the attribute's words; otherwise nil, with a warning whose
  /// hint is the word it is closest to ("did you mean 'vertical'?") or the words it takes,
  /// as Android's resource compiler refuses it.
  mutating func choice(_ value: String, of attribute: AndroidDocument.Attribute) -> String? {
    guard let words = Self.choices[attribute.name], !words.contains(value) else { return value }
    let hint =
      Suggestions.closest(to: value, in: words).map { "did you mean '\($0)'?" }
      ?? "takes " + words.dropLast().joined(separator: ", ") + " or " + words.last!
    ignore(attribute, hint)
    return nil
  }
}
