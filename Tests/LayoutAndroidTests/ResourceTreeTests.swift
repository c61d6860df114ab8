import LayoutCore
import Testing

@testable import LayoutAndroid

/// Finding a layout's resources on a file system the caller gives (here one in memory, as
/// LayoutAndroid touches no file itself): its resource folders, the values files of the
/// qualified folders in order, its variants, its manifest, and the folders it may read.
@Suite struct ResourceTreeTests {
  /// Files by absolute path; folders are the paths' prefixes. Paths under `/app/res` are
  /// inside the folders a layout may read, others outside.
  struct MemoryFiles: AndroidFiles {
    var files: [String: String]
    var workingFolder: String { "/app" }

    func names(inFolder path: String) -> [String]? {
      let prefix = ResourcePath.standardized(path) + "/"
      let names = files.keys.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).split(separator: "/")[0])
      }
      return names.isEmpty ? nil : Array(Set(names))
    }

    func exists(_ path: String) -> Bool {
      files[ResourcePath.standardized(path)] != nil || isFolder(path)
    }

    func isFolder(_ path: String) -> Bool { names(inFolder: path) != nil }

    func readRegularFile(_ path: String, what: String) throws(DiagnosticError) -> [UInt8] {
      guard let text = files[ResourcePath.standardized(path)] else {
        throw DiagnosticError(.error, code: .fileNotFound, message: "no \(what) \(path)")
      }
      return Array(text.utf8)
    }

    func check(_ path: String, inside folders: [String], what: String) throws(DiagnosticError) {
      let standard = ResourcePath.standardized(path)
      guard folders.contains(where: { standard.hasPrefix(ResourcePath.standardized($0)) }) else {
        throw DiagnosticError(.error, code: .pathOutsideRoot, message: "\(what) \(path)")
      }
    }
  }

  static let files = MemoryFiles(files: [
    "/app/AndroidManifest.xml": "<manifest/>",
    "/app/res/layout/main.xml": "<FrameLayout/>",
    "/app/res/layout-land/main.xml": "<FrameLayout/>",
    "/app/res/values/strings.xml": "<resources/>",
    "/app/res/values/colors.xml": "<resources/>",
    "/app/res/values-night/colors.xml": "<resources/>",
    "/app/res/values-fr/strings.xml": "<resources/>",
    "/app/res/values-tests/strings.xml": "<resources/>",
    "/lib/res/values/colors.xml": "<resources/>",
  ])

  func configuration(night: Bool = false, landscape: Bool = false) -> ResourceConfiguration {
    var asked = ResourceQualifiers()
    asked.night = night
    let canvas = landscape ? Size(width: 800, height: 400) : Size(width: 400, height: 800)
    return ResourceConfiguration(asked: asked, canvas: canvas)
  }

  @Test func aLayoutInAResourceTreeReadsTheTreesValuesTheBestFolderLast() throws {
    let tree = ResourceTree(
      layout: "res/layout/main.xml", files: Self.files, allowed: [], dependencies: ["/lib/res"])
    #expect(tree.roots == ["/app/res/layout", "/app/res"])
    #expect(tree.manifestFile() == "/app/AndroidManifest.xml")
    // The module depended on first; `values-night` after `values` at night; no French, and
    // `values-tests` is no resource folder.
    #expect(
      try tree.valuesFiles(for: configuration(night: true)) == [
        "/lib/res/values/colors.xml", "/app/res/values/colors.xml",
        "/app/res/values/strings.xml", "/app/res/values-night/colors.xml",
      ])
    #expect(try tree.valuesFiles(for: configuration()).count == 3)
  }

  @Test func aLayoutStandsForItsBestVariant() {
    let land = ResourceTree.variant(
      of: "res/layout/main.xml", for: configuration(landscape: true), files: Self.files)
    #expect(land == "/app/res/layout-land/main.xml")
    let portrait = ResourceTree.variant(
      of: "res/layout/main.xml", for: configuration(), files: Self.files)
    #expect(portrait == "res/layout/main.xml")
  }

  @Test func readsStayInTheLayoutsFolders() throws {
    let tree = ResourceTree(
      layout: "/app/res/layout/main.xml", files: Self.files, allowed: [], dependencies: [])
    #expect(try tree.read("/app/res/values/strings.xml", what: "values file").count > 0)
    #expect(throws: DiagnosticError.self) {
      try tree.read("/app/res/../AndroidManifest.xml", what: "values file")
    }
    #expect(throws: DiagnosticError.self) {
      try tree.read("/lib/res/values/colors.xml", what: "values file")
    }
  }

  @Test func pathsAreWorkedOutWithoutTheFileSystem() {
    #expect(ResourcePath.standardized("/a/b/../c/./d//e") == "/a/c/d/e")
    #expect(ResourcePath.standardized("/../a") == "/a")
    #expect(ResourcePath.standardized("../a/../../b") == "../../b")
    #expect(ResourcePath.standardized("a/..") == ".")
    #expect(ResourcePath.parent("/res") == "/" && ResourcePath.parent("res") == "")
    #expect(ResourcePath.lastComponent("res/layout-land/") == "layout-land")
    #expect(ResourcePath.joined("", "x") == "x" && ResourcePath.joined("/a/", "x") == "/a/x")
    #expect(
      ResourcePath.relative(from: "/p/app/res/layout", to: "/p/core/res/drawable")
        == "../../../core/res/drawable")
  }
}
