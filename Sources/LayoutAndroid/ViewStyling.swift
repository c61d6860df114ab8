import LayoutCore

/// A view's styles, as Android's `TypedArray` merges them: its own attributes win over its
/// `style`'s items, which win over its default style's (the one its constructor takes from
/// the theme), which win over its text appearance's text items.
extension AndroidInflater {
  /// The theme attribute that names each widget's default style, as its constructor reads it
  /// (`Button` is styled by the theme's `buttonStyle`), for the widgets drawn with it.
  static let defaultStyleAttributes = [
    "TextView": "textViewStyle", "Button": "buttonStyle", "EditText": "editTextStyle",
    "CheckBox": "checkboxStyle",
    "RadioButton": "radioButtonStyle", "CheckedTextView": "checkedTextViewStyle",
    "ToggleButton": "buttonStyleToggle", "ImageButton": "imageButtonStyle",
    "ProgressBar": "progressBarStyle", "SeekBar": "seekBarStyle", "Switch": "switchStyle",
    "Spinner": "spinnerStyle", "ListView": "listViewStyle",
    "ExpandableListView": "expandableListViewStyle", "GridView": "gridViewStyle",
    "RatingBar": "ratingBarStyle",
    "AutoCompleteTextView": "autoCompleteTextViewStyle",
    "MultiAutoCompleteTextView": "autoCompleteTextViewStyle",
    "QuickContactBadge": "quickContactBadgeStyleWindowMedium",
  ]

  /// The text views whose constructors pass no default style, so that their text appearance
  /// is the theme's own `textAppearance` (a clock's time is drawn in the theme's primary text
  /// colour).
  static let themeAppearanceViews: Set<String> = ["TextClock", "Chronometer"]

  /// The element with its styles' items before its own attributes. A layout's views share a
  /// few styles, so each view kind's layer under each theme is worked out once (`StyleLayers`)
  /// and located at each view's own attributes.
  func styled(
    _ element: AndroidDocument.Element, className: String, theme: StyleResolver.Theme?,
    file: String?
  ) throws(DiagnosticError) -> AndroidDocument.Element {
    let style = element.attribute("style")
    let ownAppearance = element.attribute("textAppearance")
    let key = StyleLayers.Key(
      tag: element.tag, className: className, style: style?.value,
      appearance: ownAppearance?.value, theme: theme?.attribute.value)
    let layer: StyleLayer
    if let known = styleLayers.layers[key] {
      layer = known
    } else {
      let warningCount = styles.warnings.count
      layer = try styleLayer(
        of: element, style: style, ownAppearance: ownAppearance, className: className,
        theme: theme, file: file)
      // A layer that warned is worked out, and warns, again for the next view.
      if styles.warnings.count == warningCount { styleLayers.layers[key] = layer }
    }
    guard !layer.items.isEmpty else { return element }
    let appearance = ownAppearance.map { ($0.nameRange, $0.valueRange) }
    let ranges: (StyleLayer.Source) -> (SourceRange, SourceRange) = { source in
      switch source {
      case .defaultStyle: (element.range, element.range)
      case .style: style.map { ($0.nameRange, $0.valueRange) } ?? (element.range, element.range)
      case .appearance:
        appearance
          ?? (layer.appearanceSource == .style
            ? style.map { ($0.nameRange, $0.valueRange) } : nil)
          ?? (element.range, element.range)
      }
    }
    // Most views give none of their styles' items themselves: the layer is taken whole.
    let overrides = element.attributes.contains {
      layer.names.contains($0.name) || $0.name == "typeface"
    }
    let own = overrides ? Set(element.attributes.map(\.name)) : []
    let hidden = own.union(Self.fontFamilyCleared(by: own))
    var styled = element
    styled.attributes =
      (overrides ? layer.items.filter { !hidden.contains($0.attribute.name) } : layer.items).map {
        item in
        var located = item.attribute
        (located.nameRange, located.valueRange) = ranges(item.source)
        // AppCompat's compat names in a style are the plain ones, as in a layout.
        located.name = AndroidDocument.plainName(ofCompat: located.name) ?? located.name
        return located
      } + element.attributes.filter { $0.name != "textAppearance" }
    return styled
  }

  /// The items a view's styles give it before its own attributes are taken into account:
  /// its text appearance's (its own `textAppearance`, else its style's, else its default
  /// style's), then its default style's, then its style's, each without what a later one
  /// gives.
  private func styleLayer(
    of element: AndroidDocument.Element, style: AndroidDocument.Attribute?,
    ownAppearance: AndroidDocument.Attribute?, className: String, theme: StyleResolver.Theme?,
    file: String?
  ) throws(DiagnosticError) -> StyleLayer {
    let styleItems =
      try style.map { attribute throws(DiagnosticError) in
        try styles.items(of: attribute, file: file, theme: theme)
      } ?? []
    var defaultItems: [AndroidDocument.Attribute] = []
    if let reference = try defaultStyle(of: element, className: className, theme: theme, file: file)
    {
      let given = Set(styleItems.map(\.name))
      defaultItems = try styles.items(of: reference, file: file, theme: theme).filter {
        !given.contains($0.name)
      }
    }
    var layer = StyleLayer()
    let named = { (items: [AndroidDocument.Attribute]) in
      items.last { $0.name == "textAppearance" }
    }
    var appearance = ownAppearance
    if appearance == nil, let fromStyle = named(styleItems) {
      appearance = fromStyle
      layer.appearanceSource = .style
    } else if appearance == nil, let fromDefault = named(defaultItems) {
      appearance = fromDefault
      layer.appearanceSource = .defaultStyle
    } else if appearance == nil, Self.themeAppearanceViews.contains(className),
      resources.platform != nil
    {
      var fromTheme = AndroidDocument.Attribute(
        name: "textAppearance", value: "?android:attr/textAppearance",
        nameRange: element.range, valueRange: element.range)
      fromTheme.fromPlatform = true
      appearance = fromTheme
      layer.appearanceSource = .defaultStyle
    }
    if let appearance {
      let given = Set((defaultItems + styleItems).map(\.name))
      // The appearance is read here, so the attribute itself is not read again.
      var appearanceItems = try styles.textAppearance(appearance, file: file, theme: theme).filter {
        !given.contains($0.name)
      }
      try preferTheme(over: &appearanceItems, at: appearance, theme: theme, file: file)
      layer.items += appearanceItems.map { ($0, .appearance) }
    }
    let cleared = Self.fontFamilyCleared(by: Set(styleItems.map(\.name)))
    layer.items.removeAll { cleared.contains($0.attribute.name) }
    let stays = { (item: AndroidDocument.Attribute) in
      (appearance == nil || item.name != "textAppearance") && !cleared.contains(item.name)
    }
    layer.items += defaultItems.filter(stays).map { ($0, .defaultStyle) }
    layer.items += styleItems.filter(stays).map { ($0, .style) }
    return layer
  }

  /// The items of the sets beneath a set of attributes that it clears: a `typeface` clears
  /// the `fontFamily` a style or text appearance gave unless the same set gives one too, as
  /// `TextView` reads them (so `android:typeface="serif"` is not undone by the platform's
  /// `sans-serif` text appearance).
  static func fontFamilyCleared(by names: Set<String>) -> Set<String> {
    names.contains("typeface") && !names.contains("fontFamily") ? ["fontFamily"] : []
  }

  /// The default style of a view: a platform widget's from the theme (with the platform's
  /// resources), a library view's from the theme, else the Material Components library's
  /// own (a library view needs a library theme on a device; under another theme it is drawn
  /// in the library's baseline style).
  private func defaultStyle(
    of element: AndroidDocument.Element, className: String, theme: StyleResolver.Theme?,
    file: String?
  ) throws(DiagnosticError) -> AndroidDocument.Attribute? {
    var reference = AndroidDocument.Attribute(
      name: "style", value: "", nameRange: element.range, valueRange: element.range)
    if let library = LibraryViews.kind(of: element.tag), let attribute = library.styleAttribute {
      if let value = try styles.definedThemeValue(
        "?attr/" + attribute, theme: theme, at: reference, file: file)
      {
        reference.value = value
        return reference
      }
      let fallback =
        library.defaultStyle
        ?? LibraryThemes.widgetStyles(.material2).first { $0.0 == attribute }?.1
      if let fallback {
        reference.value = fallback
        return reference
      }
    }
    guard resources.platform != nil, let attribute = Self.defaultStyleAttributes[className]
    else { return nil }
    reference.value = "?android:attr/" + attribute
    return reference
  }

  /// The text attributes a theme gives every text view, which `TextView` reads after its
  /// appearance (a theme's value of a view's attribute is its last default): the platform
  /// themes' hint colour wins over an inverse appearance's.
  private func preferTheme(
    over items: inout [AndroidDocument.Attribute], at appearance: AndroidDocument.Attribute,
    theme: StyleResolver.Theme?, file: String?
  ) throws(DiagnosticError) {
    guard resources.platform != nil else { return }
    for (index, item) in items.enumerated() where item.name == "textColorHint" {
      var reference = appearance
      reference.value = "?android:attr/textColorHint"
      if let themed = try styles.themeValue(
        reference.value, theme: theme, at: reference, file: file)
      {
        items[index].value = themed
      }
    }
  }
}

/// The items a view's styles give it (`AndroidInflater.styled`), each with the style it
/// comes from, which says where a view's copy of it is located.
struct StyleLayer {
  enum Source { case defaultStyle, style, appearance }

  var items: [(attribute: AndroidDocument.Attribute, source: Source)] = [] {
    didSet { names = Set(items.map(\.attribute.name)) }
  }
  /// The items' names, which a view's own attributes are looked up in.
  private(set) var names: Set<String> = []
  /// Which style names the text appearance, when the view itself does not.
  var appearanceSource: Source?
}

/// The style layers of one inflation, by what decides them.
final class StyleLayers {
  struct Key: Hashable {
    var tag: String
    var className: String
    var style: String?
    var appearance: String?
    var theme: String?
  }

  var layers: [Key: StyleLayer] = [:]
}
