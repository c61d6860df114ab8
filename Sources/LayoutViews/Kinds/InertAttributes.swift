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
    "scrollIndicatorInsets", "scrollIndicatorInsets.top",
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

  /// Other kinds' settings that change nothing in a still image, by class.
  static let byClass: [String: Set<String>] = [
    "UIView": ["contentMode"],
    "UIStackView": ["isBaselineRelativeArrangement"],
    "UITableView": ["separatorInsetReference"],
    "UITableViewCell": contentView.union(["focusStyle"]),
    "UITableViewHeaderFooterView": contentView,
    "UICollectionViewCell": contentView,
    "UITextField": ["clearButtonMode", "leftViewMode", "rightViewMode"],
    "UISwitch": ["onImage", "offImage"],
    "UISegmentedControl": ["isMomentary"],
    "UIProgressView": ["progressViewStyle"],
    "UIActivityIndicatorView": ["hidesWhenStopped"],
  ]

  /// A cell's content view settings that change nothing drawn here.
  static let contentView: Set<String> = [
    "contentView.clipsToBounds", "contentView.layer.masksToBounds", "contentView.layoutMargins",
    "contentView.layoutMargins.top", "contentView.layoutMargins.left",
    "contentView.layoutMargins.bottom", "contentView.layoutMargins.right",
    "contentView.directionalLayoutMargins", "contentView.preservesSuperviewLayoutMargins",
    "contentView.insetsLayoutMarginsFromSafeArea", "contentView.isUserInteractionEnabled",
    "contentView.translatesAutoresizingMaskIntoConstraints", "contentView.tag",
  ]

  /// UIImageView's animation and highlighting.
  static let imageView: Set<String> = [
    "highlightedImage", "isHighlighted", "animationImages", "highlightedAnimationImages",
    "animationDuration", "animationRepeatCount", "isAnimating",
    "adjustsImageSizeForAccessibilityContentSizeCategory",
    "preferredSymbolConfiguration",
  ]
}

/// UIKit properties with a visual effect this renderer does not draw, by class, each with a
/// hint; they are accepted with a `not-drawn` warning (Behaviour.md §c.inert).
enum UndrawnAttributes {
  static let byClass: [String: [String: String]] = [
    "UIView": [
      "transform": "use transform.rotation, transform.scale and transform.translation",
      "layer.transform": "use transform.rotation, transform.scale and transform.translation",
      "layer.sublayerTransform": "transform each child instead",
      "layer.affineTransform": "use transform.rotation, transform.scale and transform.translation",
      "layer.contentsRect": "layer.contents is drawn whole",
      "layer.contentsCenter": "layer.contents is drawn whole",
      "layer.maskedCorners": "layer.cornerRadius rounds every corner",
      "directionalLayoutMargins": "use layoutMargins",
      "directionalLayoutMargins.top": "use layoutMargins",
      "directionalLayoutMargins.leading": "use layoutMargins",
      "directionalLayoutMargins.bottom": "use layoutMargins",
      "directionalLayoutMargins.trailing": "use layoutMargins",
    ],
    "UIButton": [
      "titleShadowColor": "the title is drawn without a shadow",
      "titleEdgeInsets": "use contentEdgeInsets", "imageEdgeInsets": "use contentEdgeInsets",
      "imageView.contentMode": "the image is drawn at its size",
    ],
    "UITextField": [
      "background": "use backgroundColor", "disabledBackground": "use backgroundColor",
      "adjustsFontSizeToFitWidth": "the text keeps its font size",
      "minimumFontSize": "the text keeps its font size",
    ],
    "UISlider": [
      "minimumValueImage": "the track is drawn without images",
      "maximumValueImage": "the track is drawn without images",
      "thumbImage": "the thumb is drawn as UIKit's",
      "minimumTrackImage": "the track is drawn plain",
      "maximumTrackImage": "the track is drawn plain",
    ],
    "UISegmentedControl": [
      "apportionsSegmentWidthsByContent": "segments share the width equally",
      "backgroundImage": "use backgroundColor", "dividerImage": "dividers are drawn as UIKit's",
      "titleFont": "titles are drawn in the system font at 13 points",
      "selectedTitleColor": "use titleColor",
      "contentPositionAdjustment": "titles are centred in their segments",
    ],
    "UIProgressView": [
      "progressImage": "use progressTintColor", "trackImage": "use trackTintColor",
    ],
    "UITableView": ["sectionHeaderHeight": "section headers size to their content"],
    "UITableViewCell": ["indentationLevel": "cells are drawn without indentation"],
  ]
}

/// Other names UIKit and Layout give properties, by class: a button's `normalTitle` is its
/// `title` (the normal state's, which is what a still render shows).
enum AttributeAliases {
  static let byClass: [String: [String: String]] = [
    "UIButton": [
      "normalTitle": "title", "normalAttributedTitle": "attributedTitle",
      "normalTitleColor": "titleColor", "normalImage": "image",
      "normalBackgroundImage": "backgroundImage",
    ],
    "UIActivityIndicatorView": ["activityIndicatorViewStyle": "style"],
    "UISegmentedControl": ["normalTitleColor": "titleColor", "normalTitleFont": "titleFont"],
    "UISlider": ["normalThumbImage": "thumbImage"],
  ]

  /// A button's other states: a still render shows the normal state, so they draw nothing.
  static let buttonStates: Set<String> = {
    var names: Set<String> = []
    for state in ["highlighted", "disabled", "selected", "focused"] {
      for part in [
        "Title", "AttributedTitle", "TitleColor", "TitleShadowColor", "Image",
        "BackgroundImage",
      ] {
        names.insert(state + part)
      }
    }
    return names.union(["adjustsImageWhenHighlighted", "adjustsImageWhenDisabled"])
  }()
}
