import LayoutDisplayList
import LayoutExpressions

/// The UIKit enumerations templates use, by type name, with Layout's case names.
package enum EnumerationTypes {
  package static let all: [String: [String]] = Dictionary(
    uniqueKeysWithValues: UIKitEnumeration.allCases.map { ($0.rawValue, $0.cases) })

  /// Other spellings of the same types (`UIView.ContentMode`, `NSLayoutConstraint.Axis`…).
  static let aliases = EnumerationAliases.all

  /// The expression type of an enumeration by name, if it is known.
  package static func type(named name: String) -> ExpressionType? {
    let canonical = aliases[name] ?? name
    return all[canonical].map { .enumeration(name: canonical, cases: $0) }
  }
}

/// The UIKit enumerations templates use (and LayoutComposer's), each with Layout's case
/// names: a kind declaring a property of one names it here, so that the type exists by
/// construction rather than by a lookup that could fail.
package enum UIKitEnumeration: String, CaseIterable, Sendable {
  case textAlignment = "NSTextAlignment"
  case lineBreakMode = "NSLineBreakMode"
  case viewContentMode = "UIViewContentMode"
  case layoutConstraintAxis = "UILayoutConstraintAxis"
  case collectionViewScrollDirection = "UICollectionViewScrollDirection"
  case gradientLayerType = "CAGradientLayerType"
  case layerContentsGravity = "CALayerContentsGravity"
  case semanticContentAttribute = "UISemanticContentAttribute"
  case stackViewDistribution = "UIStackViewDistribution"
  case stackViewAlignment = "UIStackViewAlignment"
  case imageRenderingMode = "UIImageRenderingMode"
  case buttonType = "UIButtonType"
  case textBorderStyle = "UITextBorderStyle"
  case controlContentHorizontalAlignment = "UIControlContentHorizontalAlignment"
  case controlContentVerticalAlignment = "UIControlContentVerticalAlignment"
  case activityIndicatorViewStyle = "UIActivityIndicatorViewStyle"
  case tabBarSystemItem = "UITabBarSystemItem"
  case barButtonSystemItem = "UIBarButtonSystemItem"
  case barButtonItemStyle = "UIBarButtonItemStyle"
  case navigationItemLargeTitleDisplayMode = "UINavigationItemLargeTitleDisplayMode"
  case barStyle = "UIBarStyle"
  case searchBarStyle = "UISearchBarStyle"
  case datePickerMode = "UIDatePickerMode"
  case blurEffectStyle = "UIBlurEffectStyle"
  case inputViewStyle = "UIInputViewStyle"
  case scrollViewContentInsetAdjustmentBehavior = "UIScrollViewContentInsetAdjustmentBehavior"
  // LayoutComposer's boxes (Behaviour.md §boxes).
  case layoutComposerAlign = "LayoutComposerAlign"
  case layoutComposerPack = "LayoutComposerPack"
  case layoutComposerHAlign = "LayoutComposerHAlign"
  case layoutComposerVAlign = "LayoutComposerVAlign"

  /// The case names, as templates write them.
  package var cases: [String] {
    switch self {
    case .textAlignment: ["left", "center", "right", "justified", "natural"]
    case .lineBreakMode:
      [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
        "byTruncatingMiddle",
      ]
    case .viewContentMode:
      [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
      ]
    case .layoutConstraintAxis: ["horizontal", "vertical"]
    case .collectionViewScrollDirection: ["vertical", "horizontal"]
    case .gradientLayerType: ["axial", "radial"]
    case .layerContentsGravity:
      [
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
        "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
      ]
    case .semanticContentAttribute:
      ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]
    case .stackViewDistribution:
      ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    case .stackViewAlignment:
      ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
    case .imageRenderingMode: ["automatic", "alwaysOriginal", "alwaysTemplate"]
    case .buttonType:
      ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]
    case .textBorderStyle: ["none", "line", "bezel", "roundedRect"]
    case .controlContentHorizontalAlignment:
      ["center", "left", "right", "fill", "leading", "trailing"]
    case .controlContentVerticalAlignment: ["center", "top", "bottom", "fill"]
    case .activityIndicatorViewStyle: ["medium", "large", "gray", "white", "whiteLarge"]
    case .tabBarSystemItem:
      [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks",
        "search", "downloads", "mostRecent", "mostViewed",
      ]
    case .barButtonSystemItem:
      [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
        "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play",
        "pause", "rewind", "fastForward", "undo", "redo", "close",
      ]
    case .barButtonItemStyle: ["plain", "bordered", "done"]
    case .navigationItemLargeTitleDisplayMode: ["automatic", "always", "never"]
    case .barStyle: ["default", "black", "blackOpaque", "blackTranslucent"]
    case .searchBarStyle: ["default", "prominent", "minimal"]
    case .datePickerMode: ["time", "date", "dateAndTime", "countDownTimer"]
    case .blurEffectStyle:
      [
        "extraLight", "light", "dark", "extraDark", "regular", "prominent",
        "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
        "systemChromeMaterial",
      ]
    case .inputViewStyle: ["default", "keyboard"]
    case .scrollViewContentInsetAdjustmentBehavior:
      ["automatic", "scrollableAxes", "never", "always"]
    case .layoutComposerAlign: ["start", "center", "end", "stretch"]
    case .layoutComposerPack: ["start", "center", "end", "fit"]
    case .layoutComposerHAlign: ["left", "center", "right"]
    case .layoutComposerVAlign: ["top", "center", "bottom"]
    }
  }

  /// The expression type of the enumeration.
  package var type: ExpressionType { .enumeration(name: rawValue, cases: cases) }
}
