import LayoutCore

/// The error for properties whose expressions depend on each other in a circle, whether the
/// compiler finds it among frame expressions or the solver while evaluating:
/// `Circular reference: card.height → title.top → card.height`, located at the first link.
enum LayoutCycle {
  /// `links` are the nodes and property names around the circle, in order.
  static func diagnostic(_ links: [(node: CompiledNode, property: String)], file: String?)
    -> Diagnostic
  {
    let first = links[0]
    return Diagnostic(
      .error, code: .layoutCycle,
      message: "Circular reference: \(links.map(describe).joined(separator: " → "))",
      file: file, range: first.node.sourceRange(for: first.property), nodePath: first.node.path,
      attribute: first.property,
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
