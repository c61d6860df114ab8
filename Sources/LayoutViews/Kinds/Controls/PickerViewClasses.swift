import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIPickerView and UIDatePicker with UIKit's wheels, drawn still: 216 points tall, a grey
/// band behind the selected row. A picker view has no rows without its app's data source, so
/// it shows the band alone; a date picker shows its mode's columns at the reference date,
/// 1 January 2001, 12:00 (a template cannot set a date).
enum PickerViewClasses {
  static let height = 216.0
  static let rowHeight = 32.0
  static let font = FontDescriptor(family: "system", size: 21)
  static let band = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

  static let pickerView: ViewClass = {
    var kind = ViewClass(
      name: "UIPickerView",
      intrinsicContent: .custom { _, _, maxWidth in Size(width: maxWidth ?? 0, height: height) },
      draw: { node in [selectionBand(in: node.frame.size)] })
    kind.fillsWidth = true
    kind.inertAttributes = ["showsSelectionIndicator"]
    return kind
  }()

  static let datePicker: ViewClass = {
    var kind = ViewClass(
      name: "UIDatePicker", superclassName: "UIControl",
      properties: [
        "datePickerMode": PropertySpec(
          UIKitEnumeration.datePickerMode.type, default: .string("dateAndTime"))
      ],
      intrinsicContent: .custom { _, _, maxWidth in Size(width: maxWidth ?? 0, height: height) },
      draw: drawDatePicker)
    kind.fillsWidth = true
    kind.inertAttributes = [
      "date", "minimumDate", "maximumDate", "countDownDuration", "minuteInterval", "locale",
      "calendar", "timeZone", "preferredDatePickerStyle",
    ]
    return kind
  }()

  /// Each mode's columns: the rows around the selected one (third of five), and how wide the
  /// column is relative to the others.
  static func columns(for mode: String?) -> [(rows: [String], share: Double)] {
    let hours = (["10", "11", "12", "1", "2"], 1.0)
    let minutes = (["58", "59", "00", "01", "02"], 1.0)
    let meridiem = (["", "", "PM", "", ""], 1.0)
    switch mode {
    case "date":
      return [
        (["November", "December", "January", "February", "March"], 2.2),
        (["30", "31", "1", "2", "3"], 1), (["1999", "2000", "2001", "2002", "2003"], 1.4),
      ]
    case "time": return [hours, minutes, meridiem]
    case "countDownTimer":
      return [(["", "", "0 hours", "1", "2"], 1.5), (["", "", "0 min", "1", "2"], 1.5)]
    default:
      return [
        (["Sat 30 Dec", "Sun 31 Dec", "Mon 1 Jan", "Tue 2 Jan", "Wed 3 Jan"], 2.4), hours,
        minutes, meridiem,
      ]
    }
  }

  @Sendable static func drawDatePicker(_ node: SolvedNode) -> [DisplayItem] {
    let size = node.frame.size
    var items = [selectionBand(in: size)]
    let columns = columns(for: node.string("datePickerMode"))
    let total = columns.map(\.share).reduce(0, +)
    var x = 16.0
    let usable = max(0, size.width - 32)
    for column in columns {
      let width = usable * column.share / total
      for (row, text) in column.rows.enumerated() where !text.isEmpty {
        let distance = abs(row - 2)
        let y = size.height / 2 + Double(row - 2) * rowHeight - rowHeight / 2
        let color = Color(white: 0, alpha: distance == 0 ? 1 : distance == 1 ? 0.45 : 0.2)
        items.append(
          .text(
            TextItem(
              text: text, style: TextStyle(font: font, alignment: .center), color: color,
              frame: Rect(x: x, y: y, width: width, height: rowHeight))))
      }
      x += width
    }
    return items
  }

  /// The band behind the selected row.
  static func selectionBand(in size: Size) -> DisplayItem {
    .fill(
      Rect(
        x: 8, y: (size.height - rowHeight) / 2, width: max(0, size.width - 16), height: rowHeight),
      cornerRadius: 8, color: band)
  }
}
