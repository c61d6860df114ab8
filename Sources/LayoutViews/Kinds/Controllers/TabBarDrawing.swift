import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// What a UITabBarController draws above the tab it shows: the tab bar, one item per child
/// controller (its `tabBarItem` image or system item, its title, its badge), the selected one
/// in the tint colour and the others grey.
enum TabBarDrawing {
  static let titleFont = FontDescriptor(family: "system", size: 10, weight: .medium)
  static let badgeFont = FontDescriptor(family: "system", size: 13)
  static let unselected = Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
  static let badgeRed = Color(red: 1, green: 59 / 255, blue: 48 / 255)
  /// The square tab images are fitted into, as UIKit sizes template icons.
  static let iconSide = 25.0

  @Sendable static func draw(_ node: SolvedNode, _ tree: [SolvedNode]) -> [DisplayItem] {
    let children = node.children.map { tree[$0] }
    let tabs = children.filter(\.isController)
    let height = BarMetrics.tabBarHeight(container: { node.properties[$0] })
    guard height > 0 else { return [] }
    let look = BarLook(node: node, prefix: "tabBar.").overridden(
      by: children.first { $0.className == "UITabBar" })
    let rect = Rect(x: 0, y: node.frame.height - height, width: node.frame.width, height: height)
    var items = look.background(rect, hairline: .top)
    guard !tabs.isEmpty else { return items }
    let selected = BarMetrics.selectedTab(container: { node.properties[$0] }, count: tabs.count)
    let width = rect.width / Double(tabs.count)
    for (position, tab) in tabs.enumerated() {
      let index = node.isRightToLeft ? tabs.count - 1 - position : position
      let slot = Rect(x: Double(index) * width, y: rect.y, width: width, height: height)
      let isSelected = position == selected
      let color = isSelected ? look.tint ?? node.tint : look.unselectedTint ?? unselected
      items += item(of: tab, in: tree, slot: slot, color: color, isSelected: isSelected)
    }
    return items
  }

  /// The system items' titles and the symbols standing in for their icons.
  static let systemItems: [String: (title: String, symbol: String)] = [
    "more": ("More", "•••"), "favorites": ("Favorites", "★"), "featured": ("Featured", "★"),
    "topRated": ("Top Rated", "★"), "recents": ("Recents", "◷"), "contacts": ("Contacts", "☺"),
    "history": ("History", "◷"), "bookmarks": ("Bookmarks", "▥"), "search": ("Search", "⚲"),
    "downloads": ("Downloads", "⇩"), "mostRecent": ("Most Recent", "◷"),
    "mostViewed": ("Most Viewed", "☰"),
  ]

  /// One tab's icon, title and badge in its slot of the bar.
  private static func item(
    of tab: SolvedNode, in tree: [SolvedNode], slot: Rect, color: Color, isSelected: Bool
  ) -> [DisplayItem] {
    let system = tab.string("tabBarItem.systemItem").flatMap { systemItems[$0] }
    let title = tab.string("tabBarItem.title") ?? system?.title ?? title(of: tab, in: tree)
    let iconFrame = Rect(
      x: slot.x + (slot.width - iconSide) / 2, y: slot.y + 5, width: iconSide, height: iconSide)
    var items: [DisplayItem] = []
    let image =
      (isSelected ? tab.images["tabBarItem.selectedImage"] : nil) ?? tab.images["tabBarItem.image"]
    if let image {
      let rect = fitted(image.size, in: iconFrame)
      items.append(.image(ImageItem(name: image.key, rect: rect, clip: rect, tint: color)))
    } else if let system {
      items.append(
        NavigationBarDrawing.text(
          system.symbol, font: FontDescriptor(family: "system", size: 22), color: color,
          in: iconFrame, .center))
    }
    let hasIcon = image != nil || system != nil
    let titleFrame = Rect(
      x: slot.x + 2, y: hasIcon ? slot.y + 31 : slot.y, width: slot.width - 4,
      height: hasIcon ? 14 : slot.height)
    items.append(
      NavigationBarDrawing.text(title, font: titleFont, color: color, in: titleFrame, .center))
    if let badge = tab.string("tabBarItem.badgeValue") {
      items += self.badge(
        badge, color: tab.color("tabBarItem.badgeColor") ?? badgeRed,
        at: Point(x: iconFrame.x + iconFrame.width / 2 + 4, y: slot.y + 2))
    }
    return items
  }

  /// A tab's title when its item sets none: its own `title`, else (for a navigation
  /// controller) that of the first controller in its stack.
  private static func title(of tab: SolvedNode, in tree: [SolvedNode]) -> String {
    if let title = tab.string("title") { return title }
    let root = tab.children.map { tree[$0] }.first(where: \.isController)
    return root.map { NavigationBarDrawing.title(of: $0) } ?? ""
  }

  /// A red capsule with white text; an empty value is a small dot.
  private static func badge(_ value: String, color: Color, at origin: Point) -> [DisplayItem] {
    let height = value.isEmpty ? 10.0 : 18.0
    let width = max(height, 10 + 8 * Double(value.count))
    let rect = Rect(x: origin.x, y: origin.y, width: width, height: height)
    var items: [DisplayItem] = [.fill(rect, cornerRadius: height / 2, color: color)]
    if !value.isEmpty {
      items.append(
        NavigationBarDrawing.text(value, font: badgeFont, color: .white, in: rect, .center))
    }
    return items
  }

  /// An image of `size` scaled to fit `frame`, centred.
  private static func fitted(_ size: Size, in frame: Rect) -> Rect {
    guard size.width > 0, size.height > 0 else { return frame }
    let scale = min(frame.width / size.width, frame.height / size.height, 1)
    let width = size.width * scale
    let height = size.height * scale
    return Rect(
      x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2,
      width: width, height: height)
  }
}
