import CommandSupport
import Foundation
import LayoutTool
import Testing

/// `.layout-ignore` rules, glob patterns and the file search.
@Suite struct FinderTests {
  @Test func ignoreFilesReadPathsGlobsAndComments() {
    let rules = IgnoreFile(
      text: """
        # generated
          Pods/        # trailing comment
        ./Build
        **/*.preview.xml

        Screens/?.xml
        """)
    #expect(rules.patterns.count == 4)
    #expect(rules.ignores("Pods"))
    #expect(rules.ignores("Pods/Layout/a.xml"))
    #expect(rules.ignores("Build/x.xml"))
    #expect(rules.ignores("a/b/card.preview.xml"))
    #expect(rules.ignores("card.preview.xml"))
    #expect(rules.ignores("Screens/a.xml"))
    #expect(!rules.ignores("Screens/ab.xml"))
    #expect(!rules.ignores("Podspec/a.xml"))
    #expect(!rules.ignores("Sources/Pods.xml"))
  }

  @Test func globStarsStayWithinAComponent() {
    #expect(GlobPattern("*.xml").matches("a.xml"))
    #expect(!GlobPattern("*.xml").matches("dir/a.xml"))
    #expect(GlobPattern("dir/**/a.xml").matches("dir/a.xml"))
    #expect(GlobPattern("dir/**/a.xml").matches("dir/x/y/a.xml"))
    #expect(!GlobPattern("dir/**/a.xml").matches("other/a.xml"))
  }

  @Test func searchSkipsHiddenBuildAndLinkedFilesButTakesNamedOnes() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["b.xml", "a/c.xml", "build/d.xml", "App.xcodeproj/e.xml", ".git/f.xml", "g.txt"] {
      try write("<UIView/>", to: name, in: folder)
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link.xml", withDestinationPath: folder.path + "/b.xml")
    let found = TemplateFinder.find([folder.path, folder.path + "/g.txt"])
    #expect(
      found.files == [folder.path + "/a/c.xml", folder.path + "/b.xml", folder.path + "/g.txt"])
    #expect(found.diagnostics.map(\.code) == [.symbolicLink])
    let missing = TemplateFinder.find([folder.path + "/nothing"])
    #expect(missing.diagnostics.first?.severity == .error)
  }

  @Test func anIgnoreFileThatIsNotUTF8IsAnError() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("<UIView/>", to: "a.xml", in: folder)
    try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent(".layout-ignore"))
    let found = TemplateFinder.find([folder.path])
    #expect(found.diagnostics.map(\.code) == [.invalidIgnoreFile])
    #expect(found.files == [folder.path + "/a.xml"])
  }

  @Test func ignoreFilesAboveANamedFolderApplyBelowIt() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["sub/keep.xml", "sub/skip/a.xml", "named/b.xml"] {
      try write("<UIView/>", to: name, in: folder)
    }
    try write("sub/skip\nnamed\n", to: ".layout-ignore", in: folder)
    let sub = TemplateFinder.find([folder.path + "/sub"])
    #expect(sub.files == [folder.path + "/sub/keep.xml"])
    let named = TemplateFinder.find([folder.path + "/named"])
    #expect(named.files == [folder.path + "/named/b.xml"])
  }

  @Test func formatLeavesUnchangedFilesUntouched() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(try format("<UIView width=\"1\" height=\"2\"/>"), to: "tidy.xml", in: folder)
    let path = folder.path + "/tidy.xml"
    let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    let result = runLayout(["format", folder.path])
    #expect(result.output == "Formatted 0 of 1 Layout files\n")
    let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    #expect(before as? Int == after as? Int)
  }

  @Test func formatWritesThroughLinksAndKeepsPermissions() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("<UIView left=\"1+1\"/>", to: "real.xml", in: folder)
    let real = folder.path + "/real.xml"
    let link = folder.path + "/link.xml"
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    #expect(runLayout(["format", link]).exitCode == 0)
    #expect(try read("real.xml", in: folder) == "<UIView left=\"1 + 1\"/>\n")
    let linkType = try FileManager.default.attributesOfItem(atPath: link)[.type]
    #expect(linkType as? FileAttributeType == .typeSymbolicLink)
    let permissions = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions]
    #expect(permissions as? Int == 0o640)
  }

  @Test func listNamesOnlyLayoutTemplates() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("<UILabel text=\"x\"/>", to: "label.xml", in: folder)
    try write("<svg width=\"10\"/>", to: "icon.xml", in: folder)
    try write("<Settings left=\"1\"/>", to: "custom.xml", in: folder)
    let result = runLayout(["list", folder.path])
    #expect(result.exitCode == 0)
    #expect(result.output == "\(folder.path)/custom.xml\n\(folder.path)/label.xml\n")
  }
}
