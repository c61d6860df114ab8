import LayoutCore
import LayoutSyntax

/// The values of `res/values/*.xml`: strings, colours and dimensions by name, each located
/// where it is defined; and the resolution of `@string/`, `@color/` and `@dimen/` references.
public struct AndroidResources: Sendable {
  /// One value as written, and where.
  public struct Entry: Sendable {
    public var value: String
    public var file: String?
    public var range: SourceRange
  }

  /// Entries by type (`string`, `color`, `dimen`) and then by name.
  public private(set) var entries: [String: [String: Entry]] = [:]
  /// Drawable XML files (`res/drawable*/name.xml`) by name: their root element and file.
  public private(set) var drawables: [String: (root: AndroidDocument.Element, file: String?)] =
    [:]
  /// Images in drawable folders by name (`photo` for `photo.png`, `button` for
  /// `button.9.png`): their paths relative to the layout's folder.
  public private(set) var drawableImages: [String: String] = [:]
  /// The points per pixel of images of density-qualified folders (½ for `drawable-xhdpi`),
  /// by name; 1 when absent.
  public private(set) var drawableImageScales: [String: Double] = [:]
  /// Colour state lists (`res/color/name.xml`) by name.
  private(set) var colorLists: [String: ColorStateList] = [:]
  /// Styles and themes (`<style>` in values files) by name.
  package private(set) var styles: [String: AndroidStyle] = [:]
  /// The platform's own resources, which `@android:` values and the platform's styles and
  /// themes come from; nil when they are not read (then `?attr/` values outside the app's
  /// themes are left out, with a warning).
  package var platform: PlatformResources?
  /// The theme views are under where no `android:theme` above sets one: the app's manifest's
  /// or the one a render names; nil for the platform's default
  /// (`PlatformResources.defaultTheme`) when the platform is read.
  public var appTheme: String?
  /// Whether layouts are right to left where no `layoutDirection` says otherwise: the
  /// locale's direction, for an app that supports right to left.
  public var rightToLeft = false

  /// The types of platform values a reference may name (`@android:color/white`).
  static let platformValueTypes: Set<String> = [
    "color", "dimen", "string", "integer", "bool", "fraction",
  ]

  /// The most references one reference may lead through (`@color/a` naming `@color/b`…),
  /// the first counted; real values refer a few levels deep.
  public static let maximumReferenceChain = 64

  /// The types a values file may define here.
  public static let types: Set<String> = [
    "string", "color", "dimen", "bool", "integer", "fraction",
  ]

  /// Drawables a values file defines (`<drawable name="logo">@drawable/logo_blue</drawable>`,
  /// `<drawable name="scrim">#66000000</drawable>`): their values, by name, until
  /// `resolveDrawableAliases` makes them drawables.
  private var drawableAliases: [String: Entry] = [:]

  /// The styled spans of the strings that have them (`<b>`, `<i>`, …), by name.
  public private(set) var stringRuns: [String: [TextRun]] = [:]

  /// String arrays (`<string-array>`, `<array>` of text) by name: a list's or a spinner's
  /// `entries`.
  public private(set) var arrays: [String: [String]] = [:]

  /// Values entries that only the app's code or its build reads, which a layout never shows:
  /// accepted without a warning.
  static let declarations: Set<String> = [
    "attr", "declare-styleable", "public", "eat-comment", "skip", "java-symbol", "add-resource",
  ]

  public init() {}

  /// Adds the entries of a values file (`<resources>` of `<string name="…">…</string>`,
  /// `<color>`, `<dimen>`, `<style>`); later files override earlier ones. Returns warnings about other
  /// entries, which are ignored.
  public mutating func read(_ text: String, file: String?) throws(DiagnosticError) -> [Diagnostic] {
    let xml = try XmlParser.parse(text, file: file)
    guard xml.root.name == "resources" else {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout,
        message: "A values file needs a <resources> root, not <\(xml.root.name)>", file: file,
        range: xml.root.nameRange, hints: ["write <resources><string name=\"…\">…</string>…"])
    }
    // Entries of the kinds not read, by kind: where the first is, and how many there are.
    var ignored: [String: (range: SourceRange, count: Int)] = [:]
    for case .element(let element) in xml.root.children {
      if element.name == "style" {
        guard let name = element.attribute("name")?.value, !name.isEmpty else {
          throw DiagnosticError(
            .error, code: .invalidAndroidLayout, message: "<style> needs a name", file: file,
            range: element.nameRange, hints: ["write <style name=\"…\">"])
        }
        styles[name] = try AndroidStyle.read(element, name: name, file: file)
        continue
      }
      if try readList(element, file: file) || Self.declarations.contains(element.name) {
        continue
      }
      // `<item type="dimen" name="…">` is a `<dimen>`; an id declares only a name.
      let type = element.name == "item" ? element.attribute("type")?.value ?? "" : element.name
      if type == "id" { continue }
      if type == "drawable", let name = element.attribute("name")?.value, !name.isEmpty {
        drawableAliases[name] = Entry(
          value: StringResource.text(of: element), file: file, range: element.nameRange)
        continue
      }
      guard Self.types.contains(type) else {
        ignored[element.name, default: (element.nameRange, 0)].count += 1
        continue
      }
      guard let name = element.attribute("name")?.value, !name.isEmpty else {
        throw DiagnosticError(
          .error, code: .invalidAndroidLayout, message: "<\(element.name)> needs a name",
          file: file, range: element.nameRange, hints: ["write <\(element.name) name=\"…\">"])
      }
      let value =
        type == "string"
        ? StringResource.text(of: element)
        : element.children.compactMap { node -> String? in
          if case .text(let text) = node { return text.text }
          if case .cdata(let text, _) = node { return text }
          return nil
        }.joined().trimmingCharacters(in: " \n\t\r")
      entries[type, default: [:]][name] = Entry(
        value: type == "fraction" ? Self.fraction(value) : value, file: file,
        range: element.nameRange)
      if type == "string" {
        let runs = StringResource.runs(of: element)
        stringRuns[name] = runs.isEmpty ? nil : runs
      }
    }
    // One warning per kind, so that a values file of plurals does not bury the rest.
    return ignored.sorted { $0.value.range.start < $1.value.range.start }.map { kind, first in
      Diagnostic(
        .warning, code: .androidIgnored,
        message: "<\(kind)> values are not read"
          + (first.count > 1 ? " (\(first.count) in this file, the first here)" : ""),
        file: file, range: first.range,
        hints: [
          "string, color, dimen, bool, integer, drawable, style, string-array, integer-array "
            + "and plurals are read"
        ])
    }
  }

  /// Makes the drawables values files define into drawables, once every drawable file and
  /// image is read: one naming another drawable (`@drawable/…`) is that drawable, one naming
  /// a colour (`#…`, `@color/…`, `@android:color/…`) a colour drawable. A name a drawable
  /// file already has keeps the file's; an alias of a drawable that is not there is left out.
  public mutating func resolveDrawableAliases() {
    for (name, alias) in drawableAliases.sorted(by: { $0.key < $1.key })
    where drawables[name] == nil && drawableImages[name] == nil {
      var value = alias.value
      // An alias of an alias, a few levels deep at most.
      for _ in 0..<8 {
        guard value.hasPrefix("@drawable/") else { break }
        let target = String(value.dropFirst("@drawable/".count))
        guard drawables[target] == nil, drawableImages[target] == nil,
          let next = drawableAliases[target]
        else { break }
        value = next.value
      }
      if value.hasPrefix("@drawable/") {
        let target = String(value.dropFirst("@drawable/".count))
        if let drawable = drawables[target] {
          drawables[name] = drawable
        } else if let image = drawableImages[target] {
          drawableImages[name] = image
          drawableImageScales[name] = drawableImageScales[target]
        }
      } else if value.hasPrefix("#") || value.hasPrefix("@color/")
        || value.hasPrefix("@android:color/")
      {
        let range = alias.range
        drawables[name] = (
          AndroidDocument.Element(
            tag: "color",
            attributes: [
              AndroidDocument.Attribute(
                name: "color", value: value, nameRange: range, valueRange: range)
            ], children: [], range: range),
          alias.file
        )
      }
    }
  }

  /// Reads a `<string-array>` (or an `<integer-array>`, an `<array>`) into `arrays`, and a
  /// `<plurals>` as a string
  /// of its `other` form (the one most counts take); false for other entries.
  private mutating func readList(_ element: XmlElement, file: String?) throws(DiagnosticError)
    -> Bool
  {
    guard ["string-array", "integer-array", "array", "plurals"].contains(element.name) else {
      return false
    }
    guard let name = element.attribute("name")?.value, !name.isEmpty else {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout, message: "<\(element.name)> needs a name",
        file: file, range: element.nameRange, hints: ["write <\(element.name) name=\"…\">"])
    }
    var items: [(quantity: String?, text: String)] = []
    for case .element(let item) in element.children where item.name == "item" {
      items.append((item.attribute("quantity")?.value, StringResource.text(of: item)))
    }
    if element.name == "plurals" {
      let other = items.first { $0.quantity == "other" } ?? items.last
      entries["plurals", default: [:]][name] = Entry(
        value: other?.text ?? "", file: file, range: element.nameRange)
    } else {
      arrays[name] = items.map(\.text)
    }
    return true
  }

  /// Adds a drawable XML file, named by its file name; malformed XML is a located error.
  public mutating func readDrawable(_ text: String, name: String, file: String?)
    throws(DiagnosticError)
  {
    let document = try AndroidDocument.read(text, file: file)
    drawables[name] = (document.root, file)
    drawableImages[name] = nil
  }

  /// The app's design-time sample data (`sampledata/`), which `@sample/…` values name.
  package var sampleData = SampleData()

  /// Font resources (`res/font/`) by name.
  package private(set) var fonts: [String: FontResource] = [:]

  /// Adds a `<font-family>` file (`res/font/name.xml`).
  public mutating func readFont(_ text: String, name: String, file: String?)
    throws(DiagnosticError)
  {
    fonts[name] = try FontResource.read(try AndroidDocument.read(text, file: file), file: file)
  }

  /// Adds a font file (`res/font/name.ttf`) at `path`.
  public mutating func addFontFile(_ name: String, path: String) {
    fonts[name] = .file(path)
  }

  /// Menus (`res/menu/name.xml`) by name: their root element and file.
  public private(set) var menus: [String: (root: AndroidDocument.Element, file: String?)] = [:]

  /// Adds a menu resource, named by its file name.
  public mutating func readMenu(_ text: String, name: String, file: String?)
    throws(DiagnosticError)
  {
    let document = try AndroidDocument.read(text, file: file)
    menus[name] = (document.root, file)
  }

  /// Adds an image of a drawable folder, named by its file name without the extension, at
  /// `path` relative to the layout's folder, drawn at `scale` points per pixel; it replaces
  /// a drawable XML file of the same name read before.
  public mutating func addDrawableImage(_ name: String, path: String, scale: Double = 1) {
    drawableImages[name] = path
    drawableImageScales[name] = scale == 1 ? nil : scale
    drawables[name] = nil
  }

  /// Adds a colour state list (`<selector>` of `<item android:color="…" state_…="true"/>`),
  /// named by its file name; anything else is a located error.
  public mutating func readColorList(_ text: String, name: String, file: String?)
    throws(DiagnosticError)
  {
    let document = try AndroidDocument.read(text, file: file)
    colorLists[name] = try ColorStateList(document.root, file: file)
  }

  /// Whether `text` is a reference these resources resolve: the app's `@string/…`,
  /// `@color/…`, `@dimen/…`, and the platform's values when it is read.
  public func resolves(_ text: String) -> Bool {
    Self.isReference(text) || isPlatformValue(text)
  }

  private func isPlatformValue(_ text: String) -> Bool {
    guard platform != nil, let (type, _) = PlatformResources.typeAndName(text) else {
      return false
    }
    return Self.platformValueTypes.contains(type)
  }

  /// A `<fraction>` as the number it stands for, as the resource compiler reads it: `50%` and
  /// `50%p` (of the parent) are 0.5, a plain number is itself; anything else as written.
  static func fraction(_ text: String) -> String {
    var number = Substring(text)
    if number.hasSuffix("%p") {
      number = number.dropLast(2)
    } else if number.hasSuffix("%") {
      number = number.dropLast()
    } else {
      return text
    }
    guard let value = Double(number.trimmingCharacters(in: " ")) else { return text }
    return String(value / 100)
  }

  /// Whether `text` is a reference this resolves (`@string/…`, `@color/…`, `@dimen/…`).
  public static func isReference(_ text: String) -> Bool {
    guard text.hasPrefix("@"), let slash = text.firstIndex(of: "/") else { return false }
    return types.contains(String(text[text.index(after: text.startIndex)..<slash]))
  }

  /// The item of the colour state list `reference` names (`@color/name`, `@android:color/name`)
  /// that `state` matches, with its alpha; nil when it names no colour state list.
  func colorListEntry(_ reference: String, state: Set<String>) -> ColorStateList.Entry? {
    if reference.hasPrefix("@color/") {
      let name = String(reference.dropFirst("@color/".count))
      guard entries["color"]?[name] == nil else { return nil }
      return (colorLists[name] ?? LibraryStyles.colorLists[name])?.entry(for: state)
    }
    return platform?.colorList(reference)?.entry(for: state)
  }

  /// The name prefixes of the AndroidX and Material libraries' resources
  /// (`abc_action_bar_up_description`, `cardview_light_background`, `mtrl_…`), which an app's
  /// build merges in and a layout may name.
  static let libraryPrefixes = [
    "abc_", "cardview_", "design_", "mtrl_", "material_", "m3_", "nav_app_bar_", "preference_",
    "exo_", "common_google_", "androidx_", "compat_", "notification_", "tooltip_", "appbar_",
    "bottom_sheet_", "fab_", "character_counter_", "password_toggle_", "chip_", "searchview_",
    "hide_bottom_view_", "media3_",
  ]

  /// Whether a resource name is one of the libraries'.
  public static func isLibraryResource(_ name: String) -> Bool {
    libraryPrefixes.contains { name.hasPrefix($0) }
  }

  /// Whether the app's build names libraries (artifacts, not the project's own modules),
  /// whose resources it merges in and which are not read here. A reference nothing here
  /// defines then names one of theirs, since the app's build would fail otherwise.
  package var namesLibraries = false

  /// Why a resource `name` nothing defines is left out rather than drawn: it is a known
  /// library's (by its name), or the build names libraries, one of which must define it, or
  /// nothing here defines it. Android Studio's preview draws a layout whose references do not
  /// resolve, leaving those values out, and so does a render (with a warning; `check --strict`
  /// makes it an error).
  package func missingReason(for name: String) -> String {
    if Self.isLibraryResource(name) { return "is a library's resource, which is not available" }
    guard namesLibraries else { return "is not defined in the app, its modules or the platform" }
    return "is not defined in the app or its modules: it comes from a library the build names, "
      + "which is not read"
  }

  /// The value a reference names, following references to references; a name the values
  /// do not have, a loop, or a chain longer than `maximumReferenceChain` is a located error
  /// at `range` of `file`.
  /// A colour state list on the way picks the colour of the first item `state` matches.
  public func resolve(
    _ text: String, file: String?, range: SourceRange, state: Set<String> = ViewState.normal
  ) throws(DiagnosticError) -> String {
    switch try resolution(of: text, file: file, range: range, state: state) {
    case .value(let value): return value
    case .undefined(_, _, let error): throw error
    }
  }

  /// What a reference comes to: its value, or a name on its way that nothing here defines
  /// (`missingReason(for:)`), such as a library's, which the app's build would merge in.
  package enum Resolution {
    case value(String)
    /// The name, why it is not defined, and the error `resolve` throws for it.
    case undefined(name: String, reason: String, error: DiagnosticError)
  }

  /// The value a reference names, as `resolve` finds it, or the undefined name it stops at.
  package func resolution(
    of text: String, file: String?, range: SourceRange, state: Set<String> = ViewState.normal
  ) throws(DiagnosticError) -> Resolution {
    var current = text
    var seen: Set<String> = []
    var chain: [String] = []
    while resolves(current) {
      guard seen.insert(current).inserted else {
        throw DiagnosticError(
          .error, code: .androidBadReference,
          message: "\(text) refers to itself through \(current)",
          file: file, range: range)
      }
      chain.append(current)
      guard chain.count <= Self.maximumReferenceChain else {
        throw DiagnosticError(
          .error, code: .resourceLimit,
          message: "\(text) leads through \(chain.count) references, more than the limit of "
            + "\(Self.maximumReferenceChain): "
            + (chain.prefix(2) + ["…"] + chain.suffix(2)).joined(separator: " → "),
          file: file, range: range,
          hints: ["let the value name its final value, or a resource nearer it"])
      }
      if let platform, isPlatformValue(current) {
        guard let value = platform.value(of: current, state: state) else {
          throw DiagnosticError(
            .error, code: .androidBadReference,
            message: "The platform has no value resource \(current)", file: file, range: range,
            hints: ["Android's resources are those of \(platform.path)"])
        }
        current = value
        continue
      }
      let slash = current.firstIndex(of: "/")!
      let type = String(current[current.index(after: current.startIndex)..<slash])
      let name = String(current[current.index(after: slash)...])
      if type == "color", entries[type]?[name] == nil,
        let list = colorLists[name] ?? LibraryStyles.colorLists[name]
      {
        current = list.color(for: state)
        continue
      }
      if type == "color", entries[type]?[name] == nil, let color = LibraryColors.color(named: name)
      {
        current = color
        continue
      }
      if type == "dimen", entries[type]?[name] == nil,
        let dimension = LibraryDimensions.dimension(named: name)
      {
        current = dimension
        continue
      }
      guard let entry = entries[type]?[name] else {
        var known = (entries[type] ?? [:]).keys.sorted()
        if type == "color" { known = (known + colorLists.keys).sorted() }
        let error = DiagnosticError(
          .error, code: .androidBadReference, message: "No \(type) resource named '\(name)'",
          file: file, range: range, hints: [missingHint(type: type, name: name, known: known)])
        return .undefined(name: "@\(type)/\(name)", reason: missingReason(for: name), error: error)
      }
      current = entry.value
    }
    return .value(current)
  }

  /// How to render a `@type/name` nothing defines: a library's is defined in the app's
  /// values; a misspelt name is the one it is closest to; otherwise the names there are.
  private func missingHint(type: String, name: String, known: [String]) -> String {
    if Self.isLibraryResource(name) || namesLibraries {
      return "define it in res/values/ to render it, or give the value itself"
    }
    if let closest = Suggestions.closest(to: name, in: known) {
      return "did you mean '@\(type)/\(closest)'?"
    }
    return known.isEmpty
      ? "define <\(type) name=\"\(name)\"> in res/values/*.xml beside the layout"
      : "the \(type) resources: " + known.joined(separator: ", ")
  }
}
