import LayoutCore
import LayoutExpressions

/// What a view kind intrinsically sizes itself to, when its width or height is `auto`.
public enum IntrinsicContent: Sendable, Hashable {
  /// No intrinsic size: `auto` is the bounding box of the children.
  case none
  /// The size of the `text` property laid out in the `font`.
  case text
}

/// A property a view kind accepts: the type its expressions are parsed as, and its default.
public struct PropertySpec: Sendable {
  public var type: ExpressionType
  public var defaultValue: Value?

  public init(_ type: ExpressionType, default defaultValue: Value? = nil) {
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// A view kind, such as `UIView` or `UILabel`: the properties its elements may set and how it
/// sizes itself. Kinds inherit their superclass's properties.
public struct ViewClass: Sendable {
  public var name: String
  public var superclassName: String?
  /// Properties declared by this kind itself (not inherited).
  public var ownProperties: [String: PropertySpec]
  public var intrinsicContent: IntrinsicContent
  /// The property that an element's inline text content sets, such as `text` for labels.
  public var bodyProperty: String?

  public init(
    name: String, superclassName: String?, properties: [String: PropertySpec],
    intrinsicContent: IntrinsicContent = .none, bodyProperty: String? = nil
  ) {
    self.name = name
    self.superclassName = superclassName
    self.ownProperties = properties
    self.intrinsicContent = intrinsicContent
    self.bodyProperty = bodyProperty
  }
}

/// The layout properties every view has.
enum LayoutProperty: String, CaseIterable, Sendable {
  case left, top, right, bottom, width, height

  var axis: PercentAxis {
    switch self {
    case .left, .right, .width: return .horizontal
    case .top, .bottom, .height: return .vertical
    }
  }

  var expressionType: ExpressionType {
    switch self {
    case .width, .height: return .dimension(axis)
    default: return .length(axis)
    }
  }
}
