import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Layouts in whole device pixels, as Android's integer layout places them: weights share
/// the room cut short, gravity halves it with an integer division, ConstraintLayout's edges
/// land on the nearest pixel; at three pixels a point, a third of a point is a pixel.
@Suite struct PixelGridTests {
  private func frames(_ layout: String, pixelsPerPoint: Double) throws -> [String: Rect] {
    let document = try AndroidDocument.read(
      #"<FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" "#
        + #"xmlns:app="http://schemas.android.com/apk/res-auto" "#
        + #"android:layout_width="100" android:layout_height="100">\#(layout)</FrameLayout>"#,
      file: "main.xml")
    return try framesByID(
      document, canvas: Size(width: 100, height: 100), pixelsPerPoint: pixelsPerPoint)
  }

  private let weights = """
    <LinearLayout android:layout_width="100" android:layout_height="10">
      <View android:id="@+id/a" android:layout_width="0dp" android:layout_height="10"
          android:layout_weight="1"/>
      <View android:id="@+id/b" android:layout_width="0dp" android:layout_height="10"
          android:layout_weight="1"/>
      <View android:id="@+id/c" android:layout_width="0dp" android:layout_height="10"
          android:layout_weight="1"/>
    </LinearLayout>
    """

  @Test func weightsShareWholePixelsAndTheLastTakesTheRest() throws {
    let mdpi = try frames(weights, pixelsPerPoint: 1)
    #expect([mdpi["a"]?.width, mdpi["b"]?.width, mdpi["c"]?.width] == [33, 33, 34])
    #expect(mdpi["c"]?.x == 66)
    // 300 pixels share evenly at three pixels a point.
    let xxhdpi = try frames(weights, pixelsPerPoint: 3)
    #expect(abs((xxhdpi["b"]?.width ?? 0) - 100.0 / 3) < 1e-9)
  }

  @Test func centringHalvesTheRoomInWholePixels() throws {
    let centred = """
      <View android:id="@+id/v" android:layout_width="25" android:layout_height="25"
          android:layout_gravity="center"/>
      """
    // 75 pixels of room: 37 before, 38 after.
    #expect(try frames(centred, pixelsPerPoint: 1)["v"]?.origin == Point(x: 37, y: 37))
    // 225 pixels: 112 before, a third of a point short of 37.5.
    let third = try #require(try frames(centred, pixelsPerPoint: 3)["v"])
    #expect(abs(third.x - 112.0 / 3) < 1e-9)
  }

  @Test func sizesRoundToWholePixelsAndAHairlineIsAtLeastOne() throws {
    let layout = """
      <LinearLayout android:layout_width="100" android:layout_height="100"
          android:orientation="vertical">
        <View android:id="@+id/divider" android:layout_width="match_parent"
            android:layout_height="0.5dp"/>
        <View android:id="@+id/box" android:layout_width="10.4dp" android:layout_height="10"
            android:layout_marginTop="2.6dp"/>
      </LinearLayout>
      """
    let mdpi = try frames(layout, pixelsPerPoint: 1)
    #expect(mdpi["divider"]?.height == 1)
    #expect(mdpi["box"] == Rect(x: 0, y: 4, width: 10, height: 10))
    // At three pixels a point: 1.5 pixels round to 2, 31.2 to 31 and 7.8 to 8.
    let xxhdpi = try frames(layout, pixelsPerPoint: 3)
    #expect(abs((xxhdpi["divider"]?.height ?? 0) - 2.0 / 3) < 1e-9)
    #expect(abs((xxhdpi["box"]?.width ?? 0) - 31.0 / 3) < 1e-9)
    #expect(abs((xxhdpi["box"]?.y ?? 0) - (2.0 + 8) / 3) < 1e-9)
  }

  @Test func aRelativeLayoutCentresInWholePixels() throws {
    let layout = """
      <RelativeLayout android:layout_width="100" android:layout_height="100">
        <View android:id="@+id/v" android:layout_width="25" android:layout_height="25"
            android:layout_centerInParent="true"/>
      </RelativeLayout>
      """
    #expect(try frames(layout, pixelsPerPoint: 1)["v"]?.origin == Point(x: 37, y: 37))
  }

  @Test func constraintLayoutEdgesLandOnTheNearestPixel() throws {
    let layout = """
      <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="100"
          android:layout_height="100">
        <View android:id="@+id/v" android:layout_width="25" android:layout_height="25"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintTop_toTopOf="parent"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    // Centred at 37.5: a half rounds up, and the width stays 25.
    #expect(try frames(layout, pixelsPerPoint: 1)["v"] == Rect(x: 38, y: 0, width: 25, height: 25))
  }

  @Test func aPixelIsADevicePixelAtEveryDensity() throws {
    let layout = """
      <LinearLayout android:layout_width="100" android:layout_height="100"
          android:orientation="vertical">
        <View android:id="@+id/box" android:layout_width="30px" android:layout_height="12px"
            android:layout_marginTop="3px"/>
        <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="match_parent"
            android:layout_height="wrap_content">
          <View android:id="@+id/constrained" android:layout_width="0dp"
              android:layout_height="9px" app:layout_constraintWidth_max="45px"
              app:layout_constraintStart_toStartOf="parent"
              app:layout_constraintEnd_toEndOf="parent"
              app:layout_constraintHorizontal_bias="0" app:layout_constraintTop_toTopOf="parent"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
      </LinearLayout>
      """
    // At mdpi a pixel is a point.
    let mdpi = try frames(layout, pixelsPerPoint: 1)
    #expect(mdpi["box"] == Rect(x: 0, y: 3, width: 30, height: 12))
    #expect(mdpi["constrained"]?.size == Size(width: 45, height: 9))
    // At xxhdpi, three pixels a point: 30px is 10 points, as `getDimensionPixelSize` keeps
    // the 30 pixels written.
    let xxhdpi = try frames(layout, pixelsPerPoint: 3)
    #expect(xxhdpi["box"] == Rect(x: 0, y: 1, width: 10, height: 4))
    #expect(xxhdpi["constrained"]?.size == Size(width: 15, height: 3))
  }
}
