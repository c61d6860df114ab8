import CommandSupport
import Foundation
import TestSupport
import Testing

/// The sandbox follows symbolic links before it decides: a link inside the template's folder
/// to a file or folder outside it is refused wherever a template names a file (`image=`,
/// `xml=`, `template=`, asset catalogs, `Localizable.strings`).
@Suite struct SymbolicLinkTests {
  static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#

  /// A template folder `site` and a folder `outside` beside it holding `secret.svg`,
  /// `Card.xml` and `Icon.imageset`.
  struct Folders {
    let base: URL
    var site: URL { base.appendingPathComponent("site") }
    var outside: URL { base.appendingPathComponent("outside") }
    var template: String { site.appendingPathComponent("t.xml").path }

    init() throws {
      base = try makeTemporaryDirectory()
      for folder in [site, outside, outside.appendingPathComponent("Icon.imageset")] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try write(SymbolicLinkTests.svg, to: outside.appendingPathComponent("secret.svg"))
      try write("<UIView/>", to: outside.appendingPathComponent("Card.xml"))
      try write(
        #"{"images": [{"idiom": "universal", "filename": "secret.svg"}]}"#,
        to: outside.appendingPathComponent("Icon.imageset/Contents.json"))
      try write(
        SymbolicLinkTests.svg, to: outside.appendingPathComponent("Icon.imageset/secret.svg"))
    }

    func write(_ text: String, to url: URL) throws {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Makes `site/name` a symbolic link to `destination`.
    func link(_ name: String, to destination: URL) throws {
      let url = site.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    /// Renders `xml` as `site/t.xml`; the output goes to `base/out.png`.
    func render(_ xml: String, _ extra: [String] = []) throws -> CommandResult {
      try write(xml, to: site.appendingPathComponent("t.xml"))
      let output = base.appendingPathComponent("out.png").path
      return runLayout(["render", template, "-o", output] + extra)
    }

    var wroteOutput: Bool {
      FileManager.default.fileExists(atPath: base.appendingPathComponent("out.png").path)
    }
  }

  func expectRefused(
    _ result: CommandResult, _ prefix: String, in folders: Folders,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = prefix.replacing("FILE", with: folders.template)
    #expect(result.exitCode == 1, sourceLocation: sourceLocation)
    #expect(
      result.errors.hasPrefix(expected), "got: \(result.errors)", sourceLocation: sourceLocation)
    #expect(result.errors.contains("symbolic link"), sourceLocation: sourceLocation)
    #expect(!folders.wroteOutput, sourceLocation: sourceLocation)
  }

  @Test func imageLinkToAFileOutside() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("pic.svg", to: folders.outside.appendingPathComponent("secret.svg"))
    let result = try folders.render(#"<UIView><UIImageView image="pic.svg"/></UIView>"#)
    expectRefused(result, "FILE:1:29: error: Image 'pic.svg' leads through", in: folders)
  }

  @Test func imageThroughAFolderLinkOutside() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("art", to: folders.outside)
    let result = try folders.render(#"<UIView><UIImageView image="art/secret.svg"/></UIView>"#)
    expectRefused(result, "FILE:1:29: error: Image 'art/secret.svg' leads through", in: folders)
  }

  @Test func includedTemplateLinkOutside() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("Card.xml", to: folders.outside.appendingPathComponent("Card.xml"))
    let result = try folders.render(#"<UIView><UIView xml="Card.xml"/></UIView>"#)
    expectRefused(result, "FILE:1:22: error: Template 'Card.xml' leads through", in: folders)
  }

  @Test func templateInAFolderReachedThroughALink() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("parts", to: folders.outside)
    let result = try folders.render(#"<UIView><UIView template="parts/Card.xml"/></UIView>"#)
    expectRefused(result, "FILE:1:27: error: Template 'parts/Card.xml' leads through", in: folders)
  }

  @Test func linkedFolderIsReadableWhenAllowed() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("parts", to: folders.outside)
    let result = try folders.render(
      #"<UIView><UIView template="parts/Card.xml"/></UIView>"#,
      ["--allow-path", folders.outside.path])
    #expect(result.exitCode == 0, "\(result.errors)")
  }

  @Test func linkThatStaysInsideIsFollowed() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.write(Self.svg, to: folders.site.appendingPathComponent("real.svg"))
    try folders.link("pic.svg", to: folders.site.appendingPathComponent("real.svg"))
    let result = try folders.render(#"<UIView><UIImageView image="pic.svg"/></UIView>"#)
    #expect(result.exitCode == 0, "\(result.errors)")
  }

  @Test func assetCatalogSetLinkedOutside() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link(
      "Assets.xcassets/Icon.imageset", to: folders.outside.appendingPathComponent("Icon.imageset"))
    let result = try folders.render(#"<UIView><UIImageView image="Icon"/></UIView>"#)
    expectRefused(result, "FILE:1:29: error: Image 'secret.svg' leads through", in: folders)
  }

  @Test func stringsTableLinkedOutside() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.write(#""a" = "secret";"#, to: folders.outside.appendingPathComponent("s.strings"))
    try folders.link("Localizable.strings", to: folders.outside.appendingPathComponent("s.strings"))
    let result = try folders.render(#"<UILabel text="{strings.a}"/>"#)
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("error: Strings file '"), "got: \(result.errors)")
    #expect(result.errors.contains("symbolic link"))
    #expect(!folders.wroteOutput)
  }

  @Test func allowedFolderComparesWholeComponents() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(at: folders.base) }
    let sibling = folders.base.appendingPathComponent("outsideX")
    try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
    try folders.write(Self.svg, to: sibling.appendingPathComponent("s.svg"))
    let path = sibling.appendingPathComponent("s.svg").path
    let result = try folders.render(
      "<UIView><UIImageView image=\"\(path)\"/></UIView>", ["--allow-path", folders.outside.path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("is outside the template's folder"), "got: \(result.errors)")
  }
}
