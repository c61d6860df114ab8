/// The framework's view groups that the renderer lays out as the container they are, or are
/// closest to, so that the views a layout puts in them are laid out rather than refused:
/// `RadioGroup` is a `LinearLayout` (vertical unless told); `TableLayout` stacks its rows and
/// `TableRow` lines up its cells in the table's columns (`TableLayoutAlgorithm`); the others
/// hold their children as a `FrameLayout` does, an animator (`ViewFlipper`) showing its first.
enum FrameworkViewGroups {
  struct Group {
    let role: ViewRole
    /// The orientation when the layout gives none (`TableLayout` always stacks).
    let vertical: Bool
    /// How far it is from what Android draws, said in a warning; nil when it is the same.
    let approximation: String?
    /// The layout parameters of a child that gives no `layout_width` or `layout_height`:
    /// `TableLayout` and `TableRow` do not require them.
    let childDefaults: LayoutParams?
  }

  /// The animators, which show one child at a time: the first, until the app shows another.
  static let animators: Set<String> = [
    "ViewAnimator", "ViewFlipper", "ViewSwitcher", "ImageSwitcher", "TextSwitcher",
  ]

  static func group(named tag: String) -> Group? {
    switch tag {
    case "RadioGroup":
      Group(role: .linear, vertical: true, approximation: nil, childDefaults: nil)
    case "TableLayout":
      Group(
        role: .table, vertical: true, approximation: nil,
        childDefaults: LayoutParams(width: .matchParent, height: .wrapContent))
    case "TableRow":
      Group(
        role: .tableRow, vertical: false, approximation: nil,
        childDefaults: LayoutParams(width: .wrapContent, height: .wrapContent))
    case "TabWidget", "ActionMenuView":
      Group(role: .linear, vertical: false, approximation: nil, childDefaults: nil)
    case "ViewAnimator", "ViewFlipper", "ViewSwitcher", "ImageSwitcher", "TextSwitcher":
      Group(role: .frame, vertical: false, approximation: nil, childDefaults: nil)
    case "GridLayout":
      Group(
        role: .grid, vertical: false, approximation: nil,
        childDefaults: LayoutParams(width: .wrapContent, height: .wrapContent))
    case "Toolbar", "AbsoluteLayout", "TabHost", "SlidingDrawer", "GestureOverlayView":
      Group(
        role: .frame, vertical: false, approximation: "laid out as a FrameLayout",
        childDefaults: nil)
    default: nil
    }
  }
}
