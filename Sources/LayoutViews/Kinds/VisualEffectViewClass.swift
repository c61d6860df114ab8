import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIVisualEffectView: `effect` is Layout's effect expression (`UIBlurEffect(dark)`,
/// `UIVibrancyEffect()`), or `effect.style` a blur style. A blur blurs what is already drawn
/// behind the view by the style's radius (in raster output), then lays the style's tint over
/// it; a vibrancy effect draws nothing itself. Children are the effect's
/// content, drawn above it; `contentView.backgroundColor` colours that content layer.
enum VisualEffectViewClass {
  static let declaration = ViewClass(
    name: "UIVisualEffectView",
    properties: [
      "effect": PropertySpec(.string, default: .string("")),
      "effect.style": PropertySpec(UIKitEnumeration.blurEffectStyle.type),
      "contentView.backgroundColor": PropertySpec(.color),
    ],
    draw: draw)

  /// The tint each blur style lays over the backdrop.
  static let tints: [String: Color] = [
    "extraLight": Color(white: 0.97, alpha: 0.85), "light": Color(white: 0.97, alpha: 0.75),
    "dark": Color(white: 0.11, alpha: 0.73), "extraDark": Color(white: 0.05, alpha: 0.85),
    "regular": Color(white: 0.97, alpha: 0.8), "prominent": Color(white: 0.97, alpha: 0.9),
    "systemUltraThinMaterial": Color(white: 0.97, alpha: 0.4),
    "systemThinMaterial": Color(white: 0.97, alpha: 0.6),
    "systemMaterial": Color(white: 0.97, alpha: 0.8),
    "systemThickMaterial": Color(white: 0.97, alpha: 0.9),
    "systemChromeMaterial": Color(white: 0.97, alpha: 0.85),
  ]

  /// The blur's standard deviation in points by style: thinner materials blur less.
  static func blurRadius(_ style: String) -> Double {
    switch style {
    case "systemUltraThinMaterial": return 6
    case "systemThinMaterial": return 8
    case "systemThickMaterial": return 12
    default: return 10
    }
  }

  /// The blur style an effect names: `effect.style`, else the argument of `UIBlurEffect(…)`
  /// (`light` when it has none); nil for a vibrancy effect or none.
  static func blurStyle(of node: SolvedNode) -> String? {
    if let style = node.string("effect.style") { return style }
    let effect = (node.string("effect") ?? "").filter { !$0.isWhitespace }
    guard effect.hasPrefix("UIBlurEffect") else { return nil }
    let argument = effect.dropFirst("UIBlurEffect".count).trimmingCharacters(in: "()")
    return argument.isEmpty ? "light" : argument
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let radius = node.number("layer.cornerRadius") ?? 0
    var items: [DisplayItem] = []
    if let style = blurStyle(of: node), let tint = tints[style] ?? tints["light"] {
      items.append(
        .backdrop(BackdropItem(rect: bounds, cornerRadius: radius, radius: blurRadius(style))))
      items.append(.fill(bounds, cornerRadius: radius, color: tint))
    }
    if let content = node.color("contentView.backgroundColor") {
      items.append(.fill(bounds, cornerRadius: radius, color: content))
    }
    return items
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
