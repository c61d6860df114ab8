import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// The built-in parts of a list row's root (Behaviour.md §lists.cells): a table cell's
/// labels, image and accessory, a header's or footer's labels. They give the row its `auto`
/// height and narrow its content view, and are measured and drawn where the list shows it.
extension SolverSession {
  /// The height a row's parts need, at least the row height its canvas gives; nil when the
  /// root is not a list row or shows no parts (then `auto` is its children's extent).
  func listRowPartsHeight() throws(DiagnosticError) -> Double? {
    guard let context = input.listCell else { return nil }
    let width = try layout(0, .width)
    let needed: Double
    switch context.role {
    case .cell:
      needed = try cellParts().height(width: width)
      guard needed > 0 else { return nil }
      return max(needed, input.canvas.height)
    case .header, .footer:
      needed = headerFooterParts(context).parts(width: width).height
      return needed > 0 ? needed : nil
    }
  }

  /// How much narrower than a table cell its content view is, for its accessory; 0 for
  /// other nodes.
  func contentViewInset(of node: Int) throws(DiagnosticError) -> Double {
    guard node == 0, input.listCell?.role == .cell else { return 0 }
    return CellAccessory(try value(0, "accessoryType").stringValue).contentInset
  }

  /// The row's root with its parts measured and drawn for the place the list gives it, and
  /// its `imageView.image` loaded.
  func finishListRow(_ layout: inout SolvedLayout) throws(DiagnosticError) {
    guard let context = input.listCell else { return }
    var root = layout.nodes[0]
    // Drawn now, before the list's layout fills in what rows inherit.
    root.isDark = input.appearance == .dark
    root.isRightToLeft = input.layoutDirection.isRightToLeft(
      semanticContentAttribute: root.string("semanticContentAttribute"))
    let items: [DisplayItem]
    switch context.role {
    case .cell:
      guard root.properties["accessoryType"] != nil else { return }
      root.image = try cellImage()
      root.isTemplateImage = root.image.map { input.images.isTemplateImage($0.key) } ?? false
      items = CellDrawing.drawing(root, context: context, measurer: input.measurer).items
    case .header, .footer:
      guard root.properties["textLabel.isHidden"] != nil else { return }
      items =
        HeaderFooterDrawing(
          node: root,
          layout: HeaderFooterLayout(read: root.lookup, context: context, measurer: input.measurer)
        ).items
    }
    root.draw = { _ in items }
    layout.nodes[0] = root
  }

  private func cellParts() throws(DiagnosticError) -> CellPartsLayout {
    let read: PropertyLookup = { (name) throws(DiagnosticError) in try self.value(0, name) }
    return CellPartsLayout(read: read, imageSize: try cellImage()?.size, measurer: input.measurer)
  }

  private func headerFooterParts(_ context: ListCellContext) -> HeaderFooterLayout {
    let read: PropertyLookup = { (name) throws(DiagnosticError) in try self.value(0, name) }
    return HeaderFooterLayout(read: read, context: context, measurer: input.measurer)
  }

  /// The cell's `imageView.image`, nil without one; a missing image is an error located at
  /// the attribute.
  private func cellImage() throws(DiagnosticError) -> (key: String, size: Size)? {
    let attribute = "imageView.image"
    guard case .image(let name) = try value(0, attribute) else { return nil }
    do {
      return try input.images.image(named: name)
    } catch {
      let compiled = template.nodes[0]
      var located = error.located(
        file: template.file, nodePath: compiled.path, attribute: attribute)
      located.primary.range = located.primary.range ?? compiled.sourceRange(for: attribute)
      throw located
    }
  }
}
