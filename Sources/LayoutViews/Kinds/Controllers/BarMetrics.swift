import LayoutCore
import LayoutExpressions

/// The heights of a container controller's bars, worked out the same way when solving (to
/// place the shown controller between them) and when painting them. Each reads properties
/// through a reader (a property's value, nil when unset) that throws what reading throws:
/// evaluating a property while solving, nothing when painting solved values.
package enum BarMetrics {
  /// A navigation controller's bar: 44 points, 30 more with a prompt, 52 more for a large
  /// title; none while `isNavigationBarHidden`.
  package static func navigationBarHeight<E: Error>(
    container: (String) throws(E) -> Value?, bar: ((String) throws(E) -> Value?)?,
    top: ((String) throws(E) -> Value?)?
  ) throws(E) -> Double {
    guard try container("isNavigationBarHidden") != .bool(true) else { return 0 }
    var height = BarViewClasses.navigationBarHeight
    if let top, try hasPrompt(top) { height += BarViewClasses.promptHeight }
    if let top, try showsLargeTitle(container: container, bar: bar, top: top) {
      height += BarViewClasses.largeTitleHeight
    }
    return height
  }

  /// Whether the shown controller's title is large: the bar prefers large titles and the
  /// controller's `largeTitleDisplayMode` is not `never`.
  static func showsLargeTitle<E: Error>(
    container: (String) throws(E) -> Value?, bar: ((String) throws(E) -> Value?)?,
    top: (String) throws(E) -> Value?
  ) throws(E) -> Bool {
    var prefers = try container("navigationBar.prefersLargeTitles") == .bool(true)
    if !prefers, let bar { prefers = try bar("prefersLargeTitles") == .bool(true) }
    guard prefers else { return false }
    return try top("navigationItem.largeTitleDisplayMode") != .string("never")
  }

  static func hasPrompt<E: Error>(_ top: (String) throws(E) -> Value?) throws(E) -> Bool {
    if case .string(let prompt)? = try top("navigationItem.prompt") { return !prompt.isEmpty }
    return false
  }

  /// A navigation controller's toolbar: 44 points once `isToolbarHidden` is false.
  package static func toolbarHeight<E: Error>(container: (String) throws(E) -> Value?) throws(E)
    -> Double
  {
    try container("isToolbarHidden") == .bool(false) ? BarViewClasses.toolbarHeight : 0
  }

  /// A tab bar controller's bar: 49 points unless `tabBar.isHidden`.
  package static func tabBarHeight<E: Error>(container: (String) throws(E) -> Value?) throws(E)
    -> Double
  {
    try container("tabBar.isHidden") == .bool(true) ? 0 : BarViewClasses.tabBarHeight
  }

  /// The index of the tab shown: `selectedIndex` within the tabs, the first when out of range.
  package static func selectedTab<E: Error>(container: (String) throws(E) -> Value?, count: Int)
    throws(E) -> Int
  {
    let index = Int((try container("selectedIndex")?.numericValue ?? 0).rounded())
    return (0..<count).contains(index) ? index : 0
  }
}
