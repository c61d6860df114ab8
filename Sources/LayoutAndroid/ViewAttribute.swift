/// The name of an attribute a view reads itself (text, Material, box, drawing), classified
/// once per attribute so that each reader switches on a case rather than comparing the name
/// with every name it knows in turn. Layout params, ConstraintLayout's and percent layouts'
/// attributes are told apart by their prefixes before this.
enum ViewAttribute: String, CaseIterable {
  case text, hint, textOn, textOff, textAllCaps, textAlignment, textDirection, includeFontPadding,
    textColor,
    shadowColor, shadowDx, shadowDy, shadowRadius, textColorHint, textSize, textStyle, gravity,
    maxLines, lines, minLines, letterSpacing, lineSpacingMultiplier, lineSpacingExtra, lineHeight,
    singleLine, scrollHorizontally, ellipsize, id, visibility, background, foreground, alpha,
    elevation,
    cardBackgroundColor, strokeColor, cardCornerRadius, cardElevation, strokeWidth,
    contentPadding, contentPaddingLeft, contentPaddingTop, contentPaddingRight,
    contentPaddingBottom, cardUseCompatPadding, cardPreventCornerOverlap, cardMaxElevation,
    tint, backgroundTint, orientation, divider, showDividers, dividerPadding, dividerHeight,
    spacing,
    weightSum,
    baselineAligned, measureWithLargestChild, fillViewport, ignoreGravity, src, button,
    checkMark, progress, secondaryProgress, max, min, indeterminate, indeterminateOnly,
    progressDrawable, indeterminateDrawable, thumb, rating, numStars, maxWidth, maxHeight,
    track, switchPadding, switchMinWidth, drawablePadding, scaleType, columnCount, rowCount,
    useDefaultMargins, alignmentMode, rowOrderPreserved, columnOrderPreserved, stretchColumns,
    shrinkColumns, collapseColumns, adjustViewBounds, cornerRadius, chipCornerRadius,
    chipStrokeColor, chipBackgroundColor, chipStrokeWidth, insetTop, insetBottom, insetLeft,
    insetRight, chipMinHeight, chipMinTouchTargetSize, iconPadding, fabCustomSize, icon,
    chipIcon, iconTint, chipIconTint, drawableTint, closeIconVisible, closeIconEnabled,
    checkedIconVisible, checkedIconEnabled, closeIconTint, checkedIconTint, fabSize,
    shapeAppearance, shapeAppearanceOverlay, fontFamily, typeface, textFontWeight,
    indicatorSize, indicatorInset, trackThickness, indicatorColor, trackColor, trackCornerRadius,
    indicatorTrackGapSize, trackStopIndicatorSize, indicatorDirectionLinear,
    indicatorDirectionCircular, ems, minEms, maxEms, maxLength, justificationMode,
    dividerThickness, dividerColor, dividerInsetStart, dividerInsetEnd, translationZ, buttonTint,
    thumbTint, trackTint, trackDecoration, trackDecorationTint, progressTint,
    secondaryProgressTint, progressBackgroundTint, indeterminateTint, outlineSpotShadowColor,
    outlineAmbientShadowColor, cropToPadding, foregroundTint, clipToOutline, measureAllChildren,
    foregroundGravity, width, height
  /// A name no reader of this kind knows: read by the few readers that match names by
  /// table (auto-sizing, transforms, compound drawables), else unknown.
  case unlisted = ""

  /// The case of `name`, `unlisted` when no reader of this kind knows it.
  static func named(_ name: String) -> ViewAttribute {
    name.isEmpty ? .unlisted : ViewAttribute(rawValue: name) ?? .unlisted
  }
}
