import LayoutCore
import LayoutDisplayList
import LayoutExpressions

/// UIStepper: a rounded 94×32 control split in two, a minus and a plus, each greyed when
/// `value` has reached its end of `minimumValue...maximumValue` (unless the stepper `wraps`).
enum StepperViewClass {
  static let size = Size(width: 94, height: 32)

  static let declaration: ViewClass = {
    var kind = ViewClass(
      name: "UIStepper", superclassName: "UIControl",
      properties: [
        "value": PropertySpec(.number, default: .number(0)),
        "minimumValue": PropertySpec(.number, default: .number(0)),
        "maximumValue": PropertySpec(.number, default: .number(100)),
        "stepValue": PropertySpec(.number, default: .number(1)),
        "wraps": PropertySpec(.bool, default: .bool(false)),
      ],
      intrinsicContent: .custom { _, _, _ in size },
      draw: ControlShapes.fadedWhenDisabled(draw))
    kind.inertAttributes = [
      "autorepeat", "isContinuous", "backgroundImage", "dividerImage", "incrementImage",
      "decrementImage",
    ]
    return kind
  }()

  @Sendable static func draw(_ node: SolvedNode) -> [DisplayItem] {
    let bounds = Rect(origin: .zero, size: node.frame.size)
    let value = node.number("value") ?? 0
    let wraps = node.properties["wraps"] == .bool(true)
    let canDecrease = wraps || value > (node.number("minimumValue") ?? 0)
    let canIncrease = wraps || value < (node.number("maximumValue") ?? 100)
    let half = bounds.width / 2
    let midY = bounds.height / 2
    let symbol = min(14, half / 3)
    let enabled = Color.black
    var items: [DisplayItem] = [
      .fill(bounds, cornerRadius: 8, color: SystemColors.segmentBackground),
      .fill(
        Rect(x: half - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16)),
        cornerRadius: 0, color: SystemColors.divider),
    ]
    let minusColor = canDecrease ? enabled : SystemColors.disabled
    let plusColor = canIncrease ? enabled : SystemColors.disabled
    items.append(
      ControlShapes.bar(
        from: half / 2 - symbol / 2, to: half / 2 + symbol / 2, midY: midY, height: 2,
        color: minusColor))
    let plusX = half * 1.5
    items.append(
      ControlShapes.bar(
        from: plusX - symbol / 2, to: plusX + symbol / 2, midY: midY, height: 2, color: plusColor))
    items.append(
      .fill(
        Rect(x: plusX - 1, y: midY - symbol / 2, width: 2, height: symbol), cornerRadius: 1,
        color: plusColor))
    return items
  }
}
