import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

@testable import LayoutCLI

/// `layout render` and `layout check` on Android layouts: detection, values resources,
/// located warnings and errors (exit 1, no output file), and the image.
@Suite struct AndroidCommandTests {
  let example = packageRoot.appendingPathComponent("Goldens/android/seed-example.xml").path

  @Test func rendersTheSeedExample() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("seed.png").path
    let result = runLayout(["render", example, "--size", "320x120", "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "\(result.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(image.width == 320 && image.height == 120)
    // The button's red background, centred below the row (110…210 × 59…89), left of its title.
    #expect(image.pixels[60 * image.width + 113] == 0xFFFF_0000)
  }

  /// Without `--size`, an Android layout is drawn on a phone's screen (411×914, Android
  /// Studio's default device), upright: its `layout-land/` variant is not the one chosen.
  @Test func anAndroidLayoutWithoutASizeIsDrawnOnAPhonesScreen() throws {
    let screen = { (color: String) in
      """
      <View \(androidNamespace) android:layout_width="match_parent"
          android:layout_height="match_parent" android:background="\(color)"/>
      """
    }
    let folder = try androidFolder([
      "res/layout/main.xml": screen("#00ff00"), "res/layout-land/main.xml": screen("#ff0000"),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("main.png").path
    let result = runLayout([
      "render", folder.appendingPathComponent("res/layout/main.xml").path, "-o", output,
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(image.width == 411 && image.height == 914)
    #expect(image.pixels[400 * image.width + 200] == 0xFF00_FF00)
  }

  @Test func framesDumpShowsTheRowAndTheCentredButton() {
    let result = runLayout(["render", example, "--size", "320x120", "--dump", "frames"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("UIButton#button [LinearLayout/UIButton#button] 110 59 100 30"))
  }

  @Test func valuesResourcesBesideALayoutFolderAreResolved() throws {
    let folder = try androidFolder([
      "res/layout/main.xml": """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/box" android:layout_width="@dimen/side"
            android:layout_height="@dimen/side" android:background="@color/accent"/>
      </FrameLayout>
      """,
      "res/values/values.xml": """
      <resources>
        <dimen name="side">24dp</dimen>
        <color name="brand">#ff00ff00</color>
        <color name="accent">@color/brand</color>
      </resources>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let output = folder.appendingPathComponent("main.png").path
    let result = runLayout(
      ["render", layout, "--size", "100x50", "--dump", "frames", "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("View#box [FrameLayout/View#box] 0 0 24 24"))
    let image = try Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(image.pixels[10 * image.width + 10] == 0xFF00_FF00)
  }

  /// A reference nothing defines is left out with a located warning, as Android Studio's
  /// preview draws such a layout; `check --strict` refuses it.
  @Test func aBadReferenceIsALocatedWarningThatStrictCheckingRefuses() throws {
    let folder = try androidFolder([
      "card.xml": """
      <FrameLayout layout_width="match_parent" layout_height="match_parent">
        <TextView layout_width="wrap_content" layout_height="wrap_content"
            text="@string/missing"/>
      </FrameLayout>
      """,
      "values/strings.xml": "<resources><string name=\"title\">Hi</string></resources>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("card.xml").path
    let output = folder.appendingPathComponent("card.png").path
    let result = runLayout(["render", layout, "-o", output])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.contains("\(layout):3:"))
    #expect(
      result.errors.contains(
        "warning: @string/missing is not defined in the app, its modules or the platform: "
          + "'text' is left out"), "\(result.errors)")
    #expect(result.errors.contains("the string resources: title"))
    #expect(FileManager.default.fileExists(atPath: output))
    let strict = runLayout(["check", "--strict", layout])
    #expect(strict.exitCode == 1)
    #expect(strict.errors.contains("\(layout):3:"), "\(strict.errors)")
  }

  @Test func aRuleCycleIsALocatedErrorNamingTheViewsAndWritesNothing() throws {
    let folder = try androidFolder([
      "cycle.xml": """
      <RelativeLayout layout_width="match_parent" layout_height="match_parent">
        <View id="@+id/top" layout_width="10" layout_height="10" layout_above="@id/bottom"/>
        <View id="@+id/bottom" layout_width="10" layout_height="10" layout_below="@id/top"/>
      </RelativeLayout>
      """
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("cycle.xml").path
    let output = folder.appendingPathComponent("cycle.png").path
    let result = runLayout(["render", layout, "-o", output])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("\(layout):2:"))
    #expect(result.errors.contains("top, bottom depend on each other in a circle"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aMalformedValuesFileIsALocatedError() throws {
    let folder = try androidFolder([
      "card.xml": "<FrameLayout layout_width=\"match_parent\" layout_height=\"match_parent\"/>",
      "values/colors.xml": "<resources>\n  <color>#fff</color>\n</resources>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("card.xml").path
    let output = folder.appendingPathComponent("card.png").path
    let result = runLayout(["render", layout, "-o", output])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("colors.xml:2:4"))
    #expect(result.errors.contains("<color> needs a name"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func unknownTagsAndAttributesAreLocatedWarnings() throws {
    let folder = try androidFolder([
      "odd.xml": """
      <FrameLayout layout_width="match_parent" layout_height="match_parent">
        <com.example.FancyWidget layout_width="10" layout_height="10" sparkle="yes"/>
      </FrameLayout>
      """
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("odd.xml").path
    let result = runLayout(["check", layout])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      result.errors.contains("\(layout):2:4: warning: Unknown view <com.example.FancyWidget>"))
    #expect(result.errors.contains("\(layout):2:65: warning: Unknown attribute 'sparkle'"))
  }

  @Test func watchReportsEachWarningOnce() throws {
    let folder = try androidFolder([
      "odd.xml": """
      <FrameLayout layout_width="match_parent" layout_height="match_parent">
        <com.example.FancyWidget layout_width="10" layout_height="10"/>
      </FrameLayout>
      """,
      "values/values.xml": "<resources><overlayable name=\"n\"/></resources>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try WatchCommand.parse([
      folder.appendingPathComponent("odd.xml").path, "-o", "x.png",
    ])
    let outcome = try LiveRender(arguments: command.arguments, format: .png).render()
    #expect(outcome.image != nil, "\(String(describing: outcome.error))")
    let messages = outcome.warnings.map(\.message)
    // One warning of the layout, one of its values file.
    #expect(
      messages.filter { $0.contains("Unknown view <com.example.FancyWidget>") }.count == 1,
      "\(messages)")
    #expect(
      messages.filter { $0.contains("<overlayable> values are not read") }.count == 1,
      "\(messages)")
  }

  @Test func theInputFormatCanBeForced() throws {
    let folder = try androidFolder([
      "plain.txt": "<View layout_width=\"match_parent\" layout_height=\"40\"/>"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("plain.txt").path
    let result = runLayout(
      ["render", file, "--input-format", "android", "--size", "100x50", "--dump", "frames"])
    #expect(result.output.contains("View [View] 0 0 100 40"), "\(result.errors)")
  }
  /// An app's class is drawn as the view its source extends when the layout is in the app's
  /// folder, and as the view `--class` names otherwise (a view Android knows, not UIKit's).
  @Test func anAppClassIsDrawnAsItsSourceOrItsDeclarationSays() throws {
    let layout = """
      <com.example.ui.Fancy xmlns:android="http://schemas.android.com/apk/res/android"
          android:text="Hello" android:layout_width="wrap_content"
          android:layout_height="wrap_content"/>
      """
    let app = try androidFolder([
      "src/main/res/layout/main.xml": layout,
      "src/main/java/com/example/ui/Fancy.kt": """
      package com.example.ui; import android.widget.TextView
      class Fancy(context: Context) : TextView(context)
      """,
    ])
    let loose = try androidFolder(["main.xml": layout])
    defer {
      try? FileManager.default.removeItem(at: app)
      try? FileManager.default.removeItem(at: loose)
    }
    let inApp = runLayout([
      "render", app.appendingPathComponent("src/main/res/layout/main.xml").path,
      "--dump", "display-list",
    ])
    #expect(inApp.exitCode == 0 && inApp.errors.isEmpty, "\(inApp.errors)")
    #expect(inApp.output.contains("\"Hello\""))
    let main = loose.appendingPathComponent("main.xml").path
    let unknown = runLayout(["render", main, "--dump", "display-list"])
    #expect(unknown.errors.contains("Unknown view <com.example.ui.Fancy>"))
    #expect(!unknown.output.contains("\"Hello\""))
    let declared = runLayout([
      "render", main, "--class", "com.example.ui.Fancy=TextView", "--dump", "display-list",
    ])
    #expect(declared.exitCode == 0 && declared.errors.isEmpty, "\(declared.errors)")
    #expect(declared.output.contains("\"Hello\""))
  }
}
