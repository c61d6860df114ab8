import LayoutDisplayList
import LayoutExpressions

/// The UIKit enumerations templates use, by type name, with Layout's case names.
public enum EnumerationTypes {
  public static let all: [String: [String]] = [
    "NSTextAlignment": ["left", "center", "right", "justified", "natural"],
    "NSLineBreakMode": [
      "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
      "byTruncatingMiddle",
    ],
    "UIViewContentMode": [
      "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
      "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ],
    "UILayoutConstraintAxis": ["horizontal", "vertical"],
    "UICollectionViewScrollDirection": ["vertical", "horizontal"],
    "CAGradientLayerType": ["axial", "radial"],
    "CALayerContentsGravity": [
      "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
      "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
    ],
    "UISemanticContentAttribute": [
      "unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft",
    ],
    "UIStackViewDistribution": [
      "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
    ],
    "UIStackViewAlignment": [
      "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
    ],
    "UIImageRenderingMode": ["automatic", "alwaysOriginal", "alwaysTemplate"],
    "UIButtonType": [
      "custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd",
    ],
    "UITextBorderStyle": ["none", "line", "bezel", "roundedRect"],
    "UIControlContentHorizontalAlignment": [
      "center", "left", "right", "fill", "leading", "trailing",
    ],
    "UIControlContentVerticalAlignment": ["center", "top", "bottom", "fill"],
    "UIActivityIndicatorViewStyle": ["medium", "large", "gray", "white", "whiteLarge"],
    "UITabBarSystemItem": [
      "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks",
      "search", "downloads", "mostRecent", "mostViewed",
    ],
    "UIBarButtonSystemItem": [
      "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
      "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play",
      "pause", "rewind", "fastForward", "undo", "redo", "close",
    ],
    "UIBarButtonItemStyle": ["plain", "bordered", "done"],
    "UINavigationItemLargeTitleDisplayMode": ["automatic", "always", "never"],
    "UIBarStyle": ["default", "black", "blackOpaque", "blackTranslucent"],
    "UISearchBarStyle": ["default", "prominent", "minimal"],
    "UIDatePickerMode": ["time", "date", "dateAndTime", "countDownTimer"],
    "UIBlurEffectStyle": [
      "extraLight", "light", "dark", "extraDark", "regular", "prominent",
      "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial",
      "systemThickMaterial", "systemChromeMaterial",
    ],
    "UIInputViewStyle": ["default", "keyboard"],
    "UIScrollViewContentInsetAdjustmentBehavior": [
      "automatic", "scrollableAxes", "never", "always",
    ],
    // LayoutComposer's boxes (Behaviour.md §boxes).
    "LayoutComposerAlign": ["start", "center", "end", "stretch"],
    "LayoutComposerPack": ["start", "center", "end", "fit"],
    "LayoutComposerHAlign": ["left", "center", "right"],
    "LayoutComposerVAlign": ["top", "center", "bottom"],
  ]

  /// Other spellings of the same types (`UIView.ContentMode`, `NSLayoutConstraint.Axis`…).
  static let aliases = EnumerationAliases.all

  /// The expression type of an enumeration by name, if it is known.
  public static func type(named name: String) -> ExpressionType? {
    let canonical = aliases[name] ?? name
    return all[canonical].map { .enumeration(name: canonical, cases: $0) }
  }
}
