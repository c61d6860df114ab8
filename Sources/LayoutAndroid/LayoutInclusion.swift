import LayoutCore

extension AndroidInflater {
  /// The most layouts that may be open inside each other (the layout, one it includes, one
  /// that one includes, …). Each level nests the inflater's recursion, so a longer chain
  /// would exhaust the stack; real layouts stay a few levels deep.
  static let maximumIncludeDepth = 64

  /// `<include layout="@layout/name"/>`: the named layout's root view added to `parent`, its
  /// layout parameters the include tag's when the tag gives both `layout_width` and
  /// `layout_height` (then every `layout_*` comes from the tag, as Android's `LayoutInflater`
  /// does), its `id` and `visibility` the tag's when given; a `<merge>` layout's children
  /// are added instead. A layout that includes itself, through any chain, is an error. The
  /// start constraints of a MotionLayout's `scene` apply to the views the layout brings.
  mutating func include(
    _ tag: AndroidDocument.Element, into parent: AndroidView, theme: StyleResolver.Theme?,
    file: String?, scene: MotionScene? = nil
  ) throws(DiagnosticError) {
    let document = try includedLayout(tag, file: file)
    let name = Self.layoutName(tag.attribute("layout")!.value)
    try reserveViews(for: name, document, at: tag, file: file)
    including.append(name)
    let outerRow = sampleRow
    sampleRow = tag.attribute("tools:sampleRow").flatMap { Int($0.value) } ?? sampleRow
    defer {
      including.removeLast()
      sampleRow = outerRow
    }
    if document.root.tag == "merge" {
      try addChildren(
        of: document.root, to: parent, theme: theme, file: document.file, scene: scene)
      return
    }
    if document.root.tag == "include" {
      throw error(
        "<include> cannot be the root of a layout", at: document.root.range,
        hint: "put it in a LinearLayout, FrameLayout or RelativeLayout", file: document.file)
    }
    let root = Self.overriding(document.root, with: tag)
    parent.children.append(
      try view(
        scene?.applied(to: root) ?? root, parentRole: parent.role, path: parent.path,
        ordinal: parent.children.count + 1, theme: theme, file: document.file))
  }

  /// Counts the views an included layout will make, with the layouts it includes in turn,
  /// before any is made: a few small layouts that include each other several times over
  /// would otherwise make millions before the count of views made reached the limit.
  private mutating func reserveViews(
    for name: String, _ document: AndroidDocument, at tag: AndroidDocument.Element, file: String?
  ) throws(DiagnosticError) {
    var counted = viewCounts
    var visiting: Set<String> = [name]
    let views = Self.views(in: document.root, counted: &counted, visiting: &visiting) {
      try? layouts.layout(named: $0)
    }
    viewCounts = counted
    guard viewCount + views <= Self.maximumViews else {
      throw Self.tooManyViews(file: file, range: tag.range)
    }
  }

  /// The views an element makes with its children, each `<include>` counted as the views of
  /// the layout it names (found with `layout`, counted once per name in `counted`). A layout
  /// that cannot be found or is already being counted counts nothing: inflating reports it.
  private static func views(
    in element: AndroidDocument.Element, counted: inout [String: Int],
    visiting: inout Set<String>, layout: (String) -> AndroidDocument?
  ) -> Int {
    var total = element.tag == "include" ? 0 : 1
    if element.tag == "include", let reference = element.attribute("layout") {
      let name = layoutName(reference.value)
      if let known = counted[name] {
        total = known
      } else if visiting.count < maximumIncludeDepth, !visiting.contains(name),
        let document = layout(name)
      {
        visiting.insert(name)
        total = views(in: document.root, counted: &counted, visiting: &visiting, layout: layout)
        visiting.remove(name)
        counted[name] = total
      }
    }
    for child in element.children {
      let (sum, overflow) = total.addingReportingOverflow(
        views(in: child, counted: &counted, visiting: &visiting, layout: layout))
      total = overflow ? Int.max / 2 : min(sum, Int.max / 2)
    }
    return total
  }

  /// The layout an include names; a missing `layout`, an unknown layout and a layout already
  /// being included are errors at the tag.
  private func includedLayout(_ tag: AndroidDocument.Element, file: String?)
    throws(DiagnosticError) -> AndroidDocument
  {
    guard let reference = tag.attribute("layout") else {
      throw error(
        "<include> needs a layout", at: tag.range, hint: "write layout=\"@layout/name\"",
        file: file)
    }
    let name = Self.layoutName(reference.value)
    try ResourceName.check(name, type: "layout", attribute: reference, file: file)
    guard !including.contains(name) else {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout,
        message: "Layout '\(name)' includes itself: "
          + (including + [name]).joined(separator: " → "),
        file: file, range: reference.valueRange, hints: ["break the chain of includes"])
    }
    guard including.count < Self.maximumIncludeDepth else {
      throw DiagnosticError(
        .error, code: .resourceLimit,
        message: "Layouts include each other \(including.count + 1) levels deep, more than the "
          + "limit of \(Self.maximumIncludeDepth): \(Self.chain(including + [name]))",
        file: file, range: reference.valueRange,
        hints: ["include the innermost layouts from a layout nearer the root"])
    }
    guard let document = try found(name, at: reference, file: file) else {
      let known = layouts.layoutNames()
      throw DiagnosticError(
        .error, code: .androidBadReference, message: "No layout named '\(name)'", file: file,
        range: reference.valueRange,
        hints: [
          known.isEmpty
            ? "put \(name).xml beside the layout or in its layout/ folder"
            : "the layouts: " + known.joined(separator: ", ")
        ])
    }
    return document
  }

  /// The layout of a name, read; errors that name no file (a link leading outside the
  /// resource folders) are located at the reference.
  private func found(_ name: String, at reference: AndroidDocument.Attribute, file: String?)
    throws(DiagnosticError) -> AndroidDocument?
  {
    do {
      return try layouts.layout(named: name)
    } catch {
      guard error.primary.file == nil else { throw error }
      var located = error
      located.primary.file = file
      located.primary.range = reference.valueRange
      throw located
    }
  }

  /// A long chain of names shown by its ends: `a → b → … → y → z`.
  static func chain(_ names: [String]) -> String {
    let shown = names.count > 5 ? names.prefix(2) + ["…"] + names.suffix(2) : names[...]
    return shown.joined(separator: " → ")
  }

  /// `@layout/card` is `card`.
  static func layoutName(_ value: String) -> String {
    let trimmed = value.trimmingCharacters(in: " ")
    return trimmed.hasPrefix("@layout/") ? String(trimmed.dropFirst("@layout/".count)) : trimmed
  }

  /// The included root with the include tag's `layout_*` (when it gives both sizes), `id`
  /// and `visibility` over its own.
  static func overriding(_ root: AndroidDocument.Element, with tag: AndroidDocument.Element)
    -> AndroidDocument.Element
  {
    var element = root
    let sizesGiven = tag.attribute("layout_width") != nil && tag.attribute("layout_height") != nil
    let replaced = { (name: String) in
      (sizesGiven && name.hasPrefix("layout_")) || name == "id" || name == "visibility"
    }
    let given = tag.attributes.filter { replaced($0.name) && $0.name != "layout" }
    let givenNames = Set(given.map(\.name))
    element.attributes =
      root.attributes.filter {
        !(sizesGiven && $0.name.hasPrefix("layout_")) && !givenNames.contains($0.name)
      } + given
    return element
  }
}
