import CommandSupport
import Foundation
import Layout
import LayoutCairo
import TestSupport
import Testing

/// Android drawables through `layout render`: found in a `res/` tree, drawn into PNGs (shapes,
/// nine-patches, selectors by `--view-state`), rendered on their own, and refused with
/// located errors.
@Suite struct AndroidDrawableCommandTests {
  static let ns = androidNamespace

  func folder(_ files: [String: String], ninePatch: Data? = nil) throws -> URL {
    try androidFolder(files, data: ninePatch.map { ["res/drawable/panel.9.png": $0] } ?? [:])
  }

  /// A 10×10 nine-patch (an 8×8 image in its border): a dark 1-pixel frame round a light fill,
  /// stretching in its middle columns and rows 3..<5.
  static func ninePatch(badPixel: Bool = false) throws -> Data {
    let (dark, light, black): (UInt32, UInt32, UInt32) = (0xFF00_0080, 0xFFC0_C0FF, 0xFF00_0000)
    var pixels = [UInt32](repeating: 0, count: 100)
    for y in 1...8 {
      for x in 1...8 { pixels[y * 10 + x] = (x == 1 || x == 8 || y == 1 || y == 8) ? dark : light }
    }
    for index in 4...5 {
      pixels[index] = black  // top: stretching columns
      pixels[index * 10] = black  // left: stretching rows
    }
    if badPixel { pixels[2] = 0xFFFF_0000 }
    return Data(try Bitmap(width: 10, height: 10, pixels: pixels).pngData())
  }

  static let layout = """
    <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
        android:orientation="vertical">
      <View android:layout_width="40dp" android:layout_height="20dp"
          android:background="@drawable/button"/>
      <View android:layout_width="100dp" android:layout_height="30dp"
          android:background="@drawable/panel"/>
    </LinearLayout>
    """

  static let button = """
    <selector \(ns)>
      <item android:state_pressed="true"><shape><solid android:color="#00ff00"/></shape></item>
      <item><shape><solid android:color="#ff0000"/></shape></item>
    </selector>
    """

  func render(_ arguments: [String], in folder: URL) throws -> (Int32, String, Bitmap?) {
    let output = folder.appendingPathComponent("out.png").path
    let result = runLayout(["render"] + arguments + ["-o", output])
    let image = try? Bitmap(png: Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    return (result.exitCode, result.errors, image)
  }

  @Test func shapesAndNinePatchesOfAResourceTreeAreDrawn() throws {
    let folder = try folder(
      ["res/layout/main.xml": Self.layout, "res/drawable/button.xml": Self.button],
      ninePatch: try Self.ninePatch())
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let (status, errors, image) = try render([layout, "--size", "120x60"], in: folder)
    #expect(status == 0, "\(errors)")
    let picture = try #require(image)
    func pixel(_ x: Int, _ y: Int) -> UInt32 { picture.pixels[y * picture.width + x] }
    #expect(pixel(20, 10) == 0xFFFF_0000)  // the selector's normal item
    // The nine-patch over 100×30 from y 20: its one-pixel frame stays one pixel wide at the
    // far edges, the fill stretches between.
    #expect(pixel(99, 35) == 0xFF00_0080)
    #expect(pixel(98, 35) == 0xFFC0_C0FF)
    #expect(pixel(50, 20) == 0xFF00_0080)
    #expect(pixel(50, 21) == 0xFFC0_C0FF)
    #expect(pixel(50, 49) == 0xFF00_0080)
    // No border marker is drawn.
    #expect(!picture.pixels.contains(0xFF00_0000))
    let (_, _, pressed) = try render(
      [layout, "--size", "120x60", "--view-state", "pressed"], in: folder)
    #expect(pressed.map { $0.pixels[10 * $0.width + 20] } == 0xFF00_FF00)
    // `layout check` finds the same drawables and nine-patch.
    let check = runLayout(["check", layout])
    #expect(check.exitCode == 0 && check.errors.isEmpty, "\(check.errors)")
  }

  @Test func aDrawableFileRendersOnItsOwn() throws {
    let folder = try folder(["res/drawable/button.xml": Self.button])
    defer { try? FileManager.default.removeItem(at: folder) }
    let drawable = folder.appendingPathComponent("res/drawable/button.xml").path
    let (status, errors, image) = try render([drawable, "--size", "30x10"], in: folder)
    #expect(status == 0, "\(errors)")
    #expect(image?.pixels.allSatisfy { $0 == 0xFFFF_0000 } == true)
  }

  @Test func aMalformedDrawableIsALocatedErrorAndWritesNothing() throws {
    let folder = try folder([
      "res/layout/main.xml": Self.layout,
      "res/drawable/button.xml":
        "<shape \(Self.ns)>\n  <corners android:radius=\"big\"/>\n</shape>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let (status, errors, image) = try render([layout], in: folder)
    #expect(status == 1)
    #expect(errors.contains("res/drawable/button.xml:2:"), "\(errors)")
    #expect(errors.contains("radius=\"big\" is not a dimension"), "\(errors)")
    #expect(image == nil)
  }

  @Test func aNinePatchWithABadBorderIsAnErrorAtTheReference() throws {
    let folder = try folder(
      ["res/layout/main.xml": Self.layout, "res/drawable/button.xml": Self.button],
      ninePatch: try Self.ninePatch(badPixel: true))
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let (status, errors, image) = try render([layout], in: folder)
    #expect(status == 1)
    #expect(errors.contains("\(layout):6:"), "\(errors)")
    #expect(errors.contains("neither black nor transparent"), "\(errors)")
    #expect(image == nil)
  }

  @Test func anUnreadableNinePatchSaysWhatIsWrongWithTheFile() throws {
    let folder = try folder(
      ["res/layout/main.xml": Self.layout, "res/drawable/button.xml": Self.button],
      ninePatch: Data("not a png".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let (status, errors, image) = try render([layout], in: folder)
    #expect(status == 1)
    #expect(errors.contains("\(layout):6:"), "\(errors)")
    #expect(errors.contains("panel.9.png' is not a readable PNG image"), "\(errors)")
    #expect(!errors.contains("No drawable named"), "\(errors)")
    #expect(image == nil)
  }

  @Test func drawablesValuesFilesDefineAreDrawnAndIntegerArraysRead() throws {
    let folder = try folder([
      "res/values/aliases.xml": """
      <resources>
        <drawable name="logo">@drawable/button</drawable>
        <drawable name="logo_again">@drawable/logo</drawable>
        <item type="drawable" name="scrim">#0000ff</item>
        <drawable name="accent">@color/accent</drawable>
        <color name="accent">#00ffff</color>
        <integer-array name="steps"><item>1</item><item>2</item></integer-array>
      </resources>
      """,
      "res/drawable/button.xml": Self.button,
      "res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@drawable/logo_again"/>
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@drawable/scrim"/>
        <ImageView android:layout_width="10dp" android:layout_height="10dp"
            android:src="@drawable/accent"/>
      </LinearLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let (status, errors, image) = try render([layout, "--size", "30x10"], in: folder)
    #expect(status == 0, "\(errors)")
    #expect(!errors.contains("warning"), "\(errors)")
    let picture = try #require(image)
    #expect(picture.pixels[5 * picture.width + 5] == 0xFFFF_0000)  // the selector
    #expect(picture.pixels[5 * picture.width + 15] == 0xFF00_00FF)  // the colour
    #expect(picture.pixels[5 * picture.width + 25] == 0xFF00_FFFF)  // the colour resource
  }

  @Test func aLinearLayoutsDividersTakeRoomAndAreDrawnBetweenItsChildren() throws {
    func row(_ id: String) -> String {
      """
      <View android:id="@+id/\(id)" android:layout_width="match_parent"
          android:layout_height="20dp"/>
      """
    }
    let folder = try folder([
      "res/drawable/line.xml": """
      <shape \(Self.ns)><solid android:color="#ff0000"/><size android:height="2dp"/></shape>
      """,
      "res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="wrap_content" android:orientation="vertical"
          android:padding="4dp" android:divider="@drawable/line"
          android:showDividers="middle|end" android:dividerPadding="8dp">
        \(row("a")) \(row("b"))
        \(row("gone").replacingOccurrences(of: "/>", with: " android:visibility=\"gone\"/>"))
        \(row("c"))
      </LinearLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("res/layout/main.xml").path
    let frames = runLayout(["render", layout, "--size", "120x100", "--dump", "frames"])
    #expect(frames.exitCode == 0, "\(frames.errors)")
    // Two dividers between three shown rows and one after them, 2dp each; the gone row
    // has none.
    #expect(frames.output.contains("LinearLayout [LinearLayout] 0 0 120 74"), "\(frames.output)")
    #expect(frames.output.contains("View#c [LinearLayout/View#c] 4 48 112 20"), "\(frames.output)")
    let list = runLayout(["render", layout, "--size", "120x100", "--dump", "display-list"])
    let dividers = list.output.split(separator: "\n").filter { $0.contains("fill #ff0000") }
    #expect(
      dividers.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "path M(12, 24) L(108, 24) L(108, 26) L(12, 26) Z fill #ff0000",
        "path M(12, 46) L(108, 46) L(108, 48) L(12, 48) Z fill #ff0000",
        "path M(12, 68) L(108, 68) L(108, 70) L(12, 70) Z fill #ff0000",
      ], "\(list.output)")
  }
}
