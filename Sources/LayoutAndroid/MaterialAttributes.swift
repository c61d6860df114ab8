import LayoutCore

extension AttributeReader {
  /// The attributes of the Material views' own backgrounds, icons and text weights, which
  /// the views read themselves: a button's `cornerRadius`, `strokeColor`, `insetTop`,
  /// `icon` and `iconTint`, a chip's `chipBackgroundColor` and `chipIcon`, a floating action
  /// button's `fabSize`, `fontFamily`'s weight. False for another attribute.
  mutating func readMaterial(
    _ known: ViewAttribute, _ value: String, _ attribute: AndroidDocument.Attribute,
    into view: AndroidView
  ) -> Bool {
    let name = attribute.name
    switch known {
    case .indicatorSize, .indicatorInset, .trackThickness, .indicatorColor, .trackColor,
      .trackCornerRadius, .indicatorTrackGapSize, .trackStopIndicatorSize,
      .indicatorDirectionLinear, .indicatorDirectionCircular:
      guard var indicator = view.materialIndicator else { return false }
      readIndicator(known, value, attribute, into: &indicator)
      view.materialIndicator = indicator
    case .cornerRadius, .chipCornerRadius:
      guard let corner = MaterialShape.corner(value, pixelsPerPoint: pixelsPerPoint) else {
        ignore(attribute, "takes a dimension such as 8dp, or 50% for a pill")
        return true
      }
      view.shape = (view.shape ?? MaterialShape()).with { $0.corner = corner }
    case .strokeColor, .chipStrokeColor:
      guard view.className != "CardView" else { return false }
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      view.shape = (view.shape ?? MaterialShape()).with { $0.strokeColor = color }
    case .chipBackgroundColor:
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      view.shape = (view.shape ?? MaterialShape()).with { $0.fill = color }
    case .strokeWidth, .chipStrokeWidth, .insetTop, .insetBottom, .insetLeft, .insetRight,
      .chipMinHeight, .chipMinTouchTargetSize, .iconPadding, .fabCustomSize:
      guard view.className != "CardView" || !name.hasPrefix("stroke") else { return false }
      guard let length = dimension(value, attribute) else { return true }
      readMaterialLength(name, length, into: view)
    case .icon, .chipIcon:
      var named = attribute
      named.value = value
      view.compound.attributes[.left] = value == "@null" ? nil : named
    case .iconTint, .chipIconTint, .drawableTint:
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      view.compound.tint = color
    case .closeIconVisible, .closeIconEnabled, .checkedIconVisible, .checkedIconEnabled:
      readChipIcon(name, shown: AndroidValues.bool(value) ?? false, into: view)
    case .closeIconTint, .checkedIconTint:
      guard let color = AndroidValues.color(value) else {
        ignore(attribute, "takes a colour such as #ff0000")
        return true
      }
      view.compound.sideTints[name == "closeIconTint" ? .right : .left] = color
    case .fabSize:
      let sides = ["normal": 56.0, "mini": 40.0, "auto": 56.0]
      guard let side = sides[value] ?? Double(value).flatMap({ Self.fabSizes[Int($0)] }) else {
        ignore(attribute, "takes normal, mini or auto")
        return true
      }
      view.minWidth = side
      view.minHeight = side
    case .shapeAppearance, .shapeAppearanceOverlay:
      readShapeAppearance(attribute, value, into: view)
    case .fontFamily:
      if value.hasPrefix("@font/") {
        readFontResource(String(value.dropFirst("@font/".count)), attribute, into: view)
        return true
      }
      view.fontFamily = value
      view.resourceFamily = nil
      view.fontFiles = []
      view.fontWeight = PlatformTypefaces.weights[value] ?? view.fontWeight
    case .typeface:
      guard PlatformTypefaces.typefaces[value] != nil else {
        ignore(attribute, "takes normal, sans, serif or monospace")
        return true
      }
      view.typeface = value
    case .textFontWeight:
      guard let number = Int(value), (1...1000).contains(number) else {
        ignore(attribute, "takes a weight from 1 to 1000, such as 500")
        return true
      }
      view.fontWeight = FontWeight.nearest(to: number)
    default: return false
    }
    return true
  }

  /// A shape appearance style's corner (`cornerSize`: `50%` for a circle, or a dimension;
  /// `cornerFamily` rounded or cut), which a Material view draws its background with and a
  /// `ShapeableImageView` clips its image to.
  private mutating func readShapeAppearance(
    _ attribute: AndroidDocument.Attribute, _ value: String, into view: AndroidView
  ) {
    guard let styles else { return }
    var named = attribute
    named.value = value
    let items: [AndroidDocument.Attribute]
    do {
      items = try styles.items(of: named, file: file, theme: theme)
    } catch {
      return ignore(attribute, error.primary.message)
    }
    guard let size = items.last(where: { $0.name == "cornerSize" })?.value,
      let corner = MaterialShape.corner(size, pixelsPerPoint: pixelsPerPoint)
    else { return }
    let cut = items.last(where: { $0.name == "cornerFamily" })?.value == "cut"
    view.shape = (view.shape ?? MaterialShape()).with {
      $0.corner = corner
      $0.cut = cut
    }
    view.imageCorner = corner
    view.imageCornerIsCut = cut
  }

  /// A chip's close icon (`closeIconVisible`, at its end: `closeIcon`, else the library's
  /// circled cross) and, on a checked chip, its checked icon (`checkedIconVisible`, at its
  /// start in place of the chip icon: `checkedIcon`, else the library's check mark).
  private func readChipIcon(_ name: String, shown: Bool, into view: AndroidView) {
    let closes = name.hasPrefix("close")
    guard shown else {
      if closes { view.compound.attributes[.right] = nil }
      return
    }
    guard closes || view.state.contains("checked") else { return }
    let given = element.attribute(closes ? "closeIcon" : "checkedIcon")
    var icon =
      given
      ?? AndroidDocument.Attribute(
        name: name,
        value: closes ? "@drawable/library_ic_chip_close" : "@drawable/library_ic_check",
        nameRange: element.range, valueRange: element.range, fromPlatform: true)
    if given == nil { icon.fromPlatform = true }
    view.compound.attributes[closes ? .right : .left] = icon
  }

  /// A font resource: its files for the text engine to load (a family's faces all, so that
  /// each weight and style is drawn with its own), or a downloadable font's family, drawn when the
  /// fonts given to the renderer have it (it is not fetched), else in Roboto.
  private mutating func readFontResource(
    _ name: String, _ attribute: AndroidDocument.Attribute, into view: AndroidView
  ) {
    view.fontFamily = nil
    view.resourceFamily = nil
    view.fontFiles = []
    switch resources.fonts[name] {
    case nil:
      ignore(attribute, "no font resource of that name in res/font/: the text is drawn in Roboto")
    case .file(let path):
      view.fontFiles = [FontResource.File(path: path)]
    case .family(let faces):
      view.fontFiles = faces.compactMap { face in
        guard case .file(let path) = resources.fonts[face.font] else { return nil }
        return FontResource.File(path: path, weight: face.weight, italic: face.italic)
      }
      if view.fontFiles.isEmpty {
        ignore(attribute, "its faces name no font files in res/font/: the text is drawn in Roboto")
      }
    case .downloadable(let family, let weight, let italic):
      view.resourceFamily = family
      if let weight { view.fontWeight = FontWeight.nearest(to: weight) }
      if italic { view.italic = true }
      warn(
        "\(attribute.value) is a downloadable font (\(family)), \(FontWarnings.notFetched)",
        at: attribute.valueRange,
        hint: "it is drawn in \(family) when --fonts gives a folder with it, else in Roboto")
    }
  }

  /// `fabSize` as the integers a style may give (`0` normal, `1` mini, `-1` auto).
  private static let fabSizes: [Int: Double] = [0: 56, 1: 40, -1: 56]

  /// An indicator's `indicatorColor` naming an array of colours (which an indeterminate one
  /// cycles through) as its first colour, which it starts in; any other attribute as it is.
  func firstIndicatorColor(_ attribute: AndroidDocument.Attribute, of view: AndroidView)
    -> AndroidDocument.Attribute
  {
    guard view.materialIndicator != nil, attribute.name == "indicatorColor",
      attribute.value.hasPrefix("@array/"),
      let first = resources.arrays[String(attribute.value.dropFirst("@array/".count))]?.first
    else { return attribute }
    var colour = attribute
    colour.value = first.trimmingCharacters(in: .whitespacesAndNewlines)
    return colour
  }

  /// A Material progress indicator's sizes, colours and corners.
  private mutating func readIndicator(
    _ known: ViewAttribute, _ value: String, _ attribute: AndroidDocument.Attribute,
    into indicator: inout MaterialIndicator
  ) {
    switch known {
    case .indicatorColor, .trackColor:
      guard let color = AndroidValues.color(value) else {
        return ignore(attribute, "takes a colour such as #6200ee")
      }
      if known == .indicatorColor { indicator.indicatorColor = color }
      if known == .trackColor { indicator.trackColor = color }
    case .indicatorDirectionLinear:
      let directions = ["startToEnd", "endToStart", "leftToRight", "rightToLeft"]
      guard directions.contains(value) else {
        return ignore(attribute, "takes startToEnd, endToStart, leftToRight or rightToLeft")
      }
      indicator.linearDirection = value
    case .indicatorDirectionCircular:
      guard value == "clockwise" || value == "counterclockwise" else {
        return ignore(attribute, "takes clockwise or counterclockwise")
      }
      indicator.anticlockwise = value == "counterclockwise"
    case .trackCornerRadius:
      guard let corner = MaterialShape.corner(value, pixelsPerPoint: pixelsPerPoint) else {
        return ignore(attribute, "takes a dimension such as 2dp, or 50% for round ends")
      }
      indicator.trackCorner = corner
    default:
      guard let length = dimension(value, attribute) else { return }
      switch known {
      case .indicatorSize: indicator.indicatorSize = length
      case .indicatorInset: indicator.indicatorInset = length
      case .trackThickness: indicator.trackThickness = length
      case .indicatorTrackGapSize: indicator.gap = length
      default: indicator.stopIndicatorSize = length
      }
    }
  }

  private func readMaterialLength(_ name: String, _ length: Double, into view: AndroidView) {
    var shape = view.shape ?? MaterialShape()
    switch name {
    case "strokeWidth", "chipStrokeWidth": shape.strokeWidth = length
    case "insetTop": shape.insets.top = length
    case "insetBottom": shape.insets.bottom = length
    case "insetLeft": shape.insets.left = length
    case "insetRight": shape.insets.right = length
    case "chipMinHeight": shape.minHeight = length
    case "chipMinTouchTargetSize": shape.touchTarget = length
    case "iconPadding":
      view.compound.padding = length
      return
    default:
      view.minWidth = length
      view.minHeight = length
      return
    }
    view.shape = shape
  }
}

extension MaterialShape {
  /// The shape with one change made.
  func with(_ change: (inout MaterialShape) -> Void) -> MaterialShape {
    var copy = self
    change(&copy)
    return copy
  }
}

extension FontWeight {
  /// The weight nearest a numeric one (`500` is medium).
  static func nearest(to number: Int) -> FontWeight {
    allCases.min { abs($0.numericWeight - number) < abs($1.numericWeight - number) } ?? .regular
  }
}
