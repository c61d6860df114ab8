import LayoutCore
import LayoutDisplayList

/// UITableViewCell's styles (its `style` constructor argument) with the look UIKit gives
/// their labels at the default content size, in the iOS 13+ light appearance.
enum CellStyle: String, CaseIterable, Sendable {
  case `default`, value1, value2, subtitle

  /// The style a cell's `style` property names (`default` for anything else).
  init(_ value: String?) {
    self = value.flatMap(CellStyle.init(rawValue:)) ?? .default
  }

  /// How `textLabel` looks unless the template says otherwise.
  var textLook: LabelLook {
    switch self {
    case .value2:
      return LabelLook(size: 12, color: nil, alignment: .right)
    default:
      return LabelLook(size: 17, color: .black)
    }
  }

  /// How `detailTextLabel` looks unless the template says otherwise.
  var detailLook: LabelLook {
    switch self {
    case .default, .subtitle: return LabelLook(size: 12, color: CellColors.secondaryLabel)
    case .value1:
      return LabelLook(size: 17, color: CellColors.secondaryLabel, alignment: .right)
    case .value2: return LabelLook(size: 12, color: .black)
    }
  }
}

/// A built-in label's defaults: its font, colour (nil: the tint colour), alignment, whether
/// its text is shown in capitals and how many lines it may take.
struct LabelLook: Sendable {
  var font: FontDescriptor
  var color: Color?
  var alignment: TextAlignment
  var isUppercase = false
  /// The line count unless `numberOfLines` is set (0: as many as the text needs).
  var numberOfLines = 1

  init(
    size: Double, weight: FontWeight = .regular, color: Color?,
    alignment: TextAlignment = .natural, isUppercase: Bool = false, numberOfLines: Int = 1
  ) {
    font = FontDescriptor(family: "system", size: size, weight: weight)
    self.color = color
    self.alignment = alignment
    self.isUppercase = isUppercase
    self.numberOfLines = numberOfLines
  }

  /// Cell labels before a style is known: UILabel's defaults.
  static let standard = LabelLook(size: 17, color: .black)
}

/// The iOS 13+ light-appearance colours of table views and their cells.
package enum CellColors {
  /// `secondaryLabel`: detail text and grouped headers and footers.
  static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// `separator`: the hairline between rows.
  package static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// `tertiaryLabel`-like grey of the disclosure chevron.
  static let chevron = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
  /// `systemGray4`: the selected background of `default` and `gray` selection styles.
  static let selection = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
  /// `systemGroupedBackground`: behind the sections of grouped tables.
  static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
  /// The background of a plain table's section header that shows a title.
  static let plainHeader = Color(red: 247 / 255, green: 247 / 255, blue: 247 / 255)
}

/// One of a cell's built-in labels, whose properties are its name followed by UILabel's.
enum CellLabel: String, Sendable {
  case text = "textLabel"
  case detail = "detailTextLabel"

  /// The label's property names, with `look` where the template sets nothing.
  func names(_ look: LabelLook) -> TextProperties {
    TextProperties(
      text: rawValue + ".text", attributedText: rawValue + ".attributedText",
      font: rawValue + ".font", alignment: rawValue + ".textAlignment",
      numberOfLines: rawValue + ".numberOfLines", lineBreakMode: rawValue + ".lineBreakMode",
      base: TextStyle(
        font: look.font, alignment: look.alignment, numberOfLines: look.numberOfLines))
  }

  /// Whether the node shows the label: it has text and is not hidden.
  func isShown(_ read: PropertyLookup) -> Bool {
    guard (try? read(rawValue + ".isHidden")) != .bool(true),
      let text = try? names(.standard).text(read)
    else { return false }
    return !text.string.isEmpty
  }
}
