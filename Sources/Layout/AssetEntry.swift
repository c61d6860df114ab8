import LayoutCore
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

  /// The entries an iPhone uses in `appearance`: in the dark one, those for the dark
  /// luminosity when there are any, else the light ones (as UIKit falls back to them).
  static func forPhone(_ entries: [JSONNode], appearance: Appearance) -> [JSONNode] {
    let phone = entries.filter { entry in
      let idiom = entry["idiom"]?.string ?? "universal"
      return idiom == "universal" || idiom == "iphone"
    }
    if appearance == .dark {
      let dark = phone.filter { entry in
        let values = (entry["appearances"]?.elements ?? []).compactMap { $0["value"]?.string }
        return values == ["dark"]
      }
      if !dark.isEmpty { return dark }
    }
    return phone.filter(isForPhone)
  }
}
