import Foundation
import LayoutCairo

extension FontConfiguration {
  /// The fonts shipped in the package's `Fonts/` folder, found through the `LAYOUT_FONTS`
  /// environment variable, else in `share/layout/Fonts` beside an installed executable's `bin`
  /// folder, else beside the executable or its parent folders, else in the
  /// source checkout this module was built from; plus the system's colour emoji font when it
  /// is installed.
  public static func bundled(extraDirectories: [String] = [], includeSystemFonts: Bool = false)
    -> FontConfiguration
  {
    let installed = systemFontFiles.filter { FileManager.default.fileExists(atPath: $0) }
    let (bundled, searched) = findBundledFonts()
    var configuration = FontConfiguration(
      directories: [bundled] + extraDirectories, files: installed,
      includeSystemFonts: includeSystemFonts, cacheDirectory: cacheDirectory())
    configuration.missingFontsHints = [
      "set LAYOUT_FONTS to the Fonts folder of a Layout checkout, or pass --fonts DIR",
      "looked for Fonts/ in " + searched.joined(separator: ", "),
    ]
    return configuration
  }

  /// Colour emoji: Noto Color Emoji from Debian's `fonts-noto-color-emoji` package. Not
  /// bundled: it is 10 MB.
  public static let emojiFontFile = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

  /// Chinese, Japanese and Korean: Droid Sans Fallback from Debian's `fonts-droid-fallback`
  /// package (this file of the package covers Hangul; the "Full" one does not). Not bundled:
  /// it is 3.4 MB.
  public static let cjkFontFile = "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf"

  /// The single font files of Debian packages loaded when installed; `scripts/bootstrap`
  /// installs their packages.
  public static let systemFontFiles = [emojiFontFile, cjkFontFile]

  /// The folder holding the bundled fonts.
  public static func bundledFontsDirectory() -> String {
    findBundledFonts().folder
  }

  /// The bundled fonts' folder, and the places searched for it.
  private static func findBundledFonts() -> (folder: String, searched: [String]) {
    let environment = ProcessInfo.processInfo.environment
    if let configured = environment["LAYOUT_FONTS"], !configured.isEmpty {
      return (configured, ["LAYOUT_FONTS=\(configured)"])
    }
    var candidates: [URL] = []
    if let executable = runningExecutable() {
      var folder = executable.deletingLastPathComponent()
      // An installed binary: PREFIX/bin/layout with PREFIX/share/layout/Fonts.
      candidates.append(
        folder.deletingLastPathComponent().appendingPathComponent("share/layout/Fonts"))
      for _ in 0..<6 {
        candidates.append(folder.appendingPathComponent("Fonts"))
        folder = folder.deletingLastPathComponent()
      }
    }
    let sourceRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(sourceRoot.appendingPathComponent("Fonts"))
    let found = candidates.first { isFontFolder($0) }
    return ((found ?? sourceRoot.appendingPathComponent("Fonts")).path, candidates.map(\.path))
  }

  /// The running executable's path, symbolic links resolved (read from `/proc/self/exe`, which
  /// costs a system call where `Bundle.main` would set up a whole bundle).
  private static func runningExecutable() -> URL? {
    guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    return URL(fileURLWithPath: path)
  }

  private static func isFontFolder(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent("README.md").path)
  }

  private static func cacheDirectory() -> String {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].map { $0 + "/.cache" } ?? NSTemporaryDirectory()
    return base + "/layout/fontconfig"
  }
}
