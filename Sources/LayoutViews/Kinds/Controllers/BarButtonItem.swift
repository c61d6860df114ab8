import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// A navigation item's left or right bar button item: a title, an image, or a system item
/// (its title, such as Done, or its symbol), in the tint colour; `style="done"` is semibold.
struct BarButtonItem {
  var title: String?
  var image: (key: String, size: Size)?
  var systemItem: String?
  var isDone: Bool
  var tint: Color?
  var isEnabled: Bool

  /// The item `side` (`leftBarButtonItem` or `rightBarButtonItem`) of a controller, nil when
  /// it sets none.
  init?(of controller: SolvedNode, side: String) {
    let prefix = "navigationItem." + side + "."
    title = controller.string(prefix + "title")
    image = controller.images[prefix + "image"]
    systemItem = controller.string(prefix + "systemItem")
    guard title?.isEmpty == false || image != nil || systemItem != nil else { return nil }
    isDone = controller.string(prefix + "style") == "done"
    tint = controller.color(prefix + "tintColor")
    isEnabled = controller.properties[prefix + "isEnabled"] != .bool(false)
  }

  /// The titles of the system items UIKit draws as words; the others are symbols.
  static let systemTitles: [String: String] = [
    "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo",
    "redo": "Redo", "close": "Close",
  ]

  /// Symbols standing in for the system items UIKit draws as icons.
  static let systemSymbols: [String: String] = [
    "add": "+", "compose": "✎", "reply": "↩", "action": "⇪", "organize": "▤",
    "bookmarks": "☰", "search": "⚲", "refresh": "↻", "stop": "✕", "camera": "◉",
    "trash": "⌫", "play": "▶", "pause": "❚❚", "rewind": "◀◀", "fastForward": "▶▶",
  ]

  /// The item drawn in `zone`, against its left or right side.
  func items(in zone: Rect, tint barTint: Color, alignment: TextAlignment) -> [DisplayItem] {
    var color = tint ?? barTint
    if !isEnabled { color = SystemColors.disabled }
    if let image, title == nil {
      let side = min(image.size.height, 24) > 0 ? min(image.size.height, 24) : 24
      let width = image.size.height > 0 ? image.size.width * side / image.size.height : side
      let x = alignment == .right ? zone.x + zone.width - width : zone.x
      let rect = Rect(x: x, y: zone.y + (zone.height - side) / 2, width: width, height: side)
      return [.image(ImageItem(name: image.key, rect: rect, clip: rect, tint: color))]
    }
    var font = NavigationBarDrawing.itemFont
    var label = title ?? ""
    if let systemItem, title == nil {
      label = Self.systemTitles[systemItem] ?? Self.systemSymbols[systemItem] ?? ""
      if systemItem == "done" || systemItem == "save" { font.weight = .semibold }
      if Self.systemSymbols[systemItem] != nil { font.size = 22 }
    }
    if isDone { font.weight = .semibold }
    return [NavigationBarDrawing.text(label, font: font, color: color, in: zone, alignment)]
  }
}

/// A chevron drawn as two rounded strokes, as UIKit's back button and disclosure indicator.
enum Chevron {
  enum Direction { case left, right }

  static func items(pointing direction: Direction, center: Point, height: Double, color: Color)
    -> [DisplayItem]
  {
    let thickness = max(1.5, height / 7)
    let length = height / 2 * 2.squareRoot()
    let sign: Double = direction == .left ? 1 : -1
    // Strokes leave the tip towards the right for a left chevron, towards the left otherwise.
    let base = direction == .left ? 0 : Double.pi
    return [1.0, -1.0].map { half in
      let bar = Rect(x: -length / 2, y: -thickness / 2, width: length, height: thickness)
      // Each stroke runs from the tip to one end, rotated 45° up or down.
      let transform = AffineTransform.translation(x: length / 2, y: 0)
        .concatenating(.rotation(base + half * Double.pi / 4))
        .concatenating(
          .translation(x: center.x - sign * height / 4, y: center.y))
      return .group(
        DisplayGroup(
          transform: transform, opacity: 1,
          items: [.fill(bar, cornerRadius: thickness / 2, color: color)], label: "chevron"))
    }
  }
}
