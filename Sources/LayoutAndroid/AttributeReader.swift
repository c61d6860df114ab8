import LayoutCore
import LayoutDisplayList

/// Reads one element's attributes into a view: references resolved, values parsed, and
/// what cannot be used reported as located warnings (Android would refuse some of them;
/// iDroid-Layout ignores them, and so does this, saying so).
struct AttributeReader {
  let element: AndroidDocument.Element
  let resources: AndroidResources
  let file: String?
  let parentRole: ViewRole?
  /// The view's drawable state, which colour state lists pick their colour by.
  let state: Set<String>
  /// Where `?attr/` values are looked up: the styles, and the theme the view is under.
  let styles: StyleResolver?
  let theme: StyleResolver.Theme?
  /// The row of a list the view is in, which picks its sample data.
  let sampleRow: Int
  /// The values earlier views of the same inflation resolved.
  let cache: ResolvedValueCache?
  /// `state`'s number in the cache.
  private let stateNumber: Int
  /// The device pixels a point is drawn at, which sizes round to.
  var pixelsPerPoint = 1.0
  private(set) var warnings: [Diagnostic] = []
  /// Whether `textAllCaps` asks for the text in capitals (applied once every attribute is read).
  private var allCaps = false
  /// `scrollHorizontally`: the text is not wrapped; without `singleLine` it is one line cut
  /// by the view, as a horizontally scrolling TextView shows it at rest.
  private var scrollsHorizontally = false
  /// `autoSizeTextType="uniform"`, and the sizes it picks from.
  private var autoSizeUniform = false
  private var autoSizes = AutoSizeText()
  /// `translationZ`: added to the view's elevation once both are read.
  private var translationZ = 0.0
  /// `maxLength`: the most UTF-16 units of text the view keeps.
  private var maxLength: Int?
  /// A toggle button's texts for its two states (Android's defaults).
  private var textOn = "ON"
  private var textOff = "OFF"

  /// A Material `Slider`'s names for a seek bar's progress, min and max.
  private static let sliderNames = ["value": "progress", "valueFrom": "min", "valueTo": "max"]

  /// Attributes that are read elsewhere or that change nothing drawn.
  static let inert: Set<String> = Set([
    "class", "contentDescription", "clickable", "focusable", "focusableInTouchMode", "onClick",
    "enabled", "inputType", "importantForAccessibility", "tag", "scrollbars",
    "imeOptions", "labelFor", "nextFocusDown", "saveEnabled", "textIsSelectable", "style",
    "theme", "materialThemeOverlay", "textAppearance", "layout_behavior", "entries", "name",
    "layoutManager",
    "spanCount", "numColumns", "inflatedId", "layout", "layoutDirection", "horizontalSpacing",
    "verticalSpacing",
    // The window's and scrolling's, which change nothing in a still picture.
    "fitsSystemWindows", "layoutFullscreen", "clipToPadding", "clipChildren", "overScrollMode",
    "requiresFadingEdge", "fadingEdgeLength", "scrollbarStyle", "nestedScrollingEnabled",
    "fastScrollEnabled", "stateListAnimator",
    // Focus, transitions, marquees and scroll bars, which change nothing drawn at rest.
    "descendantFocusability", "focusedByDefault", "nextFocusUp", "nextFocusLeft",
    "nextFocusRight", "nextFocusForward", "transitionGroup", "transitionName",
    "marqueeRepeatLimit", "fadingEdge", "fadeScrollbars", "scrollbarSize", "longClickable",
    "hapticFeedbackEnabled", "soundEffectsEnabled", "keepScreenOn", "animateLayoutChanges",
    "splitMotionEvents", "autofillHints", "importantForAutofill", "tooltipText",
    "accessibilityHeading", "accessibilityLiveRegion", "screenReaderFocusable",
    "navigationContentDescription", "cursorVisible", "freezesText", "duplicateParentState",
    "touchscreenBlocksFocus",
    // A bottom sheet's and a slider's behaviour when touched, which a picture at rest does not
    // show.
    "behavior_peekHeight", "behavior_hideable", "behavior_skipCollapsed", "behavior_draggable",
    "behavior_fitToContents", "labelBehavior", "stepSize",
    // How a progress indicator animates, shows and hides, which a picture at rest does not
    // show.
    "indeterminateAnimationType", "indeterminateAnimationTypeCircular", "showAnimationBehavior",
    "hideAnimationBehavior", "showDelay", "minHideDelay", "indeterminateTrackVisible",
    // A button group's overflow menu (shown only when the buttons do not fit), an exposed
    // dropdown's items (a popup), accessibility labels, links and hyphenation at rest.
    "layout_overflowText", "layout_overflowIcon", "overflowMode", "simpleItems",
    "startIconContentDescription", "endIconContentDescription", "autoLink",
    "hyphenationFrequency", "reactiveGuide_valueId", "reactiveGuide_applyToAllConstraintSets",
    "reactiveGuide_animateChange",
    // A clock's and a list's popup's, read by the view or shown only when it runs.
    "format12Hour", "format24Hour", "timeZone", "format", "countDown", "completionThreshold",
    "dropDownWidth", "dropDownHeight", "dropDownAnchor", "popupBackground", "completionHint",
    // A MotionLayout's: its scene is read by the inflater, and the rest only moves it.
    "layoutDescription", "showPaths", "motionDebug", "currentState", "motionProgress",
    "applyMotionScene",
    // ConstraintLayout's editor positions, which an app namespace may hold as tools: does,
    // and its image views' filters and crossfade, which change nothing at rest.
    "layout_editor_absoluteX", "layout_editor_absoluteY", "altSrc", "crossfade", "saturation",
    "contrast", "warmth", "brightness", "imagePanX", "imagePanY", "imageZoom", "imageRotate",
    // Touch filtering, selection on focus and the outline a shadow is cast from, which
    // change nothing drawn at rest; `password`, read with `inputType` (`TextEntry`).
    "filterTouchesWhenObscured", "selectAllOnFocus", "outlineProvider", "password",
    // Whether a divider decoration draws after a list's last item (a list's, not a view's).
    "lastItemDecorated",
    // What a list lets be chosen, a list's header and footer dividers (none shown at rest
    // without a header or footer), what an edit text accepts, a spinner's popup and a scroll
    // bar's track: nothing a still picture of the view shows.
    "choiceMode", "footerDividersEnabled", "headerDividersEnabled", "numeric", "digits",
    // A list's selection highlight and scrolling, which a list at rest does not show.
    "listSelector", "drawSelectorOnTop", "transcriptMode", "cacheColorHint", "smoothScrollbar",
    "scrollingCache",
    // How an animator changes its child, which a picture at rest does not show.
    "inAnimation", "outAnimation", "animateFirstView", "flipInterval", "autoStart",
    // A GridView's column sizes, which its columns element reads (`GridViewColumns`).
    "columnWidth", "stretchMode",
    "spinnerMode", "scrollbarAlwaysDrawVerticalTrack", "scrollbarAlwaysDrawHorizontalTrack",
    // Scroll bars' drawables (not drawn at rest), a spinner's popup title, links' and
    // animations' caches, and whether a view resizes for the keyboard.
    "scrollbarThumbVertical", "scrollbarThumbHorizontal", "scrollbarTrackVertical",
    "scrollbarTrackHorizontal", "prompt", "linksClickable", "animationCache",
    "persistentDrawingCache", "isScrollContainer",
  ]).union(ViewState.attributes).union(MaterialComposites.attributes).union(undrawn)

  /// Attributes of text selection, editing and links, which a still picture of text at rest
  /// never shows and nothing reads: every platform text view's style sets them.
  static let undrawn: Set<String> = [
    "textColorHighlight", "textColorLink", "textCursorDrawable", "textSelectHandle",
    "textSelectHandleLeft", "textSelectHandleRight", "textEditSuggestionItemLayout",
    "textEditSuggestionHighlightStyle", "textEditSuggestionContainerLayout",
    "textEditSidePasteWindowLayout", "textEditSideNoPasteWindowLayout", "textEditPasteWindowLayout",
    "textEditNoPasteWindowLayout",
  ]

  /// A platform style's line-breaking items, which every platform text view's style sets:
  /// lines break as Pango breaks them, so they are not read (an app's own are, with a warning
  /// that they are ignored).
  static let platformLineBreaking: Set<String> = ["breakStrategy", "hyphenationFrequency"]

  init(
    element: AndroidDocument.Element, resources: AndroidResources, file: String?,
    parentRole: ViewRole?, state: Set<String> = ViewState.normal, styles: StyleResolver? = nil,
    theme: StyleResolver.Theme? = nil, sampleRow: Int = 0, cache: ResolvedValueCache? = nil
  ) {
    self.cache = cache
    self.stateNumber = cache?.number(of: state) ?? 0
    self.sampleRow = sampleRow
    self.styles = styles
    self.theme = theme
    self.element = element
    self.resources = resources
    self.file = file
    self.parentRole = parentRole
    self.state = state
  }

  /// The view the element makes; `defaults` are the sizes it takes where it gives none (a
  /// table's rows and cells), else a missing size is an error.
  mutating func makeView(role: ViewRole, className: String, defaults: LayoutParams? = nil)
    throws(DiagnosticError) -> AndroidView
  {
    let view = AndroidView(
      element: element, role: role, className: className,
      // Replaced by layout_width and layout_height, which every view must give.
      params: LayoutParams(width: .matchParent, height: .matchParent))
    view.state = state
    view.materialIndicator = MaterialIndicator.shape(of: element.tag).map(MaterialIndicator.init)
    view.materialDivider = MaterialDivider.of(tag: element.tag)
    if element.tag == AdapterEntries.gridColumnsTag { view.gridColumns = GridViewColumns() }
    if className == "Switch" {
      view.compound.widthIsTrack = LibraryViews.named(element.tag) == "MaterialSwitch"
    }
    view.params.constraint.helper =
      ConstraintHelper(tag: element.tag)
      ?? (parentRole == .constraint && element.attribute("constraint_referenced_ids") != nil
        && Self.isAppClass(element.tag) ? .appHelper : nil)
    if role == .button { view.textGravity = Gravity(horizontal: .center, vertical: .center) }
    if role == .editText { view.textGravity = Gravity(horizontal: .start, vertical: .center) }
    if role == .text || role == .button { view.maxLines = 0 }
    // A list draws a divider between each two of its rows (its style gives the drawable).
    if Self.dividedLists.contains(className) { view.dividers.places = .middle }
    var widthGiven = false
    var heightGiven = false
    // `padding` and `layout_margin` win over the per-side values, as in Android: read last.
    let ordered =
      element.attributes.contains { Self.isAllSides($0.name) }
      ? element.attributes.sorted {
        Self.isAllSides($0.name) == Self.isAllSides($1.name) ? false : !Self.isAllSides($0.name)
      } : element.attributes
    for written in ordered {
      let attribute =
        view.materialIndicator == nil ? written : firstIndicatorColor(written, of: view)
      var route = AttributeRoute.of(attribute.name)
      if route == .layoutParam {
        if attribute.name == "layout_width" { widthGiven = true }
        if attribute.name == "layout_height" { heightGiven = true }
      }
      // Values that change nothing drawn are not looked up (a library's string resource);
      // what fills the view in the preview is read by the inflater.
      if route == .inert {
        // A divider reads the colour a navigation view's own reader takes, a grid's columns
        // their sizes.
        if view.materialDivider != nil, attribute.name == "dividerColor" {
          route = .view(.dividerColor)
        } else if view.gridColumns == nil || !GridViewColumns.attributes.contains(attribute.name) {
          continue
        }
      }
      if SampleData.isSample(attribute.value) {
        readSample(attribute, route: route, into: view)
        continue
      }
      guard let value = try resolvedOrLeftOut(attribute) else { continue }
      if attribute.name == "src" { try checkImageName(value, attribute) }
      read(attribute, value, route: route, into: view)
    }
    // A toggle button shows the text of its state (its own `text` is replaced, as
    // `ToggleButton.syncTextState` replaces it).
    if className == "ToggleButton" { view.text = state.contains("checked") ? textOn : textOff }
    if autoSizeUniform { view.autoSize = autoSizes }
    // A clock shows the time, whatever its text says.
    if className == "TextClock" {
      view.text = ClockText.clock(format: element.attribute("format12Hour")?.value)
    }
    if className == "Chronometer" {
      view.text = ClockText.chronometer(format: element.attribute("format")?.value)
    }
    if scrollsHorizontally, view.maxLines != 1 {
      view.maxLines = 1
      if view.lineBreakMode == .byWordWrapping { view.lineBreakMode = .byClipping }
    }
    if translationZ != 0 { view.elevation = max(view.elevation + translationZ, 0) }
    if let maxLength {
      let limited = TextEntry.limited(view.text, to: maxLength)
      if limited != view.text { (view.text, view.textRuns) = (limited, []) }
    }
    if !view.text.isEmpty, view.role != .plain, TextEntry.isPassword(element) {
      // The password's transformation replaces any other, capitals included.
      view.text = TextEntry.masked(view.text)
      view.textRuns = []
    } else if allCaps {
      let upper = view.text.uppercased()
      // Capitals that change the text's length (ß to SS) leave the spans behind.
      if upper.unicodeScalars.count != view.text.unicodeScalars.count { view.textRuns = [] }
      view.text = upper
    }
    // ConstraintLayout 2's layout_constraintWidth and _Height win over layout_width and _height.
    if let width = view.params.constraint.horizontal.size {
      view.params.width = width
      widthGiven = true
    }
    if let height = view.params.constraint.vertical.size {
      view.params.height = height
      heightGiven = true
    }
    // A percent layout's child may give a percentage instead of a size.
    if let percent = view.params.percent {
      widthGiven = widthGiven || percent.width != nil || percent.aspectRatio != nil
      heightGiven = heightGiven || percent.height != nil || percent.aspectRatio != nil
    }
    if let defaults {
      if !widthGiven { view.params.width = defaults.width }
      if !heightGiven { view.params.height = defaults.height }
    } else if !widthGiven || !heightGiven {
      throw missingSize(
        [widthGiven ? nil : "layout_width", heightGiven ? nil : "layout_height"].compactMap { $0 },
        className: className)
    }
    return view
  }

  /// The value of an attribute; a `tools:` value naming a resource that is not there is left
  /// out with a warning (nil), as the preview leaves it out.
  private mutating func resolvedOrLeftOut(_ attribute: AndroidDocument.Attribute)
    throws(DiagnosticError) -> String?
  {
    do {
      return try resolved(attribute)
    } catch {
      guard attribute.fromTools, error.primary.code == .androidBadReference else { throw error }
      warnings.append(Self.designTimeWarning(error, attribute: attribute, file: file))
      return nil
    }
  }

  /// The warning that a `tools:` value is left out because of `error`.
  static func designTimeWarning(
    _ error: DiagnosticError, attribute: AndroidDocument.Attribute, file: String?
  ) -> Diagnostic {
    Diagnostic(
      .warning, code: .androidIgnored,
      message: "tools:\(attribute.name) is left out: " + error.primary.message,
      file: error.primary.file ?? file, range: error.primary.range ?? attribute.valueRange,
      hints: ["a design-time value only changes the preview; fix or remove it"])
  }

  /// A view without `layout_width` or `layout_height`, which Android refuses to inflate
  /// ("You must supply a layout_width attribute"); a misspelt attribute that stands for the
  /// missing one is named in the hint.
  private func missingSize(_ missing: [String], className: String) -> DiagnosticError {
    var hints = missing.compactMap { name -> String? in
      guard
        let typo = element.attributes.first(where: {
          Suggestions.closest(to: $0.name, in: [name]) != nil
        })
      else { return nil }
      return "'\(typo.name)' at \(typo.nameRange.start): did you mean '\(name)'?"
    }
    hints.append(
      "Android refuses to inflate a view without layout_width and layout_height: give "
        + "match_parent, wrap_content or a dimension such as 48dp")
    return DiagnosticError(
      .error, code: .invalidAndroidLayout,
      message: "\(className) has no \(missing.joined(separator: " and "))", file: file,
      range: element.range, hints: hints)
  }

  /// The Material button groups, which put their `spacing` between their buttons.
  static let buttonGroups: Set<String> = ["MaterialButtonGroup", "MaterialButtonToggleGroup"]

  /// The lists that draw `divider` between their rows.
  static let dividedLists: Set<String> = ["ListView", "ExpandableListView"]

  private static func isAllSides(_ name: String) -> Bool {
    name == "padding" || name == "layout_margin"
  }

  /// The value with a `?attr/` theme reference and a `@string/`, `@color/` or `@dimen/`
  /// reference resolved.
  /// nil for a theme attribute that cannot be resolved (the attribute is left out).
  private mutating func resolved(_ attribute: AndroidDocument.Attribute) throws(DiagnosticError)
    -> String?
  {
    // Only a reference (`@…`, `?…`) leads anywhere.
    guard let first = attribute.value.utf8.first,
      first == UInt8(ascii: "@") || first == UInt8(ascii: "?")
    else { return attribute.value }
    // A view's id names the view, not a value.
    guard !Self.isID(attribute.value) else { return attribute.value }
    guard let cache else { return try resolvedAfresh(attribute) }
    let key = ResolvedValueCache.Key(
      theme: theme?.attribute.value, state: stateNumber, value: attribute.value)
    if let known = cache.value(for: key) { return known }
    let warningCount = warnings.count + (styles?.warnings.count ?? 0)
    let value = try resolvedAfresh(attribute)
    if warnings.count + (styles?.warnings.count ?? 0) == warningCount {
      cache.store(value, for: key)
    }
    return value
  }

  private mutating func resolvedAfresh(_ attribute: AndroidDocument.Attribute)
    throws(DiagnosticError) -> String?
  {
    var value = attribute.value
    var alphas: [String] = []
    // A theme's value may be a resource, and a platform colour list's a theme attribute.
    for _ in 0..<AndroidResources.maximumReferenceChain {
      if StyleResolver.isThemeReference(value), let styles {
        guard let themed = try styles.themeValue(value, theme: theme, at: attribute, file: file)
        else { return nil }
        value = themed
        continue
      }
      if let entry = resources.colorListEntry(value, state: state), let alpha = entry.alpha {
        alphas.append(alpha)
        value = entry.color
        continue
      }
      guard resources.resolves(value) else { break }
      guard let resolved = try resource(value, of: attribute) else { return nil }
      value = resolved
    }
    return try applying(alphas, to: value, of: attribute)
  }

  /// A colour with the alphas of the colour state list items it came through multiplied in
  /// (`android:alpha="?android:attr/secondaryContentAlpha"`).
  private mutating func applying(
    _ alphas: [String], to value: String, of attribute: AndroidDocument.Attribute
  ) throws(DiagnosticError) -> String? {
    guard !alphas.isEmpty, let color = AndroidValues.color(value) else { return value }
    var factors: [Double] = []
    for written in alphas {
      var named = attribute
      named.value = written
      guard let text = try resolved(named), let factor = Double(text) else { continue }
      factors.append(factor)
    }
    return AndroidValues.text(of: color, alphaTimes: factors)
  }

  /// A resource reference resolved; nil (with a warning) for a name nothing defines, such as a
  /// library's, which the app's build would merge in.
  private mutating func resource(_ value: String, of attribute: AndroidDocument.Attribute)
    throws(DiagnosticError) -> String?
  {
    switch try resources.resolution(
      of: value, file: file, range: attribute.valueRange, state: state)
    {
    case .value(let resolved): return resolved
    case .undefined(let name, let reason, let error):
      if attribute.fromTools {
        warnings.append(Self.designTimeWarning(error, attribute: attribute, file: file))
        return nil
      }
      let through = name == value ? "" : " (through \(value))"
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "\(name) \(reason)\(through): '\(attribute.name)' is left out",
          file: file, range: attribute.valueRange,
          hints: error.primary.hints))
      return nil
    }
  }

  /// A value of design-time sample data: the text, or for an image or a background the
  /// picture, of the view's row; one that names no sample data is left out with a warning.
  private mutating func readSample(
    _ attribute: AndroidDocument.Attribute, route: AttributeRoute, into view: AndroidView
  ) {
    let data = resources.sampleData
    if ["src", "background"].contains(attribute.name),
      let drawable = data.drawable(attribute.value, row: sampleRow)
    {
      if attribute.name == "src" {
        view.imageName = nil
        view.sourceDrawable = drawable
      } else {
        view.background = nil
        view.backgroundAttribute = nil
        view.backgroundDrawable = drawable
      }
      return
    }
    guard let text = data.text(attribute.value, row: sampleRow) else {
      return warn(
        "\(attribute.name)=\"\(attribute.value)\" names no sample data: it is left out",
        at: attribute.valueRange,
        hint: "@tools:sample/ has full_names, first_names, last_names, cities, us_zipcodes, "
          + "us_phones, lorem, lorem/random, date/…, avatars, backgrounds/scenic; @sample/NAME "
          + "reads the app's sampledata/NAME")
    }
    read(attribute, text, route: route, into: view)
  }

  // MARK: - Attributes

  /// Reads an attribute, starting at the reader its route names (those before it do not take
  /// its name).
  private mutating func read(
    _ attribute: AndroidDocument.Attribute, _ value: String, route: AttributeRoute,
    into view: AndroidView
  ) {
    let name = attribute.name
    let stage = route.stage
    if stage <= 0, readConstraintParam(name, value, attribute, into: view) { return }
    if stage <= 1, PercentLayoutParams.mayRead(name) {
      var percent = view.params.percent ?? PercentLayoutParams()
      if percent.read(name, value) {
        view.params.percent = percent
      } else {
        ignore(attribute, "takes a percentage such as 50%")
      }
      return
    }
    if stage <= 2, readLayoutParam(name, value, attribute, into: view) { return }
    if stage <= 3, readBox(name, value, attribute, into: view) { return }
    if view.gridColumns != nil, GridViewColumns.attributes.contains(name) {
      return readGridColumns(attribute, value, into: view)
    }
    let known = route.viewAttribute ?? ViewAttribute.named(name)
    if readText(known, value, attribute, into: view) { return }
    if readMaterial(known, value, attribute, into: view) { return }
    if [.dividerThickness, .dividerColor, .dividerInsetStart, .dividerInsetEnd].contains(known),
      readDivider(known, value, attribute, into: view)
    {
      return
    }
    // A Material slider's value and range are a seek bar's progress, min and max.
    if view.role == .progress, let seekBarName = Self.sliderNames[name] {
      var renamed = attribute
      renamed.name = seekBarName
      return readProgress(renamed, value, into: view)
    }
    switch known {
    case .id: view.id = Self.stripID(value)
    case .visibility:
      switch choice(value, of: attribute) {
      case "visible": view.visibility = .visible
      case "invisible": view.visibility = .invisible
      case "gone": view.visibility = .gone
      default: break
      }
    case .background:
      if value == "@null" {
        view.background = nil
        view.backgroundAttribute = nil
      } else if let color = AndroidValues.color(value) {
        view.background = color
      } else {
        var named = attribute
        named.value = value
        view.backgroundAttribute = named
      }
    case .foreground:
      var named = attribute
      named.value = value
      view.foregroundAttribute = value == "@null" ? nil : named
    case .foregroundGravity: view.foregroundGravity = gravity(value, attribute)
    case .alpha: view.alpha = Double(value).map { min(max($0, 0), 1) }
    case _ where AutoSizeText.attributes.contains(name):
      readAutoSize(attribute, value)
    case _ where ViewTransform.attributes[name] != nil:
      if !view.transform.read(name, value, pixelsPerPoint: pixelsPerPoint) {
        ignore(attribute, "takes " + (ViewTransform.attributes[name] ?? "a number"))
      }
    case .elevation:
      if let length = dimension(value, attribute) { view.elevation = max(length, 0) }
    case .outlineSpotShadowColor, .outlineAmbientShadowColor:
      guard let color = AndroidValues.color(value) else {
        return ignore(attribute, "takes a colour such as #ff0000")
      }
      // The spot shadow is the one that shows below a view; the ambient one stands in for it.
      if known == .outlineSpotShadowColor || view.shadowColor == nil { view.shadowColor = color }
    case .translationZ:
      // Raised above its elevation: the shadow of both together.
      if let length = dimension(value, attribute) { translationZ = length }
    case .cardBackgroundColor, .strokeColor, .cardCornerRadius, .cardElevation, .strokeWidth,
      .contentPadding, .contentPaddingLeft, .contentPaddingTop, .contentPaddingRight,
      .contentPaddingBottom, .cardUseCompatPadding, .cardPreventCornerOverlap,
      .cardMaxElevation:
      readCard(attribute, value, into: view)
    case .tint, .backgroundTint, .buttonTint:
      // `@null` takes a tint a style gave away (AppCompat's `app:tint="@null"`).
      let tint = value == "@null" ? nil : AndroidValues.color(value)
      guard tint != nil || value == "@null" else {
        return ignore(attribute, "takes a colour such as #ff0000")
      }
      let color = tint
      switch known {
      case .tint: view.imageTint = color
      case .buttonTint: view.compound.buttonTint = color
      default: view.backgroundTint = color
      }
    case .orientation:
      if let value = choice(value, of: attribute) {
        view.orientationIsVertical = value == "vertical"
      }
    case .divider where view.role == .linear:
      var named = attribute
      named.value = value
      view.dividers.attribute = value == "@null" ? nil : named
    case .showDividers:
      guard let places = LinearDividers.Places(value) else {
        return ignore(attribute, "takes none, or beginning, middle and end joined by |")
      }
      view.dividers.places = places
    case .dividerPadding:
      if let length = dimension(value, attribute) { view.dividers.padding = max(length, 0) }
    case .spacing where Self.buttonGroups.contains(String(ClassName.simpleName(of: element.tag))):
      // A Material button group's room between each two of its buttons: a divider that
      // draws nothing, which takes room as the group's margins do.
      guard let length = dimension(value, attribute) else { return }
      view.dividers.places = .middle
      view.dividers.thickness = max(length, 0)
      view.dividers.drawable = .layers([])
    case .dividerHeight where view.role == .linear:
      if let length = dimension(value, attribute) { view.dividers.thickness = max(length, 0) }
    case .weightSum: view.weightSum = Double(value) ?? 0
    case .baselineAligned: view.baselineAligned = AndroidValues.bool(value) ?? true
    case .measureWithLargestChild:
      view.measureWithLargestChild = AndroidValues.bool(value) ?? false
    case .fillViewport: view.fillViewport = AndroidValues.bool(value) ?? false
    case .ignoreGravity: view.ignoreGravity = Self.stripID(value)
    case .src: view.imageName = value == "@null" ? nil : Self.imageName(value)
    case .button, .checkMark:
      var named = attribute
      named.value = value
      let drawn = value == "@null" ? nil : named
      if name == "button" {
        view.compound.buttonAttribute = drawn
      } else {
        view.compound.checkMarkAttribute = drawn
      }
    case .progress, .secondaryProgress, .max, .min, .indeterminate, .indeterminateOnly,
      .progressDrawable, .indeterminateDrawable, .thumb, .rating, .numStars:
      readProgress(attribute, value, into: view)
    case .maxWidth, .maxHeight:
      guard let length = dimension(value, attribute) else { return }
      if name == "maxWidth" { view.maxWidth = length } else { view.maxHeight = length }
    case .width where view.role.drawsText, .height where view.role.drawsText:
      // TextView's `setWidth` and `setHeight`: exactly that many pixels, padding included.
      guard let length = dimension(value, attribute) else { return }
      if known == .width {
        (view.maxWidth, view.minWidth) = (length, length)
      } else {
        (view.maxHeight, view.minHeight) = (length, length)
      }
    case .track, .trackDecoration:
      var named = attribute
      named.value = value
      let drawn = value == "@null" ? nil : named
      if known == .track {
        view.compound.trackAttribute = drawn
      } else {
        // Only a Material switch's style gives a track decoration: the switch is one (an
        // app's class that extends MaterialSwitch, named after no library class, too).
        view.compound.trackDecorationAttribute = drawn
        view.compound.widthIsTrack = true
      }
    case .thumbTint, .trackTint, .trackDecorationTint, .progressTint, .secondaryProgressTint,
      .progressBackgroundTint, .indeterminateTint, .foregroundTint:
      guard let color = AndroidValues.color(value) else {
        return ignore(attribute, "takes a colour such as #ff0000")
      }
      Self.setPartTint(known, color, of: view)
    case .switchPadding, .switchMinWidth:
      guard let length = dimension(value, attribute) else { return }
      if name == "switchPadding" {
        view.compound.switchPadding = length
      } else {
        view.compound.switchMinWidth = length
      }
    case .drawablePadding:
      if let length = dimension(value, attribute) { view.compound.padding = length }
    case _ where CompoundDrawables.side(of: name) != nil:
      var named = attribute
      named.value = value
      view.compound.attributes[CompoundDrawables.side(of: name)!] = value == "@null" ? nil : named
    case .scaleType: view.scaleType = choice(value, of: attribute) ?? view.scaleType
    case .cropToPadding: view.cropToPadding = AndroidValues.bool(value) ?? false
    case .clipToOutline: view.clipsToOutline = AndroidValues.bool(value) ?? false
    case .measureAllChildren: view.measuresAllChildren = AndroidValues.bool(value) ?? false
    case .columnCount, .rowCount:
      guard let count = Int(value), count > 0 else {
        return ignore(attribute, "takes a whole number, such as 3")
      }
      if name == "columnCount" {
        view.grid.columnCount = min(count, 1024)
      } else {
        view.grid.rowCount = min(count, 1024)
      }
    case .useDefaultMargins: view.grid.useDefaultMargins = AndroidValues.bool(value) ?? false
    case .alignmentMode, .rowOrderPreserved, .columnOrderPreserved: break
    case .stretchColumns: view.table.stretch = TableParts.ColumnSet(value)
    case .shrinkColumns: view.table.shrink = TableParts.ColumnSet(value)
    case .collapseColumns: view.table.collapsed = Set(TableParts.ColumnSet(value).indices)
    case .adjustViewBounds: view.adjustViewBounds = AndroidValues.bool(value) ?? false
    default:
      if !Self.inert.contains(name) { unknown(attribute) }
    }
  }

  /// A text view's counts: its width in ems and its most characters.
  private mutating func readCount(_ known: ViewAttribute, _ count: Int, into view: AndroidView) {
    let ems = Double(min(count, 10_000))
    switch known {
    case .ems: view.widthInEms = TextWidthInEms(minimum: ems, maximum: ems)
    case .minEms: view.widthInEms.minimum = ems
    case .maxEms: view.widthInEms.maximum = ems
    default: maxLength = count
    }
  }

  /// `autoSizeTextType` (`uniform` turns auto-sizing on, `none` off) and its sizes, which
  /// `makeView` gives the view once every attribute is read.
  private mutating func readAutoSize(_ attribute: AndroidDocument.Attribute, _ value: String) {
    if attribute.name == "autoSizeTextType" {
      switch value {
      case "uniform", "1": autoSizeUniform = true
      case "none", "0": autoSizeUniform = false
      default: ignore(attribute, "takes uniform or none")
      }
      return
    }
    guard let length = dimension(value, attribute), length > 0 else { return }
    switch attribute.name {
    case "autoSizeMinTextSize": autoSizes.minimum = length
    case "autoSizeMaxTextSize": autoSizes.maximum = length
    default: autoSizes.step = length
    }
  }

  /// The styled spans of the string resource `attribute` names, when its value is `text`.
  private func styledRuns(of attribute: AndroidDocument.Attribute, giving text: String)
    -> [TextRun]
  {
    guard attribute.value.hasPrefix("@string/") else { return [] }
    let name = String(attribute.value.dropFirst("@string/".count))
    guard let runs = resources.stringRuns[name],
      runs.last?.range.upperBound == text.unicodeScalars.count
    else { return [] }
    return runs
  }

  /// A card's values (`CardView`, `MaterialCardView`).
  private mutating func readCard(
    _ attribute: AndroidDocument.Attribute, _ value: String, into view: AndroidView
  ) {
    var card = view.card ?? CardParts()
    defer { view.card = card }
    switch attribute.name {
    case "cardUseCompatPadding", "cardPreventCornerOverlap", "cardMaxElevation": return
    case "cardBackgroundColor", "strokeColor":
      guard let color = AndroidValues.color(value) else {
        return ignore(attribute, "takes a colour such as #ff0000")
      }
      if attribute.name == "strokeColor" {
        card.strokeColor = color
      } else {
        card.background = color
      }
    default:
      guard let length = dimension(value, attribute) else { return }
      switch attribute.name {
      case "cardCornerRadius": card.radius = length
      case "cardElevation": card.elevation = length
      case "strokeWidth": card.strokeWidth = length
      case "contentPadding":
        card.contentPadding = PaddingOverride(
          top: length, left: length, bottom: length, right: length)
      case "contentPaddingLeft": card.contentPadding.left = length
      case "contentPaddingTop": card.contentPadding.top = length
      case "contentPaddingRight": card.contentPadding.right = length
      default: card.contentPadding.bottom = length
      }
    }
  }

  /// The tint of a part of a switch or a progress bar.
  private static func setPartTint(_ known: ViewAttribute, _ color: Color, of view: AndroidView) {
    switch known {
    case .thumbTint: view.compound.thumbTint = color
    case .trackTint: view.compound.trackTint = color
    case .trackDecorationTint: view.compound.trackDecorationTint = color
    case .progressTint: view.progressBar.progressTint = color
    case .secondaryProgressTint: view.progressBar.secondaryProgressTint = color
    case .progressBackgroundTint: view.progressBar.backgroundTint = color
    case .foregroundTint: view.foregroundTint = color
    default: view.progressBar.indeterminateTint = color
    }
  }

  /// A grid's columns: how many, how wide, the spacing and how the room left is shared.
  private mutating func readGridColumns(
    _ attribute: AndroidDocument.Attribute, _ value: String, into view: AndroidView
  ) {
    guard var grid = view.gridColumns else { return }
    defer { view.gridColumns = grid }
    switch attribute.name {
    case "numColumns":
      if value == "auto_fit" || value == "-1" {
        grid.count = nil
      } else if let count = Int(value), count > 0 {
        grid.count = min(count, 16)
      } else {
        ignore(attribute, "takes auto_fit or a number of columns such as 3")
      }
    case "stretchMode":
      guard let stretch = GridViewColumns.Stretch(rawValue: value) else {
        return ignore(attribute, "takes none, spacingWidth, spacingWidthUniform or columnWidth")
      }
      grid.stretch = stretch
    default:
      guard let length = dimension(value, attribute) else { return }
      switch attribute.name {
      case "columnWidth": grid.columnWidth = max(length, 0)
      case "horizontalSpacing": grid.horizontalSpacing = length
      default: grid.verticalSpacing = length
      }
    }
  }

  /// A progress bar's values and drawables.
  private mutating func readProgress(
    _ attribute: AndroidDocument.Attribute, _ value: String, into view: AndroidView
  ) {
    var named = attribute
    named.value = value
    let drawn = value == "@null" ? nil : named
    switch attribute.name {
    case "progressDrawable": view.progressBar.progressAttribute = drawn
    case "indeterminateDrawable": view.progressBar.indeterminateAttribute = drawn
    case "thumb" where view.className == "Switch": view.compound.thumbAttribute = drawn
    case "thumb": view.progressBar.thumbAttribute = drawn
    case "indeterminate", "indeterminateOnly":
      guard let flag = AndroidValues.bool(value) else {
        return ignore(attribute, "takes true or false")
      }
      if attribute.name == "indeterminate" {
        view.progressBar.indeterminate = flag
      } else {
        view.progressBar.indeterminateOnly = flag
      }
    default:
      guard let number = Double(value), number.isFinite else {
        return ignore(attribute, "takes a number such as 40")
      }
      switch attribute.name {
      case "rating": view.progressBar.rating = number
      case "numStars": view.progressBar.numStars = max(Int(exactly: number.rounded()) ?? 5, 0)
      case "progress": view.progressBar.progress = number
      case "secondaryProgress": view.progressBar.secondaryProgress = number
      case "max": view.progressBar.max = number
      default: view.progressBar.min = number
      }
    }
  }

  /// ConstraintLayout's parameters and its helpers' attributes (read on any view: Android
  /// ignores them outside a ConstraintLayout).
  private mutating func readConstraintParam(
    _ name: String, _ value: String, _ attribute: AndroidDocument.Attribute,
    into view: AndroidView
  ) -> Bool {
    guard ConstraintParams.mayRead(name) else { return false }
    let reading = view.params.constraint.read(name, value, range: attribute.valueRange) { text in
      dimension(text, attribute)
    }
    switch reading {
    case .read: return true
    case .notConstraint: return false
    case .invalid(let hint):
      ignore(attribute, hint)
      return true
    }
  }

  /// `layout_*`: sizes, margins, gravity, weight and RelativeLayout's rules.
  private mutating func readLayoutParam(
    _ name: String, _ value: String, _ attribute: AndroidDocument.Attribute,
    into view: AndroidView
  ) -> Bool {
    guard name.hasPrefix("layout_") else { return false }
    switch name {
    case "layout_width", "layout_height":
      guard var size = AndroidValues.sizeParam(value, pixelsPerPoint: pixelsPerPoint) else {
        ignore(attribute, "takes match_parent, wrap_content or a dimension such as 48dp")
        return true
      }
      if case .exactly(let length) = size {
        size = .exactly(Self.wholePixels(length, pixelsPerPoint: pixelsPerPoint))
      }
      if name == "layout_width" { view.params.width = size } else { view.params.height = size }
    case "layout_gravity": view.params.gravity = gravity(value, attribute)
    case "layout_weight": view.params.weight = Double(value) ?? 0
    case "layout_column", "layout_span", "layout_columnSpan", "layout_row", "layout_rowSpan":
      let isSpan = name.hasSuffix("Span") || name == "layout_span"
      guard let number = Int(value), number >= (isSpan ? 1 : 0) else {
        ignore(attribute, "takes a whole number of cells, such as 1")
        return true
      }
      switch name {
      case "layout_span", "layout_columnSpan": view.params.span = min(number, 64)
      case "layout_rowSpan": view.params.rowSpan = min(number, 64)
      case "layout_row": view.params.row = min(number, 1024)
      default: view.params.column = min(number, 1024)
      }
    case "layout_columnWeight", "layout_rowWeight":
      let weight = max(Double(value) ?? 0, 0)
      if name == "layout_columnWeight" {
        view.params.columnWeight = weight
      } else {
        view.params.rowWeight = weight
      }
    default:
      if let sides = Self.marginSides[name] {
        guard let length = dimension(value, attribute) else { return true }
        view.params.margins = Self.setting(sides, of: view.params.margins, to: length)
        // Only a GridLayout's default margins ask which sides were given.
        if parentRole == .grid { view.params.givenMarginSides.formUnion(sides) }
      } else if let rule = AnchorRule(rawValue: name) ?? AnchorRule.aliases[name] {
        view.params.anchors[rule] = (Self.stripID(value), attribute.valueRange)
      } else if let rule = ParentRule(rawValue: name) ?? ParentRule.aliases[name] {
        if AndroidValues.bool(value) == true { view.params.parentRules.insert(rule) }
      } else if name == "layout_alignWithParentIfMissing" {
        view.params.alignsWithParentIfMissing = AndroidValues.bool(value) ?? false
      } else {
        unknown(attribute)
      }
    }
    return true
  }

  /// Padding and minimum sizes.
  private mutating func readBox(
    _ name: String, _ value: String, _ attribute: AndroidDocument.Attribute,
    into view: AndroidView
  ) -> Bool {
    if let sides = Self.paddingSides[name] {
      if let length = dimension(value, attribute) {
        view.padding = Self.setting(sides, of: view.padding, to: length)
        view.givenPaddingSides.formUnion(sides)
      }
      return true
    }
    switch name {
    case "minWidth", "minHeight":
      guard let length = dimension(value, attribute) else { return true }
      if name == "minWidth" { view.minWidth = length } else { view.minHeight = length }
      return true
    default: return false
    }
  }

  /// Text, its colour, size, style, gravity, lines and ellipsis.
  private mutating func readText(
    _ known: ViewAttribute, _ value: String, _ attribute: AndroidDocument.Attribute,
    into view: AndroidView
  ) -> Bool {
    let name = attribute.name
    switch known {
    case .text:
      view.text = Self.literalText(value, attribute)
      view.textRuns = styledRuns(of: attribute, giving: view.text)
    case .hint: view.hint = Self.literalText(value, attribute)
    case .textOn: textOn = Self.literalText(value, attribute)
    case .textOff: textOff = Self.literalText(value, attribute)
    case .textAllCaps: allCaps = AndroidValues.bool(value) ?? false
    case .textAlignment:
      // Resolved with the parent's by the inflater.
      if TextAlignmentResolution.values[value] == nil {
        ignore(attribute, "takes gravity, textStart, textEnd, center, viewStart or viewEnd")
      }
    case .textDirection:
      // Resolved with the parent's by the inflater.
      if TextDirectionResolution.values[value] == nil {
        ignore(
          attribute, "takes firstStrong, anyRtl, ltr, rtl, locale, firstStrongLtr or firstStrongRtl"
        )
      }
    case .includeFontPadding: view.includeFontPadding = AndroidValues.bool(value) ?? true
    case .textColor:
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      view.textColor = color
    case .shadowColor, .shadowDx, .shadowDy, .shadowRadius:
      if !view.textShadow.read(name, value) {
        ignore(attribute, "takes " + (TextShadow.attributes[name] ?? "a number"))
      }
    case .textColorHint:
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      view.hintColor = color
    case .textSize: view.textSize = dimension(value, attribute) ?? view.textSize
    case .textStyle:
      let styles = value.split(separator: "|").map { $0.trimmingCharacters(in: " ") }
      view.bold = styles.contains("bold")
      view.italic = styles.contains("italic")
    case .gravity:
      if view.role.isContainer {
        view.gravity = gravity(value, attribute)
      } else {
        view.textGravity = gravity(value, attribute)
      }
    case .maxLines: view.maxLines = Int(value) ?? 0
    case .lines: view.lines = Int(value) ?? 0
    case .minLines: view.minLines = Int(value) ?? 0
    case .letterSpacing, .lineSpacingMultiplier:
      // Ems and a factor: within a few of them is all a text can use.
      guard let number = Double(value), number.isFinite, abs(number) <= 100 else {
        ignore(attribute, "takes a number such as 0.05")
        return true
      }
      if name == "letterSpacing" {
        view.letterSpacing = number
      } else {
        view.lineSpacingMultiplier = max(number, 0)
      }
    case .lineSpacingExtra, .lineHeight:
      guard let length = dimension(value, attribute) else { return true }
      if name == "lineHeight" {
        view.lineHeight = min(max(length, 0), 10_000)
      } else {
        view.lineSpacingExtra = min(max(length, -10_000), 10_000)
      }
    case .scrollHorizontally: scrollsHorizontally = AndroidValues.bool(value) ?? false
    case .ems, .minEms, .maxEms, .maxLength:
      guard let count = Int(value), count >= 0 else {
        ignore(attribute, "takes a whole number, such as 10")
        return true
      }
      readCount(known, count, into: view)
    case .justificationMode:
      switch value {
      case "inter_word", "1": view.justified = true
      case "none", "0": view.justified = false
      default: ignore(attribute, "takes none or inter_word")
      }
    case .singleLine:
      if AndroidValues.bool(value) == true {
        view.maxLines = 1
        if view.lineBreakMode == .byWordWrapping { view.lineBreakMode = .byClipping }
      }
    case .ellipsize:
      let modes: [String: LineBreakMode] = [
        "end": .byTruncatingTail, "start": .byTruncatingHead, "middle": .byTruncatingMiddle,
        "marquee": .byTruncatingTail, "none": .byWordWrapping,
      ]
      guard let mode = choice(value, of: attribute).flatMap({ modes[$0] }) else { return true }
      view.lineBreakMode = mode
    default: return false
    }
    return true
  }

  // MARK: - Values

  /// A side of a box.
  enum Side: Hashable {
    case top, left, bottom, right
  }

  static let paddingSides: [String: [Side]] = [
    "padding": [.top, .left, .bottom, .right], "paddingTop": [.top],
    "paddingBottom": [.bottom], "paddingLeft": [.left], "paddingRight": [.right],
    "paddingStart": [.left], "paddingEnd": [.right], "paddingHorizontal": [.left, .right],
    "paddingVertical": [.top, .bottom],
  ]

  static let marginSides: [String: [Side]] = [
    "layout_margin": [.top, .left, .bottom, .right], "layout_marginTop": [.top],
    "layout_marginBottom": [.bottom], "layout_marginLeft": [.left],
    "layout_marginRight": [.right], "layout_marginStart": [.left], "layout_marginEnd": [.right],
    "layout_marginHorizontal": [.left, .right], "layout_marginVertical": [.top, .bottom],
  ]

  private static func setting(
    _ sides: [Side], of insets: EdgeInsets, to value: Double
  ) -> EdgeInsets {
    var result = insets
    for side in sides {
      switch side {
      case .top: result.top = value
      case .left: result.left = value
      case .bottom: result.bottom = value
      case .right: result.right = value
      }
    }
    return result
  }

  /// Whether a value names a view's id (`@id/`, `@+id/`, `@android:id/`).
  static func isID(_ value: String) -> Bool {
    // By the byte after the `@` first: most references are `@string/`, `@color/`, `@dimen/`.
    var bytes = value.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "@"), let second = bytes.next(),
      second == UInt8(ascii: "+") || second == UInt8(ascii: "i") || second == UInt8(ascii: "a")
    else { return false }
    return value.hasPrefix("@+id/") || value.hasPrefix("@id/") || value.hasPrefix("@android:id/")
  }

  /// An id without `@id/` or `@+id/`.
  static func stripID(_ value: String) -> String {
    for prefix in ["@+id/", "@id/", "@android:id/"] where value.hasPrefix(prefix) {
      return String(value.dropFirst(prefix.count))
    }
    return value
  }

  /// Throws when `src` names a drawable by something that is not a resource name.
  private func checkImageName(_ value: String, _ attribute: AndroidDocument.Attribute)
    throws(DiagnosticError)
  {
    for prefix in ["@drawable/", "@mipmap/"] where value.hasPrefix(prefix) {
      try ResourceName.check(
        String(value.dropFirst(prefix.count)), type: String(prefix.dropFirst().dropLast()),
        attribute: attribute, file: file)
    }
  }

  /// The image a `src` names: `@drawable/photo` or `@mipmap/photo` is `photo`.
  static func imageName(_ value: String) -> String {
    for prefix in ["@drawable/", "@mipmap/"] where value.hasPrefix(prefix) {
      return String(value.dropFirst(prefix.count))
    }
    return value
  }

  mutating func dimension(_ value: String, _ attribute: AndroidDocument.Attribute)
    -> Double?
  {
    guard let length = AndroidValues.dimension(value, pixelsPerPoint: pixelsPerPoint) else {
      ignore(attribute, "takes a dimension such as 16dp, 14sp, 3px or 10")
      return nil
    }
    return Self.wholePixels(length, pixelsPerPoint: pixelsPerPoint)
  }

  /// A size in whole device pixels as `getDimensionPixelSize` makes it: rounded to the
  /// nearest pixel (a half away from zero), and at least one pixel when it is not zero (a
  /// 0.5dp divider is a pixel thick at mdpi, two at xxhdpi).
  static func wholePixels(_ length: Double, pixelsPerPoint: Double) -> Double {
    let scale = max(pixelsPerPoint, 1e-6)
    let pixels = length * scale
    var rounded = (pixels + (pixels < 0 ? -0.5 : 0.5)).rounded(.towardZero)
    if rounded == 0, pixels != 0 { rounded = pixels < 0 ? -1 : 1 }
    return rounded / scale
  }

  private mutating func gravity(_ value: String, _ attribute: AndroidDocument.Attribute)
    -> Gravity
  {
    let (gravity, unknown) = Gravity.parse(value)
    if !unknown.isEmpty {
      warn(
        "Unknown gravity '\(unknown.joined(separator: "|"))' in \(attribute.name) is ignored",
        at: attribute.valueRange,
        hint: "gravity takes top, bottom, left, right, start, end, "
          + "center, center_vertical, center_horizontal, fill… joined by |")
    }
    return gravity
  }

  /// Text written in the layout, read as the resource compiler reads an attribute's string
  /// (its escapes read, its spaces and quotes kept); text from a resource was read as a
  /// string resource already.
  private static func literalText(_ value: String, _ attribute: AndroidDocument.Attribute)
    -> String
  {
    attribute.value.hasPrefix("@") || attribute.value.hasPrefix("?")
      ? value : StringResource.decodeEscapes(value)
  }

  /// An attribute the reader does not know: ignored (as Android ignores it at run time),
  /// with the known name it is closest to as a hint.
  private mutating func unknown(_ attribute: AndroidDocument.Attribute) {
    // A platform style's item, or a binding adapter's attribute (which the app's code reads).
    guard !attribute.fromPlatform, attribute.binding == nil else { return }
    // An app's view declares attributes of its own in the app's namespace, which only its
    // code reads (Android Studio takes them from the app's attrs.xml).
    guard !(attribute.inAppNamespace && Self.isAppClass(element.tag)) else { return }
    warn(
      "Unknown attribute '\(attribute.name)' is ignored", at: attribute.nameRange,
      hint: Self.suggestion(for: attribute.name))
  }

  /// Whether a tag names an app's own view class: qualified, and in no package of the
  /// platform's or its libraries'.
  static func isAppClass(_ tag: String) -> Bool {
    ClassName.isQualified(tag) && !tag.hasPrefix("android.")
      && !AndroidInflater.libraryPackages.contains(where: tag.hasPrefix)
  }

  mutating func ignore(_ attribute: AndroidDocument.Attribute, _ hint: String) {
    warn(
      "\(attribute.name)=\"\(attribute.value)\" is ignored", at: attribute.valueRange, hint: hint)
  }

  mutating func warn(_ message: String, at range: SourceRange, hint: String?) {
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored, message: message, file: file, range: range,
        hints: hint.map { [$0] } ?? []))
  }
}
