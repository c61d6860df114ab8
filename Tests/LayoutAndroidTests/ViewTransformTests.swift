import LayoutCore
import Testing

@testable import LayoutAndroid

/// `rotation`, `scaleX`/`Y` and `translationX`/`Y` move what a view draws about its pivot
/// (its centre, or `transformPivotX`/`Y`), never its frame.
@Suite struct ViewTransformTests {
  private func groups(_ view: String) throws -> [String] {
    let layout = """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        \(view)
      </FrameLayout>
      """
    return try DrawableScene().lines(layout, starting: "group FrameLayout/")
  }

  private let square =
    ##"android:layout_width="40" android:layout_height="40" android:background="#ff0000""##

  @Test func translationMovesTheDrawingAndNotTheFrame() throws {
    let drawn = try groups(
      "<View android:id=\"@+id/v\" \(square) android:translationX=\"20dp\" "
        + "android:translationY=\"10dp\"/>")
    #expect(drawn == ["group FrameLayout/View#v translate(20, 10)"], "\(drawn)")
    let frames = try DrawableScene().solve(
      column("<View android:id=\"@+id/v\" \(square) android:translationX=\"20dp\"/>"))
    #expect(frames.nodes.first { $0.id == "v" }?.frame.origin == Point(x: 0, y: 0))
  }

  @Test func scaleAndRotationTurnAboutTheCentreOrThePivot() throws {
    // Half size about the centre (20, 20): the square's corner moves to (10, 10).
    #expect(
      try groups("<View \(square) android:scaleX=\"0.5\" android:scaleY=\"0.5\"/>")
        == ["group FrameLayout/View matrix(0.5, 0, 0, 0.5, 10, 10)"])
    // A quarter turn clockwise about the top left corner.
    let turned = try groups(
      "<View \(square) android:rotation=\"90\" android:transformPivotX=\"0dp\" "
        + "android:transformPivotY=\"0dp\"/>")
    let matrix = try #require(turned.first?.split(separator: "(").last?.dropLast())
    let numbers = matrix.split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    let expected: [Double] = [0, 1, -1, 0, 0, 0]
    #expect(numbers.count == 6 && zip(numbers, expected).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func aHalfTurnAboutAnAxisFlipsTheView() throws {
    // About the horizontal axis through the centre: upside down, (0, 40) after.
    #expect(
      try groups("<View \(square) android:rotationX=\"180\"/>")
        == ["group FrameLayout/View matrix(1, 0, 0, -1, 0, 40)"])
    #expect(
      try groups("<View \(square) android:rotationY=\"-180\"/>")
        == ["group FrameLayout/View matrix(-1, 0, 0, 1, 40, 0)"])
  }

  @Test func translationZRaisesTheViewAboveItsElevation() throws {
    let shadows = { (attributes: String) throws -> [String] in
      try DrawableScene().lines(
        column("<View \(self.square) \(attributes)/>"), starting: "shadow")
    }
    #expect(try shadows("").isEmpty)
    let raised = try shadows(#"android:elevation="2dp" android:translationZ="4dp""#)
    let same = try shadows(#"android:elevation="6dp""#)
    #expect(!raised.isEmpty && raised == same, "\(raised) \(same)")
  }

  @Test func theShadowTakesTheOutlineShadowColour() throws {
    let shadows = { (attributes: String) throws -> [String] in
      try DrawableScene().lines(
        column("<View \(self.square) android:elevation=\"4dp\" \(attributes)/>"),
        starting: "shadow")
    }
    // Black at 28% by default; the spot colour (else the ambient one) at 28% of its own.
    #expect(try shadows("").first?.hasPrefix("shadow #00000047 ") == true)
    let spot = try shadows(##"android:outlineSpotShadowColor="#ff0000""##)
    #expect(spot.first?.hasPrefix("shadow #ff000047 ") == true, "\(spot)")
    let both = try shadows(
      ##"android:outlineSpotShadowColor="#800000ff" android:outlineAmbientShadowColor="#ff0000""##)
    #expect(both.first?.hasPrefix("shadow #0000ff24 ") == true, "\(both)")
  }
}

/// `clipToOutline` cuts a view's content and children to its background shape's outline.
@Suite struct ClipToOutlineTests {
  func clips(_ attributes: String) throws -> [String] {
    let scene = try DrawableScene(drawables: [
      "round": """
      <shape \(ns)><corners android:radius="24dp"/><solid android:color="#3333cc"/></shape>
      """,
      "ring": "<shape \(ns) android:shape=\"oval\"><solid android:color=\"#3333cc\"/></shape>",
    ])
    return try scene.lines(
      """
      <FrameLayout \(ns) android:layout_width="100" android:layout_height="100" \(attributes)>
        <View android:layout_width="match_parent" android:layout_height="50"
            android:background="#ff0000"/>
      </FrameLayout>
      """, starting: "group"
    ).filter { $0.contains(" clip path ") }
  }

  @Test func theContentIsCutToTheBackgroundsOutline() throws {
    let rounded = try clips(#"android:background="@drawable/round" android:clipToOutline="true""#)
    #expect(rounded.count == 1 && rounded[0].contains("clip path M(24, 0) L(76, 0) C(100, 24)"))
    let oval = try clips(#"android:background="@drawable/ring" android:clipToOutline="true""#)
    #expect(oval.count == 1, "\(oval)")
    // Not without the attribute, nor for a view that casts a shadow.
    #expect(try clips(#"android:background="@drawable/round""#).isEmpty)
    #expect(
      try clips(
        #"android:background="@drawable/round" android:clipToOutline="true" android:elevation="4dp""#
      ).isEmpty)
  }
}
