import Foundation
import LayoutCore
import TestSupport
import Testing

@testable import LayoutCairo

/// Single font files reach fontconfig through a cached folder of links to them.
@Suite struct LinkedFontFilesTests {
  @Test func theFolderLinksTheFilesAndIsMadeOnce() throws {
    let cache = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let font = try copiedFont(into: cache)
    let folder = try #require(LinkedFontFiles.folder(linking: [font], in: cache.path + "/fc"))
    let links = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(links == ["0-DejaVuSans.ttf"])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + links[0]) == font)
    #expect(LinkedFontFiles.folder(linking: [font], in: cache.path + "/fc") == folder)
    // No temporary folder is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path + "/fc").count == 1)
  }

  @Test func librariesMadeAtOnceShareOneFolder() throws {
    let cache = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let font = try copiedFont(into: cache)
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var folders: [String?] = []
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let folder = LinkedFontFiles.folder(linking: [font], in: cache.path + "/fc")
      results.lock.withLock { results.folders.append(folder) }
    }
    #expect(Set(results.folders).count == 1 && results.folders[0] != nil)
    // The folder and nothing half made beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path + "/fc").count == 1)
  }

  @Test func aChangedFileGetsAnotherFolder() throws {
    let cache = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let font = try copiedFont(into: cache)
    let before = LinkedFontFiles.folder(linking: [font], in: cache.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: font)
    let after = LinkedFontFiles.folder(linking: [font], in: cache.path)
    #expect(before != nil && after != nil && before != after)
    #expect(LinkedFontFiles.folder(linking: [cache.path + "/missing.ttf"], in: cache.path) == nil)
  }

  @Test func aFileAddedThroughTheFolderIsALibraryFamily() throws {
    let cache = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let folderOfFonts = cache.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: folderOfFonts, withIntermediateDirectories: true)
    _ = try copiedFont(into: folderOfFonts)
    let file = bundledFonts + "/Liberation/LiberationMono-Regular.ttf"
    let library = try FontLibrary(
      FontConfiguration(
        directories: [folderOfFonts.path], files: [file], cacheDirectory: cache.path + "/fc"))
    #expect(library.families().contains { $0.family == "Liberation Mono" })
    let folder = try #require(LinkedFontFiles.folder(linking: [file], in: cache.path + "/fc"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
  }

  @Test func fnv1aMatchesTheReferenceValues() {
    func hash(_ text: String) -> String {
      var hash = FNV1a()
      hash.add(text.utf8)
      return hash.hexDigits
    }
    #expect(hash("") == "cbf29ce484222325")
    #expect(hash("a") == "af63dc4c8601ec8c")
    #expect(hash("foobar") == "85944171f73967e8")
  }

  private var bundledFonts: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fonts").path
  }

  /// A copy of a bundled font in `folder`, whose time the test may change.
  private func copiedFont(into folder: URL) throws -> String {
    let copy = folder.appendingPathComponent("DejaVuSans.ttf").path
    try FileManager.default.copyItem(atPath: bundledFonts + "/DejaVu/DejaVuSans.ttf", toPath: copy)
    return copy
  }
}
