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

  /// The texts a kind draws besides a label's: its own declaration, else its nearest
  /// ancestor's.
  public func textProperties(of viewClass: ViewClass) -> [TextProperties] {
    var current: ViewClass? = viewClass
    while let kind = current {
      if !kind.textProperties.isEmpty { return kind.textProperties }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    return []
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
