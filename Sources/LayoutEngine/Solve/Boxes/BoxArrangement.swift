import LayoutCore
import LayoutExpressions

/// Lays out a tree of LayoutComposer boxes (Behaviour.md §boxes): a box and the boxes among
/// its items, down to the items that are not boxes, solved together as one constraint system
/// (`BoxConstraintSystem`), as Auto Layout solves nested boxes.
///
/// Labels that may wrap are measured again at the width they were given and the system solved
/// again; a second solve with undecided frames pulled elsewhere finds the ambiguous ones.
struct BoxArrangement {
  /// The frames of every item of the tree in its box's coordinates, the root box's size, and
  /// what the boxes could not do.
  struct Solution {
    var frames: NodeTable<Rect>
    var size: Size
    var warnings: [Diagnostic]
  }

  let session: SolverSession
  /// The box the tree starts at.
  let root: Int

  /// The outermost box of the tree `box` belongs to: the nearest ancestor chain of boxes
  /// whose items are boxes.
  static func outermost(of box: Int, in template: CompiledTemplate) -> Int {
    var current = box
    while let parent = template.nodes[current].parent, template.nodes[parent].box != nil {
      current = parent
    }
    return current
  }

  /// Solves the tree with the root `width` wide and `height` high; an axis left nil is sized
  /// to the items.
  func solve(width: Double?, height: Double?) throws(DiagnosticError) -> Solution {
    var boxes = try collect()
    let size = (width: width, height: height)
    var system = BoxConstraintSystem(boxes: boxes, size: size, stay: 0, names: name)
    // A system cut short by the render's budget is not solved again.
    try RenderBudget.check()
    if try wrapText(in: &boxes, frames: system.frames) {
      system = BoxConstraintSystem(boxes: boxes, size: size, stay: 0, names: name)
      try RenderBudget.check()
    }
    // A system the constraints decide without the stays is not ambiguous.
    let other =
      system.isDetermined
      ? system : BoxConstraintSystem(boxes: boxes, size: size, stay: 97, names: name)
    try RenderBudget.check()
    let ambiguous = boxes.flatMap(\.items).map(\.node).filter { node in
      !Self.same(system.frames[node]!, other.frames[node]!)
    }
    let rootFrame = system.frames[root]!
    var frames = NodeTable<Rect>()
    for box in boxes {
      let origin = system.frames[box.node]!.origin
      for item in box.items {
        var frame = system.frames[item.node]!
        frame.origin = Point(x: frame.x - origin.x, y: frame.y - origin.y)
        frames[item.node] = frame
      }
    }
    return Solution(
      frames: frames, size: rootFrame.size,
      warnings: conflictWarnings(system.conflicts) + ambiguityWarnings(ambiguous))
  }

  /// The boxes of the tree, the root first, each with its items' options read.
  private func collect() throws(DiagnosticError) -> [BoxConstraintSystem.Box] {
    var boxes: [BoxConstraintSystem.Box] = []
    var pending = [root]
    var next = 0
    while next < pending.count {
      let node = pending[next]
      next += 1
      let kind = session.template.nodes[node].box!
      var items: [BoxItem] = []
      for child in session.template.nodes[node].children {
        try RenderBudget.check()
        items.append(try BoxItem(child, in: node, kind: kind, session: session))
        if session.template.nodes[child].box != nil { pending.append(child) }
      }
      boxes.append(
        BoxConstraintSystem.Box(
          node: node, kind: kind,
          align: try string(node, "align").map { BoxAlignment($0) ?? .center } ?? .stretch,
          pack: try string(node, "pack") ?? "start", items: items))
    }
    return boxes
  }

  /// Measures wrapping labels again at the widths they were given, when narrower than their
  /// text on one line; whether any was.
  private func wrapText(in boxes: inout [BoxConstraintSystem.Box], frames: NodeTable<Rect>)
    throws(DiagnosticError) -> Bool
  {
    var changed = false
    for b in boxes.indices {
      for i in boxes[b].items.indices {
        let item = boxes[b].items[i]
        guard item.wraps, item.width == nil, let natural = item.intrinsicWidth,
          let given = frames[item.node]?.width, given < natural - 1e-9
        else { continue }
        try boxes[b].items[i].wrap(at: given, session: session)
        changed = true
      }
    }
    return changed
  }

  private func string(_ node: Int, _ name: String) throws(DiagnosticError) -> String? {
    if case .string(let value) = try session.value(node, name) { return value }
    return nil
  }

  private func name(_ node: Int) -> String {
    session.template.nodes[node].path.components.last?.description ?? "view"
  }

  private static func same(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  // MARK: - Warnings

  private func conflictWarnings(_ conflicts: [(box: Int, purpose: String)]) -> [Diagnostic] {
    var seen: Set<String> = []
    return conflicts.compactMap { box, purpose in
      let compiled = session.template.nodes[box]
      let message =
        "\(compiled.viewClass.name) cannot \(purpose): it conflicts with the sizes already "
        + "set, and is left out"
      guard seen.insert("\(box) \(message)").inserted else { return nil }
      return Diagnostic(
        .warning, code: .boxIgnored, message: message,
        file: compiled.file ?? session.template.file, range: compiled.range,
        nodePath: compiled.path,
        hints: ["give the box room for its items' sizes and margins, or drop pack=\"fit\""])
    }
  }

  private func ambiguityWarnings(_ nodes: [Int]) -> [Diagnostic] {
    guard let first = nodes.first else { return [] }
    let compiled = session.template.nodes[first]
    return [
      Diagnostic(
        .warning, code: .ambiguousLayout,
        message: "The boxes do not determine the frames of "
          + nodes.map { session.template.nodes[$0].path.description }.joined(separator: ", ")
          + "; they take their smallest size",
        file: compiled.file ?? session.template.file, range: compiled.range,
        nodePath: compiled.path,
        hints: ["give each item a width or height, a flex, or content with a size of its own"])
    ]
  }
}
