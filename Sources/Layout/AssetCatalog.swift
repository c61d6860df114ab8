import Foundation
import LayoutCore
import LayoutEngine
import LayoutSyntax

/// An Xcode asset catalog (`Assets.xcassets`): its image sets (`Rocket.imageset`) and colour
/// sets (`BrandBlue.colorset`) by name (Behaviour.md §c.assets). Folders inside it group sets;
/// a folder whose `Contents.json` says `"provides-namespace": true` puts its name before the
/// names of the sets inside (`Icons/Rocket`). The folders are listed when a set is first asked
/// for, once for the catalog's life.
final class AssetCatalog {
  /// The catalog's folder.
  let folder: URL
  private var listed: Listing?
  /// The colour sets read so far.
  private var colors: [String: Color] = [:]

  /// The sets found in the catalog's folders, by name; the first of a name wins.
  private struct Listing {
    var imageSets: [String: URL] = [:]
    var colorSets: [String: URL] = [:]
  }

  /// Whether the user named the catalog (`--assets`), so it may lie anywhere; one found
  /// beside the template must stay inside the template's folder, links followed.
  let isGiven: Bool
  /// The appearance whose variants colour and image sets give.
  var appearance = Appearance.light

  init(folder: URL, isGiven: Bool = true) {
    self.folder = folder.standardizedFileURL
    self.isGiven = isGiven
  }

  /// The catalog a template uses: the one given (`--assets`), else the `Assets.xcassets`
  /// folder beside the template, else none.
  static func find(given: String?, templateFile: String?, appearance: Appearance = .light)
    -> AssetCatalog?
  {
    let catalog =
      if let given {
        AssetCatalog(folder: URL(fileURLWithPath: given))
      } else {
        templateFile.flatMap { inside(URL(fileURLWithPath: $0).deletingLastPathComponent()) }
      }
    catalog?.appearance = appearance
    return catalog
  }

  /// The `Assets.xcassets` folder of `folder`, if it has one.
  static func inside(_ folder: URL) -> AssetCatalog? {
    let beside = folder.appendingPathComponent("Assets.xcassets")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: beside.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    return AssetCatalog(folder: beside, isGiven: false)
  }

  /// The folder of the image set `name`, nil when the catalog has none of that name.
  func imageSet(named name: String) throws(DiagnosticError) -> URL? {
    try listing().imageSets[name]
  }

  /// The folder of the colour set `name`, nil when the catalog has none of that name.
  func colorSet(named name: String) throws(DiagnosticError) -> URL? {
    try listing().colorSets[name]
  }

  /// The colour of the colour set `name`, nil when the catalog has none of that name.
  func color(named name: String) throws(DiagnosticError) -> Color? {
    if let color = colors[name] { return color }
    guard let folder = try colorSet(named: name) else { return nil }
    let color = try ColorSetContents.color(folder: folder, name: name, appearance: appearance)
    colors[name] = color
    return color
  }

  /// The names of the catalog's image sets, for suggestions.
  func imageSetNames() throws(DiagnosticError) -> [String] {
    try listing().imageSets.keys.sorted()
  }

  private func listing() throws(DiagnosticError) -> Listing {
    if let listed { return listed }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw DiagnosticError(
        .error, code: .fileNotFound,
        message: "Asset catalog '\(folder.path)' is not a folder",
        hints: ["--assets names an .xcassets folder"])
    }
    var listing = Listing()
    try list(folder, prefix: "", into: &listing)
    listed = listing
    return listing
  }

  /// Adds the sets in `folder` (and in the groups inside it) to `listing`.
  private func list(_ folder: URL, prefix: String, into listing: inout Listing)
    throws(DiagnosticError)
  {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let item = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      let setName = prefix + (name as NSString).deletingPathExtension
      switch (name as NSString).pathExtension {
      case "imageset":
        if listing.imageSets[setName] == nil { listing.imageSets[setName] = item }
      case "colorset":
        if listing.colorSets[setName] == nil { listing.colorSets[setName] = item }
      case "":
        let namespace = try Self.providesNamespace(item) ? prefix + name + "/" : prefix
        try list(item, prefix: namespace, into: &listing)
      default:
        continue
      }
    }
  }

  /// Whether a group folder's `Contents.json` asks for its name to prefix its sets' names.
  private static func providesNamespace(_ group: URL) throws(DiagnosticError) -> Bool {
    let file = group.appendingPathComponent("Contents.json").path
    guard FileManager.default.fileExists(atPath: file) else { return false }
    let contents = try readContents(file)
    return contents["properties"]?["provides-namespace"]?.bool == true
  }

  /// A set's or group's `Contents.json`, read with the position of every value.
  static func readContents(_ file: String) throws(DiagnosticError) -> JSONNode {
    let bytes = try FileAccess.readRegularFile(file, what: "asset catalog contents")
    do {
      return try JSONReader.read(String(decoding: bytes, as: UTF8.self), file: file)
    } catch {
      var error = error
      error.primary.code = .invalidAssetCatalog
      throw error
    }
  }
}

extension AssetCatalog {
  /// What the solver calls for colour names nothing else knows: the catalog's colour sets.
  static func colorLookup(_ catalog: AssetCatalog?) -> ColorAssetLookup {
    guard let catalog else { return { _ in nil } }
    return { (name) throws(DiagnosticError) in try catalog.color(named: name) }
  }
}
