/// Dimensions of the AndroidX and Material libraries an app's layouts and values name, which
/// its build would merge in: the values the libraries give them (`values/dimens.xml` of
/// AppCompat, Design and Material Components), for the ones whose value is fixed.
enum LibraryDimensions {
  /// The dimension of the library's resource `name` (`8dp`); nil for another name.
  static func dimension(named name: String) -> String? {
    dimensions[name]
  }

  private static let dimensions: [String: String] = [
    // Material Components: a card's margin on phones.
    "mtrl_card_spacing": "8dp",
    // Design: the floating action button's sizes.
    "design_fab_size_normal": "56dp", "design_fab_size_mini": "40dp",
    // AppCompat: the action bar's height and inset, a dialog's padding.
    "abc_action_bar_default_height_material": "56dp",
    "abc_action_bar_content_inset_material": "16dp", "abc_dialog_padding_material": "24dp",
    // AppCompat: the Material type scale's sizes.
    "abc_text_size_caption_material": "12sp", "abc_text_size_body_1_material": "14sp",
    "abc_text_size_button_material": "14sp", "abc_text_size_subhead_material": "16sp",
    "abc_text_size_title_material": "20sp", "abc_text_size_headline_material": "24sp",
    "abc_text_size_small_material": "14sp", "abc_text_size_medium_material": "18sp",
    "abc_text_size_large_material": "22sp",
  ]
}
