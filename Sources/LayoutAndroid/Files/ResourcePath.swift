/// Paths as strings, split and joined at `/`, as resource folders are named on Linux.
enum ResourcePath {
  /// `name` inside `folder` (`name` alone when the folder is empty).
  static func joined(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The last part of a path (`layout-land` of `res/layout-land/`).
  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? (path.hasPrefix("/") ? "/" : "")
  }

  /// The path without its last part (`res` of `res/layout`; `/` of `/res`; empty of `res`).
  static func parent(_ path: String) -> String {
    var parts = path.split(separator: "/")
    guard !parts.isEmpty else { return path.hasPrefix("/") ? "/" : "" }
    parts.removeLast()
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined
  }

  /// The path with empty parts and `.` left out and each `..` taking the part before it
  /// away (`/a/b/../c/./d` is `/a/c/d`); a relative path keeps the `..` it cannot resolve.
  static func standardized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", absolute {
        continue
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// The path of `target` relative to `folder` (both absolute and standardised):
  /// `../../core/src/main/res/x`.
  static func relative(from folder: String, to target: String) -> String {
    let from = folder.split(separator: "/")
    let to = target.split(separator: "/")
    let common = zip(from, to).prefix { $0 == $1 }.count
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to.dropFirst(common).map(String.init)).joined(separator: "/")
  }
}
