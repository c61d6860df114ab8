import LayoutCore
import LayoutExpressions

/// The explicit dependency graph of a template's layout expressions, built when it is
/// compiled: an edge for every layout symbol an expression reads that is itself given by an
/// expression (`top="#title.bottom + 8"` → `title.bottom`). A cycle in it can never be
/// solved, so it is reported at load time with its whole path.
///
/// The graph is conservative: it leaves out what only solving can know (values derived by
/// default, siblings whose visibility is not constant, names that may fall back to state), so
/// every cycle it finds is real; the solver still catches the rest while solving.
struct DependencyGraph {
  struct Vertex: Hashable {
    var node: Int
    var property: LayoutProperty
  }

  private let nodes: [CompiledNode]
  private(set) var edges: [Vertex: [Vertex]] = [:]

  init(nodes: [CompiledNode]) {
    self.nodes = nodes
    for node in nodes {
      for property in LayoutProperty.bySlot {
        guard let expression = node.layoutExpressions[property.slot] else { continue }
        let vertex = Vertex(node: node.index, property: property)
        edges[vertex] = expression.symbols.compactMap { target(of: $0, from: vertex) }
      }
    }
  }

  /// The first cycle found, as its vertices with the first repeated at the end.
  func cycle() -> [Vertex]? {
    var state: [Vertex: Bool] = [:]  // false: on the current path; true: finished
    var path: [Vertex] = []
    func visit(_ vertex: Vertex) -> [Vertex]? {
      if let finished = state[vertex] {
        guard !finished, let start = path.firstIndex(of: vertex) else { return nil }
        return Array(path[start...]) + [vertex]
      }
      state[vertex] = false
      path.append(vertex)
      for next in edges[vertex] ?? [] {
        if let found = visit(next) { return found }
      }
      path.removeLast()
      state[vertex] = true
      return nil
    }
    for vertex in edges.keys.sorted(by: Self.order) {
      if let found = visit(vertex) { return found }
    }
    return nil
  }

  private static func order(_ a: Vertex, _ b: Vertex) -> Bool {
    (a.node, a.property.slot) < (b.node, b.property.slot)
  }

  /// The vertex a symbol read by `vertex`'s expression refers to, when it is given by an
  /// expression.
  private func target(of symbol: String, from vertex: Vertex) -> Vertex? {
    let node = nodes[vertex.node]
    let parts = symbol.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2, let property = LayoutProperty.named(parts[1]),
      let other = relative(parts[0], of: node)
    {
      return explicit(other, property)
    }
    guard let property = LayoutProperty.named(symbol), property != vertex.property else {
      return nil
    }
    return explicit(node.index, property)
  }

  private func explicit(_ node: Int, _ property: LayoutProperty) -> Vertex? {
    nodes[node].has(property) ? Vertex(node: node, property: property) : nil
  }

  /// The node `parent`, `previous`, `next` or `#id` names, when it is known before solving.
  private func relative(_ prefix: String, of node: CompiledNode) -> Int? {
    switch prefix {
    case "parent": return node.parent
    case "previous": return sibling(of: node, offset: -1)
    case "next": return sibling(of: node, offset: 1)
    case _ where prefix.hasPrefix("#"):
      return NodeSearch.nearest(
        withID: String(prefix.dropFirst()), from: node.index, in: nodes)
    default: return nil
    }
  }

  /// The adjacent sibling, if every sibling in between is known to be visible.
  private func sibling(of node: CompiledNode, offset: Int) -> Int? {
    guard let parent = node.parent else { return nil }
    let siblings = nodes[parent].children
    let position = node.siblingPosition + offset
    guard siblings.indices.contains(position) else { return nil }
    let candidate = nodes[siblings[position]]
    guard case .bool(false)? = candidate.visibility else { return nil }
    return candidate.index
  }
}
