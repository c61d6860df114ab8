import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// The bars: UINavigationBar, UIToolbar, UITabBar and UISearchBar. Alone, each is a view of
/// UIKit's bar height that draws its background and hairline; as the child of a container
/// controller, a bar is not a view but sets the look of the bar the controller draws.
package enum BarViewClasses {
  static var all: [ViewClass] { [navigationBar, toolbar, tabBar, searchBar] }

  /// The bar kinds that customise a container controller's bars instead of being subviews.
  package static let names: Set<String> = ["UINavigationBar", "UIToolbar", "UITabBar"]

  /// UIKit's bar heights, in points: navigation bar and toolbar 44, tab bar 49, search bar 56.
  static let navigationBarHeight = 44.0
  static let largeTitleHeight = 52.0
  static let promptHeight = 30.0
  static let toolbarHeight = 44.0
  static let tabBarHeight = 49.0
  static let searchBarHeight = 56.0

  /// The properties every bar has, their names prefixed (`navigationBar.` on a controller).
  static func barProperties(prefix: String = "") -> [String: PropertySpec] {
    [
      prefix + "barStyle": PropertySpec(
        UIKitEnumeration.barStyle.type, default: .string("default")),
      prefix + "barTintColor": PropertySpec(.color),
      prefix + "tintColor": PropertySpec(.color),
      prefix + "isTranslucent": PropertySpec(.bool, default: .bool(true)),
      prefix + "backgroundImage": PropertySpec(.image),
      prefix + "shadowImage": PropertySpec(.image),
    ]
  }

  static let navigationBar = bar(
    "UINavigationBar", height: navigationBarHeight, hairline: .bottom,
    extra: ["prefersLargeTitles": PropertySpec(.bool, default: .bool(false))])
  static let toolbar = bar("UIToolbar", height: toolbarHeight, hairline: .top)
  static let tabBar = bar(
    "UITabBar", height: tabBarHeight, hairline: .top,
    extra: ["unselectedItemTintColor": PropertySpec(.color)])

  static let searchBar: ViewClass = {
    var kind = ViewClass(
      name: "UISearchBar",
      properties: barProperties().adding([
        "searchBarStyle": PropertySpec(
          UIKitEnumeration.searchBarStyle.type, default: .string("default")),
        "text": PropertySpec(.string, default: .string("")),
        "placeholder": PropertySpec(.string, default: .string("")),
        "prompt": PropertySpec(.string),
      ]),
      intrinsicContent: .custom { _, _, maxWidth in
        Size(width: maxWidth ?? 0, height: searchBarHeight)
      },
      draw: SearchBarDrawing.draw)
    kind.fillsWidth = true
    kind.inertAttributes = InertAttributes.textInputTraits.union([
      "barPosition", "scopeButtonTitles", "selectedScopeButtonIndex", "showsScopeBar",
      "showsCancelButton", "showsBookmarkButton", "showsSearchResultsButton",
    ])
    return kind
  }()

  /// A bar view of a fixed height that fills its parent's width.
  private static func bar(
    _ name: String, height: Double, hairline: BarLook.Edge,
    extra: [String: PropertySpec] = [:]
  ) -> ViewClass {
    var kind = ViewClass(
      name: name, properties: barProperties().adding(extra),
      intrinsicContent: .custom { _, _, maxWidth in
        Size(width: maxWidth ?? 0, height: height)
      },
      draw: { node in
        BarLook(node: node, prefix: "").background(
          Rect(origin: .zero, size: node.frame.size), hairline: hairline)
      })
    kind.fillsWidth = true
    kind.inertAttributes = ["itemPositioning", "itemSpacing", "itemWidth", "items"]
    return kind
  }
}

/// How a bar looks: its background colour (or image), hairline, and the colours of its
/// title and items, read from a bar view or from a controller's `navigationBar.*`.
struct BarLook {
  enum Edge { case top, bottom }

  /// UIKit's translucent bar: a near-white backdrop, and a near-black one for `barStyle`
  /// black.
  static let light = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
  static let dark = Color(red: 22 / 255, green: 22 / 255, blue: 22 / 255, alpha: 0.94)
  static let hairlineColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
  static let darkHairlineColor = Color(red: 1, green: 1, blue: 1, alpha: 0.15)

  var background: Color
  var backgroundImage: (key: String, size: Size)?
  var isDark: Bool
  var tint: Color?
  var unselectedTint: Color?

  /// The look a node gives with properties named `prefix` + `barTintColor` and so on; bars
  /// are dark with `barStyle` black or in the dark appearance.
  init(node: SolvedNode, prefix: String) {
    isDark = node.string(prefix + "barStyle") == "black" || node.isDark
    var color = isDark ? Self.dark : Self.light
    if let barTint = node.color(prefix + "barTintColor") { color = barTint }
    if node.properties[prefix + "isTranslucent"] == .bool(false) { color.alpha = 1 }
    background = color
    backgroundImage = node.images[prefix + "backgroundImage"]
    tint = node.color(prefix + "tintColor")
    unselectedTint = node.color(prefix + "unselectedItemTintColor")
  }

  /// A bar customised by a bar child of a controller: its values win over the controller's.
  func overridden(by bar: SolvedNode?) -> BarLook {
    guard let bar else { return self }
    var look = BarLook(node: bar, prefix: "")
    if bar.color("barTintColor") == nil, bar.string("barStyle") != "black", !bar.isDark {
      look.background = background
    }
    look.tint = look.tint ?? tint
    look.unselectedTint = look.unselectedTint ?? unselectedTint
    look.backgroundImage = look.backgroundImage ?? backgroundImage
    return look
  }

  /// The colour of titles on the bar.
  var titleColor: Color { isDark ? .white : .black }

  /// The bar's background in `rect`, with a hairline along one edge.
  func background(_ rect: Rect, hairline: Edge) -> [DisplayItem] {
    var items: [DisplayItem] = [.fill(rect, cornerRadius: 0, color: background)]
    if let image = backgroundImage {
      items.append(.image(ImageItem(name: image.key, rect: rect, clip: rect)))
    }
    let lineY = hairline == .top ? rect.y - 0.5 : rect.y + rect.height
    items.append(
      .fill(
        Rect(x: rect.x, y: lineY, width: rect.width, height: 0.5), cornerRadius: 0,
        color: isDark ? Self.darkHairlineColor : Self.hairlineColor))
    return items
  }
}
