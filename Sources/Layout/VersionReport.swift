import Foundation
import LayoutCairo
import LayoutCore

/// What makes output reproducible: this tool's version, the versions of the libraries that
/// draw and shape, and a checksum of the bundled fonts. Two machines whose goldens differ
/// differ in one of these (or in the system fonts, when those are used).
public enum VersionReport {
  /// The tool's version.
  public static let version = "0.9.0"

  /// Every entry, in a fixed order: `layout`, the libraries, then the fonts' checksum.
  public static func entries() -> [(name: String, value: String)] {
    [("layout", version)] + LibraryVersions.all.map { ($0.name, $0.version) }
      + [("fonts", fontsChecksum())]
  }

  /// FNV-1a (64 bits) over the bundled fonts' relative paths and bytes, in path order, as 16
  /// hex digits; it changes when any font file is added, removed or changed.
  public static func fontsChecksum(in folder: String = FontConfiguration.bundledFontsDirectory())
    -> String
  {
    let files = (FileManager.default.subpaths(atPath: folder) ?? [])
      .filter { file in
        [".ttf", ".otf", ".ttc"].contains { file.lowercased().hasSuffix($0) }
      }
      .sorted()
    var hash = FNV1a()
    for file in files {
      hash.add(file.utf8)
      if let data = FileManager.default.contents(atPath: folder + "/" + file) { hash.add(data) }
    }
    return hash.hexDigits
  }
}
