/// Which of `AttributeReader`'s readers an attribute name goes to, worked out once per name:
/// every view's attributes pass through the readers in turn (ConstraintLayout's parameters,
/// percent layouts', layout parameters, the box, the view's own), each testing the name, and
/// a route lets `read` start at the first reader that may take it. The names the readers
/// know are routed in a table made once; another name is routed by the same tests.
enum AttributeRoute: Equatable {
  /// Read elsewhere, or changing nothing drawn.
  case inert
  case constraint, percent, layoutParam, box
  /// A view's own attribute, with its case (`unlisted` for a name no view reader lists).
  case view(ViewAttribute)

  /// The route of a name.
  static func of(_ name: String) -> AttributeRoute {
    table[name] ?? tested(name)
  }

  /// Which readers are passed over: 0 reads from ConstraintLayout's on, 4 the view's alone.
  var stage: Int {
    switch self {
    case .inert, .constraint: 0
    case .percent: 1
    case .layoutParam: 2
    case .box: 3
    case .view: 4
    }
  }

  /// The view attribute case of a view's own attribute (nil: the reader names it itself).
  var viewAttribute: ViewAttribute? {
    if case .view(let attribute) = self { attribute } else { nil }
  }

  /// The route the readers' own tests give, in the order `read` applies them.
  static func tested(_ name: String) -> AttributeRoute {
    if AttributeReader.inert.contains(name) || name.hasPrefix("tools:") { return .inert }
    if ConstraintParams.mayRead(name) { return .constraint }
    if PercentLayoutParams.mayRead(name) { return .percent }
    if name.hasPrefix("layout_") { return .layoutParam }
    if AttributeReader.paddingSides[name] != nil || name == "minWidth" || name == "minHeight" {
      return .box
    }
    return .view(ViewAttribute.named(name))
  }

  /// The names the readers know, routed.
  private static let table: [String: AttributeRoute] = {
    var names = AttributeReader.inert
    names.formUnion(ViewAttribute.allCases.map(\.rawValue).filter { !$0.isEmpty })
    names.formUnion(AttributeReader.paddingSides.keys)
    names.formUnion(AttributeReader.marginSides.keys)
    names.formUnion(ConstraintParams.anchorAttributes.keys)
    names.formUnion(AnchorRule.allCases.map(\.rawValue))
    names.formUnion(ParentRule.allCases.map(\.rawValue))
    names.formUnion([
      "minWidth", "minHeight", "layout_width", "layout_height", "layout_gravity",
      "layout_weight", "layout_column", "layout_span", "layout_columnSpan", "layout_row",
      "layout_rowSpan", "layout_columnWeight", "layout_rowWeight",
    ])
    return Dictionary(uniqueKeysWithValues: names.map { ($0, tested($0)) })
  }()
}
