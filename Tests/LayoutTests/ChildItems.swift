import Layout

/// The display items of the first view inside a root of the given size (below its group).
func childItems(
  _ child: String, renderer: Renderer, width: Int = 400, height: Int = 300, file: String? = nil
) throws -> [DisplayItem] {
  let template = try LayoutTemplate(
    xml: "<UIView width=\"\(width)\" height=\"\(height)\">\(child)</UIView>", file: file)
  guard case .group(let root) = try renderer.displayList(template).items.first,
    case .group(let group) = root.items.first
  else { return [] }
  return group.items
}
