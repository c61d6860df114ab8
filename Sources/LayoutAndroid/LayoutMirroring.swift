/// Right-to-left layouts as Android resolves them. A view's direction is its
/// `layoutDirection` (`ltr`, `rtl`, `locale`), else its parent's; the root's is the
/// locale's (`--qualifiers ldrtl`, or a right-to-left language such as `ar`) when the app
/// supports right to left. In a right-to-left view, start is the right and end the left:
/// the relative attributes (`paddingStart`, `layout_marginEnd`, `layout_toStartOf`,
/// `layout_constraintStart_toEndOf`, `drawableStart`, `start` in a layout gravity, …) are
/// rewritten as the absolute ones they stand for before the view is read, a ConstraintLayout
/// bias is taken from the other side, and a vertical guideline's begin is counted from the
/// right. The defaults that mean "start" (a LinearLayout's order and gravity, a
/// FrameLayout child's gravity, a RelativeLayout child without a horizontal rule) are the
/// layouts' to mirror.
enum LayoutMirroring {
  /// The languages written right to left, whose locales make layouts right to left.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "fa", "he", "iw", "ur", "yi", "ji", "ps", "sd", "ug", "dv", "ckb", "ks", "ku",
  ]

  /// The direction of a view whose parent's is `parent` in a locale whose is `locale`.
  static func isRightToLeft(
    _ element: AndroidDocument.Element, parent: Bool, locale: Bool
  ) -> Bool {
    switch element.attribute("layoutDirection")?.value {
    case "rtl": true
    case "ltr": false
    case "locale": locale
    default: parent
    }
  }

  /// The element with its relative attributes rewritten as the absolute ones they stand for
  /// in a right-to-left view.
  static func absolute(_ element: AndroidDocument.Element, isContainer: Bool)
    -> AndroidDocument.Element
  {
    var rewritten = element
    let constrainedRelatively = element.attributes.contains {
      $0.name.hasPrefix("layout_constraintStart_") || $0.name.hasPrefix("layout_constraintEnd_")
    }
    let verticalGuideline =
      ConstraintHelper(tag: element.tag) == .guideline
      && element.attribute("orientation")?.value == "vertical"
      && element.attribute("guidelineUseRtl")?.value != "false"
    rewritten.attributes = element.attributes.map { attribute in
      var attribute = attribute
      attribute.name = absoluteName(attribute.name)
      switch attribute.name {
      case "layout_gravity", "foregroundGravity":
        attribute.value = absoluteGravity(attribute.value)
      // A text's own gravity aligns it by its paragraph's direction, not the view's.
      case "gravity" where isContainer:
        attribute.value = absoluteGravity(attribute.value)
      case "layout_constraintHorizontal_bias" where constrainedRelatively:
        attribute.value = Double(attribute.value).map { "\(1 - $0)" } ?? attribute.value
      case "layout_constraintGuide_begin" where verticalGuideline:
        attribute.name = "layout_constraintGuide_end"
      case "layout_constraintGuide_end" where verticalGuideline:
        attribute.name = "layout_constraintGuide_begin"
      case "layout_constraintGuide_percent" where verticalGuideline:
        attribute.value = Double(attribute.value).map { "\(1 - $0)" } ?? attribute.value
      default: break
      }
      return attribute
    }
    return rewritten
  }

  /// The absolute name a relative attribute stands for in a right-to-left view.
  static func absoluteName(_ name: String) -> String {
    if let renamed = renamed[name] { return renamed }
    guard name.hasPrefix("layout_constraint") else { return name }
    // layout_constraintStart_toEndOf is layout_constraintRight_toLeftOf.
    let parts = name.dropFirst("layout_constraint".count).split(separator: "_")
    guard parts.count == 2, parts[1].hasPrefix("to"), parts[1].hasSuffix("Of") else { return name }
    let side = sideName(String(parts[0]))
    let target = sideName(String(parts[1].dropFirst(2).dropLast(2)))
    return "layout_constraint\(side)_to\(target)Of"
  }

  private static func sideName(_ side: String) -> String {
    switch side {
    case "Start": "Right"
    case "End": "Left"
    default: side
    }
  }

  private static let renamed: [String: String] = [
    "paddingStart": "paddingRight", "paddingEnd": "paddingLeft",
    "layout_marginStart": "layout_marginRight", "layout_marginEnd": "layout_marginLeft",
    "layout_goneMarginStart": "layout_goneMarginRight",
    "layout_goneMarginEnd": "layout_goneMarginLeft",
    "drawableStart": "drawableRight", "drawableEnd": "drawableLeft",
    "layout_alignParentStart": "layout_alignParentRight",
    "layout_alignParentEnd": "layout_alignParentLeft",
    "layout_toStartOf": "layout_toRightOf", "layout_toEndOf": "layout_toLeftOf",
    "layout_alignStart": "layout_alignRight", "layout_alignEnd": "layout_alignLeft",
  ]

  /// A gravity with `start` and `end` as the sides they are right to left.
  private static func absoluteGravity(_ value: String) -> String {
    value.split(separator: "|").map { token in
      switch token.trimmingCharacters(in: " ") {
      case "start": "right"
      case "end": "left"
      default: String(token)
      }
    }.joined(separator: "|")
  }
}
