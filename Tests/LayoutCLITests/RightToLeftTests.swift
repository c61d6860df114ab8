import CommandSupport
import Foundation
import TestSupport
import Testing

/// Android layouts in a right-to-left locale: mirrored where the app supports right to left
/// (or has no manifest to say), left to right with a warning where its manifest does not.
@Suite struct RightToLeftTests {
  static let row = """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:layout_width="match_parent" android:layout_height="match_parent">
      <View android:id="@+id/first" android:layout_width="40dp" android:layout_height="40dp"/>
    </LinearLayout>
    """

  /// The x of the row's first view, rendered 200 wide with `arguments`.
  static func firstViewX(_ folder: URL, layout: String, _ arguments: [String]) -> (Int?, String) {
    let result = runLayout(
      ["render", folder.appendingPathComponent(layout).path, "--size", "200x100"]
        + arguments + ["--dump", "frames"])
    let line = result.output.split(separator: "\n").first { $0.contains("#first]") }
    let x = line.flatMap { $0.split(separator: " ").dropLast(3).last.flatMap { Int($0) } }
    return (x, result.errors)
  }

  @Test func aRightToLeftLanguageMirrorsALayoutWithoutAManifest() throws {
    let folder = try androidFolder(["res/layout/row.xml": Self.row])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.firstViewX(folder, layout: "res/layout/row.xml", []).0 == 0)
    #expect(Self.firstViewX(folder, layout: "res/layout/row.xml", ["--qualifiers", "ar"]).0 == 160)
    #expect(
      Self.firstViewX(folder, layout: "res/layout/row.xml", ["--qualifiers", "ldrtl"]).0 == 160)
    #expect(
      Self.firstViewX(folder, layout: "res/layout/row.xml", ["--layout-direction", "rtl"]).0
        == 160)
  }

  @Test(arguments: [true, false])
  func theManifestSaysWhetherTheAppSupportsRightToLeft(_ supports: Bool) throws {
    let folder = try androidFolder([
      "app/AndroidManifest.xml": """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <application\(supports ? " android:supportsRtl=\"true\"" : "")/>
      </manifest>
      """,
      "app/res/layout/row.xml": Self.row,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (x, errors) = Self.firstViewX(
      folder, layout: "app/res/layout/row.xml", ["--qualifiers", "he"])
    #expect(x == (supports ? 160 : 0))
    #expect(errors.contains("does not set android:supportsRtl") != supports, "\(errors)")
  }
}
