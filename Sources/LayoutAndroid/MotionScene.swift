import LayoutCore

/// A MotionLayout's scene (`app:layoutDescription="@xml/scene"`, a `<MotionScene>`) as the
/// layout stands before anything moves: the constraint set its first `<Transition>` starts
/// from (`constraintSetStart`; the first `<ConstraintSet>` without one), with the sets it
/// derives from (`deriveConstraintsFrom`) beneath it; a start named as a layout
/// (`@layout/start`) is that layout's views' constraints, sizes, visibility and transforms.
/// Each `<Constraint android:id="…">` of the set replaces what the layout writes for that
/// view: written with attributes, its layout, visibility, alpha and transform all; written
/// with `<Layout>`, `<PropertySet>` and `<Transform>` inside, only those. Views the set does
/// not name keep the layout's own.
struct MotionScene {
  /// What one `<Constraint>` replaces, by section, and the attributes it gives.
  struct Constraint {
    var sections: Set<Section>
    var attributes: [AndroidDocument.Attribute]
  }

  /// The parts of a view's attributes a constraint may replace.
  enum Section: CaseIterable {
    case layout, properties, transform

    /// Whether an attribute of a view belongs to the section.
    func contains(_ name: String) -> Bool {
      switch self {
      case .layout:
        name.hasPrefix("layout_") || ConstraintParams.mayRead(name) || name == "orientation"
      case .properties: name == "alpha" || name == "visibility" || name == "visibilityMode"
      case .transform: ViewTransform.attributes[name] != nil || name == "elevation"
      }
    }

    /// The section a child tag of `<Constraint>` writes.
    init?(tag: String) {
      switch tag {
      case "Layout": self = .layout
      case "PropertySet": self = .properties
      case "Transform": self = .transform
      default: return nil
      }
    }
  }

  /// The start set's constraints, by view id.
  private(set) var constraints: [String: Constraint] = [:]

  /// The scene (of `file`)'s start set; a scene without sets changes nothing. `layout` gives
  /// the root of the layout a start set names as `@layout/name`; a start naming a path
  /// rather than a layout is a located error.
  init(
    _ root: AndroidDocument.Element, file: String?,
    layout: (String) throws(DiagnosticError) -> AndroidDocument.Element?
  ) throws(DiagnosticError) {
    let sets = root.children.filter { $0.tag == "ConstraintSet" }
    let transition = root.children.first { $0.tag == "Transition" }
    let start = transition?.attribute("constraintSetStart")
    if let start, start.value.hasPrefix("@layout/") {
      let name = String(start.value.dropFirst("@layout/".count))
      try ResourceName.check(name, type: "layout", attribute: start, file: file)
      if let layout = try layout(name) { constraints = Self.constraints(ofLayout: layout) }
      return
    }
    let startID = start.map { AttributeReader.stripID($0.value) }
    let startSet = sets.first { set in
      startID.map { set.attribute("id").map { AttributeReader.stripID($0.value) } == $0 }
        ?? true
    }
    guard let startSet else { return }
    constraints = Self.constraints(of: startSet, among: sets, depth: 0)
  }

  /// The constraints a layout's views write, as a start set named by the layout.
  private static func constraints(ofLayout root: AndroidDocument.Element) -> [String: Constraint] {
    var result: [String: Constraint] = [:]
    for child in root.children {
      guard let id = child.attribute("id").map({ AttributeReader.stripID($0.value) }) else {
        continue
      }
      let sections = Set(Section.allCases)
      result[id] = Constraint(
        sections: sections,
        attributes: child.attributes.filter { attribute in
          attribute.name != "id" && sections.contains { $0.contains(attribute.name) }
        })
    }
    return result
  }

  /// A set's constraints over those of the set it derives from (a few levels at most).
  private static func constraints(
    of set: AndroidDocument.Element, among sets: [AndroidDocument.Element], depth: Int
  ) -> [String: Constraint] {
    var result: [String: Constraint] = [:]
    if depth < 8, let base = set.attribute("deriveConstraintsFrom") {
      let id = AttributeReader.stripID(base.value)
      if let parent = sets.first(where: {
        $0.attribute("id").map { AttributeReader.stripID($0.value) } == id
      }) {
        result = constraints(of: parent, among: sets, depth: depth + 1)
      }
    }
    for element in set.children where element.tag == "Constraint" {
      guard let id = element.attribute("id").map({ AttributeReader.stripID($0.value) }) else {
        continue
      }
      let parts = element.children.compactMap { child in
        Section(tag: child.tag).map { ($0, child.attributes) }
      }
      result[id] =
        parts.isEmpty
        ? Constraint(
          sections: Set(Section.allCases), attributes: element.attributes.filter { $0.name != "id" }
        )
        : Constraint(sections: Set(parts.map(\.0)), attributes: parts.flatMap(\.1))
    }
    return result
  }

  /// A view of the layout with its start constraint (if the set names it) in place of what
  /// the layout writes; the constraint's values are located at the view, whose file they
  /// stand in.
  func applied(to element: AndroidDocument.Element) -> AndroidDocument.Element {
    guard let id = element.attribute("id").map({ AttributeReader.stripID($0.value) }),
      let constraint = constraints[id]
    else { return element }
    var result = element
    result.attributes.removeAll { attribute in
      constraint.sections.contains { $0.contains(attribute.name) }
    }
    result.attributes += constraint.attributes.map { attribute in
      var located = attribute
      located.nameRange = element.range
      located.valueRange = element.range
      return located
    }
    return result
  }
}
