import LayoutViews

/// What compiling a node reads about its view kind, gathered from the registry once per kind
/// and template rather than once per node or attribute.
struct KindFacts {
  /// The kind's attribute aliases and its ancestors' (`normalTitle` → `title`).
  let aliases: [String: String]
  /// The attributes the kind and its ancestors accept and ignore.
  let inertAttributes: Set<String>
  /// Whether the kind is a WKWebView or inherits from one.
  let isWebView: Bool
  /// Which list the kind is, if it is one.
  let listKind: ListTemplates.Kind?
  /// The texts the kind draws besides a label's.
  let textProperties: [TextProperties]

  init(_ viewClass: ViewClass, in registry: ViewClassRegistry) {
    aliases = registry.attributeAliases(of: viewClass)
    inertAttributes = registry.inertAttributes(of: viewClass)
    isWebView = registry.isKind(viewClass, of: "WKWebView")
    listKind = ListTemplates.Kind(of: viewClass, in: registry)
    textProperties = registry.textProperties(of: viewClass)
  }

  /// What an attribute name stands for in the kind (`registry.resolvingAlias`).
  func resolvingAlias(_ name: String) -> String {
    aliases.isEmpty ? name : aliases[name] ?? name
  }
}
