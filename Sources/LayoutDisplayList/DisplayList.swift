import LayoutCore

/// A stateless description of a picture: what the backends draw, in points.
public struct DisplayList: Sendable {
  public var size: Size
  public var items: [DisplayItem]

  public init(size: Size, items: [DisplayItem]) {
    self.size = size
    self.items = items
  }
}

/// One thing to draw. Every backend handles each case in one exhaustive switch, so a new kind
/// of item does not compile until every backend draws it.
public enum DisplayItem: Sendable {
  /// Items drawn with a transform, opacity and optional clip applied.
  case group(DisplayGroup)
  /// A filled rectangle, optionally with rounded corners.
  case fill(Rect, cornerRadius: Double, color: Color)
  /// A gradient filling a rectangle, optionally with rounded corners.
  case gradient(GradientItem)
  /// A border drawn inside a rectangle's edges, as a layer's border is.
  case stroke(Rect, cornerRadius: Double, width: Double, color: Color)
  /// Text laid out inside a frame.
  case text(TextItem)
  /// An image, scaled into a rectangle and clipped to another.
  case image(ImageItem)
  /// A blurred shadow cast by items.
  case shadow(ShadowItem)
  /// A path filled, stroked or both (a drawable's shape).
  case path(PathItem)
  /// What is already drawn under a rectangle, blurred (a blur effect's backdrop).
  case backdrop(BackdropItem)
}

/// A frosted backdrop, as a UIVisualEffectView's blur shows what lies behind it: the pixels
/// already drawn under `rect` blurred by a Gaussian of standard deviation `radius` points and
/// put back inside the rounded rectangle. Raster output blurs; vector output cannot read what
/// it has drawn and leaves the backdrop as it is.
public struct BackdropItem: Sendable {
  public var rect: Rect
  public var cornerRadius: Double
  /// The blur's standard deviation, in points.
  public var radius: Double

  public init(rect: Rect, cornerRadius: Double, radius: Double) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.radius = radius
  }
}

/// A shadow as a CALayer casts one without a `shadowPath`: the alpha of `items` (the layer's
/// background, content and sublayers) moved by `offset`, blurred by a Gaussian whose standard
/// deviation is `radius`, and painted in `color`. The items themselves are not drawn.
public struct ShadowItem: Sendable {
  /// What casts the shadow (drawn only for its alpha).
  public var items: [DisplayItem]
  /// The shadow's colour, `shadowOpacity` already applied to its alpha.
  public var color: Color
  /// The blur's standard deviation, in points (`shadowRadius`).
  public var radius: Double
  /// How far the shadow is moved (`shadowOffset`).
  public var offset: Size

  public init(items: [DisplayItem], color: Color, radius: Double, offset: Size) {
    self.items = items
    self.color = color
    self.radius = radius
    self.offset = offset
  }
}

/// A group of items sharing a transform (from the group's space to its parent's), an opacity
/// and a clip rectangle in the group's own space.
public struct DisplayGroup: Sendable {
  public var transform: AffineTransform
  public var opacity: Double
  public var clip: Rect?
  /// The corner radius of the clip rectangle.
  public var clipCornerRadius: Double
  /// An outline the items are drawn only inside of (non-zero winding), in the group's space,
  /// besides the clip rectangle.
  public var clipPath: [PathItem.Element]?
  public var items: [DisplayItem]
  /// The node this group draws, for dumps and SVG ids.
  public var label: String

  public init(
    transform: AffineTransform, opacity: Double, clip: Rect? = nil,
    clipCornerRadius: Double = 0, clipPath: [PathItem.Element]? = nil, items: [DisplayItem],
    label: String
  ) {
    self.clipCornerRadius = clipCornerRadius
    self.clipPath = clipPath
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
    self.items = items
    self.label = label
  }
}

/// A gradient in the spirit of CAGradientLayer: colour stops between a start and an end point
/// given in the unit square of `rect` (0, 0 top left; 1, 1 bottom right). Axial gradients run
/// along the line between them; radial ones spread from the start point to an ellipse through
/// the end point.
public struct GradientItem: Sendable {
  public enum Kind: String, Sendable { case axial, radial }

  public var rect: Rect
  public var cornerRadius: Double
  public var kind: Kind
  public var stops: [(location: Double, color: Color)]
  public var start: Point
  public var end: Point

  public init(
    rect: Rect, cornerRadius: Double, kind: Kind, stops: [(location: Double, color: Color)],
    start: Point, end: Point
  ) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.kind = kind
    self.stops = stops
    self.start = start
    self.end = end
  }
}

/// An image drawn into `rect` (which may overflow) and clipped to `clip`.
public struct ImageItem: Sendable {
  /// The name the template gave, which the backend's image library resolves.
  public var name: String
  public var rect: Rect
  public var clip: Rect
  /// For template images: the colour drawn through the image's alpha instead of its colours.
  public var tint: Color?
  /// The part of a raster image drawn into `rect`, in the image's pixels (nil: all of it);
  /// its edge pixels are repeated outwards when scaled, never its neighbours (a nine-patch's
  /// pieces).
  public var source: Rect?

  public init(name: String, rect: Rect, clip: Rect, tint: Color? = nil, source: Rect? = nil) {
    self.name = name
    self.rect = rect
    self.clip = clip
    self.tint = tint
    self.source = source
  }
}

/// Where text sits vertically in its frame.
public enum TextVerticalPlacement: String, Sendable {
  /// Centred, as UILabel, UIButton and UITextField draw it.
  case center
  /// At the top, as UITextView draws it.
  case top
  /// At the bottom.
  case bottom

  /// The offset from the frame's top of something `height` tall in a frame `available` tall.
  public func offset(of height: Double, in available: Double) -> Double {
    switch self {
    case .center: return (available - height) / 2
    case .top: return 0
    case .bottom: return available - height
    }
  }
}

/// Text drawn the way a UILabel draws it: laid out at the frame's width and centred vertically
/// (or at the top), clipped to the frame.
public struct TextItem: Sendable {
  public var text: String
  /// Styles over ranges of `text` (bold, italic, underline…); empty for plain text.
  public var runs: [TextRun]
  public var style: TextStyle
  public var color: Color
  public var frame: Rect
  /// A copy of the text drawn first, offset, in this colour (UILabel's `shadowColor`).
  public var shadow: (color: Color, offset: Size)?
  public var placement: TextVerticalPlacement
  /// Items drawn just before the text's first line, placed vertically like the text, as
  /// UIButton places its image beside its title.
  public var leading: LeadingContent?

  public init(
    text: String, runs: [TextRun] = [], style: TextStyle, color: Color, frame: Rect,
    shadow: (color: Color, offset: Size)? = nil, placement: TextVerticalPlacement = .center,
    leading: LeadingContent? = nil
  ) {
    self.leading = leading
    self.shadow = shadow
    self.placement = placement
    self.text = text
    self.runs = runs
    self.style = style
    self.color = color
    self.frame = frame
  }
}

/// Items that occupy a box of `size` from their origin, placed by the backend beside text.
public struct LeadingContent: Sendable {
  /// The box the items occupy from their origin; text is placed just after it.
  public var size: Size
  /// The items, in their own space with the box's top left at the origin.
  public var items: [DisplayItem]
  /// Whether the box goes right of the first line instead of left of it, as a right-to-left
  /// button puts its image.
  public var isRightToLeft: Bool

  public init(size: Size, items: [DisplayItem], isRightToLeft: Bool = false) {
    self.size = size
    self.items = items
    self.isRightToLeft = isRightToLeft
  }
}

extension DisplayList {
  /// Whether any item, inside groups and shadows too, satisfies `predicate`.
  public func contains(where predicate: (DisplayItem) -> Bool) -> Bool {
    func search(_ items: [DisplayItem]) -> Bool {
      items.contains { item in
        if predicate(item) { return true }
        switch item {
        case .group(let group): return search(group.items)
        case .shadow(let shadow): return search(shadow.items)
        default: return false
        }
      }
    }
    return search(items)
  }

  /// A text dump, one item per line, indented by group depth.
  public func dump() -> String {
    var lines = ["canvas \(size)"]
    func visit(_ items: [DisplayItem], depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      for item in items {
        switch item {
        case .group(let group):
          var line = "\(indent)group \(group.label) \(group.transform)"
          if group.opacity < 1 { line += " opacity \(formatNumber(group.opacity))" }
          if let clip = group.clip {
            line += " clip \(clip)"
            if group.clipCornerRadius > 0 {
              line += " radius \(formatNumber(group.clipCornerRadius))"
            }
          }
          if let clipPath = group.clipPath {
            line += " clip " + PathItem(elements: clipPath).summary
          }
          lines.append(line)
          visit(group.items, depth: depth + 1)
        case .fill(let rect, let radius, let color):
          let corner = radius > 0 ? " radius \(formatNumber(radius))" : ""
          lines.append("\(indent)fill \(rect)\(corner) \(color)")
        case .gradient(let gradient):
          let stops = gradient.stops.map { "\(formatNumber($0.location)) \($0.color)" }
          lines.append(
            "\(indent)gradient \(gradient.kind.rawValue) \(gradient.rect) from \(gradient.start) to "
              + "\(gradient.end) [\(stops.joined(separator: ", "))]")
        case .stroke(let rect, let radius, let width, let color):
          let corner = radius > 0 ? " radius \(formatNumber(radius))" : ""
          lines.append("\(indent)stroke \(rect)\(corner) width \(formatNumber(width)) \(color)")
        case .image(let image):
          let tint = image.tint.map { " tint \($0)" } ?? ""
          let source = image.source.map { " source \($0)" } ?? ""
          lines.append(
            "\(indent)image \(image.rect) clip \(image.clip)\(tint)\(source) \"\(image.name)\"")
        case .shadow(let shadow):
          lines.append(
            "\(indent)shadow \(shadow.color) radius \(formatNumber(shadow.radius)) offset "
              + "\(shadow.offset) of")
          visit(shadow.items, depth: depth + 1)
        case .path(let path):
          lines.append("\(indent)\(path.summary)")
        case .backdrop(let backdrop):
          let corner =
            backdrop.cornerRadius > 0 ? " radius \(formatNumber(backdrop.cornerRadius))" : ""
          lines.append(
            "\(indent)backdrop \(backdrop.rect)\(corner) blur \(formatNumber(backdrop.radius))")
        case .text(let text):
          lines.append(
            "\(indent)text \(text.frame) \(text.style.font) \(text.color) "
              + "\(text.style.alignment.rawValue)"
              + (text.style.direction == .natural ? "" : " " + text.style.direction.rawValue)
              + (text.style.spacingSummary.isEmpty ? "" : " " + text.style.spacingSummary)
              + (text.placement == .center ? "" : " \(text.placement.rawValue)")
              + " \"\(text.text)\""
              + (text.leading.map { ($0.isRightToLeft ? " before " : " after ") + "\($0.size)" }
                ?? ""))
          visit(text.leading?.items ?? [], depth: depth + 1)
        }
      }
    }
    visit(items, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }
}
