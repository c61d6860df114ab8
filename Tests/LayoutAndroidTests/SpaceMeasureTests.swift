import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// `Space` measures as `Space.onMeasure` does: its minimum within what the spec allows, so a
/// wrapping Space takes no room, where a plain View takes all it is offered.
@Suite struct SpaceMeasureTests {
  @Test func aWrappingSpaceTakesItsMinimumAndAViewTheRoom() throws {
    let document = try AndroidDocument.read(
      """
      <LinearLayout \(ns) android:layout_width="100" android:layout_height="100"
          android:orientation="vertical">
        <Space android:id="@+id/space" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:minHeight="8dp"/>
        <View android:id="@+id/view" android:layout_width="wrap_content"
            android:layout_height="wrap_content"/>
      </LinearLayout>
      """, file: "main.xml")
    let layout = try AndroidSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 100, height: 100)).layout
    let frames = Dictionary(
      layout.nodes.compactMap { node in node.id.map { ($0, node.frame) } },
      uniquingKeysWith: { first, _ in first })
    #expect(frames["space"] == Rect(x: 0, y: 0, width: 0, height: 8))
    #expect(frames["view"] == Rect(x: 0, y: 8, width: 100, height: 92))
  }
}
