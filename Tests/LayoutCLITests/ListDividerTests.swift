import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// A ListView draws its `divider` between each two rows, as thick as `dividerHeight` when
/// given (a colour then draws), else as the drawable is tall; the rows make room for it.
@Suite struct ListDividerTests {
  private func render(_ list: String, extra: [String: String] = [:]) throws
    -> (frames: String, image: Bitmap?)
  {
    var files = extra
    files["res/values/arrays.xml"] = """
      <resources><string-array name="fruits">
        <item>Apple</item><item>Banana</item><item>Cherry</item>
      </string-array></resources>
      """
    files["res/layout/main.xml"] = """
      <LinearLayout \(androidNamespace) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        \(list)
      </LinearLayout>
      """
    let tree = try androidFolder(files)
    defer { try? FileManager.default.removeItem(at: tree) }
    let output = tree.appendingPathComponent("list.png").path
    let result = runLayout(
      [
        "render", tree.appendingPathComponent("res/layout/main.xml").path, "--size", "200x300",
        "--dump", "frames", "-o", output,
      ])
    #expect(result.exitCode == 0, "\(result.errors)")
    let data = try? Data(contentsOf: URL(fileURLWithPath: output))
    return (result.output, try data.map { try Bitmap(png: Array($0)) })
  }

  @Test func aColouredDividerIsAsThickAsDividerHeight() throws {
    let (frames, image) = try render(
      """
      <ListView android:layout_width="match_parent" android:layout_height="wrap_content"
          android:entries="@array/fruits" android:divider="#ff0000" android:dividerHeight="4dp"/>
      """)
    // Rows 48 tall with 4 between: at 0, 52 and 104; the list 152 tall.
    #expect(frames.contains("ListView [LinearLayout/ListView] 0 0 200 152"), "\(frames)")
    #expect(frames.contains("TextView[2]] 0 52 200 48"), "\(frames)")
    #expect(frames.contains("TextView[3]] 0 104 200 48"), "\(frames)")
    let picture = try #require(image)
    #expect(picture.pixels[50 * picture.width + 100] == 0xFFFF_0000)
    #expect(picture.pixels[102 * picture.width + 100] == 0xFFFF_0000)
    // None after the last row.
    #expect(picture.pixels[153 * picture.width + 100] != 0xFFFF_0000)
  }

  @Test func aDrawableDividerIsAsTallAsTheDrawable() throws {
    let (frames, _) = try render(
      """
      <ListView android:layout_width="match_parent" android:layout_height="wrap_content"
          android:entries="@array/fruits" android:divider="@drawable/line"/>
      """,
      extra: [
        "res/drawable/line.xml": """
        <shape \(androidNamespace)><solid android:color="#0000ff"/><size android:height="3dp"/>
        </shape>
        """
      ])
    #expect(frames.contains("TextView[2]] 0 51 200 48"), "\(frames)")
    #expect(frames.contains("TextView[3]] 0 102 200 48"), "\(frames)")
  }
}
