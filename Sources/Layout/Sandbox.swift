import Foundation
import LayoutCore

/// The folders a template may read from: its own folder and the ones the user allows. A
/// template is untrusted, so a path that leads elsewhere is refused.
struct Sandbox: Sendable {
  /// The template's folder.
  let root: URL
  /// More folders the template may read.
  let allowed: [URL]

  init(templateFile: String?, allowed: [String]) {
    let file = URL(fileURLWithPath: templateFile ?? "./template.xml")
    root = file.deletingLastPathComponent().standardizedFileURL
    self.allowed = allowed.map { URL(fileURLWithPath: $0).standardizedFileURL }
  }

  /// The file `name` names, written in a file in `folder`: absolute, `~/…` or relative to the
  /// folder. `what` starts the message when it falls outside the allowed folders.
  func resolve(_ name: String, relativeTo folder: URL, what: String) throws(DiagnosticError) -> URL
  {
    let url: URL
    if name.hasPrefix("/") {
      url = URL(fileURLWithPath: name).standardizedFileURL
    } else if name.hasPrefix("~/") {
      url =
        FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent(String(name.dropFirst(2))).standardizedFileURL
    } else {
      url = folder.appendingPathComponent(name).standardizedFileURL
    }
    guard ([root] + allowed).contains(where: { url.path.hasPrefix($0.path + "/") }) else {
      throw DiagnosticError(
        .error, code: .pathOutsideRoot,
        message: "\(what) '\(name)' is outside the template's folder \(root.path)",
        hints: ["pass --allow-path DIR to let templates read files from DIR"])
    }
    return url
  }

  /// Whether a name is a URL rather than a path.
  static func isURL(_ name: String) -> Bool {
    name.contains("://")
  }
}
