import LayoutCore
import LayoutExpressions

/// UIControl, the kind every control inherits: its state (`isEnabled`, `isSelected`,
/// `isHighlighted`) and content alignments, and its events, which name the app's actions and
/// draw nothing. Alone it draws nothing but its view properties. UIRefreshControl is a
/// control that shows only while a scroll view is pulled down, so a still render draws none.
enum ControlViewClass {
  static let declaration: ViewClass = {
    var kind = ViewClass(
      name: "UIControl",
      properties: [
        "isSelected": PropertySpec(.bool, default: .bool(false)),
        "isHighlighted": PropertySpec(.bool, default: .bool(false)),
        "contentHorizontalAlignment": PropertySpec(
          UIKitEnumeration.controlContentHorizontalAlignment.type,
          default: .string("center")),
        "contentVerticalAlignment": PropertySpec(
          UIKitEnumeration.controlContentVerticalAlignment.type,
          default: .string("center")),
      ].adding(PropertyGroups.control))
    kind.inertAttributes = InertAttributes.controlEvents
    return kind
  }()

  static let refreshControl: ViewClass = {
    var kind = ViewClass(
      name: "UIRefreshControl", superclassName: "UIControl",
      properties: ["attributedTitle": PropertySpec(.attributedString)],
      intrinsicContent: .custom { _, _, maxWidth in Size(width: maxWidth ?? 0, height: 60) })
    kind.fillsWidth = true
    kind.inertAttributes = ["isRefreshing"]
    return kind
  }()
}
