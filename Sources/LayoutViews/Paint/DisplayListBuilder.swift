import LayoutCore
import LayoutDisplayList

/// The Paint stage's entry point: turns a solved layout into a display list.
package enum DisplayListBuilder {
  package static func build(_ layout: SolvedLayout) -> DisplayList {
    DisplayList(
      size: layout.canvas, items: layout.background + items(for: 0, in: layout, scale: 1))
  }

  /// The largest magnification of a view, its ancestors' transforms included, that is
  /// drawn: Cairo flattens curves in device space, so a corner scaled a billion times takes
  /// minutes, and nothing legible is ever drawn that large.
  static let maximumScale = 10_000.0

  /// The items of a node and its subtree; `scale` is the magnification of its ancestors'
  /// transforms.
  private static func items(
    for index: Int, in layout: SolvedLayout, scale inheritedScale: Double
  ) -> [DisplayItem] {
    let node = layout.nodes[index]
    let transform = transform(of: node)
    let scale = inheritedScale * transform.magnification
    // UIKit draws nothing of a hidden view, or of one its transform collapses (scale 0); a
    // frame of infinite or NaN size (`height="-1/0"`) is not drawn either, nor its children,
    // and nor is a view magnified beyond `maximumScale`.
    guard !node.isHidden, node.properties["layer.isHidden"] != .bool(true),
      transform.isInvertible, node.frame.isFinite, scale <= maximumScale
    else { return [] }
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let radius = node.number("layer.cornerRadius") ?? 0
    var content: [DisplayItem] = []
    // UIView's backgroundColor is its layer's; the layer's wins when both are set.
    if let background = node.color("layer.backgroundColor") ?? node.color("backgroundColor"),
      background.alpha > 0
    {
      content.append(.fill(bounds, cornerRadius: radius, color: background))
    }
    if let gradient = gradient(of: node, bounds: bounds, radius: radius) {
      content.append(.gradient(gradient))
    }
    // What the view draws above its background, then its children: clipped together to the
    // rounded bounds when the view clips (a layer's masksToBounds clips its contents too).
    var inner = ownContent(of: node, bounds: bounds)
    let children = node.children.flatMap {
      items(for: $0, in: layout, scale: scale)
    }
    if node.isScrollContainer {
      inner.append(scrolled(children, node: node, bounds: bounds))
    } else {
      inner += children
    }
    if let drawAbove = node.drawAbove { inner += drawAbove(node, layout.nodes) }
    if node.clipsContent, !inner.isEmpty {
      content.append(
        .group(
          DisplayGroup(
            transform: .identity, opacity: 1, clip: bounds, clipCornerRadius: radius,
            clipPath: node.clipOutline, items: inner, label: node.path.description + " clip")))
    } else {
      content += inner
    }
    if let border = node.number("layer.borderWidth"), border > 0,
      let color = node.color("layer.borderColor"), color.alpha > 0
    {
      // The border is drawn above the content, as a layer's is.
      content.append(.stroke(bounds, cornerRadius: radius, width: border, color: color))
    }
    if let shadow = shadow(of: node, casting: content) { content.insert(.shadow(shadow), at: 0) }
    let group = DisplayGroup(
      transform: transform,
      opacity: min(max((node.number("alpha") ?? 1) * (node.number("layer.opacity") ?? 1), 0), 1),
      items: content,
      label: node.path.description)
    return [.group(group)]
  }

  /// The view's gradient, drawn over its background colour, when it has colours. Stops are
  /// spread evenly unless `gradient.locations` gives one number per colour.
  private static func gradient(of node: SolvedNode, bounds: Rect, radius: Double)
    -> GradientItem?
  {
    guard case .array(let values)? = node.properties["gradient.colors"], !values.isEmpty else {
      return nil
    }
    let colors = values.compactMap { value -> Color? in
      if case .color(let color) = value { return color }
      return nil
    }
    var locations = colors.indices.map {
      colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1)
    }
    if case .array(let given)? = node.properties["gradient.locations"], given.count == colors.count
    {
      locations = given.map { $0.numericValue ?? 0 }
    }
    func point(_ name: String, _ fallback: Point) -> Point {
      if case .point(let point)? = node.properties[name] { return point }
      return fallback
    }
    let kind: GradientItem.Kind = node.string("gradient.type") == "radial" ? .radial : .axial
    return GradientItem(
      rect: bounds, cornerRadius: radius, kind: kind,
      stops: Array(zip(locations, colors)).map { (location: $0.0, color: $0.1) },
      start: point("gradient.startPoint", Point(x: 0.5, y: 0)),
      end: point("gradient.endPoint", Point(x: 0.5, y: 1)))
  }

  /// A view's own drawing: a label's text, then what its kind draws (an image view's image, a
  /// control, a custom kind's items).
  private static func ownContent(of node: SolvedNode, bounds: Rect) -> [DisplayItem] {
    var content: [DisplayItem] = []
    if let contents = layerContents(of: node, bounds: bounds) { content.append(contents) }
    if let style = node.textStyle, let text = node.displayedText, !text.string.isEmpty {
      let color = node.color("textColor") ?? .black
      content.append(
        .text(
          TextItem(
            text: text.string, runs: text.runs, style: style, color: color, frame: bounds,
            shadow: textShadow(of: node))))
    }
    if let draw = node.draw { content += draw(node) }
    return content
  }

  /// The layer's `contents` image, placed by `layer.contentsGravity` (`resize` stretches it
  /// over the bounds) and clipped to them.
  private static func layerContents(of node: SolvedNode, bounds: Rect) -> DisplayItem? {
    guard let image = node.images["layer.contents"] else { return nil }
    let gravity = node.string("layer.contentsGravity") ?? "resize"
    let mode: ContentMode =
      switch gravity {
      case "resizeAspect": .scaleAspectFit
      case "resizeAspectFill": .scaleAspectFill
      default: ContentMode(rawValue: gravity) ?? .scaleToFill
      }
    return .image(
      ImageItem(name: image.key, rect: mode.placement(of: image.size, in: bounds), clip: bounds))
  }

  /// Where the node's bounds go in its parent: moved to its frame, then scaled, rotated and
  /// translated by `transform.*` around the layer's anchor point, as UIKit applies a view's
  /// transform to its untransformed frame.
  private static func transform(of node: SolvedNode) -> AffineTransform {
    let frame = node.frame
    let rotation = node.number("transform.rotation") ?? 0
    let scale = node.number("transform.scale") ?? 1
    let scaleX = node.number("transform.scale.x") ?? scale
    let scaleY = node.number("transform.scale.y") ?? scale
    let moveX = node.number("transform.translation.x") ?? 0
    let moveY = node.number("transform.translation.y") ?? 0
    guard rotation != 0 || scaleX != 1 || scaleY != 1 || moveX != 0 || moveY != 0 else {
      return .translation(x: frame.x, y: frame.y)
    }
    guard case .point(let anchor)? = node.properties["layer.anchorPoint"] else {
      return .translation(x: frame.x, y: frame.y)
    }
    let pivot = Point(x: anchor.x * frame.width, y: anchor.y * frame.height)
    return AffineTransform.translation(x: -pivot.x, y: -pivot.y)
      .concatenating(.scale(x: scaleX, y: scaleY))
      .concatenating(.rotation(rotation))
      .concatenating(.translation(x: frame.x + pivot.x + moveX, y: frame.y + pivot.y + moveY))
  }

  /// The layer's shadow, cast by everything the view draws (its rounded background, content,
  /// children and border), when `layer.shadowOpacity` and the colour's alpha are above zero.
  /// As in UIKit, a view that clips to its bounds casts none (the clip removes it).
  private static func shadow(of node: SolvedNode, casting content: [DisplayItem]) -> ShadowItem? {
    guard !content.isEmpty, !node.clipsContent,
      var color = node.color("layer.shadowColor"),
      case .size(let offset)? = node.properties["layer.shadowOffset"]
    else { return nil }
    color.alpha *= min(max(node.number("layer.shadowOpacity") ?? 0, 0), 1)
    guard color.alpha > 0 else { return nil }
    // A radius that is not a number is UIView's default, as for a view that sets none.
    let radius =
      node.number("layer.shadowRadius")
      ?? BuiltInViewClasses.viewDefault("layer.shadowRadius").numericValue ?? 0
    return ShadowItem(items: content, color: color, radius: max(0, radius), offset: offset)
  }

  /// A label's text shadow, when its `shadowColor` is visible.
  private static func textShadow(of node: SolvedNode) -> (color: Color, offset: Size)? {
    guard let color = node.color("shadowColor"), color.alpha > 0,
      case .size(let offset)? = node.properties["shadowOffset"]
    else { return nil }
    return (color, offset)
  }

  /// Scroll view content: moved by `-contentOffset` and clipped to the view's bounds.
  private static func scrolled(_ children: [DisplayItem], node: SolvedNode, bounds: Rect)
    -> DisplayItem
  {
    var offset = Point.zero
    if case .point(let point)? = node.properties["contentOffset"] { offset = point }
    let content = DisplayGroup(
      transform: .translation(x: -offset.x, y: -offset.y), opacity: 1, items: children,
      label: node.path.description + " content")
    return .group(
      DisplayGroup(
        transform: .identity, opacity: 1, clip: bounds, items: [.group(content)],
        label: node.path.description + " clip"))
  }
}
