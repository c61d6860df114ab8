import LayoutCore

/// The file system an Android layout's resources are found and read on. LayoutAndroid reads
/// no file itself: the caller gives it one, which lists folders, reads regular files, and
/// refuses paths that lead out of the folders a layout may read (as written, or through a
/// symbolic link).
package protocol AndroidFiles: Sendable {
  /// The folder relative paths are taken from (absolute).
  var workingFolder: String { get }
  /// The names in the folder at `path`; nil when it is no folder or cannot be listed.
  func names(inFolder path: String) -> [String]?
  /// Whether there is a file or folder at `path`.
  func exists(_ path: String) -> Bool
  /// Whether `path` is a folder.
  func isFolder(_ path: String) -> Bool
  /// The bytes of the regular file at `path`; `what` names it in the error.
  func readRegularFile(_ path: String, what: String) throws(DiagnosticError) -> [UInt8]
  /// Refuses `path` when it lies outside every one of `folders` (the first is the layout's
  /// resource folder) as written or once its symbolic links are followed; `what` starts the
  /// message.
  func check(_ path: String, inside folders: [String], what: String) throws(DiagnosticError)
}

extension AndroidFiles {
  /// `path` from the root, taken from the working folder when relative, with `.` and `..`
  /// worked out.
  func absolute(_ path: String) -> String {
    ResourcePath.standardized(
      path.hasPrefix("/") ? path : ResourcePath.joined(workingFolder, path))
  }
}

/// The folders one layout's resources may be read from: its resource folder and those the
/// user allows or its modules' dependencies add.
struct ResourceSandbox: Sendable {
  let files: any AndroidFiles
  /// The layout's resource folder first.
  let folders: [String]

  /// Refuses the file or folder at `path` when it lies outside the folders.
  func check(file path: String, what: String) throws(DiagnosticError) {
    try files.check(path, inside: folders, what: what)
  }

  /// The bytes of the regular file at `path`, once the sandbox admits it.
  func read(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
    try check(file: path, what: what.prefix(1).uppercased() + what.dropFirst())
    return try files.readRegularFile(path, what: what)
  }
}
