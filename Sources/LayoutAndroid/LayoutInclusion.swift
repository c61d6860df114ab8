import LayoutCore

extension AndroidInflater {
  /// `<include layout="@layout/name"/>`: the named layout's root view added to `parent`, its
  /// layout parameters the include tag's when the tag gives both `layout_width` and
  /// `layout_height` (then every `layout_*` comes from the tag, as Android's `LayoutInflater`
  /// does), its `id` and `visibility` the tag's when given; a `<merge>` layout's children
  /// are added instead. A layout that includes itself, through any chain, is an error.
  mutating func include(
    _ tag: AndroidDocument.Element, into parent: AndroidView, theme: StyleResolver.Theme?,
    file: String?
  ) throws(DiagnosticError) {
    let document = try includedLayout(tag, file: file)
    let name = Self.layoutName(tag.attribute("layout")!.value)
    including.append(name)
    defer { including.removeLast() }
    if document.root.tag == "merge" {
      try addChildren(of: document.root, to: parent, theme: theme, file: document.file)
      return
    }
    if document.root.tag == "include" {
      throw error(
        "<include> cannot be the root of a layout", at: document.root.range,
        hint: "put it in a LinearLayout, FrameLayout or RelativeLayout", file: document.file)
    }
    parent.children.append(
      try view(
        Self.overriding(document.root, with: tag), parentRole: parent.role, path: parent.path,
        ordinal: parent.children.count + 1, theme: theme, file: document.file))
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
    guard !including.contains(name) else {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout,
        message: "Layout '\(name)' includes itself: "
          + (including + [name]).joined(separator: " → "),
        file: file, range: reference.valueRange, hints: ["break the chain of includes"])
    }
    guard let document = try layouts.layout(named: name) else {
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
