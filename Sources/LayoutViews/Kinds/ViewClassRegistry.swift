import LayoutCore
import LayoutExpressions
import Synchronization

/// The view kinds a template may use, looked up by element name.
///
/// Names resolve unqualified (`FooView`) or module-qualified (`MyApp.FooView`).
public struct ViewClassRegistry: Sendable {
  private var classes: [String: ViewClass] = [:]
  /// The property tables of the kinds registered, made once each; a registry that changes
  /// starts a cache of its own, so copies made before the change keep theirs.
  private var tables = PropertyTableCache()

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
    tables = PropertyTableCache()
  }

  /// The property table of `kind`, one of the registry's kinds (as `viewClass(named:)` gives
  /// it), made the first time any solve asks: a front-end that solves views of a few kinds
  /// shares the tables among its renders. A kind the registry does not hold gets a table of
  /// its own.
  public func propertyTable(of kind: ViewClass) -> PropertyTable {
    guard classes[kind.name] != nil else { return PropertyTable(kind: kind, in: self) }
    if let table = tables.tables.withLock({ $0[kind.name] }) { return table }
    let table = PropertyTable(kind: kind, in: self)
    tables.tables.withLock { $0[kind.name] = table }
    return table
  }

  /// The kind with this element name, trying the name without a module prefix too.
  public func viewClass(named name: String) -> ViewClass? {
    if let found = classes[name] { return found }
    if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
      return classes[String(name[name.utf8.index(after: dot)...])]
    }
    return nil
  }

  /// A kind for an app's own class, `name`, that inherits from the known kind `base`: it
  /// draws and sizes itself as `base` does. Nil when `base` is not known.
  public func subclass(named name: String, of base: String) -> ViewClass? {
    guard let known = viewClass(named: base) else { return nil }
    var kind = known
    kind.name = name
    kind.superclassName = known.name
    kind.ownProperties = [:]
    kind.inertAttributes = []
    return kind
  }

  /// Declares an app's class as a subclass of a known kind (a project file's `classes`, or
  /// `--class NAME=BASE`), with properties of its own by type name (`Int`, `String`,
  /// `UIColor`…), which templates may set and read and which draw nothing. Returns what is
  /// wrong: an unknown base, or the properties whose type is not known; empty on success.
  @discardableResult
  public mutating func declare(
    _ name: String, subclassOf base: String, propertyTypes: [String: String] = [:]
  ) -> [String] {
    guard var kind = subclass(named: name, of: base) else {
      return ["\(base) is not a known class"]
    }
    var problems: [String] = []
    for (property, typeName) in propertyTypes {
      guard let type = ParameterTypes.expressionType(named: typeName) else {
        problems.append("\(name).\(property) has type \(typeName), which is not known")
        continue
      }
      kind.ownProperties[property] = PropertySpec(type)
    }
    register(kind)
    return problems
  }

  /// For a class the registry does not know, the kind its name ends with (`BoxesViewController`
  /// is a UIViewController, `AvatarView` a UIView, `PriceLabel` a UILabel), as a subclass of
  /// it; the longest such ending wins (`…TableViewCell` over `…View`). Nil when none fits.
  public func inferredClass(named name: String) -> ViewClass? {
    let unqualified = name.split(separator: ".").last.map(String.init) ?? name
    var endings: [(ending: String, kind: String)] = classes.keys.filter { $0.hasPrefix("UI") }
      .map { (String($0.dropFirst(2)), $0) }
    endings += Self.shortEndings.map { ($0.key, $0.value) }
    let base = endings.filter { unqualified.hasSuffix($0.ending) && unqualified != $0.kind }
      .max { ($0.ending.count, $1.kind) < ($1.ending.count, $0.kind) }?.kind
    var inferred = base.flatMap { subclass(named: name, of: $0) }
    inferred?.isInferred = true
    return inferred
  }

  /// Endings app classes use that are shorter than any kind's name: `MessageCell` is a cell,
  /// `SettingsController` a view controller.
  private static let shortEndings = ["Cell": "UITableViewCell", "Controller": "UIViewController"]

  /// All kind names, sorted.
  public var names: [String] { classes.keys.sorted() }

  /// Every property of a kind, including inherited ones; a view controller has its view's
  /// too (written `view.x` in templates, and stored as `x`).
  public func properties(of viewClass: ViewClass) -> [String: PropertySpec] {
    var merged: [String: PropertySpec] = [:]
    var current: ViewClass? = viewClass
    while let kind = current {
      merged.merge(kind.ownProperties) { own, _ in own }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    if let view = viewKind(ofController: viewClass) {
      merged.merge(properties(of: view)) { own, _ in own }
    }
    return merged
  }

  /// The kind of a view controller's view (`UITableView` for a UITableViewController), nil
  /// for a kind that is not a controller.
  public func viewKind(ofController viewClass: ViewClass) -> ViewClass? {
    viewClass.controller.flatMap { classes[$0.viewClassName] }
  }

  /// What an attribute name stands for in a kind or its ancestors (`normalTitle` → `title`),
  /// else the name itself.
  public func resolvingAlias(_ name: String, of viewClass: ViewClass) -> String {
    var current: ViewClass? = viewClass
    while let kind = current {
      if let target = kind.attributeAliases[name] { return target }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    return name
  }

  /// Every attribute alias of a kind and its ancestors, the nearest declaration of a name
  /// winning: `resolvingAlias` for all names at once.
  public func attributeAliases(of viewClass: ViewClass) -> [String: String] {
    var aliases: [String: String] = [:]
    var current: ViewClass? = viewClass
    while let kind = current {
      aliases.merge(kind.attributeAliases) { nearer, _ in nearer }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    return aliases
  }

  /// The hint for a visual attribute the kind (or an ancestor) accepts but does not draw, nil
  /// for any other attribute.
  public func undrawnHint(_ name: String, of viewClass: ViewClass) -> String? {
    var current: ViewClass? = viewClass
    while let kind = current {
      if let hint = kind.undrawnAttributes[name] { return hint }
      current = kind.superclassName.flatMap { classes[$0] }
    }
    return viewKind(ofController: viewClass).flatMap { undrawnHint(name, of: $0) }
  }

  /// The attributes a kind and its ancestors accept without drawing anything for them.
  public func inertAttributes(of viewClass: ViewClass) -> Set<String> {
    var names: Set<String> = []
    var current: ViewClass? = viewClass
    while let kind = current {
      names.formUnion(kind.inertAttributes)
      current = kind.superclassName.flatMap { classes[$0] }
    }
    if let view = viewKind(ofController: viewClass) { names.formUnion(inertAttributes(of: view)) }
    return names
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

/// The property tables a registry has made, by kind name (a reference, so that the registry's
/// copies share what they have made until one of them changes).
private final class PropertyTableCache: Sendable {
  let tables = Mutex<[String: PropertyTable]>([:])
}
