import CommandSupport
import Foundation
import Layout
import LayoutCairo
import TestSupport
import Testing

/// `--qualifiers` through `layout render`: the layout, values and drawables of a `res/` tree
/// chosen from qualified folders as Android chooses them (orientation, night, available
/// width, density, platform version), and an unknown qualifier refused.
@Suite struct AndroidQualifierCommandTests {
  /// A square image of one colour.
  static func png(side: Int, color: UInt32) throws -> Data {
    Data(
      try Bitmap(width: side, height: side, pixels: .init(repeating: color, count: side * side))
        .pngData())
  }

  /// A `res/` tree whose portrait layout shows an icon (red at mdpi, blue at xhdpi), a box as
  /// wide as `@dimen/side` (20dp, 60dp from 600dp wide) in `@color/accent` (red, green at
  /// night) and a bar `@dimen/bar` tall (5dp, 21dp from API 21); the landscape layout is a
  /// single view.
  static func tree() throws -> URL {
    let ns = androidNamespace
    return try androidFolder(
      [
        "res/layout/main.xml": """
        <LinearLayout \(ns) android:orientation="vertical"
            android:layout_width="match_parent" android:layout_height="match_parent">
          <ImageView android:id="@+id/icon" android:layout_width="wrap_content"
              android:layout_height="wrap_content" android:src="@drawable/icon"/>
          <View android:id="@+id/box" android:layout_width="@dimen/side"
              android:layout_height="10dp" android:background="@color/accent"/>
          <View android:id="@+id/bar" android:layout_width="10dp"
              android:layout_height="@dimen/bar"/>
        </LinearLayout>
        """,
        "res/layout-land/main.xml": """
        <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
          <View android:id="@+id/wide" android:layout_width="30dp" android:layout_height="30dp"/>
        </FrameLayout>
        """,
        "res/values/values.xml": """
        <resources>
          <dimen name="side">20dp</dimen>
          <dimen name="bar">5dp</dimen>
          <color name="accent">#ff0000</color>
        </resources>
        """,
        "res/values-night/colors.xml":
          "<resources><color name=\"accent\">#00ff00</color></resources>",
        "res/values-w600dp/dimens.xml": "<resources><dimen name=\"side\">60dp</dimen></resources>",
        "res/values-v21/dimens.xml": "<resources><dimen name=\"bar\">21dp</dimen></resources>",
        "res/values-land/bad.xml": "<resources><dimen name=\"bar\">1dp</dimen></resources>",
      ],
      data: [
        "res/drawable-mdpi/icon.png": try png(side: 10, color: 0xFFFF_0000),
        "res/drawable-xhdpi/icon.png": try png(side: 20, color: 0xFF00_00FF),
      ])
  }

  /// Renders the tree's `res/layout/main.xml` with `arguments`: the exit status, the frames
  /// dump and errors, and the image.
  func render(_ arguments: [String]) throws -> (Int32, String, String, Bitmap?) {
    let folder = try Self.tree()
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let output = folder.appendingPathComponent("out.png").path
    let result = runLayout(["render", layout, "--dump", "frames", "-o", output] + arguments)
    let image = try? Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    return (result.exitCode, result.output, result.errors, image)
  }

  @Test func withoutQualifiersAPortraitCanvasTakesTheUnqualifiedFolders() throws {
    let (status, frames, errors, image) = try render(["--size", "300x400"])
    #expect(status == 0, "\(errors)")
    #expect(frames.contains("ImageView#icon [LinearLayout/ImageView#icon] 0 0 10 10"))
    #expect(frames.contains("View#box [LinearLayout/View#box] 0 10 20 10"))
    // No version asked for: every v<N> folder qualifies, as on the newest platform.
    #expect(frames.contains("View#bar [LinearLayout/View#bar] 0 20 10 21"))
    let picture = try #require(image)
    #expect(picture.pixels[5 * picture.width + 5] == 0xFFFF_0000)
    #expect(picture.pixels[15 * picture.width + 5] == 0xFFFF_0000)
  }

  @Test func landPicksTheLandscapeLayout() throws {
    let (status, frames, errors, _) = try render(["--size", "300x400", "--qualifiers", "land"])
    #expect(status == 0, "\(errors)")
    #expect(frames.contains("View#wide [FrameLayout/View#wide] 0 0 30 30"), "\(frames)")
    // A landscape canvas is landscape without asking.
    let (_, wide, _, _) = try render(["--size", "400x300"])
    #expect(wide.contains("View#wide"))
  }

  @Test func nightPicksTheNightColour() throws {
    let (status, _, errors, image) = try render(["--size", "300x400", "--qualifiers", "night"])
    #expect(status == 0, "\(errors)")
    let picture = try #require(image)
    #expect(picture.pixels[15 * picture.width + 5] == 0xFF00_FF00)
  }

  @Test func anAvailableWidthPicksTheWideDimension() throws {
    let (_, asked, _, _) = try render(["--size", "300x400", "--qualifiers", "w600dp"])
    #expect(asked.contains("View#box [LinearLayout/View#box] 0 10 60 10"), "\(asked)")
    // A canvas 600dp wide (and portrait) is as good as asking.
    let (_, canvas, _, _) = try render(["--size", "600x800"])
    #expect(canvas.contains("View#box [LinearLayout/View#box] 0 10 60 10"), "\(canvas)")
  }

  @Test func theVersionQualifiesFoldersUpToIt() throws {
    let (_, older, _, _) = try render(["--size", "300x400", "--qualifiers", "v19"])
    #expect(older.contains("View#bar [LinearLayout/View#bar] 0 20 10 5"), "\(older)")
    let (_, newer, _, _) = try render(["--size", "300x400", "--qualifiers", "v21"])
    #expect(newer.contains("View#bar [LinearLayout/View#bar] 0 20 10 21"), "\(newer)")
  }

  @Test func theScalesDensityPicksTheDrawableAndItsSize() throws {
    // Scale 2 is xhdpi: the blue 20-pixel icon, 10dp across.
    let (status, frames, errors, image) = try render(["--size", "300x400", "--scale", "2"])
    #expect(status == 0, "\(errors)")
    #expect(frames.contains("ImageView#icon [LinearLayout/ImageView#icon] 0 0 10 10"))
    let picture = try #require(image)
    #expect(picture.pixels[10 * picture.width + 10] == 0xFF00_00FF)
    // Named, the density wins over the scale's.
    let (_, _, _, asked) = try render(["--size", "300x400", "--qualifiers", "xhdpi"])
    let xhdpi = try #require(asked)
    #expect(xhdpi.pixels[5 * xhdpi.width + 5] == 0xFF00_00FF)
  }

  @Test func aLauncherIconInAMipmapFolderIsADrawable() throws {
    let tree = try androidFolder(
      [
        "res/layout/main.xml": """
        <FrameLayout \(androidNamespace) android:layout_width="match_parent"
            android:layout_height="match_parent">
          <ImageView android:id="@+id/icon" android:layout_width="wrap_content"
              android:layout_height="wrap_content" android:src="@mipmap/ic_launcher"/>
        </FrameLayout>
        """
      ],
      data: [
        "res/mipmap-mdpi/ic_launcher.png": try Self.png(side: 12, color: 0xFF00_FF00),
        "res/mipmap-xhdpi/ic_launcher.png": try Self.png(side: 24, color: 0xFF00_00FF),
      ])
    defer { try? FileManager.default.removeItem(at: tree) }
    let layout = tree.appendingPathComponent("res/layout/main.xml").path
    let result = runLayout(["render", layout, "--dump", "frames", "--size", "100x100"])
    #expect(result.exitCode == 0, "\(result.errors)")
    // The mdpi icon at scale 1: 12 pixels, 12dp.
    #expect(result.output.contains("ImageView#icon [FrameLayout/ImageView#icon] 0 0 12 12"))
    // The xhdpi icon at scale 2: 24 pixels at two a dp, 12dp too (it was 24dp, the
    // mipmap folder's density unread).
    let dense = runLayout(
      ["render", layout, "--dump", "frames", "--size", "100x100", "--scale", "2"])
    #expect(dense.exitCode == 0, "\(dense.errors)")
    #expect(
      dense.output.contains("ImageView#icon [FrameLayout/ImageView#icon] 0 0 12 12"),
      "\(dense.output)")
  }

  @Test func aNinePatchIsDrawnAtItsFoldersDensity() throws {
    // An 8×8 nine-patch (10×10 with its border) is 8dp wide from drawable/, 4dp from
    // drawable-xhdpi/ (the xhdpi one wins at scale 2): an empty text view is that wide.
    for (folder, scale, side) in [("drawable", "1", 8), ("drawable-xhdpi", "2", 4)] {
      let tree = try androidFolder(
        [
          "res/layout/main.xml": """
          <FrameLayout \(androidNamespace) android:layout_width="match_parent"
              android:layout_height="match_parent">
            <TextView android:id="@+id/panel" android:layout_width="wrap_content"
                android:layout_height="wrap_content" android:background="@drawable/panel"/>
          </FrameLayout>
          """
        ],
        data: ["res/\(folder)/panel.9.png": try AndroidDrawableCommandTests.ninePatch()])
      defer { try? FileManager.default.removeItem(at: tree) }
      let layout = tree.appendingPathComponent("res/layout/main.xml").path
      let result = runLayout(
        ["render", layout, "--size", "50x50", "--scale", scale, "--dump", "frames"])
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(
        result.output.contains("TextView#panel [FrameLayout/TextView#panel] 0 0 \(side) "),
        "\(folder): \(result.output)")
    }
  }

  @Test func anUnknownQualifierIsAnErrorAndWritesNothing() throws {
    let (status, _, errors, image) = try render(["--qualifiers", "night,sideways"])
    #expect(status == 1)
    #expect(errors.contains("'sideways' is not a resource qualifier"), "\(errors)")
    #expect(errors.contains("night/notnight"))
    #expect(image == nil)
  }

  @Test func checkAndTestTakeQualifiersToo() throws {
    let folder = try Self.tree()
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    #expect(runLayout(["check", layout, "--qualifiers", "night,land"]).exitCode == 0)
    let check = runLayout(["check", layout, "--qualifiers", "sideways"])
    #expect(check.exitCode == 1 && check.errors.contains("not a resource qualifier"))
    let test = runLayout(["test", folder.path, "--qualifiers", "sideways"])
    #expect(test.exitCode == 1 && test.errors.contains("not a resource qualifier"))
  }
}
