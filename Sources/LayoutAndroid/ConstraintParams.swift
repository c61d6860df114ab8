import LayoutCore

/// A side of a view that a ConstraintLayout constraint connects (start and end are left and
/// right: layouts are laid out left to right).
enum ConstraintSide: String, CaseIterable {
  case left, right, top, bottom, baseline

  var isHorizontal: Bool { self == .left || self == .right }

  /// The side a name in an attribute stands for (`Start` is left).
  init?(attributeName name: String) {
    switch name {
    case "Left", "Start": self = .left
    case "Right", "End": self = .right
    case "Top": self = .top
    case "Bottom": self = .bottom
    case "Baseline": self = .baseline
    default: return nil
    }
  }
}

/// What one side of a view is constrained to: a side of the parent (`target` nil) or of a
/// sibling, by its id.
struct ConstraintAnchor {
  var target: String?
  var side: ConstraintSide
  var range: SourceRange
}

/// How a chain spreads its views (`layout_constraintHorizontal_chainStyle`).
enum ChainStyle: String {
  case spread
  case spreadInside = "spread_inside"
  case packed
}

/// How a `0dp` (match constraint) size is taken (`layout_constraintWidth_default`).
enum MatchConstraintDefault: String {
  case spread, wrap, percent
}

/// ConstraintLayout's helpers, which are children of the layout but not drawn.
enum ConstraintHelper {
  case guideline, barrier, group
  /// A virtual layout (`helper.widget.Flow`) placing the views it references in rows or
  /// columns within its own frame.
  case flow
  /// A frame (`Placeholder`) that the view it names as `content` moves into.
  case placeholder
  /// An app's own helper (a `ConstraintHelper` subclass, known by its
  /// `constraint_referenced_ids`): what it does is the app's code, so it draws and places
  /// nothing.
  case appHelper

  /// The helper a tag names (`androidx.constraintlayout.widget.Guideline`, its old
  /// `android.support.constraint` name, or the short name).
  init?(tag: String) {
    switch ClassName.simpleName(of: tag) {
    case "Guideline": self = .guideline
    case "Barrier": self = .barrier
    case "Group": self = .group
    case "Flow": self = .flow
    case "Placeholder": self = .placeholder
    default: return nil
    }
  }

  /// Whether the helper takes a frame in the layout like a view (a flow, a placeholder),
  /// rather than being a line or a list of views.
  var hasFrame: Bool { self == .flow || self == .placeholder }
}

/// One axis of a child's ConstraintLayout parameters.
struct ConstraintAxisParams {
  var bias = 0.5
  var matchDefault = MatchConstraintDefault.spread
  var percent = 1.0
  var minimum: Double?
  var maximum: Double?
  /// `layout_constrainedWidth`: a wrap_content size kept within its constraints.
  var constrained = false
  /// `layout_constraintWidth_min="wrap"`: at least the content's size.
  var minimumWraps = false
  /// `layout_constraintWidth` (ConstraintLayout 2): the size it gives, which wins over
  /// `layout_width`.
  var size: SizeParam?
  var chainStyle: ChainStyle?
  var weight: Double?
}

/// A child's ConstraintLayout parameters (`app:layout_constraint…`) and, for the helpers,
/// their own attributes.
struct ConstraintParams {
  var anchors = ConstraintSides<ConstraintAnchor>()
  var goneMargins = ConstraintSides<Double>()
  var horizontal = ConstraintAxisParams()
  var vertical = ConstraintAxisParams()
  /// `layout_constraintDimensionRatio`: width over height, and the side it computes (nil:
  /// the one that is `0dp`).
  var ratio: (value: Double, computes: ConstraintSide?)?
  /// Circular positioning: the view's centre at `radius` from the target's centre, at
  /// `angle` degrees clockwise from straight up.
  var circle: (target: String, radius: Double, angle: Double)?
  var helper: ConstraintHelper?
  var guideBegin: Double?
  var guideEnd: Double?
  var guidePercent: Double?
  var barrierDirection: ConstraintSide?
  var barrierMargin = 0.0
  var barrierAllowsGoneWidgets = true
  var referencedIDs: [String] = []
  /// A flow's own attributes (`flow_*`).
  var flow = FlowParams()
  /// A placeholder's `content`: the id of the view it shows.
  var placeholderContent: String?
  /// `placeholder_emptyVisibility="gone"`: a placeholder without content takes no room.
  var placeholderEmptyIsGone = false

  subscript(axis horizontal: Bool) -> ConstraintAxisParams {
    get { horizontal ? self.horizontal : vertical }
    set { if horizontal { self.horizontal = newValue } else { vertical = newValue } }
  }

  /// Whether an attribute may be one of ConstraintLayout's (without reading it).
  static func mayRead(_ name: String) -> Bool {
    // By the first letter: every view's attributes pass through here.
    switch name.utf8.first {
    case UInt8(ascii: "l"):
      name.hasPrefix("layout_constrain") || name.hasPrefix("layout_goneMargin")
    case UInt8(ascii: "b"): name.hasPrefix("barrier")
    case UInt8(ascii: "c"): name == "constraint_referenced_ids" || name == "content"
    case UInt8(ascii: "f"): name.hasPrefix("flow_")
    case UInt8(ascii: "p"): name == "placeholder_emptyVisibility"
    default: false
    }
  }

  /// What reading an attribute gave.
  enum Reading {
    case read, notConstraint
    case invalid(hint: String)
  }

  /// Reads one attribute; `dimension` parses a length.
  mutating func read(
    _ name: String, _ value: String, range: SourceRange, dimension: (String) -> Double?
  ) -> Reading {
    if let (side, targetSide) = Self.anchorAttributes[name] {
      guard let target = Self.anchorTarget(targetSide, value: value, range: range) else {
        return .invalid(hint: "name parent or a view, as @id/name")
      }
      anchors[side] = target
      return .read
    }
    if name.hasPrefix("layout_goneMargin") {
      let sideName = String(name.dropFirst("layout_goneMargin".count))
      guard let side = ConstraintSide(attributeName: sideName) else { return .notConstraint }
      guard let length = dimension(value) else { return .invalid(hint: "takes a dimension") }
      goneMargins[side] = length
      return .read
    }
    return readAxis(name, value, dimension: dimension)
  }

  /// `layout_constraintLeft_toRightOf` and the like: the side constrained and the target's
  /// side, for every pair the attributes name (a side and a target side on the same axis).
  static let anchorAttributes: [String: (ConstraintSide, ConstraintSide)] = {
    let horizontal = ["Left", "Right", "Start", "End"]
    let vertical = ["Top", "Bottom"]
    var table: [String: (ConstraintSide, ConstraintSide)] = [:]
    for names in [horizontal, vertical] {
      for side in names {
        for target in names {
          table["layout_constraint\(side)_to\(target)Of"] = (
            ConstraintSide(attributeName: side)!, ConstraintSide(attributeName: target)!
          )
        }
      }
    }
    for target in ["Baseline", "Top", "Bottom"] {
      table["layout_constraintBaseline_to\(target)Of"] = (
        .baseline, ConstraintSide(attributeName: target)!
      )
    }
    return table
  }()

  private static func anchorTarget(
    _ side: ConstraintSide, value written: String, range: SourceRange
  )
    -> ConstraintAnchor?
  {
    // The resource compiler reads `parent` and `@id/…` with the spaces around them cut.
    let value = written.trimmingCharacters(in: " \t\n\r")
    if value == "parent" { return ConstraintAnchor(target: nil, side: side, range: range) }
    let id = AttributeReader.stripID(value)
    guard !id.isEmpty, id != value || !value.hasPrefix("@") else { return nil }
    return ConstraintAnchor(target: id, side: side, range: range)
  }

  private mutating func readAxis(_ name: String, _ value: String, dimension: (String) -> Double?)
    -> Reading
  {
    let number = Double(value)
    switch name {
    case "layout_constraintHorizontal_bias", "layout_constraintVertical_bias":
      guard let number else { return .invalid(hint: "takes a number from 0 to 1") }
      self[axis: name.contains("Horizontal")].bias = min(max(number, 0), 1)
    case "layout_constraintHorizontal_chainStyle", "layout_constraintVertical_chainStyle":
      guard let style = ChainStyle(rawValue: value) else {
        return .invalid(hint: "takes spread, spread_inside or packed")
      }
      self[axis: name.contains("Horizontal")].chainStyle = style
    case "layout_constraintHorizontal_weight", "layout_constraintVertical_weight":
      guard let number else { return .invalid(hint: "takes a number") }
      self[axis: name.contains("Horizontal")].weight = number
    case "layout_constraintWidth_default", "layout_constraintHeight_default":
      guard let kind = MatchConstraintDefault(rawValue: value) else {
        return .invalid(hint: "takes spread, wrap or percent")
      }
      self[axis: name.contains("Width")].matchDefault = kind
    case "layout_constraintWidth_percent", "layout_constraintHeight_percent":
      guard let number else { return .invalid(hint: "takes a number such as 0.5") }
      self[axis: name.contains("Width")].percent = number
      self[axis: name.contains("Width")].matchDefault = .percent
    case "layout_constraintWidth", "layout_constraintHeight":
      return readSize(name.contains("Width"), value, dimension: dimension)
    case "layout_constraintWidth_min", "layout_constraintHeight_min",
      "layout_constraintWidth_max", "layout_constraintHeight_max":
      guard value != "wrap" else {
        if name.hasSuffix("_min") { self[axis: name.contains("Width")].minimumWraps = true }
        return .read
      }
      guard let length = dimension(value) else { return .invalid(hint: "takes a dimension") }
      if name.hasSuffix("_min") {
        self[axis: name.contains("Width")].minimum = length
      } else {
        self[axis: name.contains("Width")].maximum = length
      }
    case "layout_constraintCircle":
      let id = AttributeReader.stripID(value)
      guard !id.isEmpty else { return .invalid(hint: "names a view, as @id/name") }
      circle = (id, circle?.radius ?? 0, circle?.angle ?? 0)
    case "layout_constraintCircleRadius":
      guard let length = dimension(value) else { return .invalid(hint: "takes a dimension") }
      circle = (circle?.target ?? "", length, circle?.angle ?? 0)
    case "layout_constraintCircleAngle":
      guard let number else { return .invalid(hint: "takes degrees, clockwise from up") }
      circle = (circle?.target ?? "", circle?.radius ?? 0, number)
    case "layout_constrainedWidth", "layout_constrainedHeight":
      self[axis: name.contains("Width")].constrained = AndroidValues.bool(value) ?? false
    case "layout_constraintDimensionRatio":
      guard let parsed = Self.ratio(value) else {
        return .invalid(hint: "takes width:height, such as 16:9 or H,16:9")
      }
      ratio = parsed
    default:
      return readHelper(name, value, dimension: dimension)
    }
    return .read
  }

  /// `layout_constraintWidth`: a size (`wrap_content_constrained` wraps within the
  /// constraints), or `0dp` with a key: `ratio=16:9`, `weight=2`, `parent=0.5` (percent).
  private mutating func readSize(
    _ horizontal: Bool, _ value: String, dimension: (String) -> Double?
  ) -> Reading {
    let hint = "takes a size, wrap_content_constrained, ratio=W:H, weight=N or parent=0.5"
    switch value {
    case "wrap_content_constrained":
      self[axis: horizontal].size = .wrapContent
      self[axis: horizontal].constrained = true
      return .read
    case "match_constraint":
      self[axis: horizontal].size = .exactly(0)
      return .read
    default: break
    }
    if let equals = value.firstIndex(of: "=") {
      let key = trimmed(value[..<equals]).lowercased()
      let body = trimmed(value[value.index(after: equals)...])
      switch key {
      case "ratio":
        guard let parsed = Self.ratio(body) else { return .invalid(hint: hint) }
        ratio = parsed
      case "weight":
        guard let weight = Double(body) else { return .invalid(hint: hint) }
        self[axis: horizontal].weight = weight
      case "parent":
        guard let percent = Double(body) else { return .invalid(hint: hint) }
        self[axis: horizontal].percent = min(max(percent, 0), 1)
        self[axis: horizontal].matchDefault = .percent
      default: return .invalid(hint: hint)
      }
      self[axis: horizontal].size = .exactly(0)
      return .read
    }
    guard
      let size = AndroidValues.sizeKeyword(value)
        ?? dimension(value).map({ SizeParam.exactly(max(0, $0)) })
    else { return .invalid(hint: hint) }
    self[axis: horizontal].size = size
    return .read
  }

  private mutating func readHelper(
    _ name: String, _ value: String, dimension: (String) -> Double?
  ) -> Reading {
    switch name {
    case "layout_constraintGuide_begin", "layout_constraintGuide_end":
      guard let length = dimension(value) else { return .invalid(hint: "takes a dimension") }
      if name.hasSuffix("begin") { guideBegin = length } else { guideEnd = length }
    case "layout_constraintGuide_percent":
      guard let number = Double(value) else { return .invalid(hint: "takes a number such as 0.5") }
      guidePercent = number
    case "barrierDirection":
      guard
        let side = ConstraintSide(attributeName: value.prefix(1).uppercased() + value.dropFirst())
      else { return .invalid(hint: "takes left, right, top, bottom, start or end") }
      barrierDirection = side
    case "barrierMargin":
      guard let length = dimension(value) else { return .invalid(hint: "takes a dimension") }
      barrierMargin = length
    case "barrierAllowsGoneWidgets":
      barrierAllowsGoneWidgets = AndroidValues.bool(value) ?? true
    case "constraint_referenced_ids":
      referencedIDs = value.split(separator: ",").map { AttributeReader.stripID(trimmed($0)) }
    case "content" where helper == .placeholder:
      let id = AttributeReader.stripID(value)
      guard !id.isEmpty else { return .invalid(hint: "names a view, as @id/name") }
      placeholderContent = id
    case "placeholder_emptyVisibility" where helper == .placeholder:
      placeholderEmptyIsGone = value == "gone"
    default:
      guard name.hasPrefix("flow_") else { return .notConstraint }
      return flow.read(name, value, dimension: dimension)
    }
    return .read
  }

  /// `16:9`, `H,16:9`, `W,1:1` or `1.5`: width over height, and the side computed.
  static func ratio(_ text: String) -> (value: Double, computes: ConstraintSide?)? {
    var body = Substring(text)
    var computes: ConstraintSide?
    if let comma = body.firstIndex(of: ",") {
      switch trimmed(body[..<comma]).uppercased() {
      case "H": computes = .bottom
      case "W": computes = .right
      default: return nil
      }
      body = body[body.index(after: comma)...]
    }
    let parts = body.split(separator: ":").compactMap { Double(trimmed($0)) }
    if parts.count == 2, parts[0] > 0, parts[1] > 0 { return (parts[0] / parts[1], computes) }
    if parts.count == 1, body.split(separator: ":").count == 1, parts[0] > 0 {
      return (parts[0], computes)
    }
    return nil
  }
}

/// Text without the spaces around it.
private func trimmed(_ text: Substring) -> String {
  String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
}
