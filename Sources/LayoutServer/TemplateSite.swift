import Foundation
import Layout
import LayoutCore
import LayoutSyntax
import LayoutTool

/// The templates a server shows: those `layout list` finds under the root folder (Layout XML,
/// Android layouts, and the EverLayout layouts the settings add), or the one template it was
/// given. Only these can be asked for, by their path relative to the root, so no request
/// reaches another file.
///
/// The folder is searched again when the listing is asked for and when a request names a
/// file of the folder that is not served yet, at most once a second, so templates added
/// after the server started are served too.
///
/// Sendable: the templates found are guarded by `lock`.
final class TemplateSite: @unchecked Sendable {
  /// The root folder (the template's own folder when one template is served).
  let folder: String
  /// Whether a folder is served rather than one template.
  private let servesFolder: Bool
  /// Finds the templates of the folder other than by `layout list`'s search.
  private let findExtra: @Sendable () -> [String]
  private let lock = NSLock()
  private var found: [(path: String, file: String)]
  private var lastSearch = ContinuousClock.now
  /// The shortest time between two searches of the folder.
  static let searchInterval = Duration.seconds(1)
  /// What the first search of the folder skipped (symbolic links, named pipes), as warnings.
  let warnings: [Diagnostic]

  init(root: String, extra: @escaping @Sendable () -> [String] = { [] }) {
    var isFolder: ObjCBool = false
    let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
    findExtra = extra
    if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
      isFolder.boolValue
    {
      folder = absolute
      servesFolder = true
      (found, warnings) = Self.search(absolute, extra: extra())
    } else {
      folder = (absolute as NSString).deletingLastPathComponent
      servesFolder = false
      found = [((absolute as NSString).lastPathComponent, absolute)]
      warnings = []
    }
  }

  /// Relative path → absolute path, in listing order.
  var templates: [(path: String, file: String)] {
    lock.withLock { found }
  }

  /// The absolute path of the template served as `path`, if one is; a file of the folder
  /// not served yet makes the folder be searched again.
  func file(for path: String) -> String? {
    if let file = lookUp(path) { return file }
    guard servesFolder, isFileInFolder(path) else { return nil }
    refresh()
    return lookUp(path)
  }

  /// Searches the folder again, unless it was searched less than `searchInterval` ago.
  func refresh() {
    guard servesFolder else { return }
    let due = lock.withLock {
      guard ContinuousClock.now - lastSearch >= Self.searchInterval else { return false }
      lastSearch = .now
      return true
    }
    guard due else { return }
    let templates = Self.search(folder, extra: findExtra()).templates
    lock.withLock { found = templates }
  }

  private func lookUp(_ path: String) -> String? {
    lock.withLock { found.first { $0.path == path }?.file }
  }

  /// Whether `path` names a file inside the folder (no `..` leads out of it).
  private func isFileInFolder(_ path: String) -> Bool {
    let file = URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    var isFolder: ObjCBool = false
    return file.hasPrefix(folder + "/")
      && FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  /// The templates `layout list` finds in `folder`, then `extra`, by their relative paths,
  /// and what the search skipped.
  private static func search(_ folder: String, extra: [String])
    -> (templates: [(path: String, file: String)], warnings: [Diagnostic])
  {
    let extraFiles = extra.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let found = TemplateFinder.find([folder])
    let templates = (found.files.filter(isTemplate) + extraFiles)
      .filter { $0.hasPrefix(folder + "/") }
      .map { (String($0.dropFirst(folder.count + 1)), $0) }
    return (templates, found.diagnostics)
  }

  /// Whether a found `.xml` file is a Layout template or an Android layout (an app's manifest
  /// is neither).
  private static func isTemplate(_ file: String) -> Bool {
    guard (file as NSString).lastPathComponent != "AndroidManifest.xml",
      let input = try? InputFile(file, onlyRegular: true)
    else { return false }
    if input.format == .android { return true }
    guard input.format == .layout, let bytes = try? input.contents(),
      let document = try? XmlParser.parse(bytes, file: file)
    else { return false }
    return LayoutDetection.isLayout(document)
  }
}
