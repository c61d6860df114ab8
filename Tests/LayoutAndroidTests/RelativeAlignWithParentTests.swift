import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// RelativeLayout's `layout_alignWithParentIfMissing`: a rule whose anchor is gone (or not
/// there) aligns the view with the parent's side instead, inside its padding.
@Suite struct RelativeAlignWithParentTests {
  private func frames(_ aligns: Bool) throws -> [String: Rect] {
    let document = try AndroidDocument.read(
      """
      <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="200" android:layout_height="100" android:padding="10">
        <View android:id="@+id/icon" android:layout_width="40" android:layout_height="40"
            android:visibility="gone"/>
        <View android:id="@+id/title" android:layout_width="50" android:layout_height="20"
            android:layout_toRightOf="@id/icon" android:layout_below="@id/icon"
            android:layout_alignWithParentIfMissing="\(aligns)"/>
        <View android:id="@+id/badge" android:layout_width="30" android:layout_height="20"
            android:layout_toLeftOf="@id/missing" android:layout_above="@id/missing"
            android:layout_marginRight="5" android:layout_alignWithParentIfMissing="\(aligns)"/>
      </RelativeLayout>
      """, file: "relative.xml")
    return try framesByID(document, canvas: Size(width: 200, height: 100), pixelsPerPoint: 1)
  }

  @Test func aMissingAnchorsRuleAlignsWithTheParentWhenAsked() throws {
    let aligned = try frames(true)
    #expect(aligned["title"] == Rect(x: 10, y: 10, width: 50, height: 20))
    // Right of nothing: the parent's right inside its padding and the view's margin.
    #expect(aligned["badge"] == Rect(x: 155, y: 70, width: 30, height: 20))
    // Without it, the rules of the missing anchors are dropped: the top left.
    let unaligned = try frames(false)
    #expect(unaligned["badge"] == Rect(x: 10, y: 10, width: 30, height: 20))
  }
}
