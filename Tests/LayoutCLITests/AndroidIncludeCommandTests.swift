import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// `<include>` and styles through `layout render`: layouts and values found in a `res/` tree,
/// and an include cycle refused with a located error and no output.
@Suite struct AndroidIncludeCommandTests {
  static let ns = androidNamespace

  @Test func includedLayoutsAndStylesOfAResourceTreeAreUsed() throws {
    let folder = try androidFolder([
      "res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <include layout="@layout/row" android:id="@+id/first"/>
        <include layout="@layout/row" android:layout_width="30dp" android:layout_height="5dp"/>
      </LinearLayout>
      """,
      "res/layout/row.xml": "<View \(Self.ns) style=\"@style/Row\"/>",
      "res/values/styles.xml": """
      <resources><style name="Row">
        <item name="android:layout_width">match_parent</item>
        <item name="android:layout_height">20dp</item>
      </style></resources>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let result = runLayout(["render", layout, "--size", "100x50", "--dump", "frames"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("View#first [LinearLayout/View#first] 0 0 100 20"))
    #expect(result.output.contains("View [LinearLayout/View[2]] 0 20 30 5"))
    let check = runLayout(["check", layout])
    #expect(check.exitCode == 0 && check.errors.isEmpty, "\(check.errors)")
  }

  @Test func anIncludeCycleIsALocatedErrorAndWritesNothing() throws {
    let folder = try androidFolder([
      "main.xml": """
      <FrameLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <include layout="@layout/card"/>
      </FrameLayout>
      """,
      "layout/card.xml": """
      <FrameLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <include layout="@layout/main"/>
      </FrameLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("main.xml").path
    let output = folder.appendingPathComponent("main.png").path
    let result = runLayout(["render", layout, "-o", output])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("layout/card.xml:3:"), "\(result.errors)")
    #expect(result.errors.contains("includes itself: main → card → main"), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
