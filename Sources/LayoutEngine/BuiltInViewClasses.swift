import LayoutCore
import LayoutExpressions

/// The UIKit kinds Layout draws itself.
enum BuiltInViewClasses {
  static var all: [ViewClass] {
    [view, label, scrollView, imageView, stackView] + ListViewClasses.all
  }

  static let stackView: ViewClass = {
    var stack = ViewClass(
      name: "UIStackView",
      properties: [
        "axis": PropertySpec(
          EnumerationTypes.type(named: "UILayoutConstraintAxis")!, default: .string("horizontal")),
        "spacing": PropertySpec(.number, default: .number(0)),
        "distribution": PropertySpec(
          EnumerationTypes.type(named: "UIStackViewDistribution")!, default: .string("fill")),
        "alignment": PropertySpec(
          EnumerationTypes.type(named: "UIStackViewAlignment")!, default: .string("fill")),
      ])
    stack.arrangesChildren = true
    return stack
  }()

  static let imageView = ViewClass(
    name: "UIImageView",
    properties: [
      "image": PropertySpec(.image, default: .null),
      "contentMode": PropertySpec(
        EnumerationTypes.type(named: "UIViewContentMode")!, default: .string("scaleToFill")),
    ],
    intrinsicContent: .image)

  static let view = ViewClass(
    name: "UIView", superclassName: nil,
    properties: layoutProperties.merging([
      "backgroundColor": PropertySpec(.color, default: .color(.clear)),
      "alpha": PropertySpec(.number, default: .number(1)),
      "isHidden": PropertySpec(.bool, default: .bool(false)),
      "semanticContentAttribute": PropertySpec(
        EnumerationTypes.type(named: "UISemanticContentAttribute")!,
        default: .string("unspecified")),
      "layer.cornerRadius": PropertySpec(.number, default: .number(0)),
      "layer.borderWidth": PropertySpec(.number, default: .number(0)),
      "layer.borderColor": PropertySpec(.color, default: .color(.black)),
      "clipsToBounds": PropertySpec(.bool, default: .bool(false)),
      "gradient.colors": PropertySpec(.colors),
      "gradient.locations": PropertySpec(.any),
      "gradient.startPoint": PropertySpec(.point, default: .point(Point(x: 0.5, y: 0))),
      "gradient.startPoint.x": PropertySpec(.number),
      "gradient.startPoint.y": PropertySpec(.number),
      "gradient.endPoint": PropertySpec(.point, default: .point(Point(x: 0.5, y: 1))),
      "gradient.endPoint.x": PropertySpec(.number),
      "gradient.endPoint.y": PropertySpec(.number),
      "gradient.type": PropertySpec(
        EnumerationTypes.type(named: "CAGradientLayerType")!, default: .string("axial")),
      "transform.rotation": PropertySpec(.number, default: .number(0)),
      "transform.scale": PropertySpec(.number, default: .number(1)),
      "transform.scale.x": PropertySpec(.number),
      "transform.scale.y": PropertySpec(.number),
      "transform.translation.x": PropertySpec(.length(.horizontal), default: .number(0)),
      "transform.translation.y": PropertySpec(.length(.vertical), default: .number(0)),
      "layer.masksToBounds": PropertySpec(.bool, default: .bool(false)),
      "layer.anchorPoint": PropertySpec(.point, default: .point(Point(x: 0.5, y: 0.5))),
      "layer.anchorPoint.x": PropertySpec(.number),
      "layer.anchorPoint.y": PropertySpec(.number),
    ]) { first, _ in first })

  static let label = ViewClass(
    name: "UILabel",
    properties: [
      "text": PropertySpec(.string, default: .string("")),
      "attributedText": PropertySpec(.attributedString),
      "font": PropertySpec(.font, default: .font(.systemDefault)),
      "textColor": PropertySpec(.color, default: .color(.black)),
      "textAlignment": PropertySpec(
        EnumerationTypes.type(named: "NSTextAlignment")!, default: .string("natural")),
      "numberOfLines": PropertySpec(.number, default: .number(1)),
      "shadowColor": PropertySpec(.color, default: .color(.clear)),
      "shadowOffset": PropertySpec(.size, default: .size(Size(width: 0, height: -1))),
      "shadowOffset.width": PropertySpec(.length(.horizontal)),
      "shadowOffset.height": PropertySpec(.length(.vertical)),
      "adjustsFontSizeToFitWidth": PropertySpec(.bool, default: .bool(false)),
      "minimumScaleFactor": PropertySpec(.number, default: .number(0)),
      "lineBreakMode": PropertySpec(
        EnumerationTypes.type(named: "NSLineBreakMode")!, default: .string("byTruncatingTail")),
    ],
    intrinsicContent: .text, bodyProperty: "text", attributedBodyProperty: "attributedText")

  static let scrollView = ViewClass(
    name: "UIScrollView",
    properties: [
      "contentSize": PropertySpec(.size),
      "contentSize.width": PropertySpec(.dimension(.horizontal)),
      "contentSize.height": PropertySpec(.dimension(.vertical)),
      "contentInset": PropertySpec(.insets, default: .insets(.zero)),
      "contentInset.top": PropertySpec(.length(.vertical)),
      "contentInset.left": PropertySpec(.length(.horizontal)),
      "contentInset.bottom": PropertySpec(.length(.vertical)),
      "contentInset.right": PropertySpec(.length(.horizontal)),
      "contentOffset": PropertySpec(.point, default: .point(.zero)),
      "contentOffset.x": PropertySpec(.length(.horizontal)),
      "contentOffset.y": PropertySpec(.length(.vertical)),
    ],
    isScrollContainer: true)

  static var layoutProperties: [String: PropertySpec] {
    var properties: [String: PropertySpec] = [:]
    for property in LayoutProperty.allCases {
      properties[property.rawValue] = PropertySpec(property.expressionType)
    }
    return properties
  }
}
