import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The laid-out views as the solved tree: pre-order nodes of the shared view kinds, their
/// frames in their parents' coordinates, the shared primitives as the kinds' property values
/// (a background colour, opacity, transforms, clipping, a scroll view's content size), and
/// what Android draws of its own (text and its compound drawables, images by scale type,
/// drawables, progress bars, dividers) as each node's drawing.
struct SolvedTreeBuilder {
  let registry: ViewClassRegistry
  /// The device pixels a point is drawn at, which text shadows' pixel values are given in.
  var pixelsPerPoint = 1.0

  func nodes(_ root: AndroidView) -> [SolvedNode] {
    var nodes: [SolvedNode] = []
    add(root, to: &nodes)
    return nodes
  }

  /// Adds a view and the views inside it. Each kind's property table is the registry's, made
  /// once and shared by every view of the kind in every render (making one is most of the
  /// cost of a node).
  @discardableResult
  private func add(_ view: AndroidView, to nodes: inout [SolvedNode]) -> Int {
    let index = nodes.count
    let kind =
      registry.viewClass(named: view.className) ?? registry.viewClass(named: "UIView")!
    let table = registry.propertyTable(of: kind)
    var node = SolvedNode(
      index: index, kind: kind, in: registry, path: view.path,
      frame: view.isGone ? Rect(x: 0, y: 0, width: 0, height: 0) : view.frame,
      properties: PropertyValues(table: table, values: values(of: view)),
      isHidden: view.visibility != .visible, image: view.image)
    node.id = view.id
    node.clipOutline = Self.cutImageOutline(of: view) ?? Self.backgroundOutline(of: view)
    if view.role == .text || view.role == .editText {
      node.draw = Self.textDrawing(of: view, pixelsPerPoint: pixelsPerPoint)
    }
    if [.text, .editText, .button].contains(view.role) { node.textSource = textSource(of: view) }
    if let name = view.placeholderName { node.draw = Self.placeholderDrawing(name, of: view) }
    if view.role == .progress {
      let bar = view.progressBar
      let items =
        view.materialIndicator?.items(
          in: view.frame.size, padding: view.padding, fraction: bar.fraction,
          indeterminate: bar.showsIndeterminate, rightToLeft: view.rightToLeft)
        ?? bar.items(in: view.frame.size, padding: view.padding, maxHeight: view.maxHeight ?? 48)
      node.draw = { _ in items }
    }
    // A button's title is a text view's text (Button extends TextView): its letter spacing,
    // line height, lines and shadow as written, and a drawable beside it (a Material
    // button's icon) drawn as a text view draws one.
    if view.role == .button {
      node.draw = Self.textDrawing(of: view, pixelsPerPoint: pixelsPerPoint)
    }
    if let source = view.sourceDrawable {
      node.draw = Self.sourceDrawing(source, of: view)
    } else if view.role == .image, let image = view.image {
      node.draw = Self.imageDrawing(image, of: view)
    }
    if let divider = view.materialDivider {
      let items = divider.items(in: view.frame.size, rightToLeft: view.rightToLeft)
      node.draw = { _ in items }
    }
    if let background = view.backgroundDrawable {
      let bounds = Rect(origin: .zero, size: view.frame.size)
      let items =
        background.elevationShadow(view.elevation, color: view.shadowColor, in: bounds)
        + background.items(in: bounds)
      let above = node.draw
      node.draw = { node in items + (above?(node) ?? []) }
    }
    if view.role == .linear, view.dividers.drawable != nil {
      let shown = view.children.filter { !$0.isGone }
      let items = view.dividers.items(
        around: !view.orientationIsVertical && view.rightToLeft ? shown.reversed() : shown,
        in: view.frame.size, padding: view.padding, vertical: view.orientationIsVertical)
      let below = node.draw
      node.draw = { node in (below?(node) ?? []) + items }
    }
    if let foreground = view.foregroundDrawable {
      let bounds = Rect(origin: .zero, size: view.frame.size)
      let items = foreground.items(
        in: Self.foregroundFrame(foreground, view.foregroundGravity, bounds))
      node.drawAbove = { _, _ in items }
    }
    if case .scroll = view.role { node.isScrollContainer = true }
    nodes.append(node)
    var children: [Int] = []
    for child in view.children { children.append(add(child, to: &nodes)) }
    nodes[index].children = children
    return index
  }

  /// Where a foreground is drawn in a view's bounds, as `View.onDrawForeground` places it:
  /// the whole bounds for `fill` (the default), else at the drawable's own size where the
  /// gravity puts it, an axis the gravity does not name at its start.
  static func foregroundFrame(_ drawable: Drawable, _ gravity: Gravity?, _ bounds: Rect) -> Rect {
    guard var axes = gravity else { return bounds }
    let own = drawable.intrinsicSize
    if axes.horizontal == .none { axes.horizontal = .start }
    if axes.vertical == .none { axes.vertical = .start }
    let (x, width) = axes.place(
      own.width ?? 0, origin: bounds.x, span: bounds.width, axis: axes.horizontal)
    let (y, height) = axes.place(
      own.height ?? 0, origin: bounds.y, span: bounds.height, axis: axes.vertical)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Where a text view's shown text is written: its `hint` when an empty EditText shows that,
  /// else its `text` (the tag when the text comes from elsewhere: a style, a state).
  private func textSource(of view: AndroidView) -> TextSource {
    let attribute = view.role == .editText && view.text.isEmpty ? "hint" : "text"
    return TextSource(
      file: view.file, attribute: attribute,
      range: view.element.attribute(attribute)?.valueRange ?? view.element.range)
  }

  /// The views that scroll their rows: a row past their edge is cut there.
  static let lists: Set<String> = ["ListView", "GridView", "ExpandableListView", "RecyclerView"]

  /// The property values of the view's kind: the shared primitives only, the rest being
  /// drawn by the node itself.
  private func values(of view: AndroidView) -> [String: Value] {
    var values: [String: Value] = [:]
    if let background = view.background { values["backgroundColor"] = .color(background) }
    if let alpha = view.alpha { values["alpha"] = .number(alpha) }
    values.merge(view.transform.values(in: view.frame.size)) { _, transformed in transformed }
    // A list shows its rows within its bounds: a row it cannot fit is cut at its edge, as a
    // scrolling list draws it.
    if Self.lists.contains(view.className) || Self.backgroundOutline(of: view) != nil {
      values["clipsToBounds"] = .bool(true)
    }
    switch view.role {
    case .image:
      values["clipsToBounds"] = .bool(view.scaleType == "centerCrop")
      // A shapeable image view's image is cut to its shape.
      if let corner = view.imageCorner {
        let side = min(view.frame.width, view.frame.height)
        let radius: Double =
          switch corner {
          case .pill: side / 2
          case .length(let length): min(length, side / 2)
          }
        values["layer.cornerRadius"] = .number(view.imageCornerIsCut ? 0 : radius)
        values["clipsToBounds"] = .bool(true)
      }
    case .scroll:
      if let child = view.children.first {
        let margins = child.params.margins
        values["contentSize"] = .size(
          Size(
            width: child.frame.maxX + margins.right + view.padding.right,
            height: child.frame.maxY + margins.bottom + view.padding.bottom))
      }
    default: break
    }
    return values
  }

  /// With `clipToOutline`, the outline of the view's background shape, which its content
  /// and children are cut to, as a view's outline clips it; nil without one, and for a view
  /// that casts a shadow (drawn with its background, which the cut would take away).
  private static func backgroundOutline(of view: AndroidView) -> [PathItem.Element]? {
    guard view.clipsToOutline, view.elevation == 0, let background = view.backgroundDrawable
    else { return nil }
    var drawable = background
    while case .padded(let inner, _) = drawable { drawable = inner }
    guard case .shape(let shape) = drawable else { return nil }
    return ShapePainter(shape: shape).outline(in: Rect(origin: .zero, size: view.frame.size))
  }

  /// A shapeable image view's outline with its corners cut (`cornerFamily="cut"`), which
  /// its image is clipped to; nil for rounded corners, which the corner radius clips.
  private static func cutImageOutline(of view: AndroidView) -> [PathItem.Element]? {
    guard view.role == .image, view.imageCornerIsCut, let corner = view.imageCorner else {
      return nil
    }
    let bounds = Rect(origin: .zero, size: view.frame.size)
    let size: Double =
      switch corner {
      case .pill: .greatestFiniteMagnitude
      case .length(let length): length
      }
    return ShapePainter.cut(bounds, radii: [size, size, size, size])
  }

  /// The box Android Studio's preview draws for a view class it cannot run: a grey outline
  /// with the class's name in its middle, beneath the view's children.
  private static func placeholderDrawing(_ name: String, of view: AndroidView) -> DrawFunction {
    let bounds = Rect(origin: .zero, size: view.frame.size)
    let gray = Color(red: 0x9e / 255, green: 0x9e / 255, blue: 0x9e / 255)
    let style = TextStyle(
      font: FontDescriptor(family: "system", size: 12), alignment: .center, numberOfLines: 1)
    let items: [DisplayItem] = [
      .stroke(bounds, cornerRadius: 0, width: 1, color: gray),
      .text(TextItem(text: name, style: style, color: gray, frame: bounds, placement: .center)),
    ]
    return { _ in items }
  }

  /// The box an image view draws its image in (inside its padding) and the box it is cut
  /// to: the view's bounds, or with `cropToPadding` the box inside the padding.
  private static func imageBoxes(of view: AndroidView) -> (content: Rect, clip: Rect) {
    let bounds = Rect(origin: .zero, size: view.frame.size)
    let content = bounds.inset(by: view.padding)
    return (content, view.cropToPadding ? content : bounds)
  }

  /// An image view's `src` image, placed inside its padding by its scale type.
  private static func imageDrawing(
    _ image: (key: String, size: Size), of view: AndroidView
  ) -> DrawFunction {
    let (box, clip) = imageBoxes(of: view)
    let rect = ImageScaleType(view.scaleType).placement(of: image.size, in: box)
    let items: [DisplayItem] = [.image(ImageItem(name: image.key, rect: rect, clip: clip))]
    return { _ in items }
  }

  /// An image view's `src` drawable: over the box inside the padding when it has no size of
  /// its own, else placed there by the scale type, and clipped to the view.
  private static func sourceDrawing(_ drawable: Drawable, of view: AndroidView) -> DrawFunction {
    let (box, clip) = imageBoxes(of: view)
    let size = drawable.intrinsicSize
    var placed = box
    if let width = size.width, let height = size.height {
      placed = ImageScaleType(view.scaleType).placement(
        of: Size(width: width, height: height), in: box)
    }
    let items: [DisplayItem] = [
      .group(
        DisplayGroup(
          transform: .identity, opacity: 1, clip: clip, items: drawable.items(in: placed),
          label: "src"))
    ]
    return { _ in items }
  }

  /// A TextView's text (an EditText's, else its hint in the hint colour): the label's text
  /// item, inside the padding, placed vertically by the view's gravity (top when none).
  private static func textDrawing(of view: AndroidView, pixelsPerPoint: Double) -> DrawFunction {
    let showsHint = view.role == .editText && view.text.isEmpty
    let text = showsHint ? view.hint : view.text
    let runs = showsHint ? [] : view.textRuns
    let style = view.textStyle
    // Android's hint colour where the theme gives none: black at 38%. A button no theme
    // colours (the iDroid seed's UIButton) keeps a UIKit custom button's white title.
    let color =
      showsHint
      ? view.hintColor ?? Color(red: 0, green: 0, blue: 0, alpha: 0x61 / 255)
      : view.textColor ?? (view.role == .button ? .white : .black)
    let insets = view.textInsets
    let placement = view.textPlacement
    let compound =
      view.compound.isEmpty
      ? []
      : view.compound.items(
        in: view.frame.size, padding: view.padding, vertical: view.textGravity.vertical)
    let shadow = view.textShadow
    return { node in
      guard !text.isEmpty else { return compound }
      let bounds = Rect(origin: .zero, size: node.frame.size).inset(by: insets)
      let item = DisplayItem.text(
        TextItem(
          text: text, runs: runs, style: style, color: color, frame: bounds,
          placement: placement))
      let cast = shadow.item(casting: item, pixelsPerPoint: pixelsPerPoint)
      return compound + (cast.map { [$0] } ?? []) + [item]
    }
  }
}
