import LayoutAndroid
import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

/// `MaterialDivider` is a line of its thickness along its top, its insets kept from its
/// sides, and as tall as the line where the layout leaves its height open.
@Suite struct MaterialDividerTests {
  func drawn(_ attributes: String, rightToLeft: Bool = false) throws -> (Rect, [DisplayItem]) {
    let xml = """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto" android:orientation="vertical"
          android:layout_width="200dp" android:layout_height="100dp"
          android:layoutDirection="\(rightToLeft ? "rtl" : "ltr")">
        <com.google.android.material.divider.MaterialDivider android:id="@+id/d"
            android:layout_width="match_parent" android:layout_height="wrap_content"
            \(attributes)/>
      </LinearLayout>
      """
    let result = try AndroidSolver(
      try AndroidDocument.read(xml, file: "layout.xml"), measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 200, height: 100))
    #expect(!result.warnings.contains { $0.message.contains("Unknown") }, "\(result.warnings)")
    let node = try #require(result.layout.nodes.first { $0.id == "d" })
    return (node.frame, node.draw?(node) ?? [])
  }

  func fills(_ items: [DisplayItem]) -> [Rect] {
    items.compactMap { if case .fill(let rect, _, _) = $0 { rect } else { nil } }
  }

  func colors(_ items: [DisplayItem]) -> [Color] {
    items.compactMap { if case .fill(_, _, let color) = $0 { color } else { nil } }
  }

  @Test func aDividerIsALineOfItsThicknessWithinItsInsets() throws {
    let (frame, items) = try drawn(
      ##"app:dividerThickness="2dp" app:dividerColor="#ff0000" app:dividerInsetStart="16dp" "##
        + #"app:dividerInsetEnd="8dp" app:lastItemDecorated="false""#)
    #expect(frame == Rect(x: 0, y: 0, width: 200, height: 2))
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(fills(items) == [Rect(x: 16, y: 0, width: 176, height: 2)])
    #expect(colors(items) == [red])
    let (_, mirrored) = try drawn(
      ##"app:dividerThickness="2dp" app:dividerColor="#ff0000" app:dividerInsetStart="16dp""##,
      rightToLeft: true)
    #expect(fills(mirrored) == [Rect(x: 0, y: 0, width: 184, height: 2)])
  }

  @Test func theDefaultStyleGivesAOnePointLine() throws {
    let (frame, items) = try drawn("")
    #expect(frame.size.height == 1)
    #expect(items.count == 1)
  }
}
