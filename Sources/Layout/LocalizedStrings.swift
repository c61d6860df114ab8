import Foundation
import LayoutCore
import LayoutSyntax

/// Localized strings for `strings.Key` symbols, read from `.strings` files.
public enum LocalizedStrings {
  /// The entries of a `.strings` file.
  public static func read(_ path: String) throws(DiagnosticError) -> [String: String] {
    try read(path, onlyRegular: false)
  }

  /// The entries of a `.strings` file; a table found beside a template must be a regular
  /// file (`onlyRegular`).
  private static func read(_ path: String, onlyRegular: Bool) throws(DiagnosticError)
    -> [String: String]
  {
    let limit = FileAccess.defaultSizeLimit
    let bytes =
      onlyRegular
      ? try FileAccess.readRegularFile(path, what: "strings file", limit: limit)
      : try FileAccess.read(path, what: "strings file", limit: limit)
    return try StringsFileParser.parse(String(decoding: bytes, as: UTF8.self), file: path)
  }

  /// The entries of the `Localizable.strings` files beside a template, or none when there are
  /// no such files.
  ///
  /// Without a locale, the file in the template's folder. With one such as `pt-BR`, the files
  /// of `pt-BR.lproj`, `pt.lproj`, `Base.lproj` and the folder itself, merged so that the most
  /// specific file's entries win and keys it lacks fall back to the more general ones. A file
  /// (or `.lproj` folder) that is a symbolic link to somewhere outside the template's folder
  /// and the `allowed` ones is refused.
  public static func beside(template path: String, locale: String? = nil, allowed: [String] = [])
    throws(DiagnosticError) -> [String: String]
  {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let sandbox = Sandbox(templateFile: path, allowed: allowed)
    var merged: [String: String] = [:]
    for table in tables(in: folder, locale: locale).reversed() {
      let real = URL(fileURLWithPath: table).standardizedFileURL.path
      try sandbox.check(real, name: table, what: "Strings file")
      merged.merge(try read(table, onlyRegular: true)) { _, specific in specific }
    }
    return merged
  }

  /// The existing `Localizable.strings` files for a locale, most specific first.
  static func tables(in folder: URL, locale: String?) -> [String] {
    var folders: [URL] = []
    if let locale {
      let language = locale.split { $0 == "-" || $0 == "_" }.first.map(String.init)
      for name in [locale, language, "Base"].compactMap({ $0 }) where !name.isEmpty {
        let lproj = folder.appendingPathComponent(name + ".lproj")
        if !folders.contains(lproj) { folders.append(lproj) }
      }
    }
    folders.append(folder)
    let candidates = folders.map { $0.appendingPathComponent("Localizable.strings").path }
    // A live preview also watches the missing ones: creating one changes the strings.
    candidates.forEach(FileReadLog.noteRead)
    return candidates.filter { FileManager.default.fileExists(atPath: $0) }
  }
}
