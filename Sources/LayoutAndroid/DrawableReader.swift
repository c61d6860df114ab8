import LayoutCore

/// Reads a drawable XML element into a drawable: `<shape>`, `<layer-list>`, `<selector>`,
/// `<inset>`, `<clip>`, `<bitmap>`, `<nine-patch>`, `<color>`, `<ripple>`, `<vector>` and
/// the animated and level drawables at rest (see `resting`), as Android's
/// `Drawable.createFromXml` does. Values may be references; drawables an item names are
/// loaded by the loader. What cannot be drawn is a located error in the drawable's file.
struct DrawableReader {
  let loader: DrawableLoader
  let file: String?

  /// The drawable tags a file's root may be.
  static let rootTags: Set<String> = [
    "shape", "layer-list", "selector", "inset", "clip", "bitmap", "nine-patch", "color",
    "ripple", "vector", "animated-vector", "animated-selector", "animation-list",
    "animated-rotate", "transition", "level-list", "rotate", "scale", "adaptive-icon",
  ]

  func read(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    try loader.enter(element, file: file)
    defer { loader.leave() }
    return try drawable(element)
  }

  /// The drawable an element is, its own nesting already counted.
  private func drawable(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    switch element.tag {
    case "shape": return .shape(try shape(element))
    case "layer-list":
      let own = try ownPadding(element)
      let layers = Drawable.layers(try layers(element))
      return own.isEmpty ? layers : .padded(layers, own)
    case "selector": return .selector(try stateItems(element))
    case "vector": return .vector(try vector(element))
    case "inset":
      let all = try element.attribute("inset").map(dimension) ?? 0
      func side(_ name: String) throws(DiagnosticError) -> Double {
        try element.attribute(name).map(dimension) ?? all
      }
      let insets = EdgeInsets(
        top: try side("insetTop"), left: try side("insetLeft"), bottom: try side("insetBottom"),
        right: try side("insetRight"))
      return .inset(try itemDrawable(element), insets)
    case "clip": return .clip(try itemDrawable(element), try clip(element))
    case "bitmap", "nine-patch": return try bitmap(element)
    case "color":
      guard let attribute = element.attribute("color") else {
        throw error(
          "<color> needs android:color", at: element.range, hint: "android:color=\"#ff0000\"")
      }
      return .color(try color(attribute))
    case "ripple":
      // At rest a ripple draws its items; the one named as its mask only bounds the ripple.
      var content = element
      content.children.removeAll { $0.attribute("id")?.value.hasSuffix("id/mask") == true }
      return .layers(try layers(content))
    default:
      if let resting = try resting(element) { return resting }
      throw error(
        "<\(element.tag)> is not a drawable this renders", at: element.range,
        hint: "drawables: " + Self.rootTags.sorted().joined(separator: ", "))
    }
  }

  // MARK: - Shapes

  private func shape(_ element: AndroidDocument.Element) throws(DiagnosticError) -> ShapeDrawable {
    var shape = ShapeDrawable()
    shape.kind =
      try choice(
        element, "shape", what: "shape", hint: "a shape is a rectangle, oval, line or ring")
      ?? .rectangle
    func number(_ name: String) throws(DiagnosticError) -> Double? {
      try element.attribute(name).map(float)
    }
    shape.innerRadius = try element.attribute("innerRadius").map(dimension)
    shape.thickness = try element.attribute("thickness").map(dimension)
    shape.innerRadiusRatio = try number("innerRadiusRatio") ?? shape.innerRadiusRatio
    shape.thicknessRatio = try number("thicknessRatio") ?? shape.thicknessRatio
    for child in element.children {
      switch child.tag {
      case "solid": shape.solid = try child.attribute("color").map(color)
      case "stroke":
        shape.stroke = ShapeStroke(
          width: try child.attribute("width").map(dimension) ?? 0,
          color: try child.attribute("color").map(color) ?? .clear,
          dashWidth: try child.attribute("dashWidth").map(dimension) ?? 0,
          dashGap: try child.attribute("dashGap").map(dimension) ?? 0)
      case "corners": shape.radii = try radii(child)
      case "gradient": shape.gradient = try gradient(child)
      case "padding": shape.padding = try insets(child)
      case "size":
        shape.width = try child.attribute("width").map(dimension)
        shape.height = try child.attribute("height").map(dimension)
      default:
        throw error(
          "<\(child.tag)> is not part of a <shape>", at: child.range,
          hint: "a shape holds solid, stroke, corners, gradient, padding and size")
      }
    }
    if let tint = element.attribute("tint") { Self.tint(&shape, with: try color(tint)) }
    return shape
  }

  /// A shape's `android:tint` (in Android's default mode, source-in): each colour it paints
  /// becomes the tint, keeping its own opacity.
  static func tint(_ shape: inout ShapeDrawable, with tint: Color) {
    func tinted(_ color: Color) -> Color { color.tinted(by: tint) }
    shape.solid = shape.solid.map(tinted)
    if var stroke = shape.stroke {
      stroke.color = tinted(stroke.color)
      shape.stroke = stroke
    }
    if var gradient = shape.gradient {
      gradient.startColor = tinted(gradient.startColor)
      gradient.centerColor = gradient.centerColor.map(tinted)
      gradient.endColor = tinted(gradient.endColor)
      shape.gradient = gradient
    }
  }

  /// `radius` for every corner, each corner's own radius over it.
  private func radii(_ element: AndroidDocument.Element) throws(DiagnosticError) -> [Double] {
    let all = try element.attribute("radius").map(dimension) ?? 0
    return try ["topLeftRadius", "topRightRadius", "bottomRightRadius", "bottomLeftRadius"].map {
      (name) throws(DiagnosticError) in try element.attribute(name).map(dimension) ?? all
    }
  }

  private func gradient(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> ShapeGradient
  {
    var gradient = ShapeGradient()
    gradient.kind = try gradientKind(element) ?? .linear
    if let angle = element.attribute("angle") {
      gradient.angle = try float(angle)
      guard gradient.angle.truncatingRemainder(dividingBy: 45) == 0 else {
        throw error(
          "A gradient's angle must be a multiple of 45, not \(angle.value)", at: angle.valueRange,
          hint: "0 runs left to right, 90 bottom to top, 270 top to bottom")
      }
    }
    gradient.centerX = try element.attribute("centerX").map(fraction) ?? 0.5
    gradient.centerY = try element.attribute("centerY").map(fraction) ?? 0.5
    gradient.startColor = try element.attribute("startColor").map(color) ?? .clear
    gradient.centerColor = try element.attribute("centerColor").map(color)
    gradient.endColor = try element.attribute("endColor").map(color) ?? .clear
    if let radius = element.attribute("gradientRadius") {
      let text = try loader.value(radius, file: file)
      if text.hasSuffix("%") || text.hasSuffix("%p") {
        gradient.radius = try fraction(radius)
      } else {
        gradient.radius = try dimension(radius)
        gradient.radiusIsFraction = false
      }
    } else if gradient.kind == .radial {
      throw error(
        "A radial gradient needs android:gradientRadius", at: element.range,
        hint: "android:gradientRadius=\"50%\" or a dimension")
    }
    return gradient
  }

  // MARK: - Containers

  func layers(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> [DrawableLayer]
  {
    try element.children.filter { $0.tag == "item" }.map { (item) throws(DiagnosticError) in
      DrawableLayer(
        drawable: try itemDrawable(item),
        id: item.attribute("id").map { AttributeReader.stripID($0.value) },
        insets: try insets(item),
        width: try item.attribute("width").map(dimension),
        height: try item.attribute("height").map(dimension),
        gravity: try item.attribute("gravity").map {
          (attribute) throws(DiagnosticError) in
          Gravity.parse(try loader.value(attribute, file: file)).gravity
        })
    }
  }

  /// What an item holds: its `android:drawable`, else its one child element.
  func itemDrawable(_ item: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    if let reference = item.attribute("drawable") {
      return try loader.drawable(reference, file: file)
    }
    guard let child = item.children.first else {
      throw error(
        "<\(item.tag)> has nothing to draw", at: item.range,
        hint: "give it android:drawable=\"@drawable/…\" or a drawable element inside")
    }
    return try read(child)
  }

  /// A layer list's own `paddingLeft`, `paddingTop`, `paddingRight`, `paddingBottom`
  /// (`paddingStart`, `paddingEnd`).
  private func ownPadding(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> PaddingOverride
  {
    func side(_ names: [String]) throws(DiagnosticError) -> Double? {
      for name in names {
        if let attribute = element.attribute(name) { return try dimension(attribute) }
      }
      return nil
    }
    return PaddingOverride(
      top: try side(["paddingTop"]), left: try side(["paddingStart", "paddingLeft"]),
      bottom: try side(["paddingBottom"]), right: try side(["paddingEnd", "paddingRight"]))
  }

  /// Insets or padding: `left`, `top`, `right`, `bottom` (and `start`, `end`).
  private func insets(_ element: AndroidDocument.Element)
    throws(DiagnosticError) -> EdgeInsets
  {
    func side(_ names: [String]) throws(DiagnosticError) -> Double {
      for name in names {
        if let attribute = element.attribute(name) { return try dimension(attribute) }
      }
      return 0
    }
    return EdgeInsets(
      top: try side(["top"]), left: try side(["left", "start"]),
      bottom: try side(["bottom"]), right: try side(["right", "end"]))
  }

  private func clip(_ element: AndroidDocument.Element) throws(DiagnosticError) -> ClipDrawable {
    var clip = ClipDrawable()
    clip.vertical = element.attribute("clipOrientation")?.value == "vertical"
    if let gravity = element.attribute("gravity") {
      clip.gravity = Gravity.parse(try loader.value(gravity, file: file)).gravity
    }
    clip.level = try element.attribute("level").map(float) ?? 10000
    return clip
  }

  /// `<bitmap>` or `<nine-patch>`: its `src` image, `gravity` and `tileMode`.
  private func bitmap(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    guard let source = element.attribute("src") else {
      throw error(
        "<\(element.tag)> needs android:src", at: element.range,
        hint: "android:src=\"@drawable/photo\"")
    }
    let image = try loader.drawable(source, file: file)
    let tint = try element.attribute("tint").map(color)
    if case .ninePatch(var patch) = image {
      patch.tint = tint ?? patch.tint
      return .ninePatch(patch)
    }
    guard case .bitmap(var bitmap) = image else { return image }
    bitmap.tint = tint ?? bitmap.tint
    if let gravity = element.attribute("gravity") {
      bitmap.gravity = Gravity.parse(try loader.value(gravity, file: file)).gravity
    }
    if let mode = element.attribute("tileMode") {
      guard ["disabled", "clamp", "repeat", "mirror"].contains(mode.value) else {
        throw error(
          "Unknown tileMode '\(mode.value)'", at: mode.valueRange,
          hint: "tileMode is disabled, clamp, repeat or mirror")
      }
      bitmap.tileMode = mode.value == "disabled" ? nil : mode.value
    }
    return .bitmap(bitmap)
  }

  // MARK: - Values

  /// The case an enumerated attribute names (references followed), nil when it is not
  /// given; another value is an error at it: "Unknown `what` '…'" with `hint`.
  func choice<Value: RawRepresentable>(
    _ element: AndroidDocument.Element, _ name: String, what: String? = nil, hint: String
  ) throws(DiagnosticError) -> Value? where Value.RawValue == String {
    guard let attribute = element.attribute(name) else { return nil }
    guard let value = Value(rawValue: try loader.value(attribute, file: file)) else {
      throw error(
        "Unknown \(what ?? name) '\(attribute.value)'", at: attribute.valueRange, hint: hint)
    }
    return value
  }

  /// A `<gradient>`'s `type`.
  func gradientKind(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> ShapeGradient.Kind?
  {
    try choice(
      element, "type", what: "gradient type", hint: "a gradient is linear, radial or sweep")
  }

  /// The value of `attribute` (references followed) read by `parse`; a value it cannot read
  /// is an error at the attribute saying it is not `what`.
  func read<Value>(
    _ attribute: AndroidDocument.Attribute, as what: String, hint: String,
    _ parse: (String) -> Value?
  ) throws(DiagnosticError) -> Value {
    guard let value = parse(try loader.value(attribute, file: file)) else {
      throw error(
        "\(attribute.name)=\"\(attribute.value)\" is not \(what)", at: attribute.valueRange,
        hint: hint)
    }
    return value
  }

  func color(_ attribute: AndroidDocument.Attribute) throws(DiagnosticError) -> Color {
    try read(
      attribute, as: "a colour",
      hint: "a colour is #RGB, #ARGB, #RRGGBB or #AARRGGBB, or @color/name", AndroidValues.color)
  }

  func dimension(_ attribute: AndroidDocument.Attribute) throws(DiagnosticError) -> Double {
    try read(
      attribute, as: "a dimension", hint: "a dimension is 8dp, 2px, 12sp or @dimen/name"
    ) { text in AndroidValues.dimension(text, pixelsPerPoint: loader.pixelsPerPoint) }
  }

  func float(_ attribute: AndroidDocument.Attribute) throws(DiagnosticError) -> Double {
    try read(attribute, as: "a number", hint: "write a number such as 90") { text in
      Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// A fraction: `0.3`, `30%` or `30%p`.
  func fraction(_ attribute: AndroidDocument.Attribute) throws(DiagnosticError) -> Double {
    let text = try loader.value(attribute, file: file)
    let digits =
      text.hasSuffix("%p") ? text.dropLast(2) : text.hasSuffix("%") ? text.dropLast() : ""
    if !digits.isEmpty, let percent = Double(digits), percent.isFinite { return percent / 100 }
    return try float(attribute)
  }

  func error(_ message: String, at range: SourceRange, hint: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .invalidAndroidDrawable, message: message, file: file, range: range,
      hints: [hint])
  }
}
