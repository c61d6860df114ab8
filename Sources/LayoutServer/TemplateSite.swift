import Foundation
import Layout
import LayoutCore
import LayoutSyntax
import LayoutTool

/// The templates a server shows: those `layout list` finds under the root folder (Layout XML,
/// Android layouts, and the EverLayout layouts the settings add), or the one template it was
/// given. Only these can be asked for, by
/// their path relative to the root, so no request reaches another file.
struct TemplateSite: Sendable {
  /// The root folder (the template's own folder when one template is served).
  let folder: String
  /// Relative path → absolute path, in listing order.
  let templates: [(path: String, file: String)]
  /// What the search of the root folder skipped (symbolic links, named pipes), as warnings.
  let warnings: [Diagnostic]

  init(root: String, extra: [String] = []) {
    var isFolder: ObjCBool = false
    let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
    if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
      isFolder.boolValue
    {
      folder = absolute
      let extraFiles = extra.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      let found = TemplateFinder.find([absolute])
      warnings = found.diagnostics
      templates = (found.files.filter(Self.isTemplate) + extraFiles)
        .filter { $0.hasPrefix(absolute + "/") }
        .map { (String($0.dropFirst(absolute.count + 1)), $0) }
    } else {
      folder = (absolute as NSString).deletingLastPathComponent
      templates = [((absolute as NSString).lastPathComponent, absolute)]
      warnings = []
    }
  }

  /// The absolute path of the template served as `path`, if one is.
  func file(for path: String) -> String? {
    templates.first { $0.path == path }?.file
  }

  /// Whether a found `.xml` file is a Layout template or an Android layout.
  private static func isTemplate(_ file: String) -> Bool {
    if AndroidLayoutFile.isAndroidLayout(file) { return true }
    guard let bytes = try? FileAccess.read(file, what: "template"),
      let document = try? XmlParser.parse(bytes, file: file)
    else { return false }
    return LayoutDetection.isLayout(document)
  }
}
