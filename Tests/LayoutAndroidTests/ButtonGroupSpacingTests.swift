import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// A Material button group's `spacing`: the room between each two of its shown buttons,
/// none before the first or after the last; a gone button takes none.
@Suite struct ButtonGroupSpacingTests {
  @Test(arguments: ["MaterialButtonGroup", "MaterialButtonToggleGroup"])
  func spacingGoesBetweenTheButtons(group: String) throws {
    let document = try AndroidDocument.read(
      """
      <com.google.android.material.button.\(group)
          xmlns:android="http://schemas.android.com/apk/res/android"
          android:id="@+id/group" android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:spacing="12dp">
        <View android:id="@+id/a" android:layout_width="60dp" android:layout_height="40dp"/>
        <View android:id="@+id/gone" android:layout_width="60dp" android:layout_height="40dp"
            android:visibility="gone"/>
        <View android:id="@+id/b" android:layout_width="60dp" android:layout_height="40dp"/>
        <View android:id="@+id/c" android:layout_width="60dp" android:layout_height="40dp"/>
      </com.google.android.material.button.\(group)>
      """, file: "group.xml")
    let frames = try framesByID(
      document, canvas: Size(width: 300, height: 100), pixelsPerPoint: 1)
    #expect(frames["a"]?.x == 0)
    #expect(frames["b"]?.x == 72)
    #expect(frames["c"]?.x == 144)
    #expect(frames["group"]?.width == 204)
  }
}
