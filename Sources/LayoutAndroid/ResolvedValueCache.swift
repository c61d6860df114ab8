/// The values attributes resolved to during one inflation, by what decides them: the theme
/// the view is under, the view's drawable state and the value as written. A layout's views
/// repeat their default styles' items (every TextView reads the same text appearance), and
/// each item leads through theme attributes and the platform's resources; the second view
/// reads the first one's answer.
///
/// Only a resolution that warned of nothing is kept, so a value that warns warns each time
/// it is read, as without the cache. One inflation's resources and styles are fixed, so an
/// answer stays true for the whole inflation.
final class ResolvedValueCache {
  struct Key: Hashable {
    var theme: String?
    /// The state's number (`number(of:)`): a whole set is slow to hash for every value.
    var state: Int
    var value: String
  }

  private var states: [Set<String>: Int] = [:]

  /// nil where the value is left out (a theme attribute no theme defines, quietly).
  private var values: [Key: String?] = [:]

  /// A number standing for a drawable state in keys.
  func number(of state: Set<String>) -> Int {
    if let known = states[state] { return known }
    states[state] = states.count
    return states.count - 1
  }

  /// The cached answer: nil when there is none, `.some(nil)` for a value left out.
  func value(for key: Key) -> String?? { values[key] }

  func store(_ value: String?, for key: Key) { values[key] = value }
}
