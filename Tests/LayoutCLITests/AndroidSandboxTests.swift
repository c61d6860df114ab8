import CommandSupport
import Foundation
import TestSupport
import Testing

/// Android resources stay in the layout's resource folder, as Layout XML's files stay in the
/// template's: a resource name is never a path, and a symbolic link in `res/` that leads
/// elsewhere is refused (unless `--allow-path` allows where it leads).
@Suite struct AndroidSandboxTests {
  static let ns = androidNamespace

  /// A folder holding `app/res/layout/main.xml` (the layout given) and `outside/`, which
  /// holds `x.xml` (a layout), `d.xml` (a drawable) and `p.png`.
  struct Folders {
    let base: URL
    var res: URL { base.appendingPathComponent("app/res") }
    var outside: URL { base.appendingPathComponent("outside") }
    var layout: String { res.appendingPathComponent("layout/main.xml").path }

    init(main: String) throws {
      base = try androidFolder([
        "app/res/layout/main.xml": main,
        "outside/x.xml": "<View \(AndroidSandboxTests.ns) android:layout_width=\"1dp\" "
          + "android:layout_height=\"1dp\"/>",
        "outside/d.xml": "<shape \(AndroidSandboxTests.ns)><solid android:color=\"#f00\"/></shape>",
        "outside/v.xml": "<resources><color name=\"c\">#f00</color></resources>",
      ])
      let png = try Data(contentsOf: URL(fileURLWithPath: examplePath("og-card/avatar.png")))
      try png.write(to: outside.appendingPathComponent("p.png"))
    }

    /// Makes `res/name` a symbolic link to `outside/destination`.
    func link(_ name: String, to destination: String) throws {
      let url = res.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: url, withDestinationURL: outside.appendingPathComponent(destination))
    }

    func render(_ extra: [String] = []) -> CommandResult {
      runLayout(["render", layout, "-o", base.appendingPathComponent("o.png").path] + extra)
    }
  }

  static func frame(_ attributes: String, _ children: String = "") -> String {
    """
    <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
        \(attributes)>\(children)</FrameLayout>
    """
  }

  func expectRefused(_ result: CommandResult, _ message: String) {
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(message), "got: \(result.errors)")
    #expect(result.errors.contains("hint: pass --allow-path DIR"))
  }

  @Test func anIncludeNamingAPathIsAnError() throws {
    let folders = try Folders(
      main: Self.frame("", #"<include layout="@layout/../../../outside/x"/>"#))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    let result = folders.render()
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains(
        "main.xml:2:23: error: '@layout/../../../outside/x' does not name a layout resource"),
      "got: \(result.errors)")
  }

  @Test func aDrawableNamingAPathIsAnError() throws {
    let folders = try Folders(main: Self.frame(#"android:background="@drawable/../x""#))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    let result = folders.render()
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("'../x' is not a resource name"), "got: \(result.errors)")
  }

  @Test func aValuesFileLinkedOutsideIsRefused() throws {
    let folders = try Folders(main: Self.frame(""))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("values/v.xml", to: "v.xml")
    expectRefused(folders.render(), "error: Values file '\(folders.res.path)/values/v.xml' leads")
  }

  @Test func aValuesFolderLinkedOutsideIsRefused() throws {
    let folders = try Folders(main: Self.frame(""))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("values", to: "")
    expectRefused(folders.render(), "Values folder '\(folders.res.path)/values' leads through")
  }

  @Test func anIncludedLayoutLinkedOutsideIsRefused() throws {
    let folders = try Folders(main: Self.frame("", #"<include layout="@layout/card"/>"#))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("layout/card.xml", to: "x.xml")
    expectRefused(folders.render(), "main.xml:2:23: error: Layout '")
  }

  @Test func drawablesLinkedOutsideAreRefused() throws {
    let folders = try Folders(main: Self.frame(#"android:background="@drawable/bg""#))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("drawable/bg.xml", to: "d.xml")
    expectRefused(folders.render(), "Drawable '\(folders.res.path)/drawable/bg.xml' leads")
    try FileManager.default.removeItem(at: folders.res.appendingPathComponent("drawable/bg.xml"))
    try folders.link("drawable/bg.png", to: "p.png")
    expectRefused(folders.render(), "Drawable image '\(folders.res.path)/drawable/bg.png' leads")
  }

  @Test func linksOutsideAreReadWhenAllowed() throws {
    let folders = try Folders(
      main: Self.frame(#"android:background="@drawable/bg""#, #"<include layout="@layout/card"/>"#))
    defer { try? FileManager.default.removeItem(at: folders.base) }
    try folders.link("drawable/bg.png", to: "p.png")
    try folders.link("layout/card.xml", to: "x.xml")
    try folders.link("values/v.xml", to: "v.xml")
    let result = folders.render(["--allow-path", folders.outside.path])
    #expect(result.exitCode == 0, "\(result.errors)")
  }
}
