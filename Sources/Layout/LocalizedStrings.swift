import Foundation
import LayoutCore
import LayoutSyntax

/// Localized strings for `strings.Key` symbols, read from `.strings` files.
public enum LocalizedStrings {
  /// The entries of a `.strings` file.
  public static func read(_ path: String) throws(DiagnosticError) -> [String: String] {
    let bytes = try FileAccess.read(path, what: "strings file")
    do {
      return try StringsFileParser.parse(String(decoding: bytes, as: UTF8.self), file: path)
    } catch {
      throw DiagnosticError(error)
    }
  }

  /// The entries of `Localizable.strings` beside a template, or none when there is no such
  /// file.
  public static func beside(template path: String) throws(DiagnosticError) -> [String: String] {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let candidate = folder.appendingPathComponent("Localizable.strings").path
    guard FileManager.default.fileExists(atPath: candidate) else { return [:] }
    return try read(candidate)
  }
}
