import CommandSupport
import Foundation
import LayoutTesting
import TestSupport
import Testing

/// Android layouts under the app's theme and the platform's: the manifest's theme (or the
/// activity's that `tools:context` names), `--theme`, library parents standing in as the
/// platform's nearest theme, and the platform's attributes, colours and text appearances.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(
      atPath: "/usr/share/android-framework-res/framework-res.apk"),
    "android-framework-res is not installed: scripts/bootstrap installs it"))
struct AndroidPlatformTests {
  static let ns = androidNamespace

  /// An app with a manifest: the application's theme is indigo, `.AlertActivity`'s red.
  static func app(context: String? = nil) throws -> URL {
    let tools = context.map {
      " xmlns:tools=\"http://schemas.android.com/tools\" tools:context=\"\($0)\""
    }
    return try androidFolder([
      "app/src/main/AndroidManifest.xml": """
      <manifest \(ns) package="com.example.app">
        <application android:theme="@style/AppTheme">
          <activity android:name=".AlertActivity" android:theme="@style/AlertTheme"/>
        </application>
      </manifest>
      """,
      "app/src/main/res/values/styles.xml": """
      <resources>
        <style name="AppTheme" parent="Theme.AppCompat.Light.DarkActionBar">
          <item name="colorPrimary">#3f51b5</item>
        </style>
        <style name="AlertTheme" parent="AppTheme">
          <item name="colorPrimary">#ff0000</item>
        </style>
      </resources>
      """,
      "app/src/main/res/layout/main.xml": """
      <LinearLayout \(ns)\(tools ?? "") android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent"
          android:background="?android:attr/colorBackground">
        <View android:layout_width="match_parent" android:layout_height="40dp"
            android:background="?attr/colorPrimary"/>
        <TextView android:id="@+id/large" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="@android:string/ok"
            android:textAppearance="?android:attr/textAppearanceLarge"/>
        <TextView android:id="@+id/small" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="Ok" style="?android:attr/textAppearanceSmall"/>
        <TextView android:id="@+id/secondary" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="██████"
            android:textSize="40sp" android:textColor="?android:attr/textColorSecondary"/>
      </LinearLayout>
      """,
    ])
  }

  func render(_ folder: URL, _ extra: [String] = []) throws -> (CommandResult, RGBAImage) {
    try render(
      "app/src/main/res/layout/main.xml", in: folder, ["--size", "200x200"] + extra)
  }

  /// Renders the layout at `path` in `folder` to a PNG; the run and the picture.
  func render(_ path: String, in folder: URL, _ arguments: [String]) throws
    -> (CommandResult, RGBAImage)
  {
    let png = folder.appendingPathComponent("out.png").path
    let result = runLayout(
      ["render", folder.appendingPathComponent(path).path, "-o", png] + arguments)
    #expect(result.exitCode == 0, "\(result.errors)")
    return (result, try RGBAImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png)))))
  }

  @Test func theManifestsThemeIsTheLayouts() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, image) = try render(folder)
    #expect(image.rgb(100, 20) == [0x3f, 0x51, 0xb5])
    // Theme.Material.Light's window colour.
    #expect(image.rgb(150, 190) == [0xfa, 0xfa, 0xfa])
    // AppCompat's theme is the platform's nearest with the library's widget styles: no
    // warning that it is missing.
    #expect(!result.errors.contains("stands in"), "\(result.errors)")
    #expect(!result.errors.contains("is left out"), "\(result.errors)")
  }

  @Test func theActivityOfToolsContextGivesItsTheme() throws {
    let folder = try Self.app(context: ".AlertActivity")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try render(folder).1.rgb(100, 20) == [0xff, 0, 0])
  }

  @Test func theThemeOptionWinsOverTheManifest() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try render(folder, ["--theme", "AlertTheme"]).1.rgb(100, 20) == [0xff, 0, 0])
    // The platform's dark theme: its window colour.
    let dark = try render(folder, ["--theme", "@android:style/Theme.Material"]).1
    #expect(dark.rgb(150, 190) == [0x30, 0x30, 0x30])
  }

  @Test func platformTextAppearancesAndColoursApply() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = runLayout([
      "render", folder.appendingPathComponent("app/src/main/res/layout/main.xml").path,
      "--size", "200x200", "--dump", "frames",
    ])
    let heights = frames.output.split(separator: "\n").reduce(into: [String: Int]()) {
      found, line in
      for id in ["large", "small"] where line.contains("#\(id)]") {
        found[id] = line.split(separator: " ").last.flatMap { Int($0) }
      }
    }
    // 22sp and 14sp text.
    #expect((heights["large"] ?? 0) > (heights["small"] ?? 0) + 5, "\(frames.output)")
    // textColorSecondary: the foreground at the platform's secondary alpha, over #fafafa.
    let (_, image) = try render(folder)
    let grey = image.rgb(20, 120)
    #expect(grey[0] > 0x40 && grey[0] < 0xa0, "\(grey)")
  }

  /// With the platform's resources (Android 10, API 29), `v<N>` folders qualify up to the
  /// platform's level, as on a device running it: a `values-v31` theme naming Android 12's
  /// resources (which this platform lacks) is not read; `--qualifiers v31` asks for it.
  @Test func versionFoldersQualifyUpToThePlatformsLevel() throws {
    let folder = try androidFolder([
      "res/values/colors.xml": #"<resources><color name="band">#ff0000</color></resources>"#,
      "res/values-v31/colors.xml": """
      <resources><color name="band">#00ff00</color>
        <dimen name="radius">@android:dimen/system_app_widget_background_radius</dimen>
      </resources>
      """,
      "res/values-v28/dimens.xml": #"<resources><dimen name="radius">4dp</dimen></resources>"#,
      "res/layout/main.xml": """
      <FrameLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:background="@color/band"
          android:padding="@dimen/radius"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, image) = try render("res/layout/main.xml", in: folder, ["--size", "40x40"])
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(image.rgb(10, 10) == [0xff, 0, 0])
    let asked = runLayout([
      "render", folder.appendingPathComponent("res/layout/main.xml").path, "--qualifiers",
      "v31", "--dump", "frames",
    ])
    #expect(asked.errors.contains("system_app_widget_background_radius"), "\(asked.errors)")
  }

  @Test func anOverlayLiesOverTheAppsTheme() throws {
    let folder = try androidFolder([
      "app/AndroidManifest.xml": """
      <manifest \(Self.ns)><application android:theme="@style/AppTheme"/></manifest>
      """,
      "app/res/values/styles.xml": """
      <resources>
        <style name="AppTheme" parent="android:Theme.Material.Light">
          <item name="android:colorPrimary">#00ff00</item>
        </style>
        <style name="Overlay" parent=""><item name="android:colorAccent">#0000ff</item></style>
      </resources>
      """,
      "app/res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:theme="@style/Overlay" android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="match_parent" android:layout_height="50dp"
            android:background="?android:attr/colorPrimary"/>
        <View android:layout_width="match_parent" android:layout_height="50dp"
            android:background="?android:attr/colorAccent"/>
      </LinearLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, image) = try render("app/res/layout/main.xml", in: folder, ["--size", "100x100"])
    #expect(!result.errors.contains("left out"), "\(result.errors)")
    #expect(image.rgb(50, 25) == [0, 0xff, 0])
    #expect(image.rgb(50, 75) == [0, 0, 0xff])
  }

  @Test func aButtonTakesTheThemesButtonStyle() throws {
    let folder = try androidFolder([
      "res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <Button android:id="@+id/plain" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="Go"/>
        <Button android:id="@+id/own" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="Stay" android:textAllCaps="false"
            android:minHeight="0dp" android:background="#ff0000"/>
      </LinearLayout>
      """
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let frames = runLayout(["render", layout, "--size", "200x200", "--dump", "frames"])
    // Widget.Material.Button: at least 88 × 48, its own attributes over it.
    #expect(frames.output.contains("Button#plain [LinearLayout/Button#plain] 0 0 88 48"))
    #expect(frames.output.contains("Button#own [LinearLayout/Button#own] 0 48 88 "))
    let list = runLayout(["render", layout, "--size", "200x200", "--dump", "display-list"])
    #expect(list.output.contains("\"GO\""), "\(list.output)")
    #expect(list.output.contains("\"Stay\""), "\(list.output)")
    // Its background: the platform's shape, tinted with the theme's colorButtonNormal.
    let png = folder.appendingPathComponent("out.png").path
    #expect(runLayout(["render", layout, "--size", "200x200", "-o", png]).exitCode == 0)
    let image = try RGBAImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
    #expect(image.rgb(10, 24) == [0xd6, 0xd7, 0xd7])
  }

  @Test func aDrawablesThemeAttributeMayLeadThroughOthers() throws {
    let folder = try androidFolder([
      "res/values/styles.xml": """
      <resources>
        <style name="Brand" parent="android:Theme.Material.Light">
          <item name="android:colorButtonNormal">?attr/brand</item>
          <item name="brand">@color/green</item>
        </style>
        <color name="green">#00ff00</color>
      </resources>
      """,
      "res/layout/main.xml": """
      <FrameLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <Button android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="Go"/>
      </FrameLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, image) = try render(
      "res/layout/main.xml", in: folder, ["--theme", "Brand", "--size", "200x100"])
    #expect(image.rgb(10, 24) == [0, 0xff, 0])
  }

  @Test func aMissingPlatformFileSaysHowToInstallOne() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "render", folder.appendingPathComponent("app/src/main/res/layout/main.xml").path,
      "--platform", folder.appendingPathComponent("missing.apk").path, "-o",
      folder.appendingPathComponent("x.png").path,
    ])
    #expect(result.exitCode != 0)
    #expect(result.errors.contains("apt-get install android-framework-res"), "\(result.errors)")
  }

  /// `layout test` renders Android cases with the platform and theme asked for, as `render`
  /// does.
  @Test func testRendersTheCasesWithThePlatformAskedFor() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let suite = folder.appendingPathComponent("app/src/main").path
    let missing = folder.appendingPathComponent("missing.apk").path
    let refused = runLayout(["test", suite, "--record", "missing", "--platform", missing])
    #expect(refused.exitCode != 0)
    #expect(
      (refused.output + refused.errors).contains("android-framework-res"), "\(refused.errors)")
    let recorded = runLayout(["test", suite, "--record", "missing"])
    #expect(recorded.exitCode == 0, "\(recorded.errors)")
  }

  /// `check` reads Android layouts with the platform and theme asked for, as `render` does
  /// (it took the options and left them unused).
  @Test func checkReadsTheLayoutWithThePlatformAskedFor() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "check", folder.appendingPathComponent("app/src/main/res/layout/main.xml").path,
      "--platform", folder.appendingPathComponent("missing.apk").path,
    ])
    #expect(result.exitCode != 0)
    #expect(result.errors.contains("apt-get install android-framework-res"), "\(result.errors)")
  }

  @Test(arguments: [
    (
      "app/build.gradle",
      "android { defaultConfig {\n manifestPlaceholders = [\n appTheme: 'Red' ]\n} }"
    ),
    (
      "app/build.gradle.kts",
      #"android { defaultConfig { manifestPlaceholders["appTheme"] = "Red" } }"#
    ),
    (
      "app/build.gradle.kts", #"manifestPlaceholders += mapOf("other" to "x", "appTheme" to "Red")"#
    ),
    (
      "app/build.gradle",
      #"android { defaultConfig { addManifestPlaceholders([appTheme: "Red"]) } }"#
    ),
  ])
  func aManifestPlaceholderIsFilledInFromTheBuildFile(buildFile: String, text: String) throws {
    let folder = try androidFolder([
      buildFile: text,
      "app/src/main/AndroidManifest.xml": """
      <manifest \(Self.ns)><application android:theme="@style/Theme.${appTheme}"/></manifest>
      """,
      "app/src/main/res/values/themes.xml": """
      <resources><style name="Theme.Red" parent="@android:style/Theme.Material.Light">
        <item name="android:colorBackground">#ff0000</item>
      </style></resources>
      """,
      "app/src/main/res/layout/main.xml": """
      <View \(Self.ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:background="?android:attr/colorBackground"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, image) = try render(
      "app/src/main/res/layout/main.xml", in: folder, ["--size", "20x20"])
    #expect(!result.errors.contains("filled in by the build"), "\(result.errors)")
    #expect(image.rgb(10, 10) == [0xff, 0, 0])
  }

  @Test func aManifestThemeTheAppDoesNotDefineIsAWarning() throws {
    let folder = try androidFolder([
      "app/AndroidManifest.xml": """
      <manifest \(Self.ns)><application android:theme="@style/Theme.${appTheme}"/></manifest>
      """,
      "app/res/layout/main.xml": """
      <View \(Self.ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:background="?android:attr/colorBackground"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // Rendered under the platform's default theme (its light background), with a warning.
    let (result, image) = try render("app/res/layout/main.xml", in: folder, ["--size", "20x20"])
    #expect(result.errors.contains("is filled in by the build"), "\(result.errors)")
    #expect(image.rgb(10, 10) == [0xfa, 0xfa, 0xfa])
  }

  /// AppCompat's API-level styles (`Base.V7.…`) and androidx.core's `Compat` appearances
  /// are library styles the platform's nearest stands in for, not undefined styles.
  @Test func apiLevelAndCompatLibraryStylesStandOnThePlatforms() throws {
    let folder = try androidFolder([
      "app/res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <EditText style="@style/Base.V7.Widget.AppCompat.EditText" android:text="a"
            android:layout_width="match_parent" android:layout_height="wrap_content"/>
        <TextView android:textAppearance="@style/TextAppearance.Compat.Notification.Title"
            android:text="b" android:layout_width="wrap_content"
            android:layout_height="wrap_content"/>
      </LinearLayout>
      """
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, _) = try render("app/res/layout/main.xml", in: folder, ["--size", "100x100"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.contains("'Widget.Material.EditText' stands in"), "\(result.errors)")
    #expect(result.errors.contains("'TextAppearance.Material.Notification"), "\(result.errors)")
  }

  /// AndroidX's splash screen theme hands the activity its `postSplashScreenTheme` once the
  /// app has started; without one, the layout is under the splash theme (over the platform's
  /// theme that stands in for the library's), with a warning.
  @Test(arguments: [true, false])
  func aSplashScreenThemeHandsTheLayoutItsPostSplashTheme(handsOver: Bool) throws {
    let after = handsOver ? #"<item name="postSplashScreenTheme">@style/Theme.Red</item>"# : ""
    let folder = try androidFolder([
      "app/AndroidManifest.xml": """
      <manifest \(Self.ns)><application android:theme="@style/Theme.App.Splash"/></manifest>
      """,
      "app/res/values/themes.xml": """
      <resources>
        <style name="Theme.App.Splash" parent="Theme.SplashScreen">
          <item name="windowSplashScreenAnimatedIcon">@drawable/logo</item>\(after)
        </style>
        <style name="Theme.Red" parent="@android:style/Theme.Material.Light">
          <item name="android:colorBackground">#ff0000</item>
        </style>
      </resources>
      """,
      "app/res/layout/main.xml": """
      <View \(Self.ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:background="?android:attr/colorBackground"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, image) = try render("app/res/layout/main.xml", in: folder, ["--size", "20x20"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.contains("without a postSplashScreenTheme") == !handsOver)
    #expect((image.rgb(10, 10) == [0xff, 0, 0]) == handsOver, "\(image.rgb(10, 10))")
  }
}
