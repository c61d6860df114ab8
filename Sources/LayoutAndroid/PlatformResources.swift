import LayoutCore
import Synchronization

/// Android's own resources, read from the platform's `framework-res.apk` (Debian's
/// `android-framework-res`): `@android:color/…`, `@android:dimen/…`, `@android:string/…`,
/// `@android:style/…` and the platform's themes, chosen for one device configuration.
///
/// The archive and its resource table are read once per process and shared by every render;
/// one `PlatformResources` per device, shared too, keeps the styles it has converted.
package final class PlatformResources: Sendable {
  /// Where Debian's `android-framework-res` installs the platform's resources.
  package static let defaultPath = "/usr/share/android-framework-res/framework-res.apk"
  /// The theme an app gets when its manifest names none: a new app's default.
  package static let defaultTheme = "Theme.DeviceDefault.Light.DarkActionBar"

  /// The archive read.
  package let path: String
  /// The device the values are chosen for.
  package let device: DeviceConfiguration
  private let archive: ZipArchive
  private let table: ResourceTable
  private let styles = Mutex<[String: AndroidStyle?]>([:])
  /// The colour state lists read from the archive, by reference: every themed text view
  /// asks for the same few.
  private let colorLists = Mutex<[String: ColorStateList?]>([:])
  /// Each platform theme's items by name, its ancestors' flattened under its own.
  private let themeItems = Mutex<[String: [String: String]]>([:])

  private static let opened = Mutex<[String: (ZipArchive, ResourceTable)]>([:])

  /// The resources chosen for one device from one archive.
  private struct ChosenResources: Hashable {
    let path: String
    let device: DeviceConfiguration
  }

  /// One `PlatformResources` per archive and device, so that the styles converted for one
  /// render serve the next (a server, a batch or a test run renders many layouts on one device).
  private static let chosen = Mutex<[ChosenResources: PlatformResources]>([:])
  /// How many devices are kept before the kept ones are let go.
  private static let chosenLimit = 64

  /// The platform resources at `path` for `device`; the archive is read on first use. A
  /// missing or unreadable archive is an error that says how to install one.
  package static func load(path: String = defaultPath, device: DeviceConfiguration)
    throws(DiagnosticError) -> PlatformResources
  {
    let key = ChosenResources(path: path, device: device)
    if let known = chosen.withLock({ $0[key] }) { return known }
    let (archive, table) = try openedArchive(path)
    let resources = PlatformResources(path: path, device: device, archive: archive, table: table)
    return chosen.withLock { chosen in
      if chosen.count >= Self.chosenLimit { chosen.removeAll() }
      if let first = chosen[key] { return first }
      chosen[key] = resources
      return resources
    }
  }

  /// The archive at `path` and its resource table, read on first use.
  private static func openedArchive(_ path: String) throws(DiagnosticError)
    -> (ZipArchive, ResourceTable)
  {
    if let opened = opened.withLock({ $0[path] }) { return opened }
    let archive: ZipArchive
    let table: ResourceTable
    do {
      archive = try ZipArchive(path: path)
      table = try ResourceTable(archive: archive)
    } catch {
      throw DiagnosticError(
        .error, code: .fileNotFound,
        message: "Cannot read Android's platform resources at \(path): \(error.message)",
        hints: [
          "install them: sudo apt-get install android-framework-res (scripts/bootstrap does)",
          "or name another framework-res.apk with --platform PATH",
        ])
    }
    opened.withLock { $0[path] = (archive, table) }
    return (archive, table)
  }

  private init(
    path: String, device: DeviceConfiguration, archive: ZipArchive, table: ResourceTable
  ) {
    self.path = path
    self.device = device
    self.archive = archive
    self.table = table
    apiLevel = Self.apiLevel(of: archive)
  }

  /// The platform's API level: its manifest's `versionCode` (29 for Debian's Android 10
  /// framework-res); nil when the manifest does not say.
  package let apiLevel: Int?

  private static func apiLevel(of archive: ZipArchive) -> Int? {
    // An unreadable manifest leaves the level unknown: every `v<N>` folder then qualifies.
    guard let bytes = try? archive.contents(of: "AndroidManifest.xml", limit: 1 << 20),
      let manifest = try? BinaryXMLElement.parse(bytes),
      let code = manifest.attributes.first(where: { $0.name == "versionCode" })
    else { return nil }
    switch code.value {
    case .integer(let value): return value > 0 ? Int(value) : nil
    default: return code.rawValue.flatMap { Int($0) }
    }
  }

  /// The device configuration of a render's resource configuration.
  package static func device(for configuration: ResourceConfiguration) -> DeviceConfiguration {
    let q = configuration.qualifiers
    return DeviceConfiguration(
      density: q.density ?? 160, night: q.night ?? false,
      smallestWidthDp: q.smallestWidth ?? 360, widthDp: q.width ?? 360,
      heightDp: q.height ?? 640, rightToLeft: q.layoutDirection == "ldrtl",
      language: q.language, region: q.region)
  }

  /// Whether text names a platform resource (`@android:color/white`).
  static func isReference(_ text: String) -> Bool {
    text.hasPrefix("@android:") && text.utf8.contains(UInt8(ascii: "/"))
  }

  /// The type and name of `@android:type/name`.
  static func typeAndName(_ reference: String) -> (type: String, name: String)? {
    guard isReference(reference), let slash = reference.firstIndex(of: "/") else { return nil }
    let type = reference[reference.index(reference.startIndex, offsetBy: 9)..<slash]
    return (String(type), String(reference[reference.index(after: slash)...]))
  }

  /// The value `@android:type/name` holds, as a values file would write it: a colour, a
  /// dimension, a string, or another reference (`@android:color/…`, `?android:attr/…`). A
  /// colour state list gives the colour of its first item `state` matches. Nil when the
  /// platform has no such resource or it is not a single value.
  func value(of reference: String, state: Set<String>) -> String? {
    guard let value = simpleValue(reference) else { return nil }
    if case .string(let file) = value, file.hasPrefix("res/"), file.hasSuffix(".xml") {
      return colorList(reference)?.color(for: state)
    }
    return table.text(of: value)
  }

  /// The colour state list `@android:color/name` names, nil when it names a plain colour.
  func colorList(_ reference: String) -> ColorStateList? {
    // Only a platform colour names one; other values are not kept (a text is not a key).
    guard reference.hasPrefix("@android:color/") else { return nil }
    if let known = colorLists.withLock({ $0[reference] }) { return known }
    let list = readColorList(reference)
    colorLists.withLock { $0[reference] = list }
    return list
  }

  private func readColorList(_ reference: String) -> ColorStateList? {
    guard case .string(let file) = simpleValue(reference),
      file.hasSuffix(".xml"), let root = element(file)
    else { return nil }
    return try? ColorStateList(root, file: "\(path)!/\(file)")
  }

  /// The file in the archive a platform drawable (`@android:drawable/name`) is for this
  /// device: compiled XML (`res/drawable/….xml`) or an image of the nearest density.
  func drawableFile(_ reference: String) -> String? {
    guard case .string(let file) = simpleValue(reference), file.hasPrefix("res/") else {
      return nil
    }
    return file
  }

  /// The bytes of a file of the archive (a platform image).
  func contents(of file: String) throws(DiagnosticError) -> [UInt8] {
    do {
      return try archive.contents(of: file)
    } catch {
      throw DiagnosticError(
        .error, code: .fileNotFound,
        message: "Cannot read \(file) of Android's platform resources at \(path): "
          + error.message)
    }
  }

  /// Points per pixel of a platform image: its folder's density against mdpi's 160 (1 for
  /// `nodpi` and a folder without a density).
  static func scale(ofImage file: String) -> Double {
    let parts = file.split(separator: "/")
    guard parts.count >= 2 else { return 1 }
    let folder = String(parts[parts.count - 2])
    let kind = folder.split(separator: "-").first.map(String.init) ?? folder
    guard let density = ResourceQualifiers.ofFolder(folder, kind: kind)?.density,
      density > 0, density < ResourceQualifiers.anyDensity
    else { return 1 }
    return 160 / Double(density)
  }

  /// The names compiled XML stores as numbers: an enum attribute's symbol (`rectangle` for
  /// `shape` 0), or a flags attribute's symbols joined by `|` (`center_vertical|left`).
  private func symbols(of attribute: UInt32, for number: Int32) -> String? {
    guard case .bag(_, let items) = table.value(of: attribute, for: device) else { return nil }
    var symbols: [(name: String, value: UInt32)] = []
    for item in items
    where item.attribute >> 24 != 0x01 || item.attribute & 0xFFFF_0000 != 0x0100_0000 {
      guard case .integer(let value) = item.value, let name = table.name(of: item.attribute)
      else { continue }
      symbols.append((name.name, UInt32(bitPattern: value)))
    }
    let wanted = UInt32(bitPattern: number)
    if let exact = symbols.first(where: { $0.value == wanted }) { return exact.name }
    var left = wanted
    var names: [String] = []
    for symbol in symbols.sorted(by: { $0.value.nonzeroBitCount > $1.value.nonzeroBitCount })
    where symbol.value != 0 && symbol.value & left == symbol.value {
      names.append(symbol.name)
      left &= ~symbol.value
    }
    return left == 0 && !names.isEmpty ? names.joined(separator: "|") : nil
  }

  private func simpleValue(_ reference: String) -> TypedValue? {
    guard let (type, name) = Self.typeAndName(reference),
      let id = table.id(type: type, name: name),
      case .simple(let value) = table.value(of: id, for: device)
    else { return nil }
    return value
  }

  /// The platform style or theme `name` (`Theme.Material.Light`, `Widget.Button`), its items
  /// named as in layouts (without `android:`) and its parent written `@android:style/…`; nil
  /// when the platform has none.
  /// The items of the platform theme `name` (`@android:style/Theme.Material.Light`) and its
  /// ancestors by name, made by `flatten` the first time a process asks: every render under a
  /// platform theme, or an app theme whose chain ends in one, reads them.
  func themeItems(_ name: String, flatten: () -> [String: String]) -> [String: String] {
    if let known = themeItems.withLock({ $0[name] }) { return known }
    let items = flatten()
    themeItems.withLock { $0[name] = items }
    return items
  }

  func style(named name: String) -> AndroidStyle? {
    if let known = styles.withLock({ $0[name] }) { return known }
    let style = convertedStyle(name)
    styles.withLock { $0[name] = style }
    return style
  }

  private func convertedStyle(_ name: String) -> AndroidStyle? {
    guard let id = table.id(type: "style", name: name),
      case .bag(let parent, let bagItems) = table.value(of: id, for: device)
    else { return nil }
    let range = SourceRange(at: SourceLocation(line: 1, column: 1))
    let items = bagItems.compactMap { item -> AndroidDocument.Attribute? in
      guard let attribute = table.name(of: item.attribute) else { return nil }
      var value = table.text(of: item.value)
      if case .integer(let number) = item.value {
        value = symbols(of: item.attribute, for: number) ?? value
      }
      return AndroidDocument.Attribute(
        name: attribute.name, value: value, nameRange: range, valueRange: range,
        fromPlatform: true)
    }
    let parentName = parent.flatMap { table.name(of: $0)?.name }
    return AndroidStyle(
      name: "@android:style/" + name,
      parent: AndroidDocument.Attribute(
        name: "parent", value: parentName.map { "@android:style/" + $0 } ?? "",
        nameRange: range, valueRange: range),
      items: items, file: path, range: range)
  }

  /// A compiled XML file of the archive (`res/color/…xml`) as a document's element, its
  /// attributes named without their namespace and their values as text; nil when unreadable.
  func element(_ file: String) -> AndroidDocument.Element? {
    guard let bytes = try? archive.contents(of: file),
      let root = try? BinaryXMLElement.parse(bytes)
    else { return nil }
    return converted(root)
  }

  private func converted(_ element: BinaryXMLElement) -> AndroidDocument.Element {
    let range = SourceRange(at: SourceLocation(line: 1, column: 1))
    let attributes = element.attributes.map { attribute in
      let name =
        attribute.name.isEmpty
        ? attribute.resourceID.flatMap { table.name(of: $0)?.name } ?? "" : attribute.name
      let value: String =
        switch attribute.value {
        case .string(let text): text
        case .integer(let number) where attribute.rawValue == nil:
          attribute.resourceID.flatMap { symbols(of: $0, for: number) } ?? String(number)
        default: attribute.rawValue ?? table.text(of: attribute.value)
        }
      return AndroidDocument.Attribute(
        name: name, value: value, nameRange: range, valueRange: range)
    }
    return AndroidDocument.Element(
      tag: element.tag, attributes: attributes, children: element.children.map(converted),
      range: range)
  }
}
