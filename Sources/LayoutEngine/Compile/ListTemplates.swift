import LayoutCore
import LayoutExpressions
import LayoutViews

/// The templates of a UITableView or UICollectionView node: each compiled once, then solved
/// once per row with that row's state.
package struct ListTemplates: Sendable {
  /// Which list kind a node is, which decides how its rows are placed.
  package enum Kind: Sendable {
    /// Rows stacked top to bottom at the table's width, with section headers and footers.
    case table
    /// Items placed by a flow layout.
    case collection

    /// The kind of a view class: UITableView, UICollectionView or a subclass of either, or a
    /// controller whose view is one (UITableViewController).
    init?(of viewClass: ViewClass, in registry: ViewClassRegistry) {
      let viewClass = registry.viewKind(ofController: viewClass) ?? viewClass
      if registry.isKind(viewClass, of: "UITableView") {
        self = .table
      } else if registry.isKind(viewClass, of: "UICollectionView") {
        self = .collection
      } else {
        return nil
      }
    }

    /// The class cell templates are, or inherit from.
    var cellClass: String { self == .table ? "UITableViewCell" : "UICollectionViewCell" }

    /// The property holding one section's rows.
    var rowsProperty: String { self == .table ? "rows" : "items" }
  }

  package var kind: Kind
  /// The section header template: a UITableViewHeaderFooterView before the cell templates.
  package var header: CellTemplate?
  /// The cell templates in document order; the first is the default.
  package var cells: [CellTemplate] = []
  /// The section footer template: a UITableViewHeaderFooterView after the cell templates.
  package var footer: CellTemplate?
  /// A table's `tableHeaderView` and `tableFooterView`: its first two children that are not
  /// templates (node indices), placed above the first section and below the last.
  package var headerView: Int?
  package var footerView: Int?

  init(kind: Kind) {
    self.kind = kind
  }

  /// The template a row is drawn with: the one whose `reuseIdentifier` the row's own
  /// `reuseIdentifier` key names, else the first.
  func cell(for row: Value) -> CellTemplate? {
    if case .object(let members) = row, case .string(let name)? = members["reuseIdentifier"],
      let named = cells.first(where: { $0.reuseIdentifier == name })
    {
      return named
    }
    return cells.first
  }
}

/// One cell, header or footer template, compiled as a template of its own whose root is the
/// cell.
package struct CellTemplate: Sendable {
  package var reuseIdentifier: String
  package var template: CompiledTemplate
}
