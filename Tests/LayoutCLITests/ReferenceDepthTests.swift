import CommandSupport
import Foundation
import TestSupport
import Testing

/// Chains of files and references stop at a depth limit with a located `resource-limit`
/// error, instead of overflowing the stack: `xml=` and `template=` files, Android includes,
/// drawables naming drawables, style parents and value references.
@Suite struct ReferenceDepthTests {
  static let ns = androidNamespace
  static let size = #"android:layout_width="match_parent" android:layout_height="match_parent""#

  /// Renders `main` of a folder of `files`; the result, with the folder removed.
  func render(_ files: [String: String], _ main: String) throws -> CommandResult {
    let folder = try androidFolder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("o.png").path
    let result = runLayout(["render", folder.appendingPathComponent(main).path, "-o", output])
    #expect(!FileManager.default.fileExists(atPath: output))
    return result
  }

  func expectLimit(_ result: CommandResult, _ message: String, at location: String) {
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(message), "got: \(result.errors.prefix(600))")
    #expect(result.errors.contains(location), "got: \(result.errors.prefix(600))")
  }

  @Test func aLongChainOfIncludedFilesStops() throws {
    var files = ["t.xml": #"<UIView width="10" height="10"><UIView xml="f1.xml"/></UIView>"#]
    for index in 1..<1_200 { files["f\(index).xml"] = "<UIView xml=\"f\(index + 1).xml\"/>" }
    files["f1200.xml"] = "<UIView/>"
    expectLimit(
      try render(files, "t.xml"),
      "error: Files include each other 65 levels deep, more than the limit of 64: ",
      at: "f63.xml:1:14:")
  }

  @Test func aChainOfTemplatesNestingViewsStops() throws {
    var files = ["t.xml": #"<UIView width="10" height="10"><UIView template="f1.xml"/></UIView>"#]
    for index in 1..<70 {
      files["f\(index).xml"] = "<UIView><UIView template=\"f\(index + 1).xml\"/></UIView>"
    }
    files["f70.xml"] = "<UIView/>"
    expectLimit(
      try render(files, "t.xml"), "Files include each other 65 levels deep", at: "f63.xml:1:")
  }

  @Test func filesIncludedDeepInsideEachOtherCannotNestViewsDeeperThanOneFile() throws {
    let open = String(repeating: "<UIView>", count: 150)
    let close = String(repeating: "</UIView>", count: 150)
    let result = try render(
      ["t.xml": open + #"<UIView xml="a.xml"/>"# + close, "a.xml": open + "<UIView/>" + close],
      "t.xml")
    expectLimit(result, "Elements are nested more than 200 levels deep", at: "a.xml:1:")
  }

  @Test func aLongChainOfAndroidIncludesStops() throws {
    var files = [
      "res/layout/main.xml":
        "<FrameLayout \(Self.ns) \(Self.size)><include layout=\"@layout/l1\"/></FrameLayout>"
    ]
    for index in 1..<70 {
      files["res/layout/l\(index).xml"] =
        "<merge \(Self.ns)><include layout=\"@layout/l\(index + 1)\"/></merge>"
    }
    files["res/layout/l70.xml"] = "<View \(Self.ns) \(Self.size)/>"
    expectLimit(
      try render(files, "res/layout/main.xml"),
      "error: Layouts include each other 65 levels deep, more than the limit of 64: main → l1 → "
        + "… → l63 → l64", at: "l63.xml:1:")
  }

  @Test func androidIncludesThatMultiplyStopAtTheViewBudget() throws {
    // Each layout includes the next one four times: 4^9 (262,144) views from 11 files, counted
    // before any is made.
    var files = [
      "res/layout/main.xml":
        "<FrameLayout \(Self.ns) \(Self.size)><include layout=\"@layout/l1\"/></FrameLayout>"
    ]
    let four = String(repeating: "<include layout=\"@layout/NEXT\"/>", count: 4)
    for index in 1..<10 {
      files["res/layout/l\(index).xml"] =
        "<merge \(Self.ns)>\(four.replacingOccurrences(of: "NEXT", with: "l\(index + 1)"))</merge>"
    }
    files["res/layout/l10.xml"] = "<View \(Self.ns) \(Self.size)/>"
    expectLimit(
      try render(files, "res/layout/main.xml"),
      "error: The layout and the layouts it includes make more than 100000 views",
      at: "main.xml:1:")
  }

  @Test func aLongChainOfDrawablesStops() throws {
    var files = [
      "res/layout/main.xml": "<View \(Self.ns) \(Self.size) android:background=\"@drawable/d1\"/>"
    ]
    for index in 1..<70 {
      files["res/drawable/d\(index).xml"] =
        index.isMultiple(of: 2)
        ? "<inset \(Self.ns) android:drawable=\"@drawable/d\(index + 1)\"/>"
        : "<layer-list \(Self.ns)><item android:drawable=\"@drawable/d\(index + 1)\"/></layer-list>"
    }
    files["res/drawable/d70.xml"] = "<shape \(Self.ns)><solid android:color=\"#f00\"/></shape>"
    expectLimit(
      try render(files, "res/layout/main.xml"),
      "error: Drawables are nested 65 levels deep, more than the limit of 64: d1 → d2 → … → d64 "
        + "→ d65", at: "d65.xml:1:")
  }

  @Test func aLongChainOfStyleParentsStops() throws {
    let styles = (1..<70).map { "<style name=\"s\($0)\" parent=\"s\($0 + 1)\"/>" }.joined()
    let result = try render(
      [
        "res/layout/main.xml": "<View \(Self.ns) \(Self.size) style=\"@style/s1\"/>",
        "res/values/styles.xml": "<resources>\(styles)<style name=\"s70\"/></resources>",
      ], "res/layout/main.xml")
    expectLimit(
      result, "error: Style 's1' inherits through a chain of 65 styles, more than the limit of 64",
      at: "styles.xml:1:")
  }

  @Test func aLongChainOfColourReferencesStops() throws {
    let colors = (1..<70).map { "<color name=\"c\($0)\">@color/c\($0 + 1)</color>" }.joined()
    let result = try render(
      [
        "res/layout/main.xml": "<View \(Self.ns) \(Self.size) android:background=\"@color/c1\"/>",
        "res/values/colors.xml": "<resources>\(colors)<color name=\"c70\">#f00</color></resources>",
      ], "res/layout/main.xml")
    expectLimit(
      result, "error: @color/c1 leads through 65 references, more than the limit of 64",
      at: "main.xml:1:")
  }
}
