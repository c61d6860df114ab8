/// The AndroidX and Material Components views the renderer draws as the libraries draw them,
/// by their class's short name (`com.google.android.material.button.MaterialButton` is
/// `MaterialButton`): the role they are measured in, the kind they are drawn as, the theme
/// attribute naming their default style, and, for views that make their own children (a
/// toolbar's title and menu, a bottom navigation's items), how those are made.
enum LibraryViews {
  /// The views a library view makes itself.
  enum Composite: Sendable {
    case toolbar, bottomNavigation, tabs, textInput, drawer, collapsingToolbar, navigationDrawer
  }

  struct Kind: Sendable {
    let role: ViewRole
    /// The kind it is drawn as (`Button`, `ImageButton`, `UIView`).
    let drawnAs: String
    /// The theme attribute of its default style (`materialButtonStyle`).
    let styleAttribute: String?
    var vertical = false
    var composite: Composite?
    /// The style the class falls back to when the theme names none under `styleAttribute`
    /// (nil: the Material Components one the theme attribute names in a Material theme).
    var defaultStyle: String?
  }

  /// The kind of a tag: a library's class (qualified), or `Toolbar`; an app's class named
  /// after one, which extends it (`com.example.CustomSwipeRefreshLayout`), is that one.
  static func kind(of tag: String) -> Kind? {
    named(tag).map { kinds[$0]! }
  }

  /// The library class a tag is, or is named after (the longest name its own ends with).
  static func named(_ tag: String) -> String? {
    guard ClassName.isQualified(tag) else { return tag == "Toolbar" ? tag : nil }
    let name = String(ClassName.simpleName(of: tag))
    if kinds[name] != nil { return name }
    return kinds.keys.filter { name.hasSuffix($0) }.max { $0.count < $1.count }
  }

  static let kinds: [String: Kind] = [
    "MaterialButton": Kind(role: .button, drawnAs: "Button", styleAttribute: "materialButtonStyle"),
    "ExtendedFloatingActionButton": Kind(
      role: .button, drawnAs: "Button", styleAttribute: "extendedFloatingActionButtonStyle"),
    "FloatingActionButton": Kind(
      role: .image, drawnAs: "ImageButton", styleAttribute: "floatingActionButtonStyle"),
    "Chip": Kind(role: .text, drawnAs: "TextView", styleAttribute: "chipStyle"),
    "ShapeableImageView": Kind(role: .image, drawnAs: "ImageView", styleAttribute: nil),
    "BottomSheetDragHandleView": Kind(
      role: .image, drawnAs: "ImageView", styleAttribute: "bottomSheetDragHandleStyle",
      defaultStyle: "@style/Widget.Material3.BottomSheet.DragHandle"),
    // hdodenhof's circle-cropped image view, which apps use as widely as the libraries'.
    "CircleImageView": Kind(role: .image, drawnAs: "ImageView", styleAttribute: nil),
    "MaterialDivider": Kind(
      role: .plain, drawnAs: "UIView", styleAttribute: "materialDividerStyle"),
    // ConstraintLayout's image views, drawn at rest (no filter, crossfade or rounding).
    "ImageFilterView": Kind(role: .image, drawnAs: "ImageView", styleAttribute: nil),
    "ImageFilterButton": Kind(role: .image, drawnAs: "ImageButton", styleAttribute: nil),
    "MaterialCardView": Kind(
      role: .frame, drawnAs: "CardView", styleAttribute: "materialCardViewStyle"),
    "ChipGroup": Kind(role: .flow, drawnAs: "UIView", styleAttribute: "chipGroupStyle"),
    // Google's flexbox library, in rows from the start as a chip group lays out.
    "FlexboxLayout": Kind(role: .flow, drawnAs: "UIView", styleAttribute: nil),
    "Toolbar": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "toolbarStyle", composite: .toolbar),
    "MaterialToolbar": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "toolbarStyle", composite: .toolbar),
    "BottomAppBar": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "bottomAppBarStyle", composite: .toolbar),
    "AppBarLayout": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "appBarLayoutStyle", vertical: true),
    "CollapsingToolbarLayout": Kind(
      role: .frame, drawnAs: "UIView", styleAttribute: "collapsingToolbarLayoutStyle",
      composite: .collapsingToolbar),
    "CoordinatorLayout": Kind(role: .coordinator, drawnAs: "UIView", styleAttribute: nil),
    "NestedScrollView": Kind(
      role: .scroll(horizontal: false), drawnAs: "UIScrollView", styleAttribute: nil),
    "BottomNavigationView": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "bottomNavigationStyle",
      composite: .bottomNavigation),
    "NavigationBarView": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "bottomNavigationStyle",
      composite: .bottomNavigation),
    "TabLayout": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "tabStyle", composite: .tabs),
    "TextInputLayout": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "textInputStyle", vertical: true,
      composite: .textInput),
    "DrawerLayout": Kind(role: .frame, drawnAs: "UIView", styleAttribute: nil, composite: .drawer),
    "NavigationView": Kind(
      role: .linear, drawnAs: "UIView", styleAttribute: "navigationViewStyle", vertical: true,
      composite: .navigationDrawer),
    "SwipeRefreshLayout": Kind(role: .frame, drawnAs: "UIView", styleAttribute: nil),
    "ViewPager": Kind(role: .frame, drawnAs: "UIView", styleAttribute: nil),
    "ViewPager2": Kind(role: .frame, drawnAs: "UIView", styleAttribute: nil),
    "LinearLayoutCompat": Kind(role: .linear, drawnAs: "UIView", styleAttribute: nil),
    "PercentFrameLayout": Kind(role: .frame, drawnAs: "UIView", styleAttribute: nil),
    "PercentRelativeLayout": Kind(role: .relative, drawnAs: "UIView", styleAttribute: nil),
    "GridLayout": Kind(role: .grid, drawnAs: "UIView", styleAttribute: nil),
    "MaterialButtonToggleGroup": Kind(role: .linear, drawnAs: "UIView", styleAttribute: nil),
    "MaterialButtonGroup": Kind(role: .linear, drawnAs: "UIView", styleAttribute: nil),
    "MaterialSplitButton": Kind(role: .linear, drawnAs: "UIView", styleAttribute: nil),
    "SwitchCompat": Kind(role: .text, drawnAs: "Switch", styleAttribute: "switchStyle"),
    "SwitchMaterial": Kind(role: .text, drawnAs: "Switch", styleAttribute: "switchStyle"),
    "MaterialSwitch": Kind(
      role: .text, drawnAs: "Switch", styleAttribute: "materialSwitchStyle",
      defaultStyle: "@style/Widget.Material3.CompoundButton.MaterialSwitch"),
    "Slider": Kind(role: .progress, drawnAs: "SeekBar", styleAttribute: "seekBarStyle"),
    "LinearProgressIndicator": Kind(
      role: .progress, drawnAs: "ProgressBar", styleAttribute: "linearProgressIndicatorStyle"),
    "CircularProgressIndicator": Kind(
      role: .progress, drawnAs: "ProgressBar", styleAttribute: "circularProgressIndicatorStyle"),
  ]
}
