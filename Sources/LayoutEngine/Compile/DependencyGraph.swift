import LayoutCore
import LayoutExpressions
import LayoutViews

/// The explicit dependency graph of a template's layout expressions, built when it is
/// compiled: an edge for every layout symbol an expression reads that is itself given by an
/// expression (`top="#title.bottom + 8"` → `title.bottom`). A cycle in it can never be
/// solved, so it is reported at load time with its whole path.
///
/// The graph is conservative: it leaves out what only solving can know (values derived by
/// default, siblings whose visibility is not constant, names that may fall back to state), so
/// every cycle it finds is real; the solver still catches the rest while solving.
///
/// Vertices are numbered `node × LayoutProperty.slotCount + slot`, so the graph and the search
/// work on arrays rather than hashed sets.
struct DependencyGraph {
  struct Vertex: Hashable {
    var node: Int
    var property: LayoutProperty
  }

  private let nodes: [CompiledNode]
  /// Whether an expression gives each vertex's property.
  private var isGiven: [Bool]
  /// Where each vertex's edges start in `targets` (and the next vertex's, where they end).
  private var edgeStarts: [Int]
  /// The targets of every vertex's edges, vertex after vertex.
  private var targets: [Int] = []

  init(nodes: [CompiledNode]) {
    self.nodes = nodes
    let count = nodes.count * LayoutProperty.slotCount
    isGiven = Array(repeating: false, count: count)
    edgeStarts = Array(repeating: 0, count: count + 1)
    var symbols = SymbolShapes()
    let properties = LayoutProperty.bySlot
    // Nodes are in index order and their expressions in slot order: vertex after vertex.
    for node in nodes {
      for (slot, expression) in node.layoutExpressions.enumerated() {
        let vertex = Vertex(node: node.index, property: properties[slot])
        let number = Self.number(vertex)
        if let expression {
          isGiven[number] = true
          for symbol in expression.symbols {
            guard let target = target(of: symbols.shape(of: symbol), from: vertex) else {
              continue
            }
            targets.append(Self.number(target))
          }
        }
        edgeStarts[number + 1] = targets.count
      }
    }
  }

  /// The targets of a vertex's edges.
  private func edges(of vertex: Int) -> ArraySlice<Int> {
    targets[edgeStarts[vertex]..<edgeStarts[vertex + 1]]
  }

  private static func number(_ vertex: Vertex) -> Int {
    vertex.node * LayoutProperty.slotCount + vertex.property.slot
  }

  private static func vertex(_ number: Int) -> Vertex {
    Vertex(
      node: number / LayoutProperty.slotCount,
      property: LayoutProperty.bySlot[number % LayoutProperty.slotCount])
  }

  /// The first cycle found, as its vertices with the first repeated at the end.
  ///
  /// A depth-first search with an explicit stack, from each vertex in node and slot order: a
  /// chain of thousands of views, each reading the next one's position, must not recurse once
  /// per view.
  func cycle() -> [Vertex]? {
    var finished = Array(repeating: false, count: isGiven.count)
    var onPath = Array(repeating: false, count: isGiven.count)
    for start in isGiven.indices where isGiven[start] && !finished[start] {
      // Each entry is a vertex on the current path and the index of its next edge to follow.
      var stack: [(vertex: Int, next: Int)] = [(start, 0)]
      onPath[start] = true
      while let (vertex, next) = stack.last {
        let targets = edges(of: vertex)
        guard next < targets.count else {
          stack.removeLast()
          onPath[vertex] = false
          finished[vertex] = true
          continue
        }
        stack[stack.count - 1].next += 1
        let target = targets[targets.startIndex + next]
        if onPath[target] {
          let path = stack.map(\.vertex)
          return (path[path.firstIndex(of: target)!...] + [target]).map(Self.vertex)
        }
        if !finished[target] {
          stack.append((target, 0))
          onPath[target] = true
        }
      }
    }
    return nil
  }

  /// The vertex a symbol read by `vertex`'s expression refers to, when it is given by an
  /// expression.
  private func target(of symbol: SymbolShape, from vertex: Vertex) -> Vertex? {
    let node = nodes[vertex.node]
    switch symbol {
    case .relative(let prefix, let property):
      return relative(prefix, of: node).flatMap { explicit($0, property) }
    case .own(let property):
      return property == vertex.property ? nil : explicit(node.index, property)
    case .other:
      return nil
    }
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
