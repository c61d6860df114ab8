import Foundation
import LayoutCore

/// Finds the `.xml` files under the paths given to `layout format`, `list` and `rename`.
///
/// Folders are searched recursively in name order. Hidden files and folders, build products
/// and Xcode bundles are skipped, and so is everything a `.layout-ignore` file in a searched
/// folder (or a folder above it, up to the path given) names. Symbolic links are reported and
/// skipped. A file named directly is always taken.
public enum TemplateFinder {
  /// The files found, and problems with the paths (missing paths are errors, skipped links
  /// warnings).
  public struct Result: Sendable {
    /// The files, in the order of the paths given, each folder in name order.
    public var files: [String]
    public var diagnostics: [Diagnostic]

    /// A result holding these files and problems.
    public init(files: [String] = [], diagnostics: [Diagnostic] = []) {
      self.files = files
      self.diagnostics = diagnostics
    }
  }

  /// Searches files and folders; a missing path is reported and the others still searched.
  public static func find(_ paths: [String]) -> Result {
    var result = Result()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        result.diagnostics.append(
          Diagnostic(
            .error, code: "file-not-found", message: "No such file or folder '\(path)'",
            file: path))
        continue
      }
      if isDirectory.boolValue {
        visit(directory: path, ignores: [], into: &result)
      } else {
        result.files.append(path)
      }
    }
    return result
  }

  /// An ignore file and the folder its rules are relative to.
  private typealias Scope = (folder: String, rules: IgnoreFile)

  private static func visit(directory: String, ignores: [Scope], into result: inout Result) {
    var scopes = ignores
    if let rules = readIgnoreFile(in: directory, into: &result) {
      scopes.append((directory, rules))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names.sorted() where !IgnoreFile.isAlwaysIgnored(name) {
      let path = join(directory, name)
      if scopes.contains(where: { $0.rules.ignores(relative(path, to: $0.folder)) }) { continue }
      if isSymbolicLink(path) {
        result.diagnostics.append(
          Diagnostic(
            .warning, code: "symbolic-link", message: "Skipped symbolic link '\(path)'",
            file: path, hints: ["name the target itself to include it"]))
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        visit(directory: path, ignores: scopes, into: &result)
      } else if name.lowercased().hasSuffix(".xml") {
        result.files.append(path)
      }
    }
  }

  private static func readIgnoreFile(in directory: String, into result: inout Result)
    -> IgnoreFile?
  {
    let path = join(directory, ".layout-ignore")
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    guard let text = String(data: data, encoding: .utf8) else {
      result.diagnostics.append(
        Diagnostic(
          .error, code: "invalid-ignore-file", message: "Unable to read .layout-ignore file",
          file: path, hints: ["save it as UTF-8 text"]))
      return nil
    }
    return IgnoreFile(text: text)
  }

  private static func isSymbolicLink(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func relative(_ path: String, to folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
