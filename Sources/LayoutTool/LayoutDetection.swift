import LayoutSyntax

/// Tells Layout templates from other XML files, so that the tools leave the others alone.
///
/// A document is a Layout template when its root element is a view element (its name has a
/// capital letter) and either the name looks like a UIKit class (`UI…`, `…View`,
/// `…Controller`, `…Cell`, with or without a module prefix, or a LayoutComposer box) or the
/// root or any view element below it sets a frame attribute (`left`, `width`, `center.x`, …)
/// or a `layer.*` attribute, which is LayoutTool's own test.
package enum LayoutDetection {
  /// Whether the document is a Layout template by the rule above.
  package static func isLayout(_ document: XmlDocument) -> Bool {
    let root = document.root
    guard isViewElement(root.name), !isAndroidLayout(document) else { return false }
    return looksLikeViewClass(root.name) || setsLayoutAttribute(root)
  }

  /// Whether the document is an Android layout (another front-end's): its root is one of
  /// Android's containers, or it declares Android's namespace.
  package static func isAndroidLayout(_ document: XmlDocument) -> Bool {
    let containers = [
      "LinearLayout", "RelativeLayout", "FrameLayout", "ScrollView", "HorizontalScrollView",
    ]
    return containers.contains(document.root.name)
      || document.root.attributes.contains {
        $0.name.hasPrefix("xmlns") && $0.value == "http://schemas.android.com/apk/res/android"
      }
  }

  /// Whether an element name is a view class rather than HTML or `<param>`-like markup.
  package static func isViewElement(_ name: String) -> Bool {
    name != name.lowercased()
  }

  static func looksLikeViewClass(_ name: String) -> Bool {
    let base = name.split(separator: ".").last.map(String.init) ?? name
    let scalars = Array(base.unicodeScalars)
    if base.hasPrefix("UI"), scalars.count > 2, scalars[2].properties.isUppercase { return true }
    if ["VBox", "HBox", "Relative", "Fit"].contains(base) { return true }
    return ["View", "Controller", "Cell"].contains { base.hasSuffix($0) }
  }

  private static func setsLayoutAttribute(_ element: XmlElement) -> Bool {
    guard isViewElement(element.name) else { return false }
    let sets = element.attributes.contains { attribute in
      AttributeTypes.layoutAttributes.contains(attribute.name)
        || attribute.name.hasPrefix("layer.")
    }
    if sets { return true }
    return element.children.contains { child in
      if case .element(let inner) = child { return setsLayoutAttribute(inner) }
      return false
    }
  }
}
