import LayoutCore
import LayoutExpressions

/// The UIKit kinds Layout draws itself.
package enum BuiltInViewClasses {
  static var all: [ViewClass] {
    let kinds =
      [view, label, scrollView, imageView, stackView, inputView] + controls + ListViewClasses.all
      + BoxViewClasses.all + ControllerViewClasses.all + BarViewClasses.all
      + [VisualEffectViewClass.declaration, WebViewClass.declaration]
    return kinds.map(withInertAttributes)
  }

  /// A kind with the inert attributes of its UIKit family added (Behaviour.md §c.inert).
  private static func withInertAttributes(_ kind: ViewClass) -> ViewClass {
    var kind = kind
    switch kind.name {
    case "UIView": kind.inertAttributes.formUnion(InertAttributes.view)
    case "UILabel": kind.inertAttributes.formUnion(InertAttributes.label)
    case "UIImageView": kind.inertAttributes.formUnion(InertAttributes.imageView)
    case "UIScrollView": kind.inertAttributes.formUnion(InertAttributes.scrollView)
    case "UITableView", "UICollectionView": kind.inertAttributes.formUnion(InertAttributes.list)
    case "UITextField", "UITextView":
      kind.inertAttributes.formUnion(InertAttributes.textInputTraits)
    case "UIButton": kind.inertAttributes.formUnion(AttributeAliases.buttonStates)
    default: break
    }
    kind.inertAttributes.formUnion(InertAttributes.byClass[kind.name] ?? [])
    kind.undrawnAttributes.merge(UndrawnAttributes.byClass[kind.name] ?? [:]) { own, _ in own }
    kind.attributeAliases.merge(AttributeAliases.byClass[kind.name] ?? [:]) { own, _ in own }
    return kind
  }

  /// UIInputView: a view for custom keyboards, grey as the keyboard is with its `keyboard`
  /// style.
  static let inputView = ViewClass(
    name: "UIInputView",
    properties: [
      "inputViewStyle": PropertySpec(
        UIKitEnumeration.inputViewStyle.type, default: .string("default"))
    ],
    draw: { node in
      guard node.string("inputViewStyle") == "keyboard" else { return [] }
      return [
        .fill(
          Rect(origin: .zero, size: node.frame.size), cornerRadius: 0,
          color: Color(red: 209 / 255, green: 211 / 255, blue: 217 / 255))
      ]
    })

  /// UIView's default for a property, `.null` when it declares none: what a kind registered
  /// outside UIView's hierarchy reads for the properties every view has, so that painting and
  /// solving never restate UIKit's defaults.
  package static func viewDefault(_ name: String) -> Value {
    viewDefaults[name] ?? .null
  }

  private static let viewDefaults = view.ownProperties.compactMapValues(\.defaultValue)

  /// Controls drawn with an iOS look (one file each under `Controls/`).
  static var controls: [ViewClass] {
    [
      ButtonViewClass.declaration, SwitchViewClass.declaration, SliderViewClass.declaration,
      ProgressViewClass.declaration, SegmentedControlViewClass.declaration,
      ActivityIndicatorViewClass.declaration, TextFieldViewClass.declaration,
      TextViewViewClass.declaration, ControlViewClass.declaration, ControlViewClass.refreshControl,
      StepperViewClass.declaration, PageControlViewClass.declaration,
      PickerViewClasses.pickerView, PickerViewClasses.datePicker,
    ]
  }

  static let stackView: ViewClass = {
    var stack = ViewClass(
      name: "UIStackView",
      properties: [
        "axis": PropertySpec(
          UIKitEnumeration.layoutConstraintAxis.type, default: .string("horizontal")),
        "spacing": PropertySpec(.number, default: .number(0)),
        "distribution": PropertySpec(
          UIKitEnumeration.stackViewDistribution.type, default: .string("fill")),
        "alignment": PropertySpec(
          UIKitEnumeration.stackViewAlignment.type, default: .string("fill")),
        "isLayoutMarginsRelativeArrangement": PropertySpec(.bool, default: .bool(false)),
      ])
    stack.arrangesChildren = true
    return stack
  }()

  static let imageView = ViewClass(
    name: "UIImageView",
    properties: [
      "image": PropertySpec(.image, default: .null),
      "contentMode": PropertySpec(
        UIKitEnumeration.viewContentMode.type, default: .string("scaleToFill")),
      "imageRenderingMode": PropertySpec(
        UIKitEnumeration.imageRenderingMode.type, default: .string("automatic")),
    ],
    intrinsicContent: .image, draw: ImageViewDrawing.draw)

  static let view = ViewClass(
    name: "UIView", superclassName: nil,
    properties: layoutProperties.adding([
      "backgroundColor": PropertySpec(.color, default: .color(.clear)),
      "tintColor": PropertySpec(.color),
      "alpha": PropertySpec(.number, default: .number(1)),
      "isHidden": PropertySpec(.bool, default: .bool(false)),
      "semanticContentAttribute": PropertySpec(
        UIKitEnumeration.semanticContentAttribute.type,
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
        UIKitEnumeration.gradientLayerType.type, default: .string("axial")),
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
      "layer.shadowColor": PropertySpec(.color, default: .color(.black)),
      "layer.shadowOpacity": PropertySpec(.number, default: .number(0)),
      "layer.shadowRadius": PropertySpec(.number, default: .number(3)),
      "layer.contents": PropertySpec(.image),
      "layer.backgroundColor": PropertySpec(.color),
      "layer.opacity": PropertySpec(.number, default: .number(1)),
      "layer.isHidden": PropertySpec(.bool, default: .bool(false)),
      "layer.contentsGravity": PropertySpec(
        UIKitEnumeration.layerContentsGravity.type, default: .string("resize")),
    ]).adding(PropertyGroups.size("layer.shadowOffset", default: Size(width: 0, height: -3)))
      .adding(PropertyGroups.readOnlyInsets("safeAreaInsets"))
      .adding(
        PropertyGroups.insets(
          "layoutMargins", default: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))))

  static let label = ViewClass(
    name: "UILabel",
    properties: [
      "attributedText": PropertySpec(.attributedString),
      "numberOfLines": PropertySpec(.number, default: .number(1)),
      "shadowColor": PropertySpec(.color, default: .color(.clear)),
      "adjustsFontSizeToFitWidth": PropertySpec(.bool, default: .bool(false)),
      "minimumScaleFactor": PropertySpec(.number, default: .number(0)),
      "lineBreakMode": PropertySpec(
        UIKitEnumeration.lineBreakMode.type, default: .string("byTruncatingTail")),
    ].adding(PropertyGroups.text(font: .systemDefault)).adding(
      PropertyGroups.size("shadowOffset", default: Size(width: 0, height: -1))),
    intrinsicContent: .text, bodyProperty: "text", attributedBodyProperty: "attributedText")

  static let scrollView = ViewClass(
    name: "UIScrollView",
    properties: [
      "contentSize": PropertySpec(.size),
      "contentSize.width": PropertySpec(.dimension(.horizontal)),
      "contentSize.height": PropertySpec(.dimension(.vertical)),
      "contentOffset": PropertySpec(.point, default: .point(.zero)),
      "contentOffset.x": PropertySpec(.length(.horizontal)),
      "contentOffset.y": PropertySpec(.length(.vertical)),
      "contentInsetAdjustmentBehavior": PropertySpec(
        UIKitEnumeration.scrollViewContentInsetAdjustmentBehavior.type,
        default: .string("automatic")),
    ].adding(PropertyGroups.insets("contentInset")),
    isScrollContainer: true)

  static var layoutProperties: [String: PropertySpec] {
    var properties: [String: PropertySpec] = [:]
    for property in LayoutProperty.allCases {
      properties[property.rawValue] = PropertySpec(property.expressionType)
    }
    return properties
  }
}
