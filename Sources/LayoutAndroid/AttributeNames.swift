import LayoutCore

extension AttributeReader {
  /// Every attribute name a view reads (or accepts as inert), the candidates of "did you
  /// mean" for an attribute it does not know.
  static let knownNames: [String] = {
    var names: Set<String> = [
      "id", "visibility", "background", "alpha", "orientation", "weightSum", "baselineAligned",
      "measureWithLargestChild", "fillViewport", "ignoreGravity", "src", "scaleType",
      "layout_width", "layout_height", "layout_gravity", "layout_weight", "minWidth",
      "minHeight", "text", "hint", "textColor", "textSize", "textStyle", "gravity", "maxLines",
      "lines", "singleLine", "ellipsize", "tint", "backgroundTint", "button", "checkMark",
      "drawablePadding", "drawableLeft", "drawableTop", "drawableRight", "drawableBottom",
      "drawableStart", "drawableEnd", "progress", "secondaryProgress", "max", "min",
      "indeterminate", "indeterminateOnly", "progressDrawable", "indeterminateDrawable", "thumb",
      "track", "switchPadding", "switchMinWidth", "maxWidth", "maxHeight", "textOn", "textOff",
      "textColorHint", "adjustViewBounds", "foreground", "layout_column", "layout_span",
      "stretchColumns", "shrinkColumns", "collapseColumns", "columnCount", "rowCount",
      "layout_row", "layout_rowSpan", "layout_columnSpan", "layout_columnWeight",
      "layout_rowWeight", "useDefaultMargins", "alignmentMode", "fontFamily", "typeface",
      "includeFontPadding", "textAlignment", "rotation", "scaleX", "scaleY", "translationX",
      "translationY", "transformPivotX", "transformPivotY",
      "textFontWeight",
    ]
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
