import Foundation
import LayoutCore

/// The folders a template may read from: its own folder and the ones the user allows. A
/// template is untrusted, so a path that leads elsewhere is refused, whether it is written so
/// (`../x`, `/etc/x`) or reaches there through a symbolic link: a path must lie inside an
/// allowed folder both as written and once its links are followed (`realpath`).
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

  /// The sandbox of the folder `root` (a template's folder, or an Android layout's resource
  /// folder) and the `allowed` ones.
  init(root: String, allowed: [String]) {
    // Folders, said to be so: a URL that is not told looks at the disk to find out, which
    // for the hundreds of resource folders of a large app was most of a render's time.
    self.root =
      URL(fileURLWithPath: root.isEmpty ? "." : root, isDirectory: true)
      .standardizedFileURL
    self.allowed = allowed.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
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
    try check(url.path, name: name, what: what)
    return url
  }

  /// Refuses `path` (absolute and standardised) when it lies outside the allowed folders as
  /// written or once its symbolic links are followed.
  func check(_ path: String, name: String, what: String) throws(DiagnosticError) {
    let folders = ([root] + allowed).map(\.path)
    guard folders.contains(where: { RealPath.isInside(path, $0) }) else {
      throw outside("\(what) '\(name)' is outside the template's folder \(root.path)")
    }
    let real = RealPath.of(path)
    // The folders that hold the path as written first: its real path is most likely in one
    // of them, and the others' real paths are then not looked up (a layout of a large app
    // has hundreds of resource folders, and each file it reads is checked).
    let ordered =
      folders.filter { RealPath.isInside(path, $0) }
      + folders.filter { !RealPath.isInside(path, $0) }
    guard ordered.contains(where: { RealPath.isInside(real, RealPath.of($0)) }) else {
      throw outside(
        "\(what) '\(name)' leads through a symbolic link to '\(real)', outside the template's "
          + "folder \(root.path)")
    }
  }

  /// Refuses the file or folder at `path` (as written: relative to the working folder, or
  /// absolute) when it lies outside the allowed folders, naming it `what` and its path.
  func check(file path: String, what: String) throws(DiagnosticError) {
    try check(URL(fileURLWithPath: path).standardizedFileURL.path, name: path, what: what)
  }

  private func outside(_ message: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .pathOutsideRoot, message: message,
      hints: ["pass --allow-path DIR to let templates read files from DIR"])
  }

  /// Whether a name is a URL rather than a path.
  static func isURL(_ name: String) -> Bool {
    name.contains("://")
  }
}
