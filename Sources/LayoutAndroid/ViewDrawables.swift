import LayoutCore
import LayoutDisplayList

/// Gives views their drawables before they are measured: a `background` naming a drawable
/// (its padding fills the padding sides the view does not give, its size is the view's
/// minimum size, as Android's `View.setBackground` and `getSuggestedMinimumWidth` make them)
/// and an image view's `src` naming an XML drawable or a nine-patch.
struct ViewDrawables {
  let loader: DrawableLoader

  func attach(to view: AndroidView) throws(DiagnosticError) {
    loader.theme = view.theme
    loader.viewState = view.state
    if let attribute = view.backgroundAttribute {
      let drawable = try loader.drawable(attribute, file: view.file).resolved(for: view.state)
      setBackground(drawable.map { Self.tinted($0, by: view.backgroundTint) }, of: view)
    } else if let color = view.background, let tint = view.backgroundTint {
      view.background = color.tinted(by: tint)
    }
    try attachCard(to: view)
    attachShape(to: view)
    if let attribute = view.dividers.attribute, !view.dividers.places.isEmpty {
      view.dividers.drawable = try loader.drawable(attribute, file: view.file).resolved(
        for: view.state)
    }
    if let attribute = view.foregroundAttribute {
      view.foregroundDrawable = try loader.drawable(attribute, file: view.file).resolved(
        for: view.state
      ).map { Self.tinted($0, by: view.foregroundTint) }
    }
    // A floating view's colour casts its shadow: it is drawn as a drawable, beneath which the
    // shadow goes.
    if view.elevation > 0, view.backgroundDrawable == nil, let color = view.background {
      view.backgroundDrawable = .color(color)
      view.background = nil
    }
    try attachCompound(to: view)
  }

  /// A card's background: its colour (the theme's floating background unless it gives one)
  /// in its rounded shape, unless a `background` replaces it. A `shapeAppearance`'s corner
  /// rounds it where `cardCornerRadius` does not, as `MaterialCardView` builds its shape.
  private func attachCard(to view: AndroidView) throws(DiagnosticError) {
    guard var card = view.card, view.backgroundAttribute == nil else { return }
    if card.radius == nil, let shape = view.shape {
      card.radius =
        switch shape.corner {
        case .length(let length): length
        case .pill: .greatestFiniteMagnitude
        }
    }
    // The card draws its own shape; a Material shape's would replace it.
    view.shape = nil
    var floating = Color.white
    if loader.resources.platform != nil {
      let attribute = AndroidDocument.Attribute(
        name: "cardBackgroundColor", value: "?android:attr/colorBackgroundFloating",
        nameRange: view.element.range, valueRange: view.element.range)
      floating = AndroidValues.color(try loader.value(attribute, file: view.file)) ?? floating
    }
    if card.isMaterial,
      let overlaid = try elevationOverlaid(
        card.background ?? floating, elevation: card.shownElevation, at: view.element)
    {
      card.background = overlaid
    }
    view.background = nil
    view.backgroundDrawable = card.drawable(floating: floating)
    view.elevation = max(view.elevation, card.shownElevation)
  }

  /// A card's colour with Material's elevation overlay (`ElevationOverlay`), where the theme
  /// enables it (`elevationOverlayEnabled`: Material 3's, tinted by its primary colour, and
  /// the dark Material Components themes', by `colorOnSurface`) and the card is in the
  /// theme's `colorSurface`; nil where it does not apply.
  private func elevationOverlaid(
    _ color: Color, elevation: Double, at element: AndroidDocument.Element
  ) throws(DiagnosticError) -> Color? {
    guard elevation > 0, let styles = loader.styles else { return nil }
    func reference(_ name: String) -> AndroidDocument.Attribute {
      AndroidDocument.Attribute(
        name: name, value: "?attr/" + name, nameRange: element.range, valueRange: element.range)
    }
    let enabled = reference("elevationOverlayEnabled")
    guard
      try styles.definedThemeValue(enabled.value, theme: loader.theme, at: enabled, file: nil)
        == "true",
      let surface = AndroidValues.color(try loader.value(reference("colorSurface"), file: nil)),
      let overlay = AndroidValues.color(
        try loader.value(reference("elevationOverlayColor"), file: nil)),
      surface.red == color.red, surface.green == color.green, surface.blue == color.blue
    else { return nil }
    return ElevationOverlay.tinted(color, by: overlay, elevation: elevation)
  }

  /// A Material view's own background, in its `backgroundTint` unless a `background`
  /// replaces it; a chip is centred in its touch target.
  private func attachShape(to view: AndroidView) {
    guard var shape = view.shape, view.backgroundAttribute == nil else { return }
    if let least = shape.minHeight {
      let target = max(shape.touchTarget ?? least, least)
      shape.insets.top = (target - least) / 2
      shape.insets.bottom = (target - least) / 2
      view.minHeight = max(view.minHeight, target)
    }
    let fill = view.backgroundTint ?? view.background ?? shape.fill
    view.background = nil
    view.backgroundDrawable = shape.drawable(fill: fill)
  }

  /// The drawables beside a text view's text, a compound button's button, which is the
  /// least height of the view (as `CompoundButton.setButtonDrawable` makes it), and a
  /// progress bar's.
  private func attachCompound(to view: AndroidView) throws(DiagnosticError) {
    func drawable(_ attribute: AndroidDocument.Attribute?) throws(DiagnosticError) -> Drawable? {
      guard let attribute else { return nil }
      return try loader.drawable(attribute, file: view.file).resolved(for: view.state)
    }
    for (side, attribute) in view.compound.attributes {
      view.compound.drawables[side] = try drawable(attribute).map {
        Self.tinted($0, by: view.compound.sideTints[side] ?? view.compound.tint)
      }
    }
    view.compound.button = try drawable(view.compound.buttonAttribute).map {
      Self.tinted($0, by: view.compound.buttonTint)
    }
    view.progressBar.progressDrawable = try drawable(view.progressBar.progressAttribute).map {
      view.progressBar.tintedProgress($0)
    }
    view.progressBar.indeterminateDrawable = try drawable(view.progressBar.indeterminateAttribute)
      .map { Self.tinted($0, by: view.progressBar.indeterminateTint) }
    view.progressBar.thumb = try drawable(view.progressBar.thumbAttribute).map {
      Self.tinted($0, by: view.compound.thumbTint)
    }
    view.compound.checkMark = try drawable(view.compound.checkMarkAttribute)
    view.compound.track = try drawable(view.compound.trackAttribute).map {
      Self.tinted($0, by: view.compound.trackTint)
    }
    // A checked Material switch's outline is transparent: it is left out.
    if view.compound.trackDecorationTint?.alpha != 0 {
      view.compound.trackDecoration = try drawable(view.compound.trackDecorationAttribute).map {
        Self.tinted($0, by: view.compound.trackDecorationTint)
      }
    }
    view.compound.thumb = try drawable(view.compound.thumbAttribute).map {
      Self.tinted($0, by: view.compound.thumbTint)
    }
    view.compound.isChecked = view.state.contains("checked")
    view.compound.hasText = !view.text.isEmpty
    view.minHeight = max(view.minHeight, view.compound.switchSize.height)
    if let height = view.compound.button?.intrinsicSize.height {
      view.minHeight = max(view.minHeight, height)
    }
  }

  /// The app theme's window background (`android:windowBackground`), which Android draws
  /// behind the layout as it draws the window behind an activity's content (the theme's
  /// `colorBackground` when the app gives a drawable of its own, a launch screen's); nil
  /// without the platform's resources, whose themes all give one.
  func windowBackground(of root: AndroidView) throws(DiagnosticError) -> Drawable? {
    guard loader.resources.platform != nil else { return nil }
    loader.theme = nil
    loader.viewState = nil
    var attribute = AndroidDocument.Attribute(
      name: "windowBackground", value: "?android:attr/windowBackground",
      nameRange: root.element.range, valueRange: root.element.range)
    // A picture of the app's own (a launch screen's logo on its colour) is what the window
    // shows while the app starts: the theme's background colour is what its screens show.
    let given = try loader.value(attribute, file: root.file)
    if given.hasPrefix("@drawable/") || given.hasPrefix("@mipmap/") {
      attribute.value = "?android:attr/colorBackground"
    }
    return try loader.drawable(attribute, file: root.file).resolved(
      for: ViewState.normal.union(loader.renderState))
  }

  /// A drawable file rendered on its own: the root view's background is the file's drawable.
  func attachFile(_ root: AndroidDocument.Element, to view: AndroidView) throws(DiagnosticError) {
    let drawable = try DrawableReader(loader: loader, file: view.file).read(root)
    setBackground(drawable.resolved(for: view.state), of: view)
  }

  /// `src` naming an XML drawable, an image that is a nine-patch, a platform drawable
  /// (`@android:drawable/…`) or a colour; nil for a plain image, which the image view draws
  /// itself.
  func source(of view: AndroidView) throws(DiagnosticError) -> Drawable? {
    loader.theme = view.theme
    loader.viewState = view.state
    guard var attribute = view.element.attribute("src"), let name = view.imageName else {
      return nil
    }
    if Self.namesNoImage(name) {
      attribute.value = name  // as read, a theme's value resolved
      view.imageName = nil
      return try loader.drawable(attribute, file: view.file).resolved(for: view.state).map {
        Self.tinted($0, by: view.imageTint)
      }
    }
    guard
      loader.resources.drawables[name] != nil || LibraryDrawables.element(named: name) != nil
        || loader.isNinePatch(name)
    else { return nil }
    attribute.value = "@drawable/" + name
    return try loader.drawable(attribute, file: view.file).resolved(for: view.state).map {
      Self.tinted($0, by: view.imageTint)
    }
  }

  private static func tinted(_ drawable: Drawable, by tint: Color?) -> Drawable {
    tint.map { drawable.tinted(by: $0) } ?? drawable
  }

  /// Whether a `src` value is a reference that is not the app's image: a platform drawable, a
  /// colour resource or a colour.
  private static func namesNoImage(_ name: String) -> Bool {
    ["@android:", "@color/", "#"].contains { name.hasPrefix($0) }
  }

  private func setBackground(_ drawable: Drawable?, of view: AndroidView) {
    guard let drawable else { return }
    if case .color(let color) = drawable {
      view.background = color
      return
    }
    view.backgroundDrawable = drawable
    if let padding = drawable.padding {
      let given = view.givenPaddingSides
      if !given.contains(.top) { view.padding.top = padding.top }
      if !given.contains(.left) { view.padding.left = padding.left }
      if !given.contains(.bottom) { view.padding.bottom = padding.bottom }
      if !given.contains(.right) { view.padding.right = padding.right }
    }
    let size = drawable.intrinsicSize
    view.minWidth = max(view.minWidth, size.width ?? 0)
    view.minHeight = max(view.minHeight, size.height ?? 0)
  }
}
