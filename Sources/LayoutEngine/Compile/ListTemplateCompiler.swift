import LayoutCore
import LayoutExpressions
import LayoutSyntax

/// Children of UITableView and UICollectionView that are cell templates (Behaviour.md §c) are
/// compiled as templates of their own, not as subviews.
extension NodeCompiler {
  /// Whether a child of a list node is one of its templates rather than a subview.
  func isListTemplate(_ child: TemplateNode, in kind: ListTemplates.Kind) -> Bool {
    guard let viewClass = registry.viewClass(named: child.className) else { return false }
    if registry.isKind(viewClass, of: kind.cellClass) { return true }
    return kind == .table && registry.isKind(viewClass, of: "UITableViewHeaderFooterView")
  }

  /// Compiles a template child of list node `list` and files it as the list's cell, section
  /// header or section footer template.
  mutating func compileListTemplate(
    _ child: TemplateNode, list: Int, kind: ListTemplates.Kind, path: NodePath, ordinal: Int
  ) {
    let childFile = child.file ?? templateFile
    let childPath = path.appending(
      NodePath.Component(className: child.className, id: child.id, ordinal: ordinal))
    guard let identifier = literalIdentifier(of: child, path: childPath, file: childFile) else {
      return
    }
    var nested = NodeCompiler(templateFile: childFile, file: childFile, registry: registry)
    nested.compile(sizedToContent(child, kind), parent: nil, path: path, ordinal: ordinal)
    let compiled = nested.finish()
    diagnostics += nested.diagnostics
    guard let compiled else { return }
    file(CellTemplate(reuseIdentifier: identifier, template: compiled), in: list, kind: kind)
  }

  /// A table's cells, headers and footers are as tall as their content unless they say
  /// otherwise, as with UIKit's automatic row height.
  private func sizedToContent(_ child: TemplateNode, _ kind: ListTemplates.Kind) -> TemplateNode {
    guard kind == .table, child.attribute("height") == nil else { return child }
    var sized = child
    sized.attributes.append(
      TemplateAttribute(
        name: "height", value: "auto", nameRange: child.classRange, valueRange: child.classRange))
    return sized
  }

  /// The template's literal `reuseIdentifier`; reports one that is missing.
  private mutating func literalIdentifier(
    of child: TemplateNode, path: NodePath, file childFile: String?
  ) -> String? {
    if let attribute = child.attribute("reuseIdentifier"),
      !ExpressionCompiler.isAbsent(attribute.value), !attribute.value.contains("{")
    {
      return attribute.value
    }
    diagnostics.append(
      Diagnostic(
        .error, code: .missingReuseIdentifier,
        message: "\(child.className) template missing reuseIdentifier", file: childFile,
        range: child.attribute("reuseIdentifier")?.valueRange ?? child.classRange,
        nodePath: path,
        hints: [
          "give it a literal reuseIdentifier=\"…\"; a row picks its template by its own "
            + "reuseIdentifier key, else the first template is used"
        ]))
    return nil
  }

  /// A table's first child that is not a template is its `tableHeaderView`, the second its
  /// `tableFooterView`; later ones are ordinary subviews.
  mutating func fileTableView(_ child: Int, in table: Int) {
    var templates = lists[table] ?? ListTemplates(kind: .table)
    if templates.headerView == nil {
      templates.headerView = child
    } else if templates.footerView == nil {
      templates.footerView = child
    } else {
      return
    }
    lists[table] = templates
  }

  /// Cells in document order; a header-footer template before the first cell is the section
  /// header, one after it the section footer.
  private mutating func file(_ template: CellTemplate, in list: Int, kind: ListTemplates.Kind) {
    var templates = lists[list] ?? ListTemplates(kind: kind)
    let root = template.template.root
    if registry.isKind(root.viewClass, of: kind.cellClass) {
      templates.cells.append(template)
    } else if templates.cells.isEmpty && templates.header == nil {
      templates.header = template
    } else if templates.footer == nil && !templates.cells.isEmpty {
      templates.footer = template
    } else {
      diagnostics.append(
        Diagnostic(
          .error, code: .extraHeaderOrFooter,
          message: "A UITableView takes one section header and one section footer template",
          file: root.file ?? template.template.file, range: root.range,
          nodePath: root.path,
          hints: ["put the header before the cell templates and the footer after them"]))
    }
    lists[list] = templates
  }
}
