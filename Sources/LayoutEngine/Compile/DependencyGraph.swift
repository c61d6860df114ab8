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
  ///
  /// A depth-first search with an explicit stack: a chain of thousands of views, each reading
  /// the next one's position, must not recurse once per view.
  func cycle() -> [Vertex]? {
    var finished: Set<Vertex> = []
    var onPath: Set<Vertex> = []
    for start in edges.keys.sorted(by: Self.order) where !finished.contains(start) {
      // Each entry is a vertex on the current path and the index of its next edge to follow.
      var stack: [(vertex: Vertex, next: Int)] = [(start, 0)]
      onPath.insert(start)
      while let (vertex, next) = stack.last {
        let targets = edges[vertex] ?? []
        guard next < targets.count else {
          stack.removeLast()
          onPath.remove(vertex)
          finished.insert(vertex)
          continue
        }
        stack[stack.count - 1].next += 1
        let target = targets[next]
        if onPath.contains(target) {
          let path = stack.map(\.vertex)
          return Array(path[path.firstIndex(of: target)!...]) + [target]
        }
        if !finished.contains(target) {
          stack.append((target, 0))
          onPath.insert(target)
        }
      }
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
