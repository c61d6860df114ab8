import LayoutCore
import LayoutViews

/// Warnings for what a box ignores in its items (Behaviour.md §boxes): positions (the box
/// places its items), options its kind does not read, and `flex` beside a size on the box's
/// axis (the size wins).
enum BoxItemCheck {
  private static let positions: [LayoutProperty] = [
    .left, .right, .leading, .trailing, .centerX, .top, .bottom, .centerY, .firstBaseline,
    .lastBaseline,
  ]

  /// A warning for each ignored attribute of `item`, located at it.
  static func warnings(for item: CompiledNode, in box: CompiledNode, file: String?)
    -> [Diagnostic]
  {
    guard let kind = box.box else { return [] }
    var found: [(attribute: String, message: String, hint: String)] = []
    for position in positions where item.has(position) {
      found.append(
        (
          position.rawValue, "\(kind.rawValue) places its items: \(position.name) is ignored",
          "give the item margins, or move it out of the box"
        ))
    }
    // A box inside a box: its own `align` is not an item option.
    let ownAlign = item.box?.isStack == true
    for option in ignoredOptions(of: kind) where item.has(option) {
      if ownAlign && option == .align { continue }
      found.append(
        (
          option.name, "\(kind.rawValue) does not read \(option.name)",
          kind.isStack
            ? "halign and valign are for items of Relative" : "flex and align are for VBox and HBox"
        ))
    }
    if let size = mainSize(of: kind), item.has(.flex), item.has(size) {
      found.append(
        (
          "flex", "flex is ignored: the item's \(size.name) is set",
          "remove the \(size.name) or the flex"
        ))
    }
    return found.map { attribute, message, hint in
      Diagnostic(
        .warning, code: .boxIgnored, message: message, file: file,
        range: item.sourceRange(for: attribute), nodePath: item.path, attribute: attribute,
        hints: [hint])
    }
  }

  /// The size along a stacking box's axis.
  static func mainSize(of kind: BoxKind) -> LayoutProperty? {
    switch kind {
    case .vbox: return .height
    case .hbox: return .width
    case .relative, .fit: return nil
    }
  }

  private static func ignoredOptions(of kind: BoxKind) -> [FrequentProperty] {
    switch kind {
    case .vbox, .hbox: return [.halign, .valign]
    case .relative: return [.flex, .align]
    case .fit: return [.flex, .align, .halign, .valign]
    }
  }
}
