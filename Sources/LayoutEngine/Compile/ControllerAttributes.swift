import LayoutCore
import LayoutExpressions
import LayoutSyntax
import LayoutViews

/// How a view controller's attributes name its view's properties (Behaviour.md
/// §controllers): `view.backgroundColor` (or `tableView.rowHeight` on a
/// UITableViewController) sets the view's property, which the node holds unprefixed; a view
/// property written bare still works but is deprecated, as Layout warns.
enum ControllerAttributes {
  /// The property an attribute of a controller sets, and whether it was written bare.
  static func property(
    for name: String, of viewClass: ViewClass, in registry: ViewClassRegistry
  ) -> (name: String, isBareViewProperty: Bool) {
    guard let controller = viewClass.controller,
      let view = registry.viewKind(ofController: viewClass)
    else { return (name, false) }
    let viewProperties = registry.properties(of: view)
    for prefix in Set([controller.viewPrefix + ".", "view."]) where name.hasPrefix(prefix) {
      let unprefixed = String(name.dropFirst(prefix.count))
      if viewProperties[unprefixed] != nil
        || registry.inertAttributes(of: view).contains(unprefixed)
      {
        return (unprefixed, false)
      }
    }
    let isViewProperty =
      viewProperties[name] != nil && LayoutProperty.named(name) == nil
      && !controllerDeclares(name, viewClass, registry)
    return (name, isViewProperty)
  }

  /// Whether the controller kind (not its view) declares the property.
  private static func controllerDeclares(
    _ name: String, _ viewClass: ViewClass, _ registry: ViewClassRegistry
  ) -> Bool {
    var current: ViewClass? = viewClass
    while let kind = current {
      if kind.ownProperties[name] != nil { return true }
      current = kind.superclassName.flatMap { registry.viewClass(named: $0) }
    }
    return false
  }

  /// Layout's warning for a view property set on the controller itself.
  static func deprecation(
    _ attribute: TemplateAttribute, _ viewClass: ViewClass, prefix: String, file: String?,
    path: NodePath
  ) -> Diagnostic {
    Diagnostic(
      .warning, code: .deprecatedProperty,
      message: "\(viewClass.name).\(attribute.name) is deprecated. Use \(prefix).\(attribute.name)"
        + " instead",
      file: file, range: attribute.nameRange, nodePath: path, attribute: attribute.name,
      hints: ["a view controller's view properties are written \(prefix).name"])
  }
}
