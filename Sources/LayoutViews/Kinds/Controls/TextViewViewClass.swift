import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UITextView: `text` (or HTML in the body) wrapped on as many lines as it needs, from the top,
/// inside `textContainerInset` (8 points above and below by default) and UIKit's 5-point line
/// fragment padding at each side; white by default; text is clipped to the bounds. `auto` height is
/// the wrapped text plus the insets.
enum TextViewViewClass {
  static let declaration = ViewClass(
    name: "UITextView",
    properties: [
      "backgroundColor": PropertySpec(.color, default: .color(.white)),
      "attributedText": PropertySpec(.attributedString),
    ].adding(PropertyGroups.text(font: font)).adding(
      PropertyGroups.insets(
        "textContainerInset", default: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))),
    intrinsicContent: text.intrinsicContent { (read) throws(DiagnosticError) in
      insets(try read("textContainerInset"))
    }, bodyProperty: "text",
    attributedBodyProperty: "attributedText", draw: draw, textProperties: [text])

  /// UIKit's default: 12 points.
  static let font = FontDescriptor(family: "system", size: 12)
  static let lineFragmentPadding = 5.0

  static let text = TextProperties(
    text: "text", attributedText: "attributedText", font: "font", alignment: "textAlignment",
    base: TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping))

  /// The text container: inside the insets and the line fragment padding.
  static func insets(_ value: Value?) -> EdgeInsets {
    var insets = EdgeInsets.zero
    if case .insets(let given)? = value { insets = given }
    insets.left += lineFragmentPadding
    insets.right += lineFragmentPadding
    return insets
  }

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    var frame = bounds.inset(by: insets(node.properties["textContainerInset"]))
    // Text runs on into the bottom inset, as a scrolled text view shows it.
    frame.size.height = max(0, bounds.height - frame.y)
    return text.items(
      of: node, color: node.color("textColor") ?? .black, frame: frame, placement: .top)
  }
}
