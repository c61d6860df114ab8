import LayoutCore
import LayoutDisplayList
import Testing

@testable import LayoutAndroid

/// An `ImageView` draws its image inside its padding, placed by its `scaleType` as
/// `ImageView.configureBounds` places it, cut to its bounds (or, with `cropToPadding`, to the
/// box inside its padding).
@Suite struct ImageScaleTypeTests {
  /// The image item of a 200 × 100 image view showing a 40 × 20 image.
  func image(_ attributes: String) throws -> String? {
    var scene = try DrawableScene()
    scene.images.images["photo.png"] = ImagePixels(
      width: 40, height: 20, argb: [UInt32](repeating: 0xFFFF_0000, count: 800))
    return try scene.lines(
      column(
        """
        <ImageView android:layout_width="200" android:layout_height="100"
            android:src="@drawable/photo" \(attributes)/>
        """), starting: "image"
    ).first
  }

  @Test func eachScaleTypePlacesTheImageAsImageViewDoes() throws {
    let clip = "clip 0 0 200 100 \"photo.png\""
    #expect(try image("") == "image 0 0 200 100 \(clip)")
    #expect(try image(#"android:scaleType="fitStart""#) == "image 0 0 200 100 \(clip)")
    #expect(try image(#"android:scaleType="fitXY""#) == "image 0 0 200 100 \(clip)")
    #expect(try image(#"android:scaleType="center""#) == "image 80 40 40 20 \(clip)")
    #expect(try image(#"android:scaleType="centerInside""#) == "image 80 40 40 20 \(clip)")
    #expect(try image(#"android:scaleType="centerCrop""#) == "image 0 0 200 100 \(clip)")
    #expect(try image(#"android:scaleType="matrix""#) == "image 0 0 40 20 \(clip)")
    // In a taller box the fits differ: at the top, centred, at the bottom.
    let tall = #"android:paddingTop="0" android:paddingBottom="0" android:paddingLeft="150""#
    #expect(try image(tall + #" android:scaleType="fitStart""#) == "image 150 0 50 25 \(clip)")
    #expect(try image(tall) == "image 150 37.5 50 25 \(clip)")
    #expect(try image(tall + #" android:scaleType="fitEnd""#) == "image 150 75 50 25 \(clip)")
  }

  @Test func theImageIsInsideThePaddingAndCroppedToItWhenAsked() throws {
    #expect(
      try image(#"android:padding="20""#) == "image 40 20 120 60 clip 0 0 200 100 \"photo.png\"")
    #expect(
      try image(
        #"android:padding="20" android:scaleType="centerCrop" android:cropToPadding="true""#)
        == "image 20 10 160 80 clip 20 20 160 60 \"photo.png\"")
  }
}
