import LayoutCore
import LayoutExpressions

/// The Solve stage's output: every node's frame and the property values painting needs.
public struct SolvedLayout: Sendable {
  /// The canvas size in points.
  public var canvas: Size
  /// Nodes in the same order as the compiled template's.
  public var nodes: [SolvedNode]

  public var root: SolvedNode { nodes[0] }
}

/// One node with its solved frame (in its parent's coordinates) and evaluated properties.
public struct SolvedNode: Sendable {
  public var index: Int
  public var children: [Int]
  public var className: String
  public var id: String?
  public var outlet: String?
  public var path: NodePath
  public var frame: Rect
  public var isHidden: Bool
  /// The value of every property the view kind declares with a default or the template sets.
  public var properties: [String: Value]
  /// The label text style, for text-drawing kinds.
  public var textStyle: TextStyle?
  /// The kind's own drawing, for custom kinds.
  public var draw: DrawFunction?
  /// Whether children scroll: moved by `contentOffset` and clipped to the bounds.
  public var isScrollContainer: Bool = false

  public func number(_ name: String) -> Double? {
    if case .number(let value) = properties[name] { return value }
    return nil
  }

  public func color(_ name: String) -> Color? {
    if case .color(let value) = properties[name] { return value }
    return nil
  }

  public func string(_ name: String) -> String? {
    if case .string(let value) = properties[name] { return value }
    return nil
  }
}

extension SolvedLayout {
  /// A text dump of the tree: one line per node with class, id and frame
  /// (`x y width height`), indented by depth.
  public func framesDump() -> String {
    var lines: [String] = []
    func visit(_ index: Int, depth: Int) {
      let node = nodes[index]
      var label = node.className
      if let id = node.id { label += "#\(id)" }
      if node.isHidden { label += " (hidden)" }
      lines.append(String(repeating: "  ", count: depth) + "\(label) \(node.frame)")
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(0, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }
}
