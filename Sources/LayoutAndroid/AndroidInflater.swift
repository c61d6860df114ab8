import LayoutCore
import LayoutExpressions
import LayoutSyntax
import LayoutViews

/// Inflation: builds the view tree of a layout from its elements, as Android's
/// `LayoutInflater` does. Tags name views (Android's names, the UIKit names iDroid-Layout
/// accepts, or `<view class="…">`); an unknown tag makes a plain view, with a warning.
struct AndroidInflater {
  let document: AndroidDocument
  let resources: AndroidResources
  let registry: ViewClassRegistry
  /// The states every view is rendered in (`--view-state`), besides its own.
  let renderState: Set<String>
  let styles: StyleResolver
  /// The attribute values resolved so far, which later views with the same values reuse.
  let resolvedValues = ResolvedValueCache()
  /// The items each view kind's styles give, worked out for the first view of the kind.
  let styleLayers = StyleLayers()
  /// The layouts `<include>` names.
  let layouts: any LayoutFinding
  /// The layouts being included, outermost first, which an include must not name again.
  var including: [String] = []
  private(set) var warnings: [Diagnostic] = []
  /// The layout parameters the next view made takes where it gives none (set for the
  /// children of a `TableLayout` or `TableRow`).
  private var childDefaults: LayoutParams?
  /// Views made so far, counting those of every layout included (each time it is included).
  private(set) var viewCount = 0
  /// The views each layout makes with the layouts it includes, as counted before including it.
  var viewCounts: [String: Int] = [:]
  /// The row of a list the views being made are in, which picks their sample data.
  var sampleRow = 0
  /// The render's state (`--state`), which data-binding expressions are evaluated against.
  var bindingState: [String: Value] = [:]
  /// Whether the view being made (and so, by default, its children) is right to left.
  private var rightToLeft = false
  /// The device pixels a point is drawn at, which sizes round to.
  var pixelsPerPoint = 1.0
  /// The resolved `textAlignment` of the view being made, which its children inherit.
  private var textAlignment = "gravity"
  /// The resolved `textDirection` of the view being made, which its children inherit.
  private var textDirection = "firstStrong"
  /// The data-binding expressions that neither the state nor a `default=` gave a value.
  private var bindingsLeftOut: [(attribute: AndroidDocument.Attribute, file: String?)] = []
  /// The app's own view classes, from its sources.
  var appClasses: any AppClassFinding = NoAppClasses()
  /// The app classes looked up so far, by name (nil: not the app's).
  private var knownAppClasses: [String: AppViewClass?] = [:]
  /// The app classes whose bases are being resolved.
  private var resolvingAppClasses: Set<String> = []
  /// The most views one layout may make with the layouts it includes: as many as the
  /// elements one file may hold, so that a few small layouts including each other several
  /// times over cannot make millions.
  static let maximumViews = XmlLimits().elements

  /// Android's tags and how each is measured and laid out.
  static let androidTags: [String: ViewRole] = [
    "View": .plain, "TextView": .text, "Button": .button,
    "EditText": .editText, "ImageView": .image,
    "CheckBox": .text, "RadioButton": .text,
    "CheckedTextView": .text, "ToggleButton": .button,
    "ImageButton": .image, "ProgressBar": .progress,
    "SeekBar": .progress, "RatingBar": .progress,
    "Switch": .text,
    "Spinner": .frame, "ListView": .linear,
    "GridView": .linear, "ExpandableListView": .linear,
    AdapterEntries.gridColumnsTag: .flow,
    "RecyclerView": .linear, "fragment": .frame,
    "FragmentContainerView": .frame, "CardView": .frame,
    "LinearLayout": .linear, "FrameLayout": .frame,
    "RelativeLayout": .relative, "ConstraintLayout": .constraint,
    "ScrollView": .scroll(horizontal: false),
    "HorizontalScrollView": .scroll(horizontal: true),
    "merge": .frame, "Space": .plain, "ViewStub": .plain,
    "AutoCompleteTextView": .editText,
    "MultiAutoCompleteTextView": .editText, "TextClock": .text,
    "Chronometer": .text, "QuickContactBadge": .image,
    // What these show comes from the app at run time: the preview's box with their name.
    "WebView": .plain, "VideoView": .plain,
    "SurfaceView": .plain, "TextureView": .plain,
  ]

  /// The framework's views whose content only the running app supplies, drawn as Android
  /// Studio's preview draws them: a box with the class's name.
  static let contentPlaceholders: Set<String> = [
    "WebView", "VideoView", "SurfaceView", "TextureView",
  ]

  /// The UIKit names that measure as an Android widget does.
  static let uiKitRoles: [String: ViewRole] = [
    "UIView": .plain, "UILabel": .text, "UIButton": .button, "UITextField": .editText,
    "UIImageView": .image, "UIScrollView": .scroll(horizontal: false),
  ]

  /// The registry with a kind for each Android tag. The tree draws its views itself (text,
  /// images, drawables, widgets' parts): a kind holds only what every view has (background,
  /// alpha, transform, clipping), and a scroll view's content size.
  static func registry(extending base: ViewClassRegistry) -> ViewClassRegistry {
    var registry = base
    for (tag, role) in androidTags {
      let base = if case .scroll = role { "UIScrollView" } else { "UIView" }
      if let kind = registry.subclass(named: tag, of: base) { registry.register(kind) }
    }
    return registry
  }

  init(
    document: AndroidDocument, resources: AndroidResources, registry: ViewClassRegistry,
    renderState: Set<String> = [], layouts: any LayoutFinding = NoLayouts()
  ) {
    self.layouts = layouts
    self.document = document
    self.resources = resources
    self.registry = registry
    self.renderState = renderState
    self.styles = StyleResolver(resources: resources)
    self.rightToLeft = resources.rightToLeft
  }

  /// The root view. A `<merge>` root is the parent `tools:parentTag` names, else a frame
  /// holding its children (the canvas is the parent it merges into). A drawable file (`<shape>`, `<selector>`, …) is a view filling
  /// the canvas with the drawable as its background.
  mutating func inflate() throws(DiagnosticError) -> AndroidView {
    if DrawableReader.rootTags.contains(document.root.tag) {
      let view = AndroidView(
        element: document.root, role: .plain, className: "UIView",
        params: LayoutParams(width: .matchParent, height: .matchParent))
      view.state = ViewState.normal.union(renderState)
      view.path = NodePath().appending(
        NodePath.Component(className: "UIView", id: nil, ordinal: 1))
      view.file = document.file
      return view
    }
    if document.root.tag == "include" {
      throw error(
        "<include> cannot be the root of a layout", at: document.root.range,
        hint: "put it in a LinearLayout, FrameLayout or RelativeLayout", file: document.file)
    }
    // The layout itself, by its file's name, so that an include of it is a cycle.
    if let file = document.file, let base = file.split(separator: "/").last {
      including = [base.hasSuffix(".xml") ? String(base.dropLast(4)) : String(base)]
    }
    // A <merge> root stands for the parent it merges into: it needs no size of its own, and
    // the parent `tools:parentTag` names lays its children out, as in the preview.
    var element = document.root
    if element.tag == "merge" {
      childDefaults = LayoutParams(width: .matchParent, height: .matchParent)
      if let parent = element.attribute("tools:parentTag")?.value, !parent.isEmpty {
        element.tag = parent
      }
    }
    let root = try view(
      element, parentRole: nil, path: NodePath(), ordinal: 1, theme: nil, file: document.file)
    warnings += styles.warnings
    warnings = RepeatedWarnings.collapsingUnknownViews(RepeatedWarnings.sayingOnce(warnings))
    if let (first, file) = bindingsLeftOut.first {
      let count = bindingsLeftOut.count
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "\(count) data-binding expression\(count == 1 ? " has" : "s have") no "
            + "default= value and no value in the state: \(count == 1 ? "it is" : "they are") "
            + "left out (the first: \(first.name)=\"\(first.value)\")",
          file: file, range: first.valueRange,
          hints: [
            "give each a default (@{user.name, default=Jane}) or a tools: value, or the "
              + "values with --state"
          ]))
    }
    return root
  }

  /// A view and its children, read from `file`; `theme` is the nearest `android:theme`
  /// above, which `?attr/` values are looked up in. Errors name the view's node path.
  mutating func view(
    _ element: AndroidDocument.Element, parentRole: ViewRole?, path: NodePath, ordinal: Int,
    theme: StyleResolver.Theme?, file: String?
  ) throws(DiagnosticError) -> AndroidView {
    var written = bound(element, file: file)
    let id = written.attribute("id").map { AttributeReader.stripID($0.value) }
    try RenderBudget.check()
    viewCount += 1
    guard viewCount <= Self.maximumViews else {
      throw Self.tooManyViews(file: file, range: written.range)
    }
    guard path.components.count < XmlParser.maximumDepth else {
      throw DiagnosticError(
        .error, code: .resourceLimit,
        message: "Views are nested more than \(XmlParser.maximumDepth) levels deep, counting "
          + "those of the layouts included",
        file: file, range: written.range,
        hints: ["include layouts at a shallower place, or flatten the layouts they include"])
    }
    func located(_ error: DiagnosticError, _ className: String) -> DiagnosticError {
      error.located(
        nodePath: path.appending(
          NodePath.Component(className: className, id: id, ordinal: ordinal)))
    }
    written = try materialSubstitute(for: written, theme: theme, file: file)
    written = SearchViewSubstitute.substitute(for: written) ?? written
    let found: (role: ViewRole, className: String)
    do {
      found = try kind(of: written, file: file)
    } catch {
      throw located(error, written.tag)
    }
    let (role, className) = found
    do {
      let view = try styledView(
        written, role: role, className: className, parentRole: parentRole,
        path: path, ordinal: ordinal, theme: theme, file: file)
      // An app's own class, which only the app can run: the preview's box with its name.
      // ConstraintLayout's helpers draw nothing on a device.
      if className == "UIView", written.tag.contains("."), !written.tag.hasPrefix("android."),
        LibraryViews.kind(of: written.tag) == nil, view.params.constraint.helper == nil
      {
        view.placeholderName = written.tag.split(separator: ".").last.map(String.init)
      }
      if Self.contentPlaceholders.contains(className) { view.placeholderName = className }
      return view
    } catch {
      throw located(error, className)
    }
  }

  /// The theme a view's `android:theme` (or `materialThemeOverlay`) sets: a style, or a
  /// theme attribute of the theme around it naming one (`?attr/cardThemeOverlay`); nil when
  /// the attribute names none (the view stays under the theme around it).
  private func viewTheme(
    _ attribute: AndroidDocument.Attribute, under theme: StyleResolver.Theme?, file: String?
  ) throws(DiagnosticError) -> StyleResolver.Theme? {
    guard StyleResolver.isThemeReference(attribute.value) else {
      return StyleResolver.Theme(attribute: attribute, file: file)
    }
    guard
      let style = try styles.themeValue(attribute.value, theme: theme, at: attribute, file: file)
    else { return nil }
    var named = attribute
    named.value = style
    return StyleResolver.Theme(attribute: named, file: file)
  }

  private mutating func styledView(
    _ written: AndroidDocument.Element, role: ViewRole, className: String,
    parentRole: ViewRole?, path: NodePath, ordinal: Int, theme: StyleResolver.Theme?,
    file: String?
  ) throws(DiagnosticError) -> AndroidView {
    // A Material view's `materialThemeOverlay` lies over its `android:theme`, for the view
    // and the views inside it, as the view's wrapped context does.
    let theme =
      try (written.attribute("materialThemeOverlay") ?? written.attribute("theme")).flatMap {
        attribute throws(DiagnosticError) in try viewTheme(attribute, under: theme, file: file)
      } ?? theme
    let styledElement = try styled(written, className: className, theme: theme, file: file)
    let parentRightToLeft = rightToLeft
    rightToLeft = LayoutMirroring.isRightToLeft(
      styledElement, parent: parentRightToLeft, locale: resources.rightToLeft)
    defer { rightToLeft = parentRightToLeft }
    let parentTextAlignment = textAlignment
    textAlignment = TextAlignmentResolution.resolved(
      styledElement.attribute("textAlignment")?.value, parent: parentTextAlignment)
    defer { textAlignment = parentTextAlignment }
    let parentTextDirection = textDirection
    textDirection = TextDirectionResolution.resolved(
      styledElement.attribute("textDirection")?.value, parent: parentTextDirection,
      localeIsRightToLeft: resources.rightToLeft)
    defer { textDirection = parentTextDirection }
    let element =
      rightToLeft
      ? LayoutMirroring.absolute(styledElement, isContainer: role.isContainer) : styledElement
    var reader = AttributeReader(
      element: element, resources: resources, file: file, parentRole: parentRole,
      state: ViewState.of(element, adding: renderState), styles: styles, theme: theme,
      sampleRow: sampleRow, cache: resolvedValues)
    reader.pixelsPerPoint = pixelsPerPoint
    let defaults = childDefaults
    childDefaults = nil
    let view = try reader.makeView(role: role, className: className, defaults: defaults)
    if let group = FrameworkViewGroups.group(named: Self.shortName(written.tag)),
      group.vertical,
      written.tag.hasSuffix("TableLayout") || element.attribute("orientation") == nil
    {
      view.orientationIsVertical = true
    }
    if className == "RatingBar", view.progressBar.numStars == nil { view.progressBar.numStars = 5 }
    // A stub is gone until the app inflates the layout it stands for.
    if className == "ViewStub" { view.visibility = .gone }
    if className == "CardView" {
      var card = view.card ?? CardParts()
      card.isMaterial = written.tag.hasSuffix("MaterialCardView")
      view.card = card
      view.padding = card.contentPadding.applied(to: view.padding)
    }
    if LibraryViews.named(written.tag) == CircleImageParts.className {
      CircleImageParts.prepare(view, element: element, resources: resources, file: file)
    }
    try MaterialComposites.prepare(view, element: element, resources: resources, file: file)
    if let indicator = view.materialIndicator, indicator.trackColor == nil {
      // A track no style colours is the indicator's at the theme's disabled alpha.
      let reference = AndroidDocument.Attribute(
        name: "trackColor", value: "", nameRange: element.range, valueRange: element.range)
      if let text = try styles.definedThemeValue(
        "?android:attr/disabledAlpha", theme: theme, at: reference, file: file),
        let alpha = Double(text)
      {
        view.materialIndicator?.disabledAlpha = alpha
      }
    }
    // A list's rows run down, unless a recycler view's layout manager lays them across.
    if AdapterEntries.listViews.contains(className) {
      view.orientationIsVertical = element.attribute("orientation")?.value != "horizontal"
    }
    warnings += reader.warnings
    view.rightToLeft = rightToLeft
    view.textAlignment = textAlignment
    view.textDirection = textDirection
    view.file = file
    view.theme = theme
    view.path = path.appending(
      NodePath.Component(className: className, id: view.id, ordinal: ordinal))
    for (name, text) in [("text", view.text), ("hint", view.hint)] {
      try TextLimit.checkDrawn(
        text, file: file, range: element.attribute(name)?.valueRange ?? written.range,
        nodePath: view.path)
    }
    if ["fragment", "FragmentContainerView"].contains(className),
      element.attribute("tools:layout") == nil
    {
      warn(
        "<\(written.tag)> shows the layout its fragment inflates at run time: give it "
          + "tools:layout=\"@layout/…\" to draw one here", at: written.range, file: file)
    }
    var filled = element
    filled.children =
      try AdapterEntries.rows(
        of: element, className: className, resources: resources, file: file)
      + element.children
    if let composite = LibraryViews.kind(of: written.tag)?.composite {
      var composites = MaterialComposites(
        element: element, resources: resources, file: file, platform: resources.platform != nil)
      filled.children = try composites.children(of: composite, view: view)
      warnings += composites.warnings
    }
    try addChildren(of: filled, to: view, theme: theme, file: file)
    // An animator shows its first child; the others are gone until the app shows them.
    if FrameworkViewGroups.animators.contains(Self.shortName(written.tag)) {
      for child in view.children.dropFirst() { child.visibility = .gone }
      // An animator is as large as its largest child, shown or not, unless it says otherwise.
      if written.attribute("measureAllChildren") == nil { view.measuresAllChildren = true }
    }
    return view
  }

  /// A `<Button>` under a Material Components or Material 3 theme, whose view inflater
  /// (`MaterialComponentsViewInflater`) makes a `MaterialButton` of it: the element as that
  /// view. The theme is taken to be one when it gives `materialButtonStyle`.
  private mutating func materialSubstitute(
    for element: AndroidDocument.Element, theme: StyleResolver.Theme?, file: String?
  ) throws(DiagnosticError) -> AndroidDocument.Element {
    guard element.tag == "Button" else { return element }
    let theme =
      element.attribute("theme").map { StyleResolver.Theme(attribute: $0, file: file) } ?? theme
    let probe = AndroidDocument.Attribute(
      name: "style", value: "", nameRange: element.range, valueRange: element.range)
    guard
      try styles.definedThemeValue(
        "?attr/materialButtonStyle", theme: theme, at: probe, file: file) != nil
    else { return element }
    var substituted = element
    substituted.tag = "com.google.android.material.button.MaterialButton"
    return substituted
  }

  /// A MotionLayout's scene (`app:layoutDescription="@xml/scene"`, in an `xml*/` folder of
  /// the resources), when the layout names one that is there.
  private func motionScene(of element: AndroidDocument.Element, file: String?)
    throws(DiagnosticError) -> MotionScene?
  {
    guard ConstraintLayoutAlgorithm.motionLayoutNames.contains(element.tag),
      let description = element.attribute("layoutDescription"),
      description.value.hasPrefix("@xml/")
    else { return nil }
    let name = String(description.value.dropFirst("@xml/".count))
    try ResourceName.check(name, type: "xml", attribute: description, file: file)
    guard let scene = try layouts.xmlResource(named: name) else { return nil }
    return try MotionScene(scene.root, file: scene.file) { name throws(DiagnosticError) in
      try layouts.layout(named: name)?.root
    }
  }

  /// A GridLayout's `useDefaultMargins`: the sides of its children that give no margin get
  /// half of `default_gap` (8dp), in whole pixels as `GridLayout` halves the gap's pixels;
  /// a `Space` gets none.
  private func giveDefaultMargins(to children: [AndroidView]) {
    let scale = max(pixelsPerPoint, 1e-6)
    let gapPixels = (AndroidValues.defaultGridGap * scale).rounded()
    let margin = (gapPixels / 2).rounded(.down) / scale
    for child in children where child.className != "Space" {
      let given = child.params.givenMarginSides
      if !given.contains(.top) { child.params.margins.top = margin }
      if !given.contains(.left) { child.params.margins.left = margin }
      if !given.contains(.bottom) { child.params.margins.bottom = margin }
      if !given.contains(.right) { child.params.margins.right = margin }
    }
  }

  /// Adds an element's children to a view: views, the views `<include>` brings (a
  /// `<merge>` layout's children go straight in), nothing for `<requestFocus>`. A
  /// MotionLayout's scene (its own, or that of the MotionLayout a `<merge>` is included in,
  /// `scene`) gives its views their start constraints.
  mutating func addChildren(
    of element: AndroidDocument.Element, to view: AndroidView,
    theme: StyleResolver.Theme?, file: String?, scene inherited: MotionScene? = nil
  ) throws(DiagnosticError) {
    guard !element.children.isEmpty else { return }
    let childDefaults =
      (FrameworkViewGroups.group(named: Self.shortName(element.tag))
      ?? LibraryViews.named(element.tag).flatMap(FrameworkViewGroups.group(named:)))?
      .childDefaults
    let scene = try motionScene(of: element, file: file) ?? inherited
    for written in element.children {
      let child = scene?.applied(to: written) ?? written
      switch child.tag {
      case "requestFocus": continue
      case "merge":
        throw error(
          "<merge> can only be the root of a layout", at: child.range,
          hint: "move its children into the parent, or use a FrameLayout", file: file)
      default: break
      }
      guard view.role.isContainer else {
        throw error(
          "\(view.className) is not a view group: it cannot hold <\(child.tag)>", at: child.range,
          hint: "put the views in a LinearLayout, FrameLayout or RelativeLayout", file: file)
      }
      if child.tag == "include" {
        self.childDefaults = childDefaults
        try include(child, into: view, theme: theme, file: file, scene: scene)
        continue
      }
      self.childDefaults = childDefaults
      view.children.append(
        try self.view(
          child, parentRole: view.role, path: view.path, ordinal: view.children.count + 1,
          theme: theme, file: file))
    }
    if view.grid.useDefaultMargins { giveDefaultMargins(to: view.children) }
    if case .scroll = view.role, view.children.count > 1 {
      throw error(
        "\(view.className) can host only one direct child, not \(view.children.count)",
        at: element.children[1].range, hint: "wrap its children in a LinearLayout", file: file)
    }
  }

  /// The role and kind name of a tag: Android's names (also written `android.widget.X`),
  /// UIKit's, the registry's, `<view class="…">`. A framework view not drawn yet is a plain
  /// view with a warning. Android's inflater fails on a class it cannot find, so any other
  /// unknown name is an error, with the closest known name as a hint; only a qualified name (`com.example.AvatarView`), an app's own class that the renderer
  /// cannot have, is drawn as a plain view, with a warning.
  private mutating func kind(of element: AndroidDocument.Element, file: String?)
    throws(DiagnosticError) -> (ViewRole, String)
  {
    var tag = element.tag
    if tag == "view" {
      guard let name = element.attribute("class")?.value else {
        warn("<view> needs a class: a plain view is made", at: element.range, file: file)
        return (.plain, "UIView")
      }
      tag = name
    }
    for prefix in ["android.widget.", "android.view.", "android.webkit."]
    where tag.hasPrefix(prefix) {
      let name = String(tag.dropFirst(prefix.count))
      if Self.androidTags[name] != nil || FrameworkViews.names.contains(name) { tag = name }
    }
    if let role = Self.androidTags[tag] { return (role, tag) }
    // AndroidX's list and fragment host, as the preview lays them out.
    if let name = Self.libraryContainers[tag], let role = Self.androidTags[name] {
      return (role, name)
    }
    if ConstraintLayoutAlgorithm.classNames.contains(tag) {
      return (.constraint, "ConstraintLayout")
    }
    if let app = appClass(named: tag) { return try kind(ofAppClass: app, element, file: file) }
    if let name = LibraryViews.named(tag), let library = LibraryViews.kinds[name] {
      if Self.shortName(tag).split(separator: ".").last.map(String.init) != name,
        !Self.libraryPackages.contains(where: tag.hasPrefix)
      {
        warnDrawn(tag, as: name, at: element.range, file: file)
      }
      return (library.role, library.drawnAs)
    }
    if ConstraintHelper(tag: tag) != nil, tag.contains("constraint") { return (.plain, "UIView") }
    if let role = Self.uiKitRoles[tag] { return (role, tag) }
    // A class registered under this very name (not a Swift module's class of the same last
    // name: `com.example.TextView` is no UIKit class).
    if registry.viewClass(named: tag)?.name == tag { return (.plain, tag) }
    if let group = FrameworkViewGroups.group(named: tag) {
      if let approximation = group.approximation {
        warn("<\(tag)> is \(approximation)", at: element.range, file: file)
      }
      return (group.role, "UIView")
    }
    if FrameworkViews.names.contains(tag) {
      warn("<\(tag)> is not drawn yet: a plain view is made", at: element.range, file: file)
      return (.plain, "UIView")
    }
    guard tag.contains(".") else { throw unknownView(tag, at: element.range, file: file) }
    let holdsViews = element.children.contains { $0.tag != "requestFocus" }
    if let widget = Self.widget(endingName: tag),
      !holdsViews || Self.androidTags[widget]!.isContainer
    {
      // The libraries' own subclasses of a widget (AppCompatTextView, TextInputEditText,
      // MaterialCheckBox) draw as it does.
      if Self.libraryPackages.contains(where: tag.hasPrefix) {
        return (Self.androidTags[widget]!, widget)
      }
      warnDrawn(tag, as: widget, at: element.range, file: file)
      return (Self.androidTags[widget]!, widget)
    }
    // A library's or the app's view group holds its children as a FrameLayout does, so that
    // they are drawn.
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "Unknown view <\(tag)>: "
          + (holdsViews ? "its children are laid out as in a FrameLayout" : "a plain view is made"),
        file: file, range: element.range,
        hints: [
          "declare the view it extends with --class \(tag)=BASE (such as FrameLayout), or "
            + "render the layout in its app's folder, whose sources say"
        ]))
    return (holdsViews ? .frame : .plain, "UIView")
  }

  /// The app's own class `name` as its sources (or `--class`) declare it, looked up once;
  /// nil for a library's or the platform's class, and for one whose bases lead back to it.
  private mutating func appClass(named name: String) -> AppViewClass? {
    guard name.contains("."), !Self.libraryPackages.contains(where: name.hasPrefix),
      !resolvingAppClasses.contains(name)
    else { return nil }
    if let known = knownAppClasses[name] { return known }
    let found = appClasses.appClass(named: name)
    knownAppClasses[name] = found
    return found
  }

  /// The role and kind of an app's own class: those of the class it extends (another of the
  /// app's, a library's or the platform's), as Android Studio's preview, which runs the
  /// class, mostly draws it. Its own drawing is not run: a class that draws itself says so.
  private mutating func kind(
    ofAppClass app: AppViewClass, _ element: AndroidDocument.Element, file: String?
  ) throws(DiagnosticError) -> (ViewRole, String) {
    // A class that extends ViewGroup itself places its children in its own code: they are
    // laid out as in a FrameLayout, as for a class whose source is not there.
    if Self.shortName(app.base) == "ViewGroup" || app.base == "ViewGroup" {
      warn(
        "<\(app.name)> lays out its children itself (it extends ViewGroup): they are laid out "
          + "as in a FrameLayout", at: element.range, file: file)
      return (.frame, "FrameLayout")
    }
    resolvingAppClasses.insert(app.name)
    defer { resolvingAppClasses.remove(app.name) }
    var base = element
    base.tag = app.base
    let kind = try self.kind(of: base, file: file)
    if app.drawsItself {
      let baseName = app.base.split(separator: ".").last.map(String.init) ?? app.base
      let source = app.file.split(separator: "/").last.map(String.init) ?? app.file
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "<\(app.name)> draws itself (onDraw in \(source)), which is not run here: "
            + "drawn as the \(baseName) it extends",
          file: file, range: element.range))
    }
    return kind
  }

  /// The element with its data-binding expressions evaluated against the state: each
  /// attribute takes the value its expression gives, else its `default=`, else it is left
  /// out (and counted for one warning).
  private mutating func bound(_ element: AndroidDocument.Element, file: String?)
    -> AndroidDocument.Element
  {
    guard element.attributes.contains(where: { $0.binding != nil }) else { return element }
    var bound = element
    bound.attributes = element.attributes.compactMap { attribute in
      guard let written = attribute.binding, let binding = BindingExpression(written) else {
        return attribute
      }
      var evaluator = BindingEvaluator(state: bindingState)
      if let value = evaluator.evaluate(binding.expression).flatMap(BindingEvaluator.text(of:)) {
        var evaluated = attribute
        evaluated.value = value
        return evaluated
      }
      if binding.defaultValue != nil { return attribute }
      bindingsLeftOut.append((attribute, file))
      return nil
    }
    return bound
  }

  /// The warning that an app's class is drawn as the view its name ends with, which it
  /// extends.
  private mutating func warnDrawn(
    _ tag: String, as name: String, at range: SourceRange, file: String?
  ) {
    warnings.append(
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "Unknown view <\(tag)>: drawn as the \(name) its name ends with",
        file: file, range: range,
        hints: [
          "declare the view it extends with --class \(tag)=BASE (such as \(name)), or "
            + "render the layout in its app's folder, whose sources say"
        ]))
  }

  /// The error of a layout whose includes make more than `maximumViews` views.
  static func tooManyViews(file: String?, range: SourceRange) -> DiagnosticError {
    DiagnosticError(
      .error, code: .resourceLimit,
      message: "The layout and the layouts it includes make more than \(maximumViews) views",
      file: file, range: range,
      hints: ["include large layouts fewer times, or in fewer layouts that are included again"])
  }

  /// The Android widget a library's or the app's class is named after, by the end of its
  /// name (`AppCompatTextView`, `MaterialButton`, `TextInputEditText`): such classes extend
  /// the widget they are named after.
  static func widget(endingName tag: String) -> String? {
    let name = tag.split(separator: ".").last.map(String.init) ?? tag
    return androidTags.keys.filter { $0 != "View" && $0 != "merge" && name.hasSuffix($0) }
      .max { $0.count < $1.count }
  }

  /// The packages of the AndroidX, support and Material libraries.
  static let libraryPackages = ["androidx.", "android.support.", "com.google.android.material."]

  /// Whether `name` names a view Android layouts know: the platform's widgets and view
  /// groups (`TextView`, `android.widget.TextView`), and the libraries' (`androidx.…`,
  /// `com.google.android.material.…`, `MaterialButton`), which `--class NAME=BASE` may name
  /// as a base.
  static func isViewName(_ name: String) -> Bool {
    let name = shortName(name)
    return androidTags[name] != nil || FrameworkViews.names.contains(name)
      || FrameworkViewGroups.group(named: name) != nil || LibraryViews.named(name) != nil
      || libraryContainers[name] != nil || libraryPackages.contains(where: name.hasPrefix)
  }

  /// Library views the renderer lays out as a framework view it knows.
  static let libraryContainers = [
    "androidx.recyclerview.widget.RecyclerView": "RecyclerView",
    "android.support.v7.widget.RecyclerView": "RecyclerView",
    "androidx.fragment.app.FragmentContainerView": "FragmentContainerView",
    "androidx.cardview.widget.CardView": "CardView",
    "android.support.v7.widget.CardView": "CardView",
    "com.google.android.material.card.MaterialCardView": "CardView",
  ]

  /// A tag without its framework package (`android.widget.TableRow` is `TableRow`).
  static func shortName(_ tag: String) -> String {
    for prefix in ["android.widget.", "android.view.", "android.webkit."]
    where tag.hasPrefix(prefix) {
      return String(tag.dropFirst(prefix.count))
    }
    return tag
  }

  /// A tag that names no view class Android or the renderer knows.
  private func unknownView(_ tag: String, at range: SourceRange, file: String?)
    -> DiagnosticError
  {
    let known =
      Self.androidTags.keys.filter { $0 != "merge" } + Self.uiKitRoles.keys
      + FrameworkViews.names.filter { $0.first?.isUppercase == true }
    let hint =
      Suggestions.closest(to: tag, in: known + registry.names).map { "did you mean '\($0)'?" }
      ?? "the views: " + Set(known).sorted().joined(separator: ", ")
    return DiagnosticError(
      .error, code: .unknownClass, message: "Unknown view <\(tag)>", file: file, range: range,
      hints: [hint, "Android's inflater fails on a class it cannot find"])
  }

  mutating func warn(_ message: String, at range: SourceRange, file: String?) {
    warnings.append(
      Diagnostic(.warning, code: .androidIgnored, message: message, file: file, range: range))
  }

  func error(_ message: String, at range: SourceRange, hint: String, file: String?)
    -> DiagnosticError
  {
    DiagnosticError(
      .error, code: .invalidAndroidLayout, message: message, file: file, range: range,
      hints: [hint])
  }
}
