import LayoutCore
import LayoutExpressions
import LayoutViews

/// One item of a box with its options resolved (Behaviour.md §boxes): its margins (each side
/// from its own option, else `margins`, else the box's `defaultMargins`, else 0), its flex,
/// its alignment overrides, the sizes it sets and its intrinsic size.
struct BoxItem {
  let node: Int
  let margins: EdgeInsets
  /// The item's flex; nil without one, or when a size on the box's axis overrides it.
  let flex: Double?
  /// `align` for this item in a VBox or HBox, nil to follow the box's.
  let align: BoxAlignment?
  /// `halign` and `valign` for this item in a Relative box.
  let halign: BoxAlignment?
  let valign: BoxAlignment?
  /// Sizes the item's `width` and `height` expressions set.
  let width: Double?
  let height: Double?
  /// Whether the item is a box itself, laid out in the same constraint system.
  let isBox: Bool
  /// The size the item's content wants, per axis: nil for views with no intrinsic size (plain
  /// views and boxes).
  var intrinsicWidth: Double?
  var intrinsicHeight: Double?
  /// Whether the item is text that may wrap onto several lines.
  let wraps: Bool

  /// Reads the item's options; `flex` of 0 or less and margins that are not numbers are
  /// errors located at their attributes.
  init(_ node: Int, in box: Int, kind: BoxKind, session: SolverSession) throws(DiagnosticError) {
    self.node = node
    let compiled = session.template.nodes[node]
    let reader = OptionReader(session: session, node: node)
    let defaults = try OptionReader(session: session, node: box).insets(.defaultMargins)
    let tuple = try reader.insets(.margins)
    margins = EdgeInsets(
      top: try reader.number(.marginTop) ?? tuple?.top ?? defaults?.top ?? 0,
      left: try reader.number(.marginLeft) ?? tuple?.left ?? defaults?.left ?? 0,
      bottom: try reader.number(.marginBottom) ?? tuple?.bottom ?? defaults?.bottom ?? 0,
      right: try reader.number(.marginRight) ?? tuple?.right ?? defaults?.right ?? 0)
    let flex = kind.isStack ? try reader.number(.flex) : nil
    if let flex, !(flex > 0) {
      throw reader.invalid(
        "flex", "flex must be more than 0, not \(Value.number(flex).description)",
        hint: "flex values are proportions: 1 and 2 give a third and two thirds")
    }
    let mainSize = BoxItemCheck.mainSize(of: kind)
    self.flex = mainSize.map { compiled.has($0) } == true ? nil : flex
    isBox = compiled.box != nil
    align = isBox ? nil : try reader.string(.align).map { BoxAlignment($0) ?? .center }
    halign = try reader.string(.halign).flatMap { BoxAlignment($0, relative: true) }
    valign = try reader.string(.valign).flatMap { BoxAlignment($0, relative: true) }
    width = try reader.size(.width)
    height = try reader.size(.height)
    let isText = if case .text = compiled.intrinsicContent { true } else { false }
    let lines = try session.value(node, .numberOfLines).numericValue ?? 0
    wraps = isText && lines != 1
    let content = FrameDefaults(session: session, node: node)
    intrinsicWidth = try content.contentSize(.horizontal, atWidth: nil)
    intrinsicHeight = try content.contentSize(.vertical, atWidth: width)
  }

  /// Measures a wrapping text item's height again at the width it was given.
  mutating func wrap(at width: Double, session: SolverSession) throws(DiagnosticError) {
    intrinsicHeight = try FrameDefaults(session: session, node: node).contentSize(
      .vertical, atWidth: width)
  }

  /// The item's options as the box reads them.
  private struct OptionReader {
    let session: SolverSession
    let node: Int

    func number(_ option: FrequentProperty) throws(DiagnosticError) -> Double? {
      let value = try session.value(node, option)
      return value.isNull ? nil : value.numericValue
    }

    func string(_ option: FrequentProperty) throws(DiagnosticError) -> String? {
      if case .string(let value) = try session.value(node, option) { return value }
      return nil
    }

    /// A size the item's own expression sets, nil without one.
    func size(_ property: LayoutProperty) throws(DiagnosticError) -> Double? {
      guard let expression = session.template.nodes[node].layoutExpressions[property.slot]
      else { return nil }
      return try session.evaluate(expression, of: .layout(node, property)).numericValue ?? 0
    }

    /// Margins given as "top, left, bottom, right", one number for all four sides, or insets.
    func insets(_ option: FrequentProperty) throws(DiagnosticError) -> EdgeInsets? {
      let name = option.name
      switch try session.value(node, option) {
      case .null: return nil
      case .insets(let insets): return insets
      case .number(let all): return EdgeInsets(top: all, left: all, bottom: all, right: all)
      case .array(let sides) where sides.count == 4 && sides.allSatisfy({ $0.numericValue != nil }):
        let numbers = sides.map { $0.numericValue! }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
      case let other:
        throw invalid(
          name, "\(name) must be four numbers (top, left, bottom, right), not \(other)",
          hint: "write \(name)=\"10, 20, 0, 20\", or one number for all four sides")
      }
    }

    func invalid(_ attribute: String, _ message: String, hint: String) -> DiagnosticError {
      let compiled = session.template.nodes[node]
      return DiagnosticError(
        .error, code: .invalidBoxOption, message: message,
        file: compiled.file(for: attribute) ?? session.template.file,
        range: compiled.sourceRange(for: attribute), nodePath: compiled.path,
        attribute: attribute, hints: [hint])
    }
  }
}

/// Where a box puts an item on an axis, from the seed's words: `align`'s start, center, end
/// and stretch, and a Relative box's `halign` and `valign`, whose left and top are the start
/// and right and bottom the end.
enum BoxAlignment {
  case start, center, end, stretch

  /// The alignment a word names (one of `halign`'s and `valign`'s when `relative`); nil for
  /// a word that names none.
  init?(_ word: String, relative: Bool = false) {
    switch (word, relative) {
    case ("start", false), ("left", true), ("top", true): self = .start
    case ("center", _): self = .center
    case ("end", false), ("right", true), ("bottom", true): self = .end
    case ("stretch", false): self = .stretch
    default: return nil
    }
  }
}
