import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// GridLayout's `useDefaultMargins`: each side a child gives no margin for gets half the
/// platform's 8dp gap, in whole pixels; a `Space` gets none; without the attribute, none.
@Suite struct GridDefaultMarginTests {
  private func frames(useDefaultMargins: Bool, pixelsPerPoint: Double) throws -> [String: Rect] {
    let document = try AndroidDocument.read(
      """
      <GridLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="200" android:layout_height="200" android:columnCount="3"
          android:useDefaultMargins="\(useDefaultMargins)">
        <View android:id="@+id/a" android:layout_width="20" android:layout_height="10"/>
        <View android:id="@+id/b" android:layout_width="20" android:layout_height="10"
            android:layout_marginLeft="0dp"/>
        <Space android:id="@+id/gap" android:layout_width="6" android:layout_height="10"/>
      </GridLayout>
      """, file: "grid.xml")
    return try framesByID(
      document, canvas: Size(width: 200, height: 200), pixelsPerPoint: pixelsPerPoint)
  }

  @Test func childrenWithoutMarginsGetHalfTheDefaultGap() throws {
    let grid = try frames(useDefaultMargins: true, pixelsPerPoint: 1)
    #expect(grid["a"] == Rect(x: 4, y: 4, width: 20, height: 10))
    // b's left margin is its own (0); a's right margin is 4.
    #expect(grid["b"] == Rect(x: 28, y: 4, width: 20, height: 10))
    // The space takes no margin: it starts where b's right margin ends.
    #expect(grid["gap"]?.origin == Point(x: 52, y: 0))
  }

  @Test func theGapIsHalvedInWholePixels() throws {
    // At 2.625 pixels a point the 8dp gap is 21 pixels, and half of it 10.
    let grid = try frames(useDefaultMargins: true, pixelsPerPoint: 2.625)
    #expect(abs((grid["a"]?.x ?? 0) - 10 / 2.625) < 1e-9)
  }

  @Test func withoutTheAttributeNoMarginIsAdded() throws {
    let grid = try frames(useDefaultMargins: false, pixelsPerPoint: 1)
    #expect(grid["a"]?.origin == Point(x: 0, y: 0))
    #expect(grid["b"]?.origin == Point(x: 20, y: 0))
  }
}
