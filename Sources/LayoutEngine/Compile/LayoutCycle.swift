import LayoutCore

/// The error for properties whose expressions depend on each other in a circle, whether the
/// compiler finds it among frame expressions or the solver while evaluating:
/// `Circular reference: card.height → title.top → card.height`, located at the first link
/// written as an attribute; when every link is implicit (sizes that are `auto`, a stack's
/// arrangement), at the first link's element.
enum LayoutCycle {
  /// `links` are the nodes and property names around the circle, in order.
  static func diagnostic(_ links: [(node: CompiledNode, property: String)], file: String?)
    -> Diagnostic
  {
    let written = links.first { $0.node.sourceRange(for: $0.property) != nil }
    let located = written ?? links[0]
    return Diagnostic(
      .error, code: .layoutCycle,
      message: "Circular reference: \(links.map(describe).joined(separator: " → "))",
      file: file, range: located.node.sourceRange(for: located.property) ?? located.node.range,
      nodePath: located.node.path, attribute: written?.property,
      hints: [
        "break the cycle by giving one of these an expression that does not depend on the others"
      ])
  }

  /// `name.property`, the node named by its id, else its last path component.
  static func describe(_ link: (node: CompiledNode, property: String)) -> String {
    let name =
      link.node.id ?? link.node.path.components.last?.description ?? link.node.viewClass.name
    return "\(name).\(link.property)"
  }
}
