import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Every class and property of UIKit's views and controllers that templates for iOS apps use
/// is known (Behaviour.md §c and §c.inert): drawn, accepted with no visual effect, or accepted
/// with a warning that it is not drawn; never an "Unknown property".
@Suite struct PropertyInventoryTests {
  @Test func everyListedPropertyIsKnown() {
    let registry = ViewClassRegistry.standard
    var unknown: [String] = []
    for (className, names) in inventory {
      guard let kind = registry.viewClass(named: className) else {
        unknown.append(className)
        continue
      }
      let properties = registry.properties(of: kind)
      let inert = registry.inertAttributes(of: kind)
      for written in names.split(whereSeparator: \.isWhitespace).map(String.init) {
        let property = ControllerAttributes.property(for: written, of: kind, in: registry).name
        let name = registry.resolvingAlias(property, of: kind)
        let isKnown =
          properties[name] != nil || inert.contains(name) || nodeAttributes.contains(name)
          || registry.undrawnHint(name, of: kind) != nil
        if !isKnown {
          unknown.append("\(className).\(written)")
        }
      }
    }
    #expect(unknown.isEmpty, "unknown: \(unknown.joined(separator: ", "))")
  }

  /// Attributes every node takes.
  let nodeAttributes: Set<String> = ["id", "outlet", "delegate", "dataSource"]
}

/// Every property the views-and-controllers inventory lists, by class.
let inventory: [(String, String)] = [
  (
    "UIView",
    """
    backgroundColor alpha isHidden isOpaque clipsToBounds contentMode tintColor
    tintAdjustmentMode transform semanticContentAttribute layoutMargins layoutMargins.top
    directionalLayoutMargins directionalLayoutMargins.top directionalLayoutMargins.leading
    directionalLayoutMargins.bottom directionalLayoutMargins.trailing tag maskView
    contentScaleFactor translatesAutoresizingMaskIntoConstraints
    contentHuggingPriority.horizontal contentHuggingPriority.vertical
    contentCompressionResistancePriority.horizontal
    contentCompressionResistancePriority.vertical accessibilityLabel layer.backgroundColor
    layer.borderColor layer.borderWidth layer.cornerRadius layer.masksToBounds layer.opacity
    layer.isHidden layer.shadowColor layer.shadowOpacity layer.shadowRadius
    layer.shadowOffset layer.shadowOffset.width layer.shadowOffset.height layer.shadowPath
    layer.contents layer.contentsGravity layer.contentsRect layer.contentsCenter
    layer.anchorPoint layer.anchorPoint.x layer.anchorPoint.y layer.anchorPointZ
    layer.transform layer.sublayerTransform layer.affineTransform layer.zPosition
    layer.isDoubleSided layer.allowsEdgeAntialiasing layer.edgeAntialiasingMask
    layer.maskedCorners layer.minificationFilter layer.magnificationFilter
    layer.shouldRasterize layer.rasterizationScale
    """
  ),
  (
    "UILabel",
    """
    text attributedText font textColor textAlignment numberOfLines lineBreakMode
    adjustsFontSizeToFitWidth minimumScaleFactor allowsDefaultTighteningForTruncation
    baselineAdjustment highlightedTextColor isHighlighted shadowColor shadowOffset
    preferredMaxLayoutWidth isEnabled
    """
  ),
  (
    "UIImageView",
    """
    image highlightedImage isHighlighted animationImages isAnimating contentMode tintColor
    """
  ),
  (
    "UIControl",
    """
    isEnabled isSelected isHighlighted contentHorizontalAlignment contentVerticalAlignment
    touchDown touchDownRepeat touchDragInside touchDragOutside touchDragEnter touchDragExit
    touchUpInside touchUpOutside touchCancel valueChanged primaryActionTriggered
    editingDidBegin editingChanged editingDidEnd editingDidEndOnExit allTouchEvents
    allEditingEvents allEvents
    """
  ),
  (
    "UIButton",
    """
    type title attributedTitle titleColor titleShadowColor image backgroundImage normalTitle
    highlightedTitle disabledTitle selectedTitle focusedTitle normalTitleColor
    highlightedTitleColor selectedImage normalBackgroundImage titleLabel.font
    imageView.contentMode contentEdgeInsets titleEdgeInsets imageEdgeInsets
    adjustsImageWhenHighlighted adjustsImageWhenDisabled
    """
  ),
  (
    "UIStackView",
    """
    axis distribution alignment spacing isBaselineRelativeArrangement
    isLayoutMarginsRelativeArrangement
    """
  ),
  (
    "UIScrollView",
    """
    contentSize contentSize.width contentSize.height contentOffset contentOffset.x
    contentOffset.y contentInset contentInset.top contentInset.left contentInset.bottom
    contentInset.right contentInsetAdjustmentBehavior scrollIndicatorInsets isPagingEnabled
    showsHorizontalScrollIndicator showsVerticalScrollIndicator indicatorStyle
    alwaysBounceHorizontal alwaysBounceVertical zoomScale minimumZoomScale maximumZoomScale
    decelerationRate keyboardDismissMode indexDisplayMode
    """
  ),
  (
    "UITableView",
    """
    style rowHeight estimatedRowHeight separatorStyle separatorColor separatorInset
    separatorInsetReference sectionHeaderHeight
    """
  ),
  (
    "UITableViewCell",
    """
    style textLabel.text detailTextLabel.text imageView.image contentView.backgroundColor
    backgroundView.backgroundColor selectedBackgroundView.backgroundColor accessoryType
    selectionStyle focusStyle indentationLevel reuseIdentifier
    """
  ),
  (
    "UITableViewHeaderFooterView",
    """
    textLabel.text detailTextLabel.text contentView.backgroundColor reuseIdentifier
    """
  ),
  (
    "UICollectionView",
    """
    collectionViewLayout.itemSize collectionViewLayout.itemSize.width
    collectionViewLayout.itemSize.height collectionViewLayout.minimumInteritemSpacing
    collectionViewLayout.minimumLineSpacing collectionViewLayout.sectionInset
    collectionViewLayout.scrollDirection collectionViewLayout.estimatedItemSize
    collectionViewLayout.sectionInsetReference reorderingCadence
    """
  ),
  (
    "UICollectionViewCell",
    """
    contentView.backgroundColor backgroundView.backgroundColor
    selectedBackgroundView.backgroundColor reuseIdentifier
    """
  ),
  (
    "UITextField",
    """
    text attributedText placeholder attributedPlaceholder font textColor textAlignment
    borderStyle background disabledBackground clearButtonMode leftViewMode rightViewMode
    minimumFontSize adjustsFontSizeToFitWidth isSecureTextEntry autocapitalizationType
    autocorrectionType spellCheckingType smartQuotesType keyboardType keyboardAppearance
    returnKeyType textContentType
    """
  ),
  (
    "UITextView",
    """
    text attributedText font textColor textAlignment textContainerInset isEditable
    isSelectable dataDetectorTypes keyboardType
    """
  ),
  (
    "UISwitch",
    """
    isOn onTintColor thumbTintColor onImage offImage
    """
  ),
  (
    "UISlider",
    """
    value minimumValue maximumValue minimumTrackTintColor maximumTrackTintColor
    thumbTintColor minimumValueImage maximumValueImage thumbImage minimumTrackImage
    maximumTrackImage normalThumbImage
    """
  ),
  (
    "UISegmentedControl",
    """
    items selectedSegmentIndex isMomentary apportionsSegmentWidthsByContent backgroundImage
    titleColor titleFont dividerImage selectedTitleColor normalTitleFont
    contentPositionAdjustment
    """
  ),
  (
    "UIStepper",
    """
    value minimumValue maximumValue stepValue wraps autorepeat backgroundImage dividerImage
    incrementImage decrementImage
    """
  ),
  (
    "UIProgressView",
    """
    progress progressViewStyle progressTintColor trackTintColor progressImage trackImage
    """
  ),
  (
    "UIActivityIndicatorView",
    """
    activityIndicatorViewStyle color hidesWhenStopped isAnimating
    """
  ),
  (
    "UIPageControl",
    """
    numberOfPages currentPage pageIndicatorTintColor currentPageIndicatorTintColor
    hidesForSinglePage
    """
  ),
  (
    "UIVisualEffectView",
    """
    effect effect.style contentView.backgroundColor
    """
  ),
  (
    "UISearchBar",
    """
    barStyle searchBarStyle barPosition scopeButtonTitles keyboardType
    """
  ),
  (
    "WKWebView",
    """
    request fileURL readAccessURL htmlString baseURL customUserAgent configuration
    """
  ),
  (
    "UIViewController",
    """
    title tabBarItem.title tabBarItem.image tabBarItem.selectedImage tabBarItem.systemItem
    tabBarItem.badgeValue tabBarItem.badgeColor tabBarItem.titlePositionAdjustment
    navigationItem.title navigationItem.prompt navigationItem.titleView
    navigationItem.hidesBackButton navigationItem.leftBarButtonItem.title
    navigationItem.leftBarButtonItem.image navigationItem.leftBarButtonItem.systemItem
    navigationItem.leftBarButtonItem.style navigationItem.leftBarButtonItem.action
    navigationItem.leftBarButtonItem.width navigationItem.leftBarButtonItem.tintColor
    navigationItem.rightBarButtonItem.title navigationItem.largeTitleDisplayMode
    edgesForExtendedLayout modalPresentationStyle modalTransitionStyle view.backgroundColor
    """
  ),
  (
    "UITabBar",
    """
    barStyle barTintColor isTranslucent tintColor backgroundImage shadowImage
    """
  ),
  (
    "UINavigationBar",
    """
    barStyle barTintColor isTranslucent tintColor backgroundImage shadowImage
    """
  ),
  (
    "UIToolbar",
    """
    barStyle barTintColor isTranslucent tintColor backgroundImage shadowImage
    """
  ),
]
