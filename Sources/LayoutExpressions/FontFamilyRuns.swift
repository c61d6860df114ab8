/// Family names in font values (Behaviour.md §b7). Adjacent words that are not sizes may form a
/// family name. The longest run that names a family the context has is the family, even when
/// some of its words are grammar keywords (`Avenir Next Condensed heavy 17`); otherwise the
/// adjacent words that are not keywords name a family the context does not have.
///
/// A run made only of keywords (`system bold`) is never looked up, and a value with a single
/// word that is not a keyword reads the same with or without the context's families.
enum FontFamilyRuns {
  /// A family name and the index of the token after it.
  struct Run: Equatable {
    var name: String
    var end: Int
    /// Whether the context has the family.
    var isKnown: Bool
  }

  /// The longest run starting at `start` that names a family for which `isFamily` is true; nil
  /// when none does. A lone keyword is never a family.
  static func knownFamily(
    in tokens: [FontSpecifier.Token], from start: Int, isFamily: (String) -> Bool
  ) -> Run? {
    let words = nameWords(in: tokens, from: start)
    for count in stride(from: words.count, through: 1, by: -1) {
      let run = words[..<count]
      guard !run.allSatisfy(FontSpecifier.isKeyword) else { continue }
      let name = run.joined(separator: " ")
      if isFamily(name) { return Run(name: name, end: start + count, isKnown: true) }
    }
    return nil
  }

  /// The family named by the words from `start` that are not keywords, up to a word that
  /// starts a known family; nil when the word at `start` is a keyword or not a word.
  static func unknownFamily(
    in tokens: [FontSpecifier.Token], from start: Int, isFamily: (String) -> Bool
  ) -> Run? {
    var words: [String] = []
    var index = start
    while index < tokens.count, case .word(let word) = tokens[index],
      !FontSpecifier.isSize(word), !FontSpecifier.isKeyword(word),
      words.isEmpty || knownFamily(in: tokens, from: index, isFamily: isFamily) == nil
    {
      words.append(word)
      index += 1
    }
    guard !words.isEmpty else { return nil }
    return Run(name: words.joined(separator: " "), end: index, isKnown: false)
  }

  /// Whether the reading of `tokens` can depend on the context's families: two or more words
  /// are neither sizes nor keywords (one family, two families, or a family and a stray word).
  static func dependsOnFamilies(_ tokens: [FontSpecifier.Token]) -> Bool {
    let names = tokens.filter { token in
      guard case .word(let word) = token else { return false }
      return !FontSpecifier.isSize(word) && !FontSpecifier.isKeyword(word)
    }
    return names.count >= 2
  }

  /// The adjacent words from `start` that could be part of a family name: not sizes.
  private static func nameWords(in tokens: [FontSpecifier.Token], from start: Int) -> [String] {
    var words: [String] = []
    var index = start
    while index < tokens.count, case .word(let word) = tokens[index], !FontSpecifier.isSize(word) {
      words.append(word)
      index += 1
    }
    return words
  }
}
