import LayoutExpressions

/// LayoutComposer's containers (Behaviour.md §boxes): `VBox` and `HBox` stack their items
/// along an axis, `Relative` pins each item to a side or the centre, `Fit` makes its item fill
/// it. Each is a transparent view whose children are its items; the boxes' constraints are
/// solved by the project's Cassowary solver (`BoxArrangement`).
public enum BoxKind: String, Sendable, CaseIterable {
  case vbox = "VBox"
  case hbox = "HBox"
  case relative = "Relative"
  case fit = "Fit"

  /// Whether the box stacks its items along an axis (VBox and HBox).
  package var isStack: Bool { self == .vbox || self == .hbox }
}

/// The four box kinds and the options their items take.
public enum BoxViewClasses {
  static var all: [ViewClass] { BoxKind.allCases.map(declaration) }

  /// The properties of a box kind: VBox and HBox take `align`, `pack` and `defaultMargins`;
  /// Relative and Fit take `defaultMargins` only.
  private static func declaration(_ kind: BoxKind) -> ViewClass {
    var properties: [String: PropertySpec] = ["defaultMargins": PropertySpec(.any)]
    if kind.isStack {
      properties["align"] = PropertySpec(
        UIKitEnumeration.layoutComposerAlign.type, default: .string("stretch"))
      properties["pack"] = PropertySpec(
        UIKitEnumeration.layoutComposerPack.type, default: .string("start"))
    }
    var viewClass = ViewClass(name: kind.rawValue, properties: properties)
    viewClass.box = kind
    return viewClass
  }

  /// The options an item of a box takes besides its kind's own properties, with the seed's
  /// names: `flex`, the `align` override, `halign` and `valign` (for Relative), `margins` as
  /// "top, left, bottom, right" and each side on its own. None has a default: an option not
  /// given falls back as Behaviour.md §boxes says. (`width` and `height` are every view's.)
  public static let itemOptions: [String: PropertySpec] = [
    "flex": PropertySpec(.number),
    "align": PropertySpec(UIKitEnumeration.layoutComposerAlign.type),
    "halign": PropertySpec(UIKitEnumeration.layoutComposerHAlign.type),
    "valign": PropertySpec(UIKitEnumeration.layoutComposerVAlign.type),
    "margins": PropertySpec(.any),
    "marginTop": PropertySpec(.number),
    "marginLeft": PropertySpec(.number),
    "marginBottom": PropertySpec(.number),
    "marginRight": PropertySpec(.number),
  ]
}
