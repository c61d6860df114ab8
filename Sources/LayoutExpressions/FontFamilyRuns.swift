/// Greedy family matching in font values (Behaviour.md §b7): in `Avenir Next Condensed heavy 17`
/// the longest run of adjacent words that names a family the context has is the family, even
/// when some of its words are also grammar keywords (`condensed`); only the words left over
/// are read as traits, weights, text styles and sizes.
///
/// Runs made only of keywords (`system bold`) or only of other words (`Liberation Sans
/// Narrow`) read the same with or without the context's families, so only mixed runs are
/// looked up.
enum FontFamilyRuns {
  /// The family named by the longest mixed run of two or more words starting at `start`, and
  /// the index of the token after it; nil when no such run names a family.
  static func longestFamily(
    in tokens: [FontSpecifier.Token], from start: Int, isFamily: (String) -> Bool
  ) -> (name: String, end: Int)? {
    let words = nameWords(in: tokens, from: start)
    guard words.count >= 2 else { return nil }
    for count in stride(from: words.count, through: 2, by: -1) {
      let run = words[..<count]
      guard isMixed(run) else { continue }
      let name = run.joined(separator: " ")
      if isFamily(name) { return (name, start + count) }
    }
    return nil
  }

  /// Whether some keyword is next to a word that is not one, so that the family depends on
  /// which families the context has.
  static func hasMixedRun(_ tokens: [FontSpecifier.Token]) -> Bool {
    var start = 0
    while start < tokens.count {
      let words = nameWords(in: tokens, from: start)
      if words.count >= 2, isMixed(words[...]) { return true }
      start += max(words.count, 1)
    }
    return false
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

  private static func isMixed(_ run: ArraySlice<String>) -> Bool {
    run.contains(where: FontSpecifier.isKeyword) && !run.allSatisfy(FontSpecifier.isKeyword)
  }
}
