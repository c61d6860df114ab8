import LayoutCore
import LayoutViews

/// Puts list rows into the solved tree: each row's nodes are appended after the template's,
/// renumbered, its root moved to its place in the list's content and made a child of the list
/// node (below the list's own subviews), and its paths numbered by row (`UITableViewCell[3]`).
struct ListPlacement {
  let session: SolverSession

  func append(to solved: inout [SolvedNode]) throws(DiagnosticError) {
    for node in session.template.lists.keys.sorted() {
      let content = try session.listContent(node)
      var roots: [Int] = []
      var ordinals: [String: Int] = [:]
      for row in content.rows {
        let className = row.layout.root.className
        ordinals[className, default: 0] += 1
        roots.append(solved.count)
        append(row, ordinal: ordinals[className]!, to: &solved)
      }
      solved[node].children = roots + solved[node].children
    }
  }

  private func append(_ row: ListContent.Row, ordinal: Int, to solved: inout [SolvedNode]) {
    let offset = solved.count
    let depth = row.layout.root.path.components.count - 1
    for var node in row.layout.nodes {
      node.index += offset
      node.children = node.children.map { $0 + offset }
      node.path.components[depth].ordinal = ordinal
      solved.append(node)
    }
    solved[offset].frame.origin = row.origin
  }
}
