import LayoutCore

/// The views a library view makes itself at run time, made here as elements and inflated
/// as the layout's own are (so their values resolve in the view's theme): a toolbar's
/// navigation button, title, subtitle and menu actions; a bottom navigation bar's items from
/// its menu; a tab layout's tabs and indicator; a text input layout's box, floating label and
/// helper text; a drawer layout's content without its closed drawers. Values are handed on
/// as written (`?attr/colorOnPrimary`, `@color/nav_item`), so that colour state lists pick
/// the colour of each item's own state (`checked`, `selected`).
struct MaterialComposites {
  /// The library view, with its default style's and style's items.
  let element: AndroidDocument.Element
  let resources: AndroidResources
  let file: String?
  /// Whether the platform's resources are read (the overflow icon is the platform's).
  let platform: Bool
  private(set) var warnings: [Diagnostic] = []

  init(element: AndroidDocument.Element, resources: AndroidResources, file: String?, platform: Bool)
  {
    self.element = element
    self.resources = resources
    self.file = file
    self.platform = platform
  }

  /// The children the view holds: those it makes, with the layout's own where it keeps them.
  mutating func children(of composite: LibraryViews.Composite, view: AndroidView)
    throws(DiagnosticError) -> [AndroidDocument.Element]
  {
    switch composite {
    case .toolbar: return try toolbar()
    case .bottomNavigation: return try bottomNavigation()
    case .tabs: return tabs()
    case .textInput: return textInput()
    case .drawer: return drawerContent()
    case .collapsingToolbar: return collapsingToolbar()
    case .navigationDrawer: return try navigationDrawer()
    }
  }

  /// Reads what a library view and a child of one take before children are made: a
  /// library container's orientation and gravity, a chip group's spacing and single row, a
  /// coordinator layout child's behaviour and anchor.
  static func prepare(
    _ view: AndroidView, element: AndroidDocument.Element, resources: AndroidResources,
    file: String?
  ) throws(DiagnosticError) {
    if let behavior = element.attribute("layout_behavior")?.value {
      view.params.scrollsBelowAppBar =
        behavior.contains("scrolling_view_behavior") || behavior.contains("ScrollingViewBehavior")
    }
    if let anchor = element.attribute("layout_anchor") {
      view.params.anchor = AttributeReader.stripID(anchor.value)
    }
    if let gravity = element.attribute("layout_anchorGravity") {
      view.params.anchorGravity = Gravity.parse(gravity.value).gravity
    }
    guard let kind = LibraryViews.kind(of: element.tag) else { return }
    view.sizesChildrenByPercent = LibraryViews.named(element.tag)?.hasPrefix("Percent") ?? false
    if kind.role == .linear, element.attribute("orientation") == nil {
      view.orientationIsVertical = kind.vertical
    }
    switch kind.composite {
    case .toolbar?: view.gravity = Gravity(horizontal: .start, vertical: .center)
    case .bottomNavigation?: view.gravity = Gravity(horizontal: .center, vertical: .center)
    // A navigation view that wraps its content is as wide as it may be, at most 280dp.
    case .navigationDrawer? where view.params.width == .wrapContent:
      view.params.width = .exactly(280)
    default: break
    }
    guard kind.role == .flow else { return }
    func length(_ name: String) throws(DiagnosticError) -> Double? {
      guard let attribute = element.attribute(name) else { return nil }
      let value = try resources.resolve(
        attribute.value, file: file, range: attribute.valueRange)
      return AndroidValues.dimension(value)
    }
    let spacing = try length("chipSpacing")
    view.itemSpacing = Size(
      width: try length("chipSpacingHorizontal") ?? spacing ?? 0,
      height: try length("chipSpacingVertical") ?? spacing ?? 0)
    view.singleRow = AndroidValues.bool(element.attribute("singleLine")?.value ?? "") ?? false
    // Google's FlexboxLayout: rows from the start, wrapping only with `flexWrap="wrap"`.
    if LibraryViews.named(element.tag) == "FlexboxLayout" {
      let wrap = element.attribute("flexWrap")?.value ?? "nowrap"
      view.singleRow = !["wrap", "wrap_reverse"].contains(wrap)
    }
  }

  // MARK: - Toolbar

  /// A toolbar's row: its navigation button (56dp wide), its title and subtitle after the
  /// content inset (16dp), its own children, then its menu's actions at the end and an
  /// overflow button for the items that are not actions.
  private mutating func toolbar() throws(DiagnosticError) -> [AndroidDocument.Element] {
    var row: [AndroidDocument.Element] = []
    let tint = written("navigationIconTint")
    let gravity = buttonGravity()
    if let icon = written("navigationIcon") {
      var button = iconView(icon, tint: tint, width: "56dp", height: "56dp")
      button.attributes.append(gravity)
      row.append(button)
    }
    let title = written("title").flatMap { $0.value.isEmpty ? nil : $0 }
    let subtitle = written("subtitle").flatMap { $0.value.isEmpty ? nil : $0 }
    let custom = element.children
    if title != nil || subtitle != nil {
      var block = make(
        "LinearLayout",
        [
          ("orientation", "vertical"), ("layout_width", custom.isEmpty ? "0dp" : "wrap_content"),
          ("layout_weight", custom.isEmpty ? "1" : "0"), ("layout_height", "wrap_content"),
          ("layout_marginStart", titleInset(afterNavigation: written("navigationIcon") != nil)),
          ("layout_gravity", "center_vertical"),
        ])
      if let title {
        block.children.append(
          text(
            title, size: written("titleTextSize")?.value ?? "20sp",
            color: written("titleTextColor"), medium: true,
            appearance: written("titleTextAppearance")))
      }
      if let subtitle {
        block.children.append(
          text(
            subtitle, size: "14sp", color: written("subtitleTextColor"), medium: false,
            appearance: written("subtitleTextAppearance")))
      }
      row.append(block)
    } else if !custom.isEmpty {
      row.append(make("View", [("layout_width", "16dp"), ("layout_height", "0dp")]))
    }
    row += custom
    if !custom.isEmpty || (title == nil && subtitle == nil) {
      row.append(
        make("View", [("layout_width", "0dp"), ("layout_height", "0dp"), ("layout_weight", "1")]))
    }
    return row + (try menuActions(tint: tint, gravity: gravity))
  }

  /// How far a toolbar's title is from its start (after the navigation button when there is
  /// one), as `Toolbar` insets its content: `contentInsetStart` (16dp) from the start, and
  /// after a navigation button at least `contentInsetStartWithNavigation` from the start
  /// (72dp; Material 3's is 0dp, so its title follows the 56dp button).
  private func titleInset(afterNavigation: Bool) -> String {
    func length(_ name: String, _ fallback: Double) -> Double {
      written(name).flatMap { AndroidValues.dimension($0.value) } ?? fallback
    }
    let start = length("contentInsetStart", 16)
    guard afterNavigation else { return "\(start)dp" }
    let inset = max(start, length("contentInsetStartWithNavigation", 72))
    return "\(max(inset - 56, 0))dp"
  }

  /// Where a toolbar's buttons (its navigation button, actions and overflow: 56dp high, the
  /// action bar's height) sit in a toolbar taller than they are: `buttonGravity` (`top`,
  /// Toolbar's default; `center_vertical`; `bottom`).
  /// A value it does not take is a warning, and the default.
  private mutating func buttonGravity() -> AndroidDocument.Attribute {
    guard let given = written("buttonGravity") else { return attribute("layout_gravity", "top") }
    let gravity = ["center_vertical", "bottom", "top"].first { given.value.contains($0) }
    if gravity == nil {
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "buttonGravity '\(given.value)' is ignored: the buttons sit at the top",
          file: file, range: given.valueRange,
          hints: ["buttonGravity takes top, center_vertical or bottom"]))
    }
    return attribute("layout_gravity", gravity ?? "top")
  }

  /// A toolbar menu's actions: an icon button for each item shown as an action with an icon,
  /// its title for one without, and one overflow button for the rest.
  private mutating func menuActions(
    tint: AndroidDocument.Attribute?, gravity: AndroidDocument.Attribute
  ) throws(DiagnosticError) -> [AndroidDocument.Element] {
    guard let menu = try menu() else { return [] }
    var actions: [AndroidDocument.Element] = []
    let items = menu.items.filter(\.isVisible)
    for item in items where item.isAction {
      if let icon = item.icon {
        var button = iconView(icon, tint: tint, width: "48dp", height: "56dp")
        button.attributes.append(gravity)
        actions.append(button)
      } else if let title = item.title {
        var label = text(
          title, size: "14sp", color: written("titleTextColor"), medium: true, appearance: nil)
        label.attributes += attributes([
          ("textAllCaps", "true"), ("paddingLeft", "12dp"), ("paddingRight", "12dp"),
          ("layout_gravity", "center_vertical"),
        ])
        actions.append(label)
      }
    }
    if platform, items.contains(where: { !$0.isAction }) {
      var overflow = iconView(
        attribute("src", "@android:drawable/ic_menu_moreoverflow_material"), tint: tint,
        width: "40dp", height: "56dp")
      overflow.attributes.append(gravity)
      actions.append(overflow)
    }
    return actions
  }

  // MARK: - Bottom navigation

  /// A bottom navigation bar's items from its menu (at most five), each its icon over its
  /// label, sharing the width; the checked item (the first unless one is checked) in its
  /// checked colours, and in Material 3 on its active indicator. Labels show as
  /// `labelVisibilityMode` says (by default all of three or fewer, else the checked one's).
  private mutating func bottomNavigation() throws(DiagnosticError) -> [AndroidDocument.Element] {
    guard let menu = try menu() else { return [] }
    let items = Array(menu.items.filter(\.isVisible).prefix(5))
    let checked = items.firstIndex(where: \.isChecked) ?? 0
    let indicator = written("itemActiveIndicatorColor")
    let mode = written("labelVisibilityMode")?.value ?? "auto"
    var children: [AndroidDocument.Element] = []
    for (index, item) in items.enumerated() {
      let isChecked = index == checked
      let state = ("checked", isChecked ? "true" : "false")
      var cell = make(
        "LinearLayout",
        [
          ("orientation", "vertical"), ("layout_width", "0dp"), ("layout_weight", "1"),
          ("layout_height", "wrap_content"), ("gravity", "center"),
          ("layout_gravity", "center_vertical"), state,
        ])
      if let icon = item.icon {
        let large = indicator != nil
        var image = iconView(
          icon, tint: written("itemIconTint"), width: large ? "64dp" : "24dp",
          height: large ? "32dp" : "24dp")
        image.attributes += attributes([state])
        if let indicator, isChecked {
          image.attributes += [renamed(indicator, "backgroundTint")]
          image.attributes += attributes([("cornerRadius", "50%")])
        }
        cell.children.append(image)
      }
      let labelled =
        switch mode {
        case "labeled": true
        case "unlabeled": false
        case "selected": isChecked
        default: items.count <= 3 || isChecked
        }
      if labelled, let title = item.title {
        // `itemTextAppearanceActive` and `…Inactive`, beneath `itemTextColor`.
        let appearance = written(
          isChecked ? "itemTextAppearanceActive" : "itemTextAppearanceInactive")
        var label = text(
          title, size: isChecked && indicator == nil ? "14sp" : "12sp",
          color: written("itemTextColor"), medium: indicator != nil, appearance: appearance)
        label.attributes += attributes([state, ("layout_marginTop", "4dp")])
        cell.children.append(label)
      }
      children.append(cell)
    }
    return children
  }

  // MARK: - Tabs

  /// A tab layout's tabs from its `TabItem`s: sharing the width (`tabMode="fixed"`, the
  /// default) or as wide as their text, each its icon and text centred, the first selected
  /// with the indicator along its bottom.
  private func tabs() -> [AndroidDocument.Element] {
    let scrollable = written("tabMode")?.value == "scrollable"
    let caps = written("tabTextAllCaps")?.value ?? "true"
    var tabs: [AndroidDocument.Element] = []
    for (index, item) in element.children.enumerated() where item.tag.hasSuffix("TabItem") {
      let selected = index == 0
      let state = ("selected", selected ? "true" : "false")
      var tab = make(
        "FrameLayout",
        [
          ("layout_width", scrollable ? "wrap_content" : "0dp"),
          ("layout_weight", scrollable ? "0" : "1"), ("layout_height", "match_parent"),
          ("minHeight", "48dp"), state,
        ])
      tab.attributes += tabPadding()
      var content = make(
        "LinearLayout",
        [
          ("orientation", "vertical"), ("layout_width", "wrap_content"),
          ("layout_height", "wrap_content"), ("layout_gravity", "center"), ("gravity", "center"),
        ])
      if let icon = item.attribute("icon") {
        var image = iconView(
          icon, tint: written("tabIconTint") ?? written("tabTextColor"), width: "24dp",
          height: "24dp")
        image.attributes += attributes([state])
        content.children.append(image)
      }
      if let title = item.attribute("text") {
        let color =
          selected
          ? written("tabSelectedTextColor") ?? written("tabTextColor")
          : written("tabTextColor")
        var label = text(title, size: "14sp", color: color, medium: true, appearance: nil)
        label.attributes += attributes([state, ("textAllCaps", caps)])
        content.children.append(label)
      }
      tab.children += selected ? withIndicator(content) : [content]
      tabs.append(tab)
    }
    return tabs
  }

  /// A tab's padding on each side (`Start`, `End`, `Top`, `Bottom`): `tabPaddingStart`,
  /// …, else `tabPadding`, else 12dp at the start and end and none above and below.
  private func tabPadding(_ side: String) -> AndroidDocument.Attribute? {
    if let given = written("tabPadding" + side) ?? written("tabPadding") { return given }
    return side == "Start" || side == "End" ? attribute("tabPadding" + side, "12dp") : nil
  }

  /// A tab's padding attributes.
  private func tabPadding() -> [AndroidDocument.Attribute] {
    ["Start", "End", "Top", "Bottom"].compactMap { side in
      tabPadding(side).map { renamed($0, "padding" + side) }
    }
  }

  /// The selected tab's content with its indicator: `tabIndicator` (a line when none) in
  /// `tabIndicatorColor`, `tabIndicatorHeight` tall, at `tabIndicatorGravity` (`bottom`,
  /// `top`, `center`, or `stretch` over the tab's height), across the whole tab or, with
  /// `tabIndicatorFullWidth="false"` (Material 3's default), across its content; beneath
  /// the content, as `TabLayout` draws it.
  private func withIndicator(_ content: AndroidDocument.Element) -> [AndroidDocument.Element] {
    guard let color = written("tabIndicatorColor"), written("tabIndicator")?.value != "@null"
    else { return [content] }
    let gravity = written("tabIndicatorGravity")?.value ?? "bottom"
    let fullWidth = written("tabIndicatorFullWidth")?.value != "false"
    // An empty text view, which (unlike a plain view) asks for no room of its own where the
    // tab wraps its content: it takes the width and height the tab's content gives.
    var line = make(
      "TextView",
      [
        ("layout_width", "match_parent"), ("textSize", "1sp"), ("includeFontPadding", "false"),
        ("layout_gravity", ["center": "center_vertical", "stretch": "top"][gravity] ?? gravity),
      ])
    if let drawable = written("tabIndicator") {
      line.attributes += [renamed(drawable, "background"), renamed(color, "backgroundTint")]
    } else {
      line.attributes.append(renamed(color, "background"))
    }
    line.attributes.append(
      gravity == "stretch"
        ? attribute("layout_height", "match_parent")
        : written("tabIndicatorHeight").map { renamed($0, "layout_height") }
          ?? attribute("layout_height", "2dp"))
    // Over the tab's padding above and below (and at its sides when across the tab).
    let sides = fullWidth ? ["Start", "End", "Top", "Bottom"] : ["Top", "Bottom"]
    line.attributes += sides.compactMap { side in
      tabPadding(side).flatMap { negated($0, "layout_margin" + side) }
    }
    guard !fullWidth else { return [line, content] }
    var frame = make(
      "FrameLayout",
      [
        ("layout_width", "wrap_content"), ("layout_height", "match_parent"),
        ("layout_gravity", "center_horizontal"),
      ])
    // The content fills the frame too, so that the frame measures both to its width, which
    // is the content's (as FrameLayout measures two or more children that match it).
    var filling = content
    filling.attributes.removeAll { $0.name == "layout_width" }
    filling.attributes.append(attribute("layout_width", "match_parent"))
    frame.children = [line, filling]
    return [frame]
  }

  /// A length, negated (`12dp` is `-12dp`, a `@dimen/…` its value's), under another name;
  /// nil for a value that names no length.
  private func negated(_ length: AndroidDocument.Attribute, _ name: String)
    -> AndroidDocument.Attribute?
  {
    var copy = renamed(length, name)
    let value =
      AndroidResources.isReference(length.value)
      ? (try? resources.resolve(length.value, file: file, range: length.valueRange))
      : length.value
    guard let value, AndroidValues.dimension(value) != nil else { return nil }
    copy.value = value.hasPrefix("-") ? String(value.dropFirst()) : "-" + value
    return copy
  }

  // MARK: - Text input

  /// A text input layout's field: its edit text in the box (filled, with a line along its
  /// bottom, or outlined), its hint inside the empty field or, over text, as the small
  /// floating label (on the outline, cut out of it), its start and end icons, then its error
  /// or helper text and its counter.
  private func textInput() -> [AndroidDocument.Element] {
    guard let fieldIndex = element.children.firstIndex(where: Self.isTextField) else {
      return element.children
    }
    let field = element.children[fieldIndex]
    let outlined = written("boxBackgroundMode")?.value == "outline"
    let hasText = !(field.attribute("text")?.value ?? "").isEmpty
    let icons = (start: startIcon(), end: endIcon())
    var box = make(
      "FrameLayout", [("layout_width", "match_parent"), ("layout_height", "wrap_content")])
    box.attributes += boxAttributes(outlined: outlined)
    // An outlined box leaves room above it for half its floating label, as
    // `TextInputLayout.calculateLabelMarginTop` does: half the 12sp label's ascent.
    if outlined, written("hintEnabled")?.value != "false" {
      box.attributes.append(attribute("layout_marginTop", Self.outlinedLabelMargin))
    }
    box.children.append(
      withAffixes(
        decorated(
          field, outlined: outlined, hasText: hasText,
          icons: (icons.start != nil, icons.end != nil)),
        shown: hasText))
    if !outlined, let stroke = boxStroke, boxStrokeWidth != "0dp" {
      var line = make(
        "View",
        [
          ("layout_width", "match_parent"), ("layout_height", boxStrokeWidth),
          ("layout_gravity", "bottom"),
        ])
      line.attributes.append(renamed(stroke, "background"))
      box.children.append(line)
    }
    box.children += [icons.start, icons.end].compactMap { $0 }
    if hasText, let hint = written("hint") {
      box.children.append(floatingLabel(hint, outlined: outlined, afterIcon: icons.start != nil))
    }
    var others = element.children
    others.remove(at: fieldIndex)
    return [box] + notes(length: field.attribute("text")?.value.count ?? 0) + others
  }

  /// Half the ascent of the 12sp floating label in Roboto (0.928 of its size), which a
  /// device truncates to whole pixels as the margin's offset is.
  static let outlinedLabelMargin = "5.57dp"

  /// The error the layout shows (`app:error`, unless empty or `errorEnabled="false"`).
  private var shownError: AndroidDocument.Attribute? {
    guard written("errorEnabled")?.value != "false" else { return nil }
    return written("error").flatMap { $0.value.isEmpty ? nil : $0 }
  }

  /// While there is an error, `boxStrokeErrorColor` (else the error's colour); else the
  /// box's stroke colour.
  private var boxStroke: AndroidDocument.Attribute? {
    guard shownError != nil else { return written("boxStrokeColor") }
    return written("boxStrokeErrorColor") ?? written("errorTextColor") ?? written("boxStrokeColor")
  }

  /// The hint's colour, inside the field or floating: the error's while there is one, as
  /// `TextInputLayout.updateLabelState` gives it, else `hintTextColor`.
  private var hintColor: AndroidDocument.Attribute? {
    shownError.flatMap { _ in written("errorTextColor") } ?? written("hintTextColor")
  }

  /// The width of the box's stroke (`boxStrokeWidth`, 1dp unless given; `0dp` draws none).
  private var boxStrokeWidth: String {
    let given = written("boxStrokeWidth")?.value ?? "1dp"
    return AndroidValues.dimension(given) == 0 ? "0dp" : given
  }

  /// The box's corner, fill and (outlined) stroke.
  private func boxAttributes(outlined: Bool) -> [AndroidDocument.Attribute] {
    var given = [
      (written("boxCornerRadiusTopStart") ?? written("boxCornerRadius")).map {
        renamed($0, "cornerRadius")
      } ?? attribute("cornerRadius", "4dp")
    ]
    if let fill = written("boxBackgroundColor") { given.append(renamed(fill, "backgroundTint")) }
    if outlined, let stroke = boxStroke, boxStrokeWidth != "0dp" {
      given += [renamed(stroke, "strokeColor"), attribute("strokeWidth", boxStrokeWidth)]
    }
    return given
  }

  /// The edit text as the layout shows it: no background of its own, the box's padding
  /// (more beside an icon), 16sp, the hint inside while it is empty.
  private func decorated(
    _ field: AndroidDocument.Element, outlined: Bool, hasText: Bool, icons: (Bool, Bool)
  ) -> AndroidDocument.Element {
    var field = field
    let own = Set(field.attributes.map(\.name))
    let beside = { (icon: Bool) in icon ? Self.besideIcon : "16dp" }
    var given = attributes([
      ("background", "@null"), ("paddingLeft", beside(icons.0)),
      ("paddingRight", beside(icons.1)),
      ("paddingTop", hasText && !outlined ? "24dp" : "16dp"),
      ("paddingBottom", hasText && !outlined ? "8dp" : "16dp"), ("minHeight", "56dp"),
      ("textSize", "16sp"),
    ]).filter { !own.contains($0.name) || $0.name == "background" }
    if !hasText, let hint = written("hint"), field.attribute("hint") == nil { given.append(hint) }
    if let color = hintColor { given.append(renamed(color, "textColorHint")) }
    field.attributes = field.attributes.filter { $0.name != "background" } + given
    return field
  }

  /// The field between its `prefixText` and `suffixText`, which show while it has text (the
  /// label floats): a row whose texts take the field's side padding and line up on its
  /// baseline, as the layout's start and end views do.
  private func withAffixes(_ field: AndroidDocument.Element, shown: Bool)
    -> AndroidDocument.Element
  {
    let prefix = written("prefixText").flatMap { $0.value.isEmpty ? nil : $0 }
    let suffix = written("suffixText").flatMap { $0.value.isEmpty ? nil : $0 }
    guard shown, prefix != nil || suffix != nil else { return field }
    var row = make(
      "LinearLayout",
      [
        ("layout_width", "match_parent"), ("layout_height", "wrap_content"),
        ("orientation", "horizontal"),
      ])
    var field = field
    field.attributes += attributes([("layout_width", "0dp"), ("layout_weight", "1")])
    // Each takes the field's padding on its side (the field keeps none there) and its
    // padding above and below, so that the texts share a line, and keeps 2dp from the text
    // (`material_input_text_to_prefix_suffix_padding`).
    func affix(_ text: AndroidDocument.Attribute, _ name: String, side: String)
      -> AndroidDocument.Element
    {
      let inner = side == "paddingLeft" ? "paddingRight" : "paddingLeft"
      let color = written(name + "TextColor")
      var view = self.text(
        text, size: "16sp",
        color: color ?? attribute("textColor", "?android:attr/textColorSecondary"),
        medium: false, appearance: written(name + "TextAppearance"))
      let vertical = field.attributes.filter {
        $0.name == "paddingTop" || $0.name == "paddingBottom"
      }
      view.attributes += [field.attributes.last { $0.name == side } ?? attribute(side, "16dp")]
      view.attributes += vertical + [attribute(inner, "2dp")]
      field.attributes.append(attribute(side, "0dp"))
      return view
    }
    if let prefix { row.children.append(affix(prefix, "prefix", side: "paddingLeft")) }
    let prefixCount = row.children.count
    if let suffix { row.children.append(affix(suffix, "suffix", side: "paddingRight")) }
    row.children.insert(field, at: prefixCount)
    return row
  }

  /// The text's distance from the box's side beside an icon: the icon's 12dp margin, its
  /// 24dp and 16dp more.
  private static let besideIcon = "52dp"

  /// The hint over a field with text: small, at the top of a filled box (beside a start
  /// icon, where the text starts), or on an outline, cut out of it.
  private func floatingLabel(
    _ hint: AndroidDocument.Attribute, outlined: Bool, afterIcon: Bool
  ) -> AndroidDocument.Element {
    var label = text(
      hint, size: "12sp", color: hintColor, medium: false,
      appearance: written("hintTextAppearance"))
    label.attributes += attributes(
      outlined
        ? [
          ("layout_marginTop", "-8dp"), ("layout_marginLeft", "12dp"), ("paddingLeft", "4dp"),
          ("paddingRight", "4dp"), ("background", "?android:attr/colorBackground"),
        ]
        : [
          ("layout_marginTop", "8dp"), ("layout_marginLeft", afterIcon ? Self.besideIcon : "16dp"),
        ])
    return label
  }

  /// `startIconDrawable`: 24dp at the box's start, tinted by `startIconTint`.
  private func startIcon() -> AndroidDocument.Element? {
    guard let source = written("startIconDrawable"), source.value != "@null" else { return nil }
    return placedIcon(source, tint: written("startIconTint"), gravity: "left|center_vertical")
  }

  /// The end icon `endIconMode` names: the password toggle's eye (the password hidden), a
  /// drop-down arrow, `endIconDrawable` for `custom`; the clear-text icon shows only while
  /// the field has focus, so not at rest. The older `passwordToggleEnabled` is the eye too.
  /// While there is an error, its `errorIconDrawable` (a circled exclamation mark, in
  /// `errorIconTint`, else the error's colour) replaces it, as `EndCompoundLayout` shows it.
  private func endIcon() -> AndroidDocument.Element? {
    if shownError != nil, written("errorIconDrawable")?.value != "@null" {
      let source =
        written("errorIconDrawable") ?? attribute("errorIconDrawable", "@drawable/library_ic_error")
      let tint = written("errorIconTint") ?? written("errorTextColor")
      return placedIcon(source, tint: tint, gravity: "right|center_vertical")
    }
    let source: AndroidDocument.Attribute?
    switch written("endIconMode")?.value {
    case "password_toggle": source = attribute("src", "@drawable/library_ic_visibility")
    case "dropdown_menu": source = attribute("src", "@drawable/library_ic_arrow_drop_down")
    case "custom": source = written("endIconDrawable")
    case nil where written("passwordToggleEnabled")?.value == "true":
      source =
        written("passwordToggleDrawable") ?? attribute("src", "@drawable/library_ic_visibility")
    default: source = nil
    }
    guard let source, source.value != "@null" else { return nil }
    let tint = written("endIconTint") ?? written("passwordToggleTint")
    return placedIcon(source, tint: tint, gravity: "right|center_vertical")
  }

  private func placedIcon(
    _ source: AndroidDocument.Attribute, tint: AndroidDocument.Attribute?, gravity: String
  ) -> AndroidDocument.Element {
    var icon = iconView(source, tint: tint, width: "24dp", height: "24dp")
    icon.attributes += attributes([
      ("layout_gravity", gravity), ("layout_marginLeft", "12dp"), ("layout_marginRight", "12dp"),
    ])
    return icon
  }

  /// The line under the box: the error (else the helper text) at the start, and with
  /// `counterEnabled` the text's length (over `counterMaxLength`) at the end.
  private func notes(length: Int) -> [AndroidDocument.Element] {
    let error = shownError
    let note = error ?? written("helperText").flatMap { $0.value.isEmpty ? nil : $0 }
    let counts = written("counterEnabled")?.value == "true"
    guard note != nil || counts else { return [] }
    var row = make(
      "FrameLayout",
      [
        ("layout_width", "match_parent"), ("layout_height", "wrap_content"),
        ("layout_marginTop", "4dp"), ("paddingLeft", "16dp"), ("paddingRight", "16dp"),
      ])
    if let note {
      let kind = error == nil ? "helperTextText" : "errorText"
      // The helper or error text wraps, as `TextInputLayout`'s indicator text does.
      row.children.append(
        text(
          note, size: "12sp", color: written(kind + "Color"), medium: false,
          appearance: written(kind + "Appearance"), oneLine: false))
    }
    if counts {
      let maximum = written("counterMaxLength").map { "/" + $0.value } ?? ""
      var counter = text(
        attribute("text", "\(length)\(maximum)"), size: "12sp",
        color: written("counterTextColor") ?? written("helperTextTextColor"), medium: false,
        appearance: written("counterTextAppearance"))
      counter.attributes.append(attribute("layout_gravity", "right"))
      row.children.append(counter)
    }
    return [row]
  }

  /// Whether an element is the text field a text input layout decorates.
  private static func isTextField(_ element: AndroidDocument.Element) -> Bool {
    ["EditText", "AutoCompleteTextView"].contains { element.tag.hasSuffix($0) }
  }

  // MARK: - Collapsing toolbar

  /// A collapsing toolbar layout, expanded: its children, with the title (its own `title`,
  /// else its toolbar's, which then shows none) large at its bottom start, by
  /// `expandedTitleTextAppearance` and `expandedTitleMargin…`; none with `titleEnabled`
  /// false.
  private func collapsingToolbar() -> [AndroidDocument.Element] {
    guard written("titleEnabled")?.value != "false" else { return element.children }
    var children = element.children
    let toolbar = children.firstIndex { LibraryViews.kind(of: $0.tag)?.composite == .toolbar }
    guard let title = written("title") ?? toolbar.flatMap({ children[$0].attribute("title") }),
      !title.value.isEmpty
    else { return children }
    if let toolbar {
      children[toolbar].attributes.removeAll { $0.name == "title" || $0.name == "subtitle" }
    }
    var label = text(
      title, size: "34sp", color: written("expandedTitleTextColor"), medium: false,
      appearance: written("expandedTitleTextAppearance"))
    label.attributes.removeAll { $0.name == "maxLines" }
    label.attributes += attributes([("layout_gravity", "bottom|left"), ("maxLines", "3")])
    let margin = written("expandedTitleMargin")
    for (side, name) in [
      ("Left", "expandedTitleMarginStart"), ("Right", "expandedTitleMarginEnd"),
      ("Bottom", "expandedTitleMarginBottom"),
    ] {
      if let given = written(name) ?? margin {
        label.attributes.append(renamed(given, "layout_margin" + side))
      }
    }
    return children + [label]
  }

  // MARK: - Navigation drawer

  /// A navigation view: its `headerLayout`, then its menu's rows (its icon and title, 48dp;
  /// the checked one on the library's highlight), a line between groups, a submenu's title
  /// over its rows.
  private mutating func navigationDrawer() throws(DiagnosticError) -> [AndroidDocument.Element] {
    var children: [AndroidDocument.Element] = []
    if let header = written("headerLayout") {
      var include = make("include", [])
      include.attributes.append(renamed(header, "layout"))
      children.append(include)
    }
    guard let menu = try menu() else { return children + element.children }
    var list = make(
      "LinearLayout",
      [
        ("orientation", "vertical"), ("layout_width", "match_parent"),
        ("layout_height", "wrap_content"), ("paddingTop", "8dp"), ("paddingBottom", "8dp"),
      ])
    var group: String?
    for item in menu.items where item.isVisible {
      if !item.submenu.isEmpty {
        if !list.children.isEmpty { list.children.append(divider()) }
        if let title = item.title { list.children.append(subheader(title)) }
        list.children += item.submenu.filter(\.isVisible).map(navigationRow)
        group = nil
        continue
      }
      if let group, group != item.group { list.children.append(divider()) }
      group = item.group
      list.children.append(navigationRow(item))
    }
    return children + [list] + element.children
  }

  /// One row: the icon (24dp, `itemIconTint`), `itemIconPadding` before the title
  /// (`itemTextColor`), `itemHorizontalPadding` in from the side, the checked row on its
  /// highlight (`itemShapeFillColor` in the `itemShapeAppearance`, inset by
  /// `itemShapeInset…`). Rows are 48dp; Material 3's pill-shaped rows 56dp.
  private func navigationRow(_ item: MenuResource.Item) -> AndroidDocument.Element {
    let state = ("checked", item.isChecked ? "true" : "false")
    func length(_ name: String) -> Double {
      written(name).flatMap { AndroidValues.dimension($0.value) } ?? 0
    }
    let corner =
      written("itemShapeAppearance").flatMap {
        LibraryStyles.style(named: $0.value.replacingOccurrences(of: "@style/", with: ""))
      }?.items.last { $0.name == "cornerSize" }?.value ?? "0dp"
    let (top, bottom) = (length("itemShapeInsetTop"), length("itemShapeInsetBottom"))
    let height = (corner == "50%" ? 56 : 48) - top - bottom
    var row = make(
      "LinearLayout",
      [
        ("orientation", "horizontal"), ("layout_width", "match_parent"),
        ("layout_height", "\(height)dp"), ("gravity", "center_vertical"),
        ("layout_marginLeft", "\(length("itemShapeInsetStart"))dp"),
        ("layout_marginRight", "\(length("itemShapeInsetEnd"))dp"),
        ("layout_marginTop", "\(top)dp"), ("layout_marginBottom", "\(bottom)dp"),
        (
          "paddingLeft",
          "\(max(0, length("itemHorizontalPadding") - length("itemShapeInsetStart")))dp"
        ),
        ("paddingRight", "8dp"), state, ("cornerRadius", corner),
      ])
    if item.isChecked, let fill = written("itemShapeFillColor") {
      row.attributes.append(renamed(fill, "backgroundTint"))
    }
    if let icon = item.icon {
      var image = iconView(icon, tint: written("itemIconTint"), width: "24dp", height: "24dp")
      image.attributes += attributes([state])
      if let padding = written("itemIconPadding") {
        image.attributes.append(renamed(padding, "layout_marginRight"))
      }
      row.children.append(image)
    }
    if let title = item.title {
      var label = text(
        title, size: "14sp", color: written("itemTextColor"), medium: true, appearance: nil)
      label.attributes += attributes([state])
      row.children.append(label)
    }
    return row
  }

  private func divider() -> AndroidDocument.Element {
    var line = make(
      "View",
      [
        ("layout_width", "match_parent"), ("layout_height", "1dp"), ("layout_marginTop", "8dp"),
        ("layout_marginBottom", "8dp"),
      ])
    if let color = written("dividerColor") { line.attributes.append(renamed(color, "background")) }
    return line
  }

  /// A submenu's title over its rows.
  private func subheader(_ title: AndroidDocument.Attribute) -> AndroidDocument.Element {
    var label = text(
      title, size: "14sp", color: written("subheaderColor"), medium: true, appearance: nil)
    label.attributes += attributes([
      ("layout_height", "48dp"), ("gravity", "center_vertical"), ("paddingLeft", "16dp"),
    ])
    label.attributes.removeAll { $0.name == "layout_height" && $0.value == "wrap_content" }
    return label
  }

  // MARK: - Drawer

  /// A drawer layout's content: its children but the drawers (children placed at its start
  /// or end), which are closed unless `tools:openDrawer` opens one.
  private func drawerContent() -> [AndroidDocument.Element] {
    let open = element.attribute("tools:openDrawer")?.value
    var content: [AndroidDocument.Element] = []
    for child in element.children {
      guard let gravity = child.attribute("layout_gravity")?.value else {
        content.append(child)
        continue
      }
      let sides = Set(gravity.split(separator: "|").map(String.init))
      let isDrawer = !sides.isDisjoint(with: ["start", "end", "left", "right"])
      guard isDrawer else {
        content.append(child)
        continue
      }
      guard let open, sides.contains(open) else { continue }
      // An open drawer lies over the content, which the drawer layout's scrim darkens.
      content.append(
        make(
          "View",
          [
            ("layout_width", "match_parent"), ("layout_height", "match_parent"),
            ("background", "#99000000"),
          ]))
      content.append(child)
    }
    return content
  }

  // MARK: - Parts

  /// The menu `app:menu` (or `tools:menu`) names; nil without one, or, with a warning, when
  /// it is not there.
  private mutating func menu() throws(DiagnosticError) -> MenuResource? {
    guard let attribute = written("menu") ?? element.attribute("tools:menu") else { return nil }
    let name =
      attribute.value.hasPrefix("@menu/")
      ? String(attribute.value.dropFirst("@menu/".count)) : attribute.value
    guard let found = resources.menus[name] else {
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "No menu named '\(name)': the \(Self.shortName(element.tag)) shows no items",
          file: file, range: attribute.valueRange,
          hints: ["put the menu in res/menu/\(name).xml"]))
      return nil
    }
    return try MenuResource(found.root, file: found.file)
  }

  /// An attribute of the view as written (its style's and default style's items included).
  private func written(_ name: String) -> AndroidDocument.Attribute? {
    element.attribute(name)
  }

  /// An icon: an image view of the given size showing `source`'s drawable, centred, tinted.
  private func iconView(
    _ source: AndroidDocument.Attribute, tint: AndroidDocument.Attribute?, width: String,
    height: String
  ) -> AndroidDocument.Element {
    var image = make(
      "ImageView",
      [
        ("layout_width", width), ("layout_height", height), ("scaleType", "center"),
      ])
    image.attributes.append(renamed(source, "src"))
    if let tint { image.attributes.append(renamed(tint, "tint")) }
    return image
  }

  /// A text view of `text` (one line unless `oneLine` is false) in `size`, medium weight or
  /// regular, in `color`; a text appearance given replaces the size and the weight, as a
  /// widget's `setTextAppearance` replaces its default one.
  private func text(
    _ text: AndroidDocument.Attribute, size: String, color: AndroidDocument.Attribute?,
    medium: Bool, appearance: AndroidDocument.Attribute?, oneLine: Bool = true
  ) -> AndroidDocument.Element {
    var view = make(
      "TextView", [("layout_width", "wrap_content"), ("layout_height", "wrap_content")])
    if oneLine { view.attributes += attributes([("maxLines", "1"), ("ellipsize", "end")]) }
    if let appearance {
      view.attributes.append(renamed(appearance, "textAppearance"))
    } else {
      view.attributes += attributes([
        ("textSize", size), ("fontFamily", medium ? "sans-serif-medium" : "sans-serif"),
      ])
    }
    view.attributes.append(renamed(text, "text"))
    if let color { view.attributes.append(renamed(color, "textColor")) }
    return view
  }

  private func make(_ tag: String, _ values: [(String, String)]) -> AndroidDocument.Element {
    AndroidDocument.Element(
      tag: tag, attributes: attributes(values), children: [], range: element.range)
  }

  private func attributes(_ values: [(String, String)]) -> [AndroidDocument.Attribute] {
    values.map { attribute($0.0, $0.1) }
  }

  /// A value the renderer writes, located at the view.
  private func attribute(_ name: String, _ value: String) -> AndroidDocument.Attribute {
    AndroidDocument.Attribute(
      name: name, value: value, nameRange: element.range, valueRange: element.range,
      fromPlatform: true)
  }

  /// A value as written, handed on under another name.
  private func renamed(_ attribute: AndroidDocument.Attribute, _ name: String)
    -> AndroidDocument.Attribute
  {
    var copy = attribute
    copy.name = name
    return copy
  }

  static func shortName(_ tag: String) -> String {
    tag.split(separator: ".").last.map(String.init) ?? tag
  }
}

extension MaterialComposites {
  /// The attributes library views read themselves (a toolbar's `title`, a bottom navigation
  /// bar's `itemIconTint`, a coordinator layout child's `layout_anchor`) or that change
  /// nothing drawn at rest (scroll flags, selection rules).
  static let attributes: Set<String> = [
    "civ_border_width", "civ_border_color", "civ_border_overlay", "civ_circle_background_color",
    "civ_fill_color",
    "flexWrap",
    "title", "subtitle", "navigationIcon", "navigationIconTint", "menu", "titleTextColor",
    "buttonGravity",
    "subtitleTextColor", "titleTextSize", "titleTextAppearance", "subtitleTextAppearance",
    "contentInsetStart", "contentInsetEnd", "contentInsetStartWithNavigation",
    "contentInsetLeft", "contentInsetRight", "popupTheme", "titleMarginStart", "titleCentered",
    "itemIconTint", "itemTextColor", "itemActiveIndicatorColor", "labelVisibilityMode",
    "itemIconSize", "itemRippleColor", "itemBackground", "itemHorizontalTranslationEnabled",
    "itemTextAppearanceActive", "itemTextAppearanceInactive",
    "tabMode", "tabGravity", "tabTextColor", "tabSelectedTextColor", "tabIndicatorColor",
    "tabIndicatorHeight", "tabTextAllCaps", "tabIconTint", "tabIndicatorFullWidth",
    "tabTextAppearance", "tabRippleColor", "tabInlineLabel", "tabBackground", "tabIndicator",
    "tabIndicatorGravity", "tabIndicatorAnimationMode", "tabIndicatorAnimationDuration",
    "tabPadding", "tabPaddingStart", "tabPaddingEnd", "tabPaddingTop", "tabPaddingBottom",
    "tabMinWidth", "tabMaxWidth", "tabContentStart", "tabUnboundedRipple",
    "boxBackgroundMode", "boxBackgroundColor", "boxStrokeColor", "boxCornerRadius",
    "boxCornerRadiusTopStart", "boxCornerRadiusTopEnd", "boxCornerRadiusBottomStart",
    "passwordToggleDrawable", "passwordToggleTint", "counterTextColor", "itemShapeFillColor",
    "itemShapeInsetStart", "itemShapeInsetEnd", "itemShapeInsetTop", "itemShapeInsetBottom",
    "itemShapeAppearance", "itemHorizontalPadding", "itemIconPadding", "subheaderColor",
    "dividerColor",
    "boxCornerRadiusBottomEnd", "boxStrokeWidth", "boxStrokeWidthFocused", "hintTextColor",
    "hintEnabled", "hintAnimationEnabled", "helperText", "helperTextEnabled",
    "error", "errorEnabled", "errorTextColor", "errorIconDrawable", "counterEnabled",
    "errorIconTint", "errorTextAppearance", "helperTextTextAppearance", "counterTextAppearance",
    "hintTextAppearance", "boxStrokeErrorColor", "counterOverflowTextColor",
    "counterOverflowTextAppearance", "placeholderTextColor", "placeholderTextAppearance",
    "helperTextTextColor", "cursorColor", "cursorErrorColor", "errorContentDescription",
    "startIconContentDescription", "endIconContentDescription", "errorIconTintMode",
    "counterMaxLength", "endIconMode", "endIconDrawable", "endIconTint", "startIconDrawable",
    "startIconTint", "passwordToggleEnabled", "expandedHintEnabled", "placeholderText",
    "prefixText", "suffixText", "prefixTextColor", "suffixTextColor", "prefixTextAppearance",
    "suffixTextAppearance",
    "layout_anchor", "layout_anchorGravity", "layout_scrollFlags", "layout_collapseMode",
    "layout_collapseParallaxMultiplier", "layout_insetEdge", "layout_dodgeInsetEdges",
    "layout_scrollInterpolator", "layout_keyline", "liftOnScroll", "liftOnScrollTargetViewId",
    "expanded", "statusBarForeground", "contentScrim", "statusBarScrim", "expandedTitleMargin",
    "expandedTitleMarginStart", "expandedTitleMarginBottom", "expandedTitleTextAppearance",
    "expandedTitleMarginEnd", "expandedTitleMarginTop", "expandedTitleTextColor",
    "collapsedTitleTextAppearance", "titleEnabled", "toolbarId", "scrimAnimationDuration",
    "chipSpacing", "chipSpacingHorizontal", "chipSpacingVertical", "singleSelection",
    "selectionRequired", "checkedChip", "checkedButton", "checkable",
    "chipIconVisible", "chipStartPadding",
    "chipEndPadding", "textStartPadding", "textEndPadding", "iconStartPadding", "iconEndPadding",
    "closeIcon", "checkedIcon", "chipIconSize",
    "ensureMinTouchTargetSize", "rippleColor", "iconGravity", "iconSize", "fabAlignmentMode",
    "fabCradleMargin", "fabCradleRoundedCornerRadius", "fabCradleVerticalOffset",
    "hideOnScroll", "maxImageSize", "borderWidth", "useCompatPadding",
    "hoveredFocusedTranslationZ", "pressedTranslationZ",
    "showMotionSpec", "hideMotionSpec", "extendMotionSpec", "shrinkMotionSpec",
    "headerLayout", "itemTextAppearance", "insetForeground", "openDrawer", "defaultNavHost",
    "navGraph", "layout_scrollEffect",
  ]
}
