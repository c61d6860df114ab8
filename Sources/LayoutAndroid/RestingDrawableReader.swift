import LayoutCore

/// Reads the drawables that animate or change with a level as a still picture shows them: at
/// rest, before any animation has run, at level 0 (the level a drawable has until code sets
/// another; a progress bar sets its progress as the level of its scale and clip drawables).
extension DrawableReader {
  /// The drawable a resting or level-dependent element shows, nil when `element` is not one.
  func resting(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable? {
    switch element.tag {
    case "animated-vector":
      // Its `android:drawable` (or a vector given in an `<aapt:attr>`) is the vector the
      // animations change.
      if element.attribute("drawable") == nil,
        let inline = element.children.first(where: {
          $0.tag.hasSuffix("attr") && $0.attribute("name")?.value.hasSuffix(":drawable") == true
        }), let vector = inline.children.first
      {
        return try read(vector)
      }
      return try itemDrawable(element)
    case "animated-selector":
      // A selector whose transitions only animate between its items.
      return .selector(try stateItems(element))
    case "animation-list":
      // The first frame, which Android shows until the animation starts.
      guard let first = element.children.first(where: { $0.tag == "item" }) else {
        return .shape(ShapeDrawable())
      }
      return try itemDrawable(first)
    case "animated-rotate":
      return try itemDrawable(element)
    case "transition":
      // The first layer: the second is faded in only when the transition runs.
      return .layers(Array(try layers(element).prefix(1)))
    case "level-list": return try levelItem(element)
    case "rotate": return try rotated(element)
    case "scale": return try scaled(element)
    case _ where element.tag.hasSuffix(".AnimationScaleListDrawable"):
      // The platform's spinner: its first item is the still picture shown when animations
      // are off.
      guard let first = element.children.first(where: { $0.tag == "item" }) else {
        return .shape(ShapeDrawable())
      }
      return try itemDrawable(first)
    case "adaptive-icon":
      let layers = try element.children.filter { ["background", "foreground"].contains($0.tag) }
        .map { (layer) throws(DiagnosticError) in try itemDrawable(layer) }
      return .adaptiveIcon(layers)
    default: return nil
    }
  }

  /// The selector items of a `<selector>` or `<animated-selector>` (its transitions left out).
  func stateItems(_ element: AndroidDocument.Element) throws(DiagnosticError)
    -> [StateItem<Drawable>]
  {
    try element.children.filter { $0.tag == "item" }.map { (item) throws(DiagnosticError) in
      StateItem(states: ViewState.asked(by: item), value: try itemDrawable(item))
    }
  }

  /// `<level-list>`: the first item whose `minLevel`…`maxLevel` (both 0 unless given) holds
  /// level 0; nothing when none does.
  private func levelItem(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    for item in element.children where item.tag == "item" {
      let minimum = try item.attribute("minLevel").map(float) ?? 0
      let maximum = try item.attribute("maxLevel").map(float) ?? 0
      if minimum <= 0, 0 <= maximum { return try itemDrawable(item) }
    }
    return .shape(ShapeDrawable())
  }

  /// `<scale>`: `scaleWidth` and `scaleHeight` (`100%`, or a fraction), `scaleGravity`, and
  /// its level, 0 until a view sets it (a progress bar's progress).
  private func scaled(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    var scale = ScaleDrawable()
    scale.scaleWidth = try element.attribute("scaleWidth").map(fraction)
    scale.scaleHeight = try element.attribute("scaleHeight").map(fraction)
    if let gravity = element.attribute("scaleGravity") {
      scale.gravity = Gravity.parse(try loader.value(gravity, file: file)).gravity
    }
    scale.level = try element.attribute("level").map(float) ?? 0
    return .scaled(try itemDrawable(element), scale)
  }

  /// `<rotate>` at level 0: its drawable turned by `fromDegrees` about the pivot (`pivotX`,
  /// `pivotY`: a fraction of the bounds, `50%` by default, or a dimension).
  private func rotated(_ element: AndroidDocument.Element) throws(DiagnosticError) -> Drawable {
    var rotation = RotateDrawable()
    rotation.degrees = try element.attribute("fromDegrees").map(float) ?? 0
    for (name, axis) in [("pivotX", 0), ("pivotY", 1)] {
      guard let attribute = element.attribute(name) else { continue }
      let text = try loader.value(attribute, file: file)
      let pivot =
        text.hasSuffix("%") || text.hasSuffix("%p")
        ? RotateDrawable.Pivot.fraction(try fraction(attribute))
        : .points(try dimension(attribute))
      if axis == 0 { rotation.pivotX = pivot } else { rotation.pivotY = pivot }
    }
    return .rotated(try itemDrawable(element), rotation)
  }
}
