import Foundation
import LayoutAndroid
import LayoutCore

/// The machine's file system, as Android layouts find and read their resources on it: files
/// read as regular files only (`FileAccess`), paths kept to the layout's folders as a
/// template's are (`Sandbox`).
struct LocalAndroidFiles: AndroidFiles {
  static let shared = LocalAndroidFiles()

  var workingFolder: String { FileManager.default.currentDirectoryPath }

  func names(inFolder path: String) -> [String]? {
    try? FileManager.default.contentsOfDirectory(atPath: path)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  func readRegularFile(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
    try FileAccess.readRegularFile(path, what: what)
  }

  func check(_ path: String, inside folders: [String], what: String) throws(DiagnosticError) {
    guard let root = folders.first else { return }
    try Sandbox(root: root, allowed: Array(folders.dropFirst())).check(file: path, what: what)
  }
}
