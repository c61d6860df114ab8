import LayoutCore

/// The rows an adapter view shows from its `android:entries` string array, as the platform's
/// `ArrayAdapter` makes them: a `Spinner` shows its first entry as `simple_spinner_item`
/// (a text view of the theme's `spinnerItemStyle`), a `ListView` every entry as
/// `simple_list_item_1` (a row at least `listPreferredItemHeightSmall` tall, its text in
/// `textAppearanceListItem` between the list item paddings).
enum AdapterEntries {
  /// The adapter views that read `entries`.
  static let views: Set<String> = ["Spinner", "ListView"]

  /// The row elements for `element`'s entries; empty when it names none. An array that is
  /// not defined is an error at the attribute.
  static func rows(
    of element: AndroidDocument.Element, className: String, resources: AndroidResources,
    file: String?
  ) throws(DiagnosticError) -> [AndroidDocument.Element] {
    if let preview = previewRows(of: element, className: className) {
      if let cells = sizedColumns(of: element, className: className, rows: preview) {
        return [cells]
      }
      let columns = try gridColumns(
        of: element, className: className, resources: resources, file: file)
      // A grid view's room between its columns and its rows.
      let spacing =
        className == "GridView"
        ? (
          element.attribute("horizontalSpacing")?.value,
          element.attribute("verticalSpacing")?.value
        ) : (nil, nil)
      return columns > 1 ? grid(preview, columns: columns, spacing: spacing) : preview
    }
    guard views.contains(className), let attribute = element.attribute("entries") else {
      return []
    }
    guard attribute.value.hasPrefix("@array/") else { return [] }
    let name = String(attribute.value.dropFirst("@array/".count))
    guard let entries = resources.arrays[name] else {
      throw DiagnosticError(
        .error, code: .androidBadReference, message: "No array resource named '\(name)'",
        file: file, range: attribute.valueRange,
        hints: ["define <string-array name=\"\(name)\"> in res/values/*.xml"])
    }
    let shown = className == "Spinner" ? Array(entries.prefix(1)) : entries
    return shown.map { text in row(text, spinner: className == "Spinner", at: attribute) }
  }

  /// The views that show rows of a layout the preview names (`tools:listitem`).
  static let listViews: Set<String> = [
    "ListView", "GridView", "ExpandableListView", "RecyclerView",
  ]

  /// The rows Android Studio's preview fills a list with: `tools:listheader`, then
  /// `tools:itemCount` copies of `tools:listitem` (10 when it does not say), then
  /// `tools:listfooter`; a fragment's `tools:layout`. Nil when the view names none.
  static func previewRows(of element: AndroidDocument.Element, className: String)
    -> [AndroidDocument.Element]?
  {
    func include(_ attribute: AndroidDocument.Attribute?) -> [AndroidDocument.Element] {
      guard let attribute, attribute.value.hasPrefix("@layout/") else { return [] }
      var named = attribute
      named.name = "layout"
      return [
        AndroidDocument.Element(
          tag: "include", attributes: [named], children: [], range: attribute.nameRange)
      ]
    }
    if className == "fragment" || className == "FragmentContainerView" {
      let layout = include(element.attribute("tools:layout"))
      return layout.isEmpty ? nil : layout
    }
    guard listViews.contains(className), let item = element.attribute("tools:listitem") else {
      return nil
    }
    let count = element.attribute("tools:itemCount").flatMap { Int($0.value) } ?? 10
    // Each row knows its place, which picks its sample data.
    let rows = (0..<min(max(count, 0), 100)).flatMap { row in
      include(item).map { include in
        var numbered = include
        numbered.attributes.append(
          AndroidDocument.Attribute(
            name: "tools:sampleRow", value: "\(row)", nameRange: include.range,
            valueRange: include.range, fromPlatform: true))
        return numbered
      }
    }
    return include(element.attribute("tools:listheader")) + rows
      + include(element.attribute("tools:listfooter"))
  }

  /// The element a GridView's cells are laid out in when it sizes its columns itself.
  static let gridColumnsTag = "GridViewColumns"

  /// A GridView's cells in an element that sizes their columns as `GridView` does
  /// (`GridViewColumns`), when it fits as many as its width takes (`numColumns="auto_fit"`)
  /// or gives a `columnWidth`: the grid's column attributes and the preview's rows (a grid
  /// has no header or footer of its own). Nil for another list, or a grid of equal shares.
  static func sizedColumns(
    of element: AndroidDocument.Element, className: String, rows: [AndroidDocument.Element]
  ) -> AndroidDocument.Element? {
    guard className == "GridView", let first = rows.first else { return nil }
    let count = element.attribute("numColumns")?.value
    guard count == "auto_fit" || count == "-1" || element.attribute("columnWidth") != nil else {
      return nil
    }
    let given = element.attributes.filter { GridViewColumns.attributes.contains($0.name) }
    let size = [("layout_width", "match_parent"), ("layout_height", "wrap_content")].map {
      AndroidDocument.Attribute(
        name: $0.0, value: $0.1, nameRange: first.range, valueRange: first.range,
        fromPlatform: true)
    }
    return AndroidDocument.Element(
      tag: gridColumnsTag, attributes: size + given, children: rows, range: element.range)
  }

  /// How many columns a list lays its rows in: a `GridView`'s `numColumns`, a
  /// `RecyclerView`'s `spanCount` with a grid layout manager (`GridLayoutManager`,
  /// `StaggeredGridLayoutManager`); 1 for any other list.
  static func gridColumns(
    of element: AndroidDocument.Element, className: String, resources: AndroidResources,
    file: String?
  ) throws(DiagnosticError) -> Int {
    let attribute: AndroidDocument.Attribute?
    switch className {
    case "GridView": attribute = element.attribute("numColumns")
    case "RecyclerView":
      guard element.attribute("layoutManager")?.value.contains("GridLayoutManager") == true
      else { return 1 }
      attribute = element.attribute("spanCount")
    default: return 1
    }
    guard let attribute else { return 1 }
    let value = try resources.resolve(attribute.value, file: file, range: attribute.valueRange)
    return min(max(Int(value) ?? 1, 1), 16)
  }

  /// The rows in a grid: each row a horizontal layout of `columns` cells that share its
  /// width, `spacing` (as written: a dimension or a reference) between two cells and two
  /// rows, as a `GridView`'s `stretchMode="columnWidth"` shares it; a list's header and footer
  /// (not its items) across the whole width.
  static func grid(
    _ rows: [AndroidDocument.Element], columns: Int,
    spacing: (horizontal: String?, vertical: String?) = (nil, nil)
  ) -> [AndroidDocument.Element] {
    guard let first = rows.first else { return rows }
    func attribute(_ name: String, _ value: String) -> AndroidDocument.Attribute {
      AndroidDocument.Attribute(
        name: name, value: value, nameRange: first.range, valueRange: first.range,
        fromPlatform: true)
    }
    let item = rows.count > 2 ? rows[rows.count / 2].attribute("layout")?.value : nil
    var grid: [AndroidDocument.Element] = []
    var row: [AndroidDocument.Element] = []
    /// The room after a cell that is not its row's last.
    func gap(_ position: Int) -> [AndroidDocument.Attribute] {
      guard position < columns - 1, let horizontal = spacing.horizontal else { return [] }
      return [attribute("layout_marginEnd", horizontal)]
    }
    var rowCount = 0
    func close() {
      guard !row.isEmpty else { return }
      while row.count < columns {
        row.append(
          AndroidDocument.Element(
            tag: "View",
            attributes: [
              attribute("layout_width", "0dp"), attribute("layout_weight", "1"),
              attribute("layout_height", "0dp"),
            ] + gap(row.count), children: [], range: first.range))
      }
      let above = rowCount > 0 ? spacing.vertical.map { [attribute("layout_marginTop", $0)] } : nil
      grid.append(
        AndroidDocument.Element(
          tag: "LinearLayout",
          attributes: [
            attribute("orientation", "horizontal"), attribute("layout_width", "match_parent"),
            attribute("layout_height", "wrap_content"),
          ] + (above ?? []), children: row, range: first.range))
      row = []
      rowCount += 1
    }
    for element in rows {
      guard element.attribute("layout")?.value == item else {
        close()
        grid.append(element)
        continue
      }
      row.append(
        AndroidDocument.Element(
          tag: "FrameLayout",
          attributes: [
            attribute("layout_width", "0dp"), attribute("layout_weight", "1"),
            attribute("layout_height", "wrap_content"),
          ] + gap(row.count), children: [element], range: first.range))
      if row.count == columns { close() }
    }
    close()
    return grid
  }

  private static func row(_ text: String, spinner: Bool, at attribute: AndroidDocument.Attribute)
    -> AndroidDocument.Element
  {
    func named(_ name: String, _ value: String) -> AndroidDocument.Attribute {
      AndroidDocument.Attribute(
        name: name, value: value, nameRange: attribute.nameRange,
        valueRange: attribute.valueRange, fromPlatform: true)
    }
    let own =
      spinner
      ? [named("style", "?android:attr/spinnerItemStyle")]
      : [
        named("textAppearance", "?android:attr/textAppearanceListItem"),
        named("gravity", "center_vertical"),
        named("paddingStart", "?android:attr/listPreferredItemPaddingStart"),
        named("paddingEnd", "?android:attr/listPreferredItemPaddingEnd"),
        named("minHeight", "?android:attr/listPreferredItemHeightSmall"),
      ]
    return AndroidDocument.Element(
      tag: "TextView",
      attributes: own + [
        named("layout_width", "match_parent"), named("layout_height", "wrap_content"),
        named("text", StringResource.escaped(text)),
      ], children: [], range: attribute.nameRange)
  }
}
