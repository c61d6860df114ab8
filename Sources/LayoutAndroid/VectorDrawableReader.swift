import LayoutCore
import LayoutDisplayList

/// Reads `<vector>` as Android's `VectorDrawable.inflate` does: its size, viewport, alpha and
/// tint, and the groups, paths and clip paths inside it. A path's colour may be a colour, a
/// reference, a theme attribute or a `<gradient>` given in an `<aapt:attr>`.
extension DrawableReader {
  func vector(_ element: AndroidDocument.Element) throws(DiagnosticError) -> VectorDrawable {
    func required(
      _ name: String, _ read: (AndroidDocument.Attribute) throws(DiagnosticError) -> Double
    )
      throws(DiagnosticError) -> Double
    {
      guard let attribute = element.attribute(name) else {
        throw error(
          "<vector> needs android:\(name)", at: element.range,
          hint: "a vector gives width, height, viewportWidth and viewportHeight")
      }
      let value = try read(attribute)
      guard value > 0 else {
        throw error(
          "<vector>'s android:\(name) must be more than 0", at: attribute.valueRange,
          hint: "android:\(name)=\"24\"")
      }
      return value
    }
    var vector = VectorDrawable(
      width: try required("width", dimension), height: try required("height", dimension),
      viewportWidth: try required("viewportWidth", float),
      viewportHeight: try required("viewportHeight", float))
    vector.alpha = min(max(try element.attribute("alpha").map(float) ?? 1, 0), 1)
    vector.root = try group(element, transform: .identity)
    if let tint = element.attribute("tint") {
      let tint = try color(tint)
      vector.root = Self.tinted(vector.root, with: tint)
    }
    return vector
  }

  private func group(_ element: AndroidDocument.Element, transform: AffineTransform)
    throws(DiagnosticError) -> VectorGroup
  {
    var group = VectorGroup(transform: transform)
    for child in element.children {
      switch child.tag {
      case "group":
        group.children.append(.group(try self.group(child, transform: try groupTransform(child))))
      case "path": group.children.append(.path(try path(child)))
      case "clip-path": group.children.append(.clip(try pathData(child)))
      default:
        throw error(
          "<\(child.tag)> is not part of a <vector>", at: child.range,
          hint: "a vector holds group, path and clip-path")
      }
    }
    return group
  }

  private func groupTransform(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> AffineTransform
  {
    func number(_ name: String, _ otherwise: Double) throws(DiagnosticError) -> Double {
      try element.attribute(name).map(float) ?? otherwise
    }
    return VectorGroup.transform(
      pivot: Point(x: try number("pivotX", 0), y: try number("pivotY", 0)),
      scaleX: try number("scaleX", 1), scaleY: try number("scaleY", 1),
      rotation: try number("rotation", 0),
      translation: Point(x: try number("translateX", 0), y: try number("translateY", 0)))
  }

  private func path(_ element: AndroidDocument.Element) throws(DiagnosticError) -> VectorPath {
    var path = VectorPath(elements: try pathData(element))
    func number(_ name: String, _ otherwise: Double) throws(DiagnosticError) -> Double {
      try element.attribute(name).map(float) ?? otherwise
    }
    let fillAlpha = min(max(try number("fillAlpha", 1), 0), 1)
    let strokeAlpha = min(max(try number("strokeAlpha", 1), 0), 1)
    path.fill = try paint(element, "fillColor")?.mapColors { $0.withAlpha(times: fillAlpha) }
    path.stroke = try paint(element, "strokeColor")?.mapColors {
      $0.withAlpha(times: strokeAlpha)
    }
    path.strokeWidth = max(try number("strokeWidth", 0), 0)
    path.miterLimit = try number("strokeMiterLimit", 4)
    path.cap = try choice(element, "strokeLineCap", hint: "butt, round or square") ?? .butt
    path.join = try choice(element, "strokeLineJoin", hint: "miter, round or bevel") ?? .miter
    if let fillType = element.attribute("fillType") {
      let value = try loader.value(fillType, file: file)
      guard ["nonZero", "evenOdd"].contains(value) else {
        throw error(
          "Unknown fillType '\(fillType.value)'", at: fillType.valueRange,
          hint: "fillType is nonZero or evenOdd")
      }
      path.evenOdd = value == "evenOdd"
    }
    let (trimStart, trimEnd) = (try number("trimPathStart", 0), try number("trimPathEnd", 1))
    if trimStart != 0 || trimEnd != 1 {
      loader.warn(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "A vector path's trimPathStart and trimPathEnd are not applied: the whole "
            + "path is drawn", file: file, range: element.range))
    }
    return path
  }

  private func pathData(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> [PathItem.Element]
  {
    guard let attribute = element.attribute("pathData") else { return [] }
    let text = try loader.value(attribute, file: file)
    do {
      return try VectorPathData.parse(text)
    } catch {
      let shown =
        text.utf8.count > 40 ? String(decoding: text.utf8.prefix(40), as: UTF8.self) + "…" : text
      throw self.error(
        "android:pathData \"\(shown)\" cannot be read at character \(error.offset + 1): "
          + error.message, at: attribute.valueRange,
        hint: "path data is SVG's: M10,10 L20,20 H4 V8 C… S… Q… T… A… Z")
    }
  }

  /// A path's colour: the attribute, else a `<gradient>` in an `<aapt:attr>` naming it.
  private func paint(_ element: AndroidDocument.Element, _ name: String) throws(DiagnosticError)
    -> VectorPaint?
  {
    if let attribute = element.attribute(name) {
      let color = try color(attribute)
      return color.alpha > 0 ? .color(color) : nil
    }
    let inline = element.children.first {
      $0.tag.hasSuffix("attr") && $0.attribute("name")?.value.hasSuffix(":" + name) == true
    }
    guard let gradient = inline?.children.first(where: { $0.tag == "gradient" }) else {
      return nil
    }
    return .gradient(try self.gradient(gradient))
  }

  private func gradient(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> VectorGradient
  {
    var gradient = VectorGradient()
    func number(_ name: String) throws(DiagnosticError) -> Double {
      try element.attribute(name).map(float) ?? 0
    }
    gradient.kind = try gradientKind(element) ?? .linear
    gradient.start = Point(x: try number("startX"), y: try number("startY"))
    gradient.end = Point(x: try number("endX"), y: try number("endY"))
    gradient.center = Point(x: try number("centerX"), y: try number("centerY"))
    gradient.radius = try number("gradientRadius")
    let items = element.children.filter { $0.tag == "item" }
    if items.isEmpty {
      var stops = [
        GradientStop(location: 0, color: try element.attribute("startColor").map(color) ?? .clear)
      ]
      if let center = element.attribute("centerColor") {
        stops.append(GradientStop(location: 0.5, color: try color(center)))
      }
      stops.append(
        GradientStop(location: 1, color: try element.attribute("endColor").map(color) ?? .clear))
      gradient.stops = stops
    } else {
      gradient.stops = try items.map { (item) throws(DiagnosticError) in
        GradientStop(
          location: min(max(try item.attribute("offset").map(float) ?? 0, 0), 1),
          color: try item.attribute("color").map(color) ?? .clear)
      }
    }
    return gradient
  }

  /// The group with every colour it paints tinted: Android's default tint mode (source-in)
  /// keeps each colour's opacity and takes the tint's colour.
  static func tinted(_ group: VectorGroup, with tint: Color) -> VectorGroup {
    var tinted = group
    tinted.children = group.children.map { child in
      switch child {
      case .group(let inner): return .group(Self.tinted(inner, with: tint))
      case .clip: return child
      case .path(var path):
        path.fill = path.fill?.mapColors { $0.tinted(by: tint) }
        path.stroke = path.stroke?.mapColors { $0.tinted(by: tint) }
        return .path(path)
      }
    }
    return tinted
  }
}

extension Color {
  /// The colour a tint in Android's default mode (source-in) makes of this one: the tint's
  /// colour, with this colour's opacity times the tint's.
  func tinted(by tint: Color) -> Color {
    Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * alpha)
  }

  /// The colour with its opacity multiplied by `factor`.
  func withAlpha(times factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }
}
