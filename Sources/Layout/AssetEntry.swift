import LayoutSyntax

/// What image sets and colour sets share: which of their entries a render uses.
enum AssetEntry {
  /// Whether an entry is for an iPhone in the light appearance: idiom `universal` or `iphone`,
  /// and no appearance, or the light one.
  static func isForPhone(_ entry: JSONNode) -> Bool {
    let idiom = entry["idiom"]?.string ?? "universal"
    guard idiom == "universal" || idiom == "iphone" else { return false }
    for appearance in entry["appearances"]?.elements ?? [] {
      if let value = appearance["value"]?.string, value != "light" { return false }
    }
    return true
  }
}
