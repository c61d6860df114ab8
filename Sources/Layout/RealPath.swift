import Foundation

/// The path a file really has once every symbolic link along it is followed, as `realpath(3)`
/// gives it; the part that does not exist yet is kept as written, after its existing folder's
/// real path, and a dangling link is followed to where it points.
enum RealPath {
  /// The real path of the absolute, standardised `path`.
  static func of(_ path: String) -> String {
    var remaining = 40
    return resolve(path, links: &remaining)
  }

  private static func resolve(_ path: String, links remaining: inout Int) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    let url = URL(fileURLWithPath: path)
    let parentPath = url.deletingLastPathComponent().path
    guard parentPath != path else { return path }
    let parent = resolve(parentPath, links: &remaining)
    let joined = (parent == "/" ? "" : parent) + "/" + url.lastPathComponent
    guard remaining > 0,
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: joined)
    else { return joined }
    remaining -= 1
    let target =
      destination.hasPrefix("/") ? destination : (parent == "/" ? "" : parent) + "/" + destination
    return resolve(URL(fileURLWithPath: target).standardizedFileURL.path, links: &remaining)
  }

  /// Whether `path` lies inside `folder`, comparing whole path components (`/a/bc` is not
  /// inside `/a/b`).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" ? path.hasPrefix("/") && path != "/" : path.hasPrefix(folder + "/")
  }
}
