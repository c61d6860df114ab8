import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIPageControl: a row of 7-point dots, 16 points apart and centred, the `currentPage` one in
/// `currentPageIndicatorTintColor`; 37 points tall, as wide as its dots with 8 points either
/// side. Nothing is drawn for one page when `hidesForSinglePage`.
enum PageControlViewClass {
  static let dot = 7.0
  static let pitch = 16.0
  static let height = 37.0

  static let declaration = ViewClass(
    name: "UIPageControl", superclassName: "UIControl",
    properties: [
      "numberOfPages": PropertySpec(.number, default: .number(0)),
      "currentPage": PropertySpec(.number, default: .number(0)),
      "hidesForSinglePage": PropertySpec(.bool, default: .bool(false)),
      "pageIndicatorTintColor": PropertySpec(.color, default: .color(inactive)),
      "currentPageIndicatorTintColor": PropertySpec(.color, default: .color(.black)),
    ],
    intrinsicContent: .custom { properties, _, _ in
      let pages = max(0, (try properties("numberOfPages").numericValue ?? 0).rounded())
      return Size(width: pages > 0 ? pages * pitch + pitch : 0, height: height)
    },
    draw: ControlShapes.mirroredWhenRightToLeft(draw) { $0.frame.width })

  /// UIKit's dots for the pages not shown: grey at 30%.
  static let inactive = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let pages = Int(max(0, min((node.number("numberOfPages") ?? 0).rounded(), 1000)))
    if pages == 0 || (pages == 1 && node.properties["hidesForSinglePage"] == .bool(true)) {
      return []
    }
    let current = Int((node.number("currentPage") ?? 0).rounded())
    let size = node.frame.size
    let start = (size.width - Double(pages - 1) * pitch - dot) / 2
    return (0..<pages).map { page in
      let color =
        page == current
        ? node.color("currentPageIndicatorTintColor") ?? .black
        : node.color("pageIndicatorTintColor") ?? inactive
      let rect = Rect(
        x: start + Double(page) * pitch, y: (size.height - dot) / 2, width: dot, height: dot)
      return .fill(rect, cornerRadius: dot / 2, color: color)
    }
  }
}
