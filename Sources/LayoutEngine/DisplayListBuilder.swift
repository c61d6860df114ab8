import LayoutCore

/// The Paint stage's entry point: turns a solved layout into a display list.
public enum DisplayListBuilder {
  public static func build(_ layout: SolvedLayout) -> DisplayList {
    DisplayList(size: layout.canvas, items: items(for: 0, in: layout))
  }

  private static func items(for index: Int, in layout: SolvedLayout) -> [DisplayItem] {
    let node = layout.nodes[index]
    guard !node.isHidden else { return [] }
    let bounds = Rect(origin: .zero, size: node.frame.size)
    var content: [DisplayItem] = []
    if let background = node.color("backgroundColor"), background.alpha > 0 {
      content.append(
        .fill(bounds, cornerRadius: node.number("layer.cornerRadius") ?? 0, color: background))
    }
    if let style = node.textStyle, let text = node.string("text"), !text.isEmpty {
      let color = node.color("textColor") ?? .black
      content.append(.text(TextItem(text: text, style: style, color: color, frame: bounds)))
    }
    for child in node.children {
      content += items(for: child, in: layout)
    }
    let group = DisplayGroup(
      transform: .translation(x: node.frame.x, y: node.frame.y),
      opacity: min(max(node.number("alpha") ?? 1, 0), 1), items: content,
      label: node.path.description)
    return [.group(group)]
  }
}
