/// The axis whose reference size a postfix `%` or the `auto` keyword refers to.
public enum PercentAxis: Sendable, Hashable {
  /// Widths, `left`, `right`, `x`: percentages of the parent's container width.
  case horizontal
  /// Heights, `top`, `bottom`, `y`: percentages of the parent's container height.
  case vertical
}

/// How the text of an attribute is parsed and what its result is cast to (Behaviour.md §b5).
public enum ExpressionType: Hashable, Sendable {
  /// A CGFloat or Double: a single expression, no `%`.
  case number
  /// A frame-like CGFloat: postfix `%` means `x / 100 × reference` for the axis.
  case length(PercentAxis)
  /// `width`/`height`: like `length`, plus the `auto` keyword.
  case dimension(PercentAxis)
  /// A Bool: numbers count as true when non-zero.
  case bool
  /// Literal text with `{...}` expression clauses.
  case string
  /// A UIColor: hex literals, UIKit color names, `rgb()` and `rgba()` (Behaviour.md §b6).
  case color
  /// Any value, nil included; the result is not cast. Layout's optional and array properties
  /// (list data, `gradient.locations`, `[T]` parameters).
  case any
  /// Swift's non-optional `Any` (an `Any` parameter): any value, but nil is
  /// `Unexpected nil value`.
  case anyValue
  /// A list of colours (`#0f172a, #3b0764`), each read as in `color`; one colour is a list of one.
  case colors
  /// A UIFont: the space-separated font grammar (Behaviour.md §b7), with `{...}` clauses.
  case font
  /// An NSAttributedString: like `string`, with Layout's HTML subset when the text has markup.
  case attributedString
  /// A UIImage: a literal name or path, or an expression giving one; nil is no image.
  case image
  /// A CGPoint.
  case point
  /// A CGSize.
  case size
  /// A CGRect.
  case rect
  /// A UIEdgeInsets.
  case insets
  /// An enum or option set whose case names are in scope unqualified; the value is the case name.
  case enumeration(name: String, cases: [String])

  /// The percentage axis, when postfix `%` is allowed.
  var percentAxis: PercentAxis? {
    switch self {
    case .length(let axis), .dimension(let axis): return axis
    default: return nil
    }
  }

  /// The axis whose `auto` size the `auto` keyword reads, when it is allowed.
  var autoAxis: PercentAxis? {
    if case .dimension(let axis) = self { return axis }
    return nil
  }

  /// Whether colour names, hex literals and `rgb()`/`rgba()` are in scope.
  var readsColors: Bool {
    switch self {
    case .color, .colors: return true
    default: return false
    }
  }

  /// The UIKit-style type name used in "not compatible with expected type" messages.
  var expectedTypeName: String {
    switch self {
    case .number, .length, .dimension: return "CGFloat"
    case .colors: return "[UIColor]"
    case .font: return "UIFont"
    case .attributedString: return "NSAttributedString"
    case .image: return "UIImage"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .rect: return "CGRect"
    case .insets: return "UIEdgeInsets"
    case .bool: return "Bool"
    case .string: return "String"
    case .color: return "UIColor"
    case .any, .anyValue: return "Any"
    case .enumeration(let name, _): return name
    }
  }
}
