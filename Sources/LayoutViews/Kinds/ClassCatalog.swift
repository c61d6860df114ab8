/// What each built-in kind draws, in a line, for `layout classes` and Docs/Classes.md (which
/// a test keeps equal to this catalogue, and this catalogue complete for the registry).
public enum ClassCatalog {
  public static let summaries: [String: String] = [
    "UIView": "its background, corners, border, shadow, gradient and children",
    "UILabel": "its text or attributed text; sized to it",
    "UIImageView": "its image placed by `contentMode`; sized to it",
    "UIScrollView": "its children moved by `contentOffset` and clipped",
    "UIStackView": "nothing itself; arranges its children",
    "UIInputView": "keyboard grey with `inputViewStyle=\"keyboard\"`",
    "UIControl": "nothing itself; the state of every control",
    "UIButton": "its title and image, white (custom) or in the tint colour (system)",
    "UISwitch": "the iOS switch, 51×31",
    "UISlider": "track and thumb, 31 tall",
    "UIProgressView": "a 4-point track and progress",
    "UISegmentedControl": "segments with the selected one raised",
    "UIActivityIndicatorView": "the spinner's spokes",
    "UITextField": "its text or placeholder and border style",
    "UITextView": "its text, scrolled",
    "UIStepper": "minus and plus, 94×32",
    "UIPageControl": "a row of page dots, 37 tall",
    "UIDatePicker": "still wheels of its mode at the reference date, 216 tall",
    "UIPickerView": "the selection band of its wheels, 216 tall",
    "UIRefreshControl": "nothing (it shows only while pulled)",
    "UITableView": "rows from cell templates and data (§lists)",
    "UITableViewCell": "a cell template of a table",
    "UITableViewHeaderFooterView": "a section header or footer template",
    "UICollectionView": "items from cell templates and data (§lists)",
    "UICollectionViewCell": "a cell template of a collection",
    "UIViewController": "its view (`view.*`)",
    "UINavigationController": "the top controller below a navigation bar",
    "UITabBarController": "the selected tab above a tab bar",
    "UITableViewController": "its table view (`tableView.*`)",
    "UICollectionViewController": "its collection view (`collectionView.*`)",
    "UINavigationBar": "a 44-point bar; in a controller, that controller's bar look",
    "UIToolbar": "a 44-point bar; in a controller, that controller's toolbar look",
    "UITabBar": "a 49-point bar; in a controller, that controller's tab bar look",
    "UISearchBar": "a 56-point bar with a search field",
    "UIVisualEffectView": "its blur style's tint over what is behind it",
    "WKWebView": "its `htmlString`, or a placeholder for a page it would load",
    "VBox": "nothing itself; stacks its items vertically (§boxes)",
    "HBox": "nothing itself; stacks its items horizontally (§boxes)",
    "Relative": "nothing itself; places items by their alignment (§boxes)",
    "Fit": "nothing itself; wraps its items in rows (§boxes)",
  ]

  /// The catalogue of a registry's kinds as a Markdown table: name, superclass, what it draws.
  public static func markdown(_ registry: ViewClassRegistry = .standard) -> String {
    var lines = ["| Class | Inherits | Draws |", "| --- | --- | --- |"]
    for name in registry.names {
      let kind = registry.viewClass(named: name)
      let base = kind?.superclassName.map { "\($0)" } ?? "—"
      lines.append("| `\(name)` | \(base) | \(summaries[name] ?? "") |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
