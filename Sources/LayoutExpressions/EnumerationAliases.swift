/// The Swift spellings of UIKit enumeration types (`UIView.ContentMode` for
/// `UIViewContentMode`), which Layout accepts as well as the Objective-C names, in declared
/// types and before case names (`UIView.ContentMode.scaleAspectFit`).
package enum EnumerationAliases {
  /// Each Swift spelling and the type name it stands for.
  package static let all: [String: String] = [
    "UIView.ContentMode": "UIViewContentMode",
    "NSLayoutConstraint.Axis": "UILayoutConstraintAxis",
    "UICollectionView.ScrollDirection": "UICollectionViewScrollDirection",
    "UIStackView.Distribution": "UIStackViewDistribution",
    "UIStackView.Alignment": "UIStackViewAlignment",
    "UIView.SemanticContentAttribute": "UISemanticContentAttribute",
    "UIButton.ButtonType": "UIButtonType",
    "UIImage.RenderingMode": "UIImageRenderingMode",
    "UITextField.BorderStyle": "UITextBorderStyle",
    "UIControl.ContentHorizontalAlignment": "UIControlContentHorizontalAlignment",
    "UIControl.ContentVerticalAlignment": "UIControlContentVerticalAlignment",
    "UIActivityIndicatorView.Style": "UIActivityIndicatorViewStyle",
    "UITabBarItem.SystemItem": "UITabBarSystemItem",
    "UIBarButtonItem.SystemItem": "UIBarButtonSystemItem",
    "UIBarButtonItem.Style": "UIBarButtonItemStyle",
    "UINavigationItem.LargeTitleDisplayMode": "UINavigationItemLargeTitleDisplayMode",
    "UISearchBar.Style": "UISearchBarStyle",
    "UIDatePicker.Mode": "UIDatePickerMode",
    "UIBlurEffect.Style": "UIBlurEffectStyle",
    "UIInputView.Style": "UIInputViewStyle",
  ]

  /// The names a case of `typeName` may be qualified with: the type name and its Swift
  /// spellings.
  static func qualifiers(of typeName: String) -> [String] {
    [typeName] + all.filter { $0.value == typeName }.map(\.key).sorted()
  }
}
