/// Attributes UIKit kinds accept that change nothing in a still image: actions, input traits,
/// scrolling behaviour, accessibility. Templates written for an app set them, so they are
/// known (never "Unknown property") and otherwise ignored (Behaviour.md §c.inert).
enum InertAttributes {
  /// Every view's: identification, accessibility, interaction and layout-engine settings.
  static let view: Set<String> = [
    "tag", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch",
    "isOpaque", "clearsContextBeforeDrawing", "contentScaleFactor", "autoresizesSubviews",
    "translatesAutoresizingMaskIntoConstraints", "autoresizingMask",
    "preservesSuperviewLayoutMargins",
    "insetsLayoutMarginsFromSafeArea", "tintAdjustmentMode", "maskView", "restorationIdentifier",
    "contentHuggingPriority.horizontal", "contentHuggingPriority.vertical",
    "contentCompressionResistancePriority.horizontal",
    "contentCompressionResistancePriority.vertical", "isAccessibilityElement",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityTraits", "accessibilityViewIsModal", "accessibilityElementsHidden",
    "shouldGroupAccessibilityChildren", "focusGroupIdentifier", "layer.shouldRasterize",
    "layer.rasterizationScale", "layer.allowsEdgeAntialiasing", "layer.edgeAntialiasingMask",
    "layer.minificationFilter", "layer.magnificationFilter", "layer.drawsAsynchronously",
    "layer.isDoubleSided", "layer.zPosition", "layer.anchorPointZ", "layer.name",
    "layer.shadowPath",
  ]

  /// UIControl's events, which name actions in the app's code.
  static let controlEvents: Set<String> = [
    "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
    "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
    "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
    "editingDidEndOnExit", "allTouchEvents", "allEditingEvents", "allEvents", "menu",
    "showsMenuAsPrimaryAction", "isContextMenuInteractionEnabled",
  ]

  /// UITextInputTraits: keyboard and correction settings of text inputs.
  static let textInputTraits: Set<String> = [
    "autocapitalizationType", "autocorrectionType", "spellCheckingType", "smartQuotesType",
    "smartDashesType", "smartInsertDeleteType", "keyboardType", "keyboardAppearance",
    "returnKeyType", "enablesReturnKeyAutomatically", "isSecureTextEntry", "textContentType",
    "passwordRules", "inputView", "inputAccessoryView", "clearsOnBeginEditing",
    "clearsOnInsertion", "allowsEditingTextAttributes", "isEditable", "isSelectable",
    "dataDetectorTypes", "linkTextAttributes", "typingAttributes",
  ]

  /// UIScrollView's scrolling behaviour.
  static let scrollView: Set<String> = [
    "contentInsetAdjustmentBehavior", "scrollIndicatorInsets", "scrollIndicatorInsets.top",
    "scrollIndicatorInsets.left", "scrollIndicatorInsets.bottom", "scrollIndicatorInsets.right",
    "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets", "isPagingEnabled",
    "isScrollEnabled", "isDirectionalLockEnabled", "showsHorizontalScrollIndicator",
    "showsVerticalScrollIndicator", "indicatorStyle", "alwaysBounceHorizontal",
    "alwaysBounceVertical", "bounces", "bouncesZoom", "zoomScale", "minimumZoomScale",
    "maximumZoomScale", "decelerationRate", "keyboardDismissMode", "indexDisplayMode",
    "scrollsToTop", "delaysContentTouches", "canCancelContentTouches", "refreshControl",
    "automaticallyAdjustsScrollIndicatorInsets",
  ]

  /// UITableView's and UICollectionView's editing, selection and estimate settings.
  static let list: Set<String> = [
    "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
    "allowsMultipleSelectionDuringEditing", "isEditing", "estimatedSectionHeaderHeight",
    "estimatedSectionFooterHeight", "cellLayoutMarginsFollowReadableWidth",
    "remembersLastFocusedIndexPath", "dragInteractionEnabled", "isPrefetchingEnabled",
    "sectionIndexColor", "sectionIndexBackgroundColor", "sectionIndexTrackingBackgroundColor",
    "sectionIndexMinimumDisplayRowCount", "separatorEffect", "insetsContentViewsToSafeArea",
    "reorderingCadence", "collectionViewLayout.estimatedItemSize",
    "collectionViewLayout.sectionInsetReference", "collectionViewLayout.headerReferenceSize",
    "collectionViewLayout.footerReferenceSize",
    "collectionViewLayout.sectionHeadersPinToVisibleBounds",
    "collectionViewLayout.sectionFootersPinToVisibleBounds",
  ]

  /// UILabel's settings that change nothing headless.
  static let label: Set<String> = [
    "allowsDefaultTighteningForTruncation", "baselineAdjustment", "preferredMaxLayoutWidth",
    "highlightedTextColor", "isHighlighted", "isEnabled", "adjustsFontForContentSizeCategory",
    "showsExpansionTextWhenTruncated", "lineBreakStrategy",
  ]

  /// UIImageView's animation and highlighting.
  static let imageView: Set<String> = [
    "highlightedImage", "isHighlighted", "animationImages", "highlightedAnimationImages",
    "animationDuration", "animationRepeatCount", "isAnimating",
    "adjustsImageSizeForAccessibilityContentSizeCategory",
    "preferredSymbolConfiguration",
  ]
}
