import LayoutCore
import LayoutExpressions

/// The view kinds a template may use, looked up by element name.
///
/// Names resolve unqualified (`FooView`) or module-qualified (`MyApp.FooView`).
public struct ViewClassRegistry: Sendable {
  private var classes: [String: ViewClass] = [:]

  /// A registry holding the built-in UIKit kinds.
  public static let standard: ViewClassRegistry = {
    var registry = ViewClassRegistry()
    for viewClass in BuiltInViewClasses.all { registry.register(viewClass) }
    return registry
  }()

  public init() {}

  /// Adds or replaces a kind.
  public mutating func register(_ viewClass: ViewClass) {
    classes[viewClass.name] = viewClass
  }

  /// The kind with this element name, trying the name without a module prefix too.
  public func viewClass(named name: String) -> ViewClass? {
    if let found = classes[name] { return found }
    if let dot = name.lastIndex(of: ".") {
      return classes[String(name[name.index(after: dot)...])]
    }
    return nil
  }

  /// All kind names, sorted.
  public var names: [String] { classes.keys.sorted() }

  /// Every property of a kind, including inherited ones.
  public func properties(of viewClass: ViewClass) -> [String: PropertySpec] {
    var merged: [String: PropertySpec] = [:]
    var current: ViewClass? = viewClass
    while let kind = current {
      merged.merge(kind.ownProperties) { own, _ in own }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    return merged
  }

  /// Whether `viewClass` is `ancestor` or inherits from it.
  public func isKind(_ viewClass: ViewClass, of ancestor: String) -> Bool {
    var current: ViewClass? = viewClass
    while let kind = current {
      if kind.name == ancestor { return true }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    return false
  }
}

/// The UIKit kinds Layout draws itself.
enum BuiltInViewClasses {
  static var all: [ViewClass] { [view, label] }

  static let view = ViewClass(
    name: "UIView", superclassName: nil,
    properties: layoutProperties.merging([
      "backgroundColor": PropertySpec(.color, default: .color(.clear)),
      "alpha": PropertySpec(.number, default: .number(1)),
      "isHidden": PropertySpec(.bool, default: .bool(false)),
      "layer.cornerRadius": PropertySpec(.number, default: .number(0)),
    ]) { first, _ in first })

  static let label = ViewClass(
    name: "UILabel", superclassName: "UIView",
    properties: [
      "text": PropertySpec(.string, default: .string("")),
      "font": PropertySpec(.font, default: .font(.systemDefault)),
      "textColor": PropertySpec(.color, default: .color(.black)),
      "textAlignment": PropertySpec(
        EnumerationTypes.type(named: "NSTextAlignment")!, default: .string("natural")),
      "numberOfLines": PropertySpec(.number, default: .number(1)),
    ],
    intrinsicContent: .text, bodyProperty: "text")

  static var layoutProperties: [String: PropertySpec] {
    var properties: [String: PropertySpec] = [:]
    for property in LayoutProperty.allCases {
      properties[property.rawValue] = PropertySpec(property.expressionType)
    }
    return properties
  }
}
