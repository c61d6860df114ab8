import LayoutCore

/// UITableView's styles: `plain`, and the grouped ones that put sections on a grey
/// background with gaps between them.
package enum TableStyle: String, CaseIterable, Sendable {
  case plain, grouped, insetGrouped

  package init(_ value: String?) {
    self = value.flatMap(TableStyle.init(rawValue:)) ?? .plain
  }

  package var isGrouped: Bool { self != .plain }

  /// The gap above a section without a header template (and below the last section).
  package static let sectionGap = 35.0
  /// The corner radius of an `insetGrouped` section.
  static let cornerRadius = 10.0

  /// How far `insetGrouped` sections sit from the table's sides: UIKit's readable margins,
  /// 16 points on narrow tables and 20 from 375 points wide.
  package func sideInset(tableWidth: Double) -> Double {
    guard self == .insetGrouped else { return 0 }
    return tableWidth < 375 ? 16 : 20
  }
}

/// What a list tells the template of one of its rows about where the row is drawn: the
/// table's style, the row's place in its section and the separators.
package struct ListCellContext: Sendable {
  /// Which part of a section the template draws.
  package enum Role: Sendable { case cell, header, footer }

  package var role: Role
  var style: TableStyle
  package var isFirstInSection = false
  package var isLastInSection = false
  /// The separator below the row, nil with `separatorStyle="none"`.
  var separator: Separator?
  /// How far the table's sections sit from its sides (`insetGrouped`), which headers and
  /// footers indent their text by.
  var sideInset = 0.0

  package init(
    role: Role, style: TableStyle, separator: Separator? = nil, sideInset: Double = 0
  ) {
    self.role = role
    self.style = style
    self.separator = separator
    self.sideInset = sideInset
  }

  /// A table's separator: its colour, and its insets when the table sets them (nil: they
  /// follow the text, as UIKit's automatic insets do).
  package struct Separator: Sendable {
    var color: Color
    var insets: EdgeInsets?

    package init(color: Color, insets: EdgeInsets?) {
      self.color = color
      self.insets = insets
    }
  }

  /// A cell outside a table: no separators, no section.
  static let standalone = ListCellContext(role: .cell, style: .plain)
}
