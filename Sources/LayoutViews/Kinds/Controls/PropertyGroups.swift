import LayoutCore
import LayoutExpressions

/// Properties declared together.
enum PropertyGroups {
  /// An insets property and its members (`name.top`, `name.left`…), which apply on top of it.
  static func insets(_ name: String, default value: EdgeInsets = .zero) -> [String: PropertySpec] {
    [
      name: PropertySpec(.insets, default: .insets(value)),
      name + ".top": PropertySpec(.length(.vertical)),
      name + ".left": PropertySpec(.length(.horizontal)),
      name + ".bottom": PropertySpec(.length(.vertical)),
      name + ".right": PropertySpec(.length(.horizontal)),
    ]
  }

  /// An insets property that expressions read but cannot set, such as `safeAreaInsets`
  /// (the render's safe area, `SolveInput.safeArea`, zero unless it asks for one).
  static func readOnlyInsets(_ name: String) -> [String: PropertySpec] {
    insets(name).mapValues { spec in
      PropertySpec(spec.type, default: spec.defaultValue ?? .number(0), readOnly: true)
    }
  }

  /// UIControl's state that changes how controls look: `isEnabled`.
  static let control: [String: PropertySpec] = [
    "isEnabled": PropertySpec(.bool, default: .bool(true))
  ]

  /// A size property and its members (`name.width`, `name.height`).
  static func size(_ name: String, default value: Size) -> [String: PropertySpec] {
    [
      name: PropertySpec(.size, default: .size(value)),
      name + ".width": PropertySpec(.length(.horizontal)),
      name + ".height": PropertySpec(.length(.vertical)),
    ]
  }

  /// A font, colour and alignment for a view's text, as UILabel, UITextField and UITextView
  /// have them.
  static func text(font: FontDescriptor) -> [String: PropertySpec] {
    [
      "text": PropertySpec(.string, default: .string("")),
      "font": PropertySpec(.font, default: .font(font)),
      "textColor": PropertySpec(.color, default: .color(.black)),
      "textAlignment": PropertySpec(
        UIKitEnumeration.textAlignment.type, default: .string("natural")),
    ]
  }
}

extension Dictionary where Key == String, Value == PropertySpec {
  /// The properties with `other`'s added (this dictionary's win where both declare one).
  func adding(_ other: [String: PropertySpec]) -> [String: PropertySpec] {
    merging(other) { own, _ in own }
  }
}
