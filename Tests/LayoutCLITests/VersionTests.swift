import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// `layout --version` and `layout version --json`: what output depends on.
@Suite struct VersionTests {
  @Test func versionFlagPrintsTheVersion() {
    let result = runLayout(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == VersionReport.version)
  }

  @Test func jsonNamesEveryLibraryAndTheFonts() throws {
    let result = runLayout(["version", "--json"])
    #expect(result.exitCode == 0)
    let object =
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String]
    let keys = [
      "layout", "cairo", "pango", "harfbuzz", "fontconfig", "libpng", "libjpeg-turbo", "libwebp",
      "libavif", "librsvg", "poppler", "fonts",
    ]
    for key in keys {
      let value = object?[key] ?? ""
      #expect(value.first?.isNumber == true || key == "fonts", "\(key): '\(value)'")
    }
    #expect(object?["fonts"]?.count == 16)
  }

  @Test func theManPageHasEveryCommand() {
    let result = runLayout(["manual"])
    #expect(result.exitCode == 0)
    #expect(result.output.hasPrefix(".TH LAYOUT 1"))
    for command in ["render", "check", "test", "format", "version", "classes", "merge-reports"] {
      #expect(result.output.contains(".SS \(command)\n"), "\(command)")
    }
    #expect(!result.output.contains(".SS manual"), "the hidden command is not listed")
  }

  @Test func theFontsChecksumFollowsTheFiles() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("A.ttf")
    try Data([1, 2, 3]).write(to: font)
    let first = VersionReport.fontsChecksum(in: folder.path)
    #expect(VersionReport.fontsChecksum(in: folder.path) == first)
    try Data([1, 2, 4]).write(to: font)
    #expect(VersionReport.fontsChecksum(in: folder.path) != first)
    try Data([1, 2, 3]).write(to: folder.appendingPathComponent("B.otf"))
    #expect(VersionReport.fontsChecksum(in: folder.path) != first)
  }
}
