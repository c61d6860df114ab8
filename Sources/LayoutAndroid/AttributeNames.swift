import LayoutCore

extension AttributeReader {
  /// Every attribute name a view reads (or accepts as inert), the candidates of "did you
  /// mean" for an attribute it does not know.
  static let knownNames: [String] = {
    var names: Set<String> = [
      "layout_width", "layout_height", "layout_gravity", "layout_weight", "minWidth",
      "minHeight", "drawableLeft", "drawableTop", "drawableRight", "drawableBottom",
      "drawableStart", "drawableEnd", "layout_column", "layout_span", "layout_row",
      "layout_rowSpan", "layout_columnSpan", "layout_columnWeight", "layout_rowWeight",
      "rotation", "scaleX", "scaleY", "translationX", "translationY", "transformPivotX",
      "transformPivotY",
    ]
    names.formUnion(ViewAttribute.allCases.map(\.rawValue).filter { !$0.isEmpty })
    names.formUnion(inert)
    names.formUnion(AutoSizeText.attributes)
    names.formUnion(paddingSides.keys)
    names.formUnion(marginSides.keys)
    names.formUnion(AnchorRule.allCases.map(\.rawValue))
    names.formUnion(AnchorRule.aliases.keys)
    names.formUnion(ParentRule.allCases.map(\.rawValue))
    names.formUnion(ParentRule.aliases.keys)
    return names.sorted()
  }()

  /// The hint of an attribute name the reader does not know: the known name it is closest
  /// to, if any.
  static func suggestion(for name: String) -> String? {
    Suggestions.closest(to: name, in: knownNames).map { "did you mean '\($0)'?" }
  }
}
