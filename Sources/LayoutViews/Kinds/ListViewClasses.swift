import LayoutCore
import LayoutExpressions

/// UITableView and UICollectionView with their cell kinds: lists whose rows are rendered from
/// cell templates, one per element of an array in state.
enum ListViewClasses {
  static var all: [ViewClass] {
    [
      tableView, CellViewClasses.tableViewCell, CellViewClasses.headerFooterView, collectionView,
      CellViewClasses.collectionViewCell,
    ]
  }

  /// The data properties of both list kinds: the rows (or items) of one section, or sections.
  private static func dataProperties(_ rows: String) -> [String: PropertySpec] {
    [rows: PropertySpec(.any), "sections": PropertySpec(.any)]
  }

  static let tableView = ViewClass(
    name: "UITableView", superclassName: "UIScrollView",
    properties: dataProperties("rows").merging([
      "style": PropertySpec(
        .enumeration(name: "UITableViewStyle", cases: TableStyle.allCases.map(\.rawValue)),
        default: .string("plain")),
      "separatorStyle": PropertySpec(
        .enumeration(
          name: "UITableViewCellSeparatorStyle", cases: ["none", "singleLine", "singleLineEtched"]),
        default: .string("singleLine")),
      // UIKit's `separator` colour unless set.
      "separatorColor": PropertySpec(.color),
      // UITableView.automaticDimension (-1): rows are as tall as their content.
      "rowHeight": PropertySpec(.number, default: .number(-1)),
      // Layout sets 44, the height `%` row heights refer to with automatic rows.
      "estimatedRowHeight": PropertySpec(.number, default: .number(44)),
    ]) { first, _ in first }
    // Automatic (following each cell's text) unless the template sets one of them.
    .adding(
      PropertyGroups.insets(
        "separatorInset", default: EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))),
    isScrollContainer: true, draw: TableBackground.draw)

  static let collectionView = ViewClass(
    name: "UICollectionView", superclassName: "UIScrollView",
    properties: dataProperties("items").merging(flowLayoutProperties) { first, _ in first },
    isScrollContainer: true)

  /// `collectionViewLayout.*`: the flow layout every collection view has, with UIKit's
  /// defaults (50×50 items, 10 points between items and lines).
  private static var flowLayoutProperties: [String: PropertySpec] {
    let properties: [String: PropertySpec] = [
      "itemSize": PropertySpec(.size, default: .size(Size(width: 50, height: 50))),
      "itemSize.width": PropertySpec(.length(.horizontal)),
      "itemSize.height": PropertySpec(.length(.vertical)),
      "minimumInteritemSpacing": PropertySpec(.number, default: .number(10)),
      "minimumLineSpacing": PropertySpec(.number, default: .number(10)),
      "sectionInset": PropertySpec(.insets, default: .insets(.zero)),
      "sectionInset.top": PropertySpec(.length(.vertical)),
      "sectionInset.left": PropertySpec(.length(.horizontal)),
      "sectionInset.bottom": PropertySpec(.length(.vertical)),
      "sectionInset.right": PropertySpec(.length(.horizontal)),
      "scrollDirection": PropertySpec(
        UIKitEnumeration.collectionViewScrollDirection.type,
        default: .string("vertical")),
    ]
    return Dictionary(
      uniqueKeysWithValues: properties.map { ("collectionViewLayout." + $0.key, $0.value) })
  }
}
