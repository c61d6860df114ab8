import LayoutCore

/// `de.hdodenhof.circleimageview.CircleImageView`, a widely used image view that draws its
/// image centre-cropped to a circle, a `civ_border_width` ring in `civ_border_color` (black
/// unless given) around it, and `civ_circle_background_color` beneath it. In a view that is
/// not square the circle is an ellipse filling the bounds (the library draws a circle of the
/// shorter side).
enum CircleImageParts {
  /// The class's short name, as a layout's tag ends with it.
  static let className = "CircleImageView"

  /// Gives `view` the circle's clip, ring and fill from its attributes; a value that does
  /// not resolve is left out (the ring is then black, the fill none).
  static func prepare(
    _ view: AndroidView, element: AndroidDocument.Element, resources: AndroidResources,
    file: String?
  ) {
    func value(_ name: String) -> String? {
      guard let attribute = element.attribute(name) else { return nil }
      return try? resources.resolve(attribute.value, file: file, range: attribute.valueRange)
    }
    view.imageCorner = .pill
    view.imageCornerIsCut = false
    view.scaleType = "centerCrop"
    let width = value("civ_border_width").flatMap { AndroidValues.dimension($0) } ?? 0
    if width > 0 {
      var ring = ShapeDrawable()
      ring.kind = .oval
      let color = value("civ_border_color").flatMap(AndroidValues.color)
      ring.stroke = ShapeStroke(width: width, color: color ?? Color(red: 0, green: 0, blue: 0))
      view.foregroundDrawable = .shape(ring)
    }
    if view.backgroundAttribute == nil,
      let fill = value("civ_circle_background_color").flatMap(AndroidValues.color)
    {
      var circle = ShapeDrawable()
      circle.kind = .oval
      circle.solid = fill
      view.backgroundDrawable = .shape(circle)
      view.background = nil
    }
  }
}
