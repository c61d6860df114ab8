import LayoutCore
import LayoutExpressions

/// The heights of a container controller's bars, worked out the same way when solving (to
/// place the shown controller between them) and when painting them.
enum BarMetrics {
  /// A property's value, nil when unset.
  typealias Reader = (String) -> Value?

  /// A navigation controller's bar: 44 points, 30 more with a prompt, 52 more for a large
  /// title; none while `isNavigationBarHidden`.
  static func navigationBarHeight(
    container: Reader, bar: Reader?, top: Reader?
  ) -> Double {
    guard container("isNavigationBarHidden") != .bool(true) else { return 0 }
    var height = BarViewClasses.navigationBarHeight
    if let top, hasPrompt(top) { height += BarViewClasses.promptHeight }
    if let top, showsLargeTitle(container: container, bar: bar, top: top) {
      height += BarViewClasses.largeTitleHeight
    }
    return height
  }

  /// Whether the shown controller's title is large: the bar prefers large titles and the
  /// controller's `largeTitleDisplayMode` is not `never`.
  static func showsLargeTitle(container: Reader, bar: Reader?, top: Reader) -> Bool {
    let prefers =
      container("navigationBar.prefersLargeTitles") == .bool(true)
      || bar?("prefersLargeTitles") == .bool(true)
    return prefers && top("navigationItem.largeTitleDisplayMode") != .string("never")
  }

  static func hasPrompt(_ top: Reader) -> Bool {
    if case .string(let prompt)? = top("navigationItem.prompt") { return !prompt.isEmpty }
    return false
  }

  /// A navigation controller's toolbar: 44 points once `isToolbarHidden` is false.
  static func toolbarHeight(container: Reader) -> Double {
    container("isToolbarHidden") == .bool(false) ? BarViewClasses.toolbarHeight : 0
  }

  /// A tab bar controller's bar: 49 points unless `tabBar.isHidden`.
  static func tabBarHeight(container: Reader) -> Double {
    container("tabBar.isHidden") == .bool(true) ? 0 : BarViewClasses.tabBarHeight
  }

  /// The index of the tab shown: `selectedIndex` within the tabs, the first when out of range.
  static func selectedTab(container: Reader, count: Int) -> Int {
    let index = Int((container("selectedIndex")?.numericValue ?? 0).rounded())
    return (0..<count).contains(index) ? index : 0
  }
}
