import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// What a UINavigationController draws above the controller it shows: the navigation bar
/// with the shown controller's title (or large title and prompt), its bar button items or a
/// back button naming the controller below, and the toolbar when it is shown.
enum NavigationBarDrawing {
  static let titleFont = FontDescriptor(family: "system", size: 17, weight: .semibold)
  static let largeTitleFont = FontDescriptor(family: "system", size: 34, weight: .bold)
  static let promptFont = FontDescriptor(family: "system", size: 13)
  static let itemFont = FontDescriptor(family: "system", size: 17)
  /// The inset of bar content from the bar's sides.
  static let margin = 16.0

  @Sendable static func draw(_ node: SolvedNode, _ tree: [SolvedNode]) -> [DisplayItem] {
    let children = node.children.map { tree[$0] }
    let stack = children.filter(\.isController)
    let barNode = children.first { $0.className == "UINavigationBar" }
    let toolbarNode = children.first { $0.className == "UIToolbar" }
    let top = stack.last
    let width = node.frame.width
    var look = BarLook(node: node, prefix: "navigationBar.").overridden(by: barNode)
    look.tint = look.tint ?? node.tint
    var items: [DisplayItem] = []
    let height = BarMetrics.navigationBarHeight(
      container: { node.properties[$0] }, bar: barNode.map { bar in { bar.properties[$0] } },
      top: top.map { top in { top.properties[$0] } })
    if height > 0 {
      let rect = Rect(x: 0, y: 0, width: width, height: height)
      items += look.background(rect, hairline: .bottom)
      items += content(in: rect, look: look, stack: stack, node: node, bar: barNode)
    }
    let toolbar = BarMetrics.toolbarHeight(container: { node.properties[$0] })
    if toolbar > 0 {
      let toolbarLook = BarLook(node: node, prefix: "toolbar.").overridden(by: toolbarNode)
      items += toolbarLook.background(
        Rect(x: 0, y: node.frame.height - toolbar, width: width, height: toolbar),
        hairline: .top)
    }
    return items
  }

  /// The title, prompt and items in the bar's rectangle.
  private static func content(
    in rect: Rect, look: BarLook, stack: [SolvedNode], node: SolvedNode, bar: SolvedNode?
  ) -> [DisplayItem] {
    guard let top = stack.last else { return [] }
    var y = 0.0
    var items: [DisplayItem] = []
    if BarMetrics.hasPrompt({ top.properties[$0] }),
      let prompt = top.string("navigationItem.prompt")
    {
      items.append(
        text(
          prompt, font: promptFont, color: SystemColors.gray,
          in: Rect(x: margin, y: 0, width: rect.width - 2 * margin, height: 30), .center))
      y += BarViewClasses.promptHeight
    }
    let row = Rect(x: 0, y: y, width: rect.width, height: BarViewClasses.navigationBarHeight)
    let title = title(of: top)
    let isLarge = BarMetrics.showsLargeTitle(
      container: { node.properties[$0] }, bar: bar.map { bar in { bar.properties[$0] } },
      top: { top.properties[$0] })
    let tint = look.tint ?? SystemColors.tint
    // Text is not measured while painting: each side's items get the outer 30% of the bar,
    // and the title the middle, as UIKit keeps them apart.
    let side = rect.width * 0.3
    let leftZone = Rect(x: margin, y: row.y, width: max(0, side - margin), height: row.height)
    let rightZone = Rect(
      x: rect.width - side, y: row.y, width: max(0, side - margin), height: row.height)
    if let left = BarButtonItem(of: top, side: "leftBarButtonItem") {
      items += left.items(in: leftZone, tint: tint, alignment: .left)
    } else if stack.count > 1, top.properties["navigationItem.hidesBackButton"] != .bool(true) {
      items += backButton(to: self.title(of: stack[stack.count - 2]), in: leftZone, tint: tint)
    }
    if let right = BarButtonItem(of: top, side: "rightBarButtonItem") {
      items += right.items(in: rightZone, tint: tint, alignment: .right)
    }
    if isLarge {
      items.append(
        text(
          title, font: largeTitleFont, color: look.titleColor,
          in: Rect(
            x: margin, y: row.y + row.height, width: rect.width - 2 * margin,
            height: BarViewClasses.largeTitleHeight - 11), .left))
    } else if !title.isEmpty {
      items.append(
        text(
          title, font: titleFont, color: look.titleColor,
          in: Rect(x: side, y: row.y, width: rect.width - 2 * side, height: row.height),
          .center))
    }
    return items
  }

  /// A controller's title in a navigation bar: `navigationItem.title`, else `title`.
  static func title(of controller: SolvedNode) -> String {
    controller.string("navigationItem.title") ?? controller.string("title") ?? ""
  }

  /// The back button: a chevron and the title of the controller below (`Back` without one).
  private static func backButton(to title: String, in zone: Rect, tint: Color) -> [DisplayItem] {
    let label = title.isEmpty ? "Back" : title
    let chevron = Chevron.items(
      pointing: .left, center: Point(x: zone.x - 2, y: zone.y + zone.height / 2), height: 21,
      color: tint)
    let frame = Rect(x: zone.x + 10, y: zone.y, width: max(0, zone.width - 10), height: zone.height)
    return chevron + [text(label, font: itemFont, color: tint, in: frame, .left)]
  }

  /// Text in a frame, on one line, centred vertically.
  static func text(
    _ string: String, font: FontDescriptor, color: Color, in frame: Rect,
    _ alignment: TextAlignment
  ) -> DisplayItem {
    .text(
      TextItem(
        text: string, style: TextStyle(font: font, alignment: alignment), color: color,
        frame: frame))
  }
}
