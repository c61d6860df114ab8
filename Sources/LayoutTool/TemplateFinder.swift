import Foundation
import LayoutCore

/// Finds the `.xml` files under the paths given to `layout format`, `list` and `rename`.
///
/// Folders are searched recursively in name order. Hidden files and folders, build products
/// and Xcode bundles are skipped, and so is everything below a named folder that a
/// `.layout-ignore` file in it, in a folder inside it or in a folder above it names. Symbolic
/// links, and named pipes, sockets and devices (which reading would wait on), are reported and
/// skipped. Files and folders named directly are always taken.
package enum TemplateFinder {
  /// The files found, and problems with the paths (missing paths are errors, skipped links
  /// warnings).
  package struct Result: Sendable {
    /// The files, in the order of the paths given, each folder in name order.
    package var files: [String]
    package var diagnostics: [Diagnostic]

    /// A result holding these files and problems.
    package init(files: [String] = [], diagnostics: [Diagnostic] = []) {
      self.files = files
      self.diagnostics = diagnostics
    }
  }

  /// Searches files and folders; a missing path is reported and the others still searched.
  package static func find(_ paths: [String]) -> Result {
    var result = Result()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        result.diagnostics.append(
          Diagnostic(
            .error, code: .fileNotFound, message: "No such file or folder '\(path)'",
            file: path))
        continue
      }
      if isDirectory.boolValue {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let scopes = ancestorScopes(of: absolute, into: &result)
        visit(Folder(shown: path, absolute: absolute), ignores: scopes, into: &result)
      } else {
        result.files.append(path)
      }
    }
    return result
  }

  /// A folder as the user named it (for the paths printed) and as an absolute path (for
  /// matching ignore rules).
  private struct Folder {
    var shown: String
    var absolute: String

    func appending(_ name: String) -> Folder {
      Folder(shown: join(shown, name), absolute: join(absolute, name))
    }
  }

  /// An ignore file, the absolute folder its rules are relative to, and how many leading
  /// components of a relative path it may not ignore (those of the folder named by the user).
  private struct Scope {
    var folder: String
    var rules: IgnoreFile
    var namedDepth = 0

    func ignores(_ absolutePath: String) -> Bool {
      rules.ignores(relative(absolutePath, to: folder), below: namedDepth)
    }
  }

  /// The ignore files of the folders above a named folder, outermost first.
  private static func ancestorScopes(of absolute: String, into result: inout Result) -> [Scope] {
    var scopes: [Scope] = []
    var components = absolute.split(separator: "/").map(String.init)
    var depth = 0
    while !components.isEmpty {
      components.removeLast()
      depth += 1
      let folder = "/" + components.joined(separator: "/")
      if let rules = readIgnoreFile(in: folder, into: &result) {
        scopes.insert(Scope(folder: folder, rules: rules, namedDepth: depth), at: 0)
      }
    }
    return scopes
  }

  private static func visit(_ directory: Folder, ignores: [Scope], into result: inout Result) {
    var scopes = ignores
    if let rules = readIgnoreFile(in: directory.shown, into: &result) {
      scopes.append(Scope(folder: directory.absolute, rules: rules))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.shown)) ?? []
    for name in names.sorted() where !IgnoreFile.isAlwaysIgnored(name) {
      let entry = directory.appending(name)
      if scopes.contains(where: { $0.ignores(entry.absolute) }) { continue }
      let path = entry.shown
      if isSymbolicLink(path) {
        result.diagnostics.append(
          Diagnostic(
            .warning, code: .symbolicLink, message: "Skipped symbolic link '\(path)'",
            file: path, hints: ["name the target itself to include it"]))
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        visit(entry, ignores: scopes, into: &result)
      } else if name.lowercased().hasSuffix(".xml") {
        if let skipped = skippedSpecialFile(path) {
          result.diagnostics.append(skipped)
        } else {
          result.files.append(path)
        }
      }
    }
  }

  private static func readIgnoreFile(in directory: String, into result: inout Result)
    -> IgnoreFile?
  {
    let path = join(directory, ".layout-ignore")
    if let skipped = skippedSpecialFile(path) {
      result.diagnostics.append(skipped)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    guard let text = String(data: data, encoding: .utf8) else {
      result.diagnostics.append(
        Diagnostic(
          .error, code: .invalidIgnoreFile, message: "Unable to read .layout-ignore file",
          file: path, hints: ["save it as UTF-8 text"]))
      return nil
    }
    return IgnoreFile(text: text)
  }

  /// The warning for a file skipped because it is a named pipe, a socket or a device; nil
  /// for a regular file.
  private static func skippedSpecialFile(_ path: String) -> Diagnostic? {
    guard let kind = SpecialFile.kind(at: path) else { return nil }
    return Diagnostic(
      .warning, code: .notRegularFile,
      message: "Skipped '\(path)': it is \(kind), not a regular file",
      file: path, hints: ["only regular files are read from folders"])
  }

  private static func isSymbolicLink(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
  }

}

private func join(_ directory: String, _ name: String) -> String {
  directory.hasSuffix("/") ? directory + name : directory + "/" + name
}

private func relative(_ path: String, to folder: String) -> String {
  let prefix = folder.hasSuffix("/") ? folder : folder + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
