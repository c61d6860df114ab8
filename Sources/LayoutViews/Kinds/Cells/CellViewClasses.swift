import LayoutCore
import LayoutExpressions

/// The cell kinds of lists (Behaviour.md §lists.cells): UITableViewCell with its built-in
/// `textLabel`, `detailTextLabel`, `imageView` and accessory, UITableViewHeaderFooterView with
/// its labels, and UICollectionViewCell; each names itself with `reuseIdentifier`.
enum CellViewClasses {
  static let tableViewCell = ViewClass(
    name: "UITableViewCell",
    properties: identified.adding(cellProperties).adding(backgrounds)
      .adding(label("textLabel")).adding(label("detailTextLabel")).adding(imageView),
    bodyProperty: "textLabel.text", attributedBodyProperty: "textLabel.attributedText",
    draw: CellDrawing.draw,
    textProperties: [CellLabel.text.names(.standard), CellLabel.detail.names(.standard)])

  static let headerFooterView = ViewClass(
    name: "UITableViewHeaderFooterView",
    properties: identified.adding(label("textLabel")).adding(label("detailTextLabel"))
      .adding(["backgroundView.backgroundColor": PropertySpec(.color)]).adding(contentView),
    bodyProperty: "textLabel.text", attributedBodyProperty: "textLabel.attributedText",
    draw: HeaderFooterDrawing.draw,
    textProperties: [CellLabel.text.names(.standard), CellLabel.detail.names(.standard)])

  static let collectionViewCell = ViewClass(
    name: "UICollectionViewCell",
    properties: identified.adding(backgrounds).adding(selection), draw: CellDrawing.draw)

  /// A template names itself with `reuseIdentifier`, which rows may pick it by.
  private static let identified = ["reuseIdentifier": PropertySpec(.string)]

  /// The cell's own look: its style (UIKit's constructor argument), accessory and selection.
  private static var cellProperties: [String: PropertySpec] {
    [
      "style": PropertySpec(
        .enumeration(
          name: "UITableViewCellStyle", cases: CellStyle.allCases.map(\.rawValue)),
        default: .string("default")),
      "accessoryType": PropertySpec(
        .enumeration(
          name: "UITableViewCellAccessoryType", cases: CellAccessory.allCases.map(\.rawValue)),
        default: .string("none")),
      "selectionStyle": PropertySpec(
        .enumeration(
          name: "UITableViewCellSelectionStyle", cases: ["none", "blue", "gray", "default"]),
        default: .string("default")),
    ].adding(selection)
  }

  /// `isSelected` and `isHighlighted`, which show the selected background.
  private static let selection: [String: PropertySpec] = [
    "isSelected": PropertySpec(.bool, default: .bool(false)),
    "isHighlighted": PropertySpec(.bool, default: .bool(false)),
  ]

  /// The views behind the content: `backgroundView`, `selectedBackgroundView` and the
  /// `contentView` itself, each a colour.
  private static let backgrounds: [String: PropertySpec] = [
    "backgroundView.backgroundColor": PropertySpec(.color),
    "selectedBackgroundView.backgroundColor": PropertySpec(.color),
  ].adding(contentView)

  /// The content view's own look: its colour, rounded corners, border and opacity.
  static let contentView: [String: PropertySpec] = [
    "contentView.backgroundColor": PropertySpec(.color),
    "contentView.layer.cornerRadius": PropertySpec(.number, default: .number(0)),
    "contentView.layer.borderWidth": PropertySpec(.number, default: .number(0)),
    "contentView.layer.borderColor": PropertySpec(.color, default: .color(.black)),
    "contentView.alpha": PropertySpec(.number, default: .number(1)),
  ]

  /// A built-in label's UILabel properties under its name (`textLabel.font`); font, colour
  /// and alignment have no default here, as they depend on the cell's style. A cell draws
  /// `highlightedTextColor` while selected or highlighted; a header or footer never is.
  private static func label(_ name: String) -> [String: PropertySpec] {
    [
      "text": PropertySpec(.string),
      "attributedText": PropertySpec(.attributedString),
      "font": PropertySpec(.font),
      "textColor": PropertySpec(.color),
      "highlightedTextColor": PropertySpec(.color),
      "textAlignment": PropertySpec(UIKitEnumeration.textAlignment.type),
      "numberOfLines": PropertySpec(.number),
      "lineBreakMode": PropertySpec(UIKitEnumeration.lineBreakMode.type),
      "isHidden": PropertySpec(.bool, default: .bool(false)),
    ].reduce(into: [:]) { properties, entry in properties[name + "." + entry.key] = entry.value }
  }

  /// `imageView.*`: the cell's image at the leading edge.
  private static let imageView: [String: PropertySpec] = [
    "imageView.image": PropertySpec(.image),
    "imageView.contentMode": PropertySpec(
      UIKitEnumeration.viewContentMode.type, default: .string("scaleToFill")),
    "imageView.tintColor": PropertySpec(.color),
    "imageView.imageRenderingMode": PropertySpec(
      UIKitEnumeration.imageRenderingMode.type, default: .string("automatic")),
    "imageView.isHidden": PropertySpec(.bool, default: .bool(false)),
  ]
}
