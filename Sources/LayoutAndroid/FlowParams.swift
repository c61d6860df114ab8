/// Where a flow puts the views of a row across it (`flow_verticalAlign`) or of a column
/// (`flow_horizontalAlign`).
enum FlowAlign: String {
  case start, end, center, baseline

  /// The alignment a value names: `top` is the start, `bottom` the end.
  init?(attributeValue value: String) {
    switch value {
    case "start", "top": self = .start
    case "end", "bottom": self = .end
    case "center": self = .center
    case "baseline": self = .baseline
    default: return nil
    }
  }
}

/// How a flow breaks its views into rows or columns (`flow_wrapMode`).
enum FlowWrapMode: String {
  /// One row (or column), however long.
  case none
  /// A new row when the next view does not fit; each row a chain of its own.
  case chain
  /// Rows and columns of a grid: each column as wide as its widest view.
  case aligned
}

/// The chain style and bias of one group of a flow's rows (all, the first, the last), on
/// one axis.
struct FlowChainStyle {
  var style: ChainStyle?
  var bias: Double?
}

/// A Flow's attributes (`app:flow_*`), as ConstraintLayout's documentation lists them.
struct FlowParams {
  var wrapMode = FlowWrapMode.none
  var horizontalGap = 0.0
  var verticalGap = 0.0
  /// At most this many views to a row (or column); 0 for no limit.
  var maxElementsWrap = 0
  var horizontalAlign = FlowAlign.center
  var verticalAlign = FlowAlign.center
  /// By axis (horizontal first): the style of every row, of the first, of the last.
  var styles = [FlowChainStyle](repeating: FlowChainStyle(), count: 2)
  var firstStyles = [FlowChainStyle](repeating: FlowChainStyle(), count: 2)
  var lastStyles = [FlowChainStyle](repeating: FlowChainStyle(), count: 2)

  /// Reads one `flow_` attribute.
  mutating func read(_ name: String, _ value: String, dimension: (String) -> Double?)
    -> ConstraintParams.Reading
  {
    let body = name.dropFirst("flow_".count)
    switch body {
    case "wrapMode":
      guard let mode = FlowWrapMode(rawValue: value) else {
        return .invalid(hint: "takes none, chain or aligned")
      }
      wrapMode = mode
    case "horizontalGap", "verticalGap":
      guard let length = dimension(value) else { return .invalid(hint: "takes a dimension") }
      if body == "horizontalGap" { horizontalGap = length } else { verticalGap = length }
    case "maxElementsWrap":
      guard let count = Int(value) else { return .invalid(hint: "takes a whole number") }
      maxElementsWrap = max(count, 0)
    case "horizontalAlign", "verticalAlign":
      guard let align = FlowAlign(attributeValue: value),
        align != .baseline || body == "verticalAlign"
      else {
        return .invalid(
          hint: body == "verticalAlign"
            ? "takes top, bottom, center or baseline" : "takes start, end or center")
      }
      if body == "horizontalAlign" { horizontalAlign = align } else { verticalAlign = align }
    default:
      return readStyle(String(body), value)
    }
    return .read
  }

  /// `flow_horizontalStyle`, `flow_firstVerticalBias` and the like.
  private mutating func readStyle(_ body: String, _ value: String) -> ConstraintParams.Reading {
    var rest = Substring(body)
    var group = \FlowParams.styles
    for (prefix, path) in [("first", \FlowParams.firstStyles), ("last", \FlowParams.lastStyles)]
    where rest.hasPrefix(prefix) {
      group = path
      rest = rest.dropFirst(prefix.count)
    }
    let lowered = rest.prefix(1).lowercased() + rest.dropFirst()
    let axis: Int
    if lowered.hasPrefix("horizontal") {
      axis = 0
    } else if lowered.hasPrefix("vertical") {
      axis = 1
    } else {
      return .notConstraint
    }
    switch lowered.dropFirst(axis == 0 ? "horizontal".count : "vertical".count) {
    case "Style":
      guard let style = ChainStyle(rawValue: value) else {
        return .invalid(hint: "takes spread, spread_inside or packed")
      }
      self[keyPath: group][axis].style = style
    case "Bias":
      guard let bias = Double(value) else { return .invalid(hint: "takes a number from 0 to 1") }
      self[keyPath: group][axis].bias = min(max(bias, 0), 1)
    default:
      return .notConstraint
    }
    return .read
  }
}
