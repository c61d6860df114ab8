import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// An image view of the given size showing `@drawable/icon`.
func imageView(width: String = "48", height: String = "48", extra: String = "") -> String {
  """
  <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
      android:layout_width="match_parent" android:layout_height="match_parent">
    <ImageView android:layout_width="\(width)" android:layout_height="\(height)"
        android:src="@drawable/icon" android:scaleType="fitXY" \(extra)/>
  </FrameLayout>
  """
}

@Suite struct VectorDrawableTests {
  @Test func theViewportIsScaledToTheBoundsAndStrokesByTheSmallerScale() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <vector \(ns) android:width="24dp" android:height="24dp"
          android:viewportWidth="12" android:viewportHeight="12">
        <path android:pathData="M0,0 H12 V12 Z" android:fillColor="#ff0000"
            android:fillType="evenOdd"/>
        <path android:pathData="M2,6 H10" android:strokeColor="#0000ff" android:strokeWidth="2"
            android:strokeLineCap="round" android:strokeLineJoin="bevel" android:strokeAlpha="0.5"/>
      </vector>
      """
    ])
    // 48 × 24 bounds: x scales by 4, y by 2; the stroke by the smaller, 2.
    let paths = try scene.lines(imageView(height: "24"), starting: "path")
    #expect(paths.count == 2)
    #expect(paths[0] == "path M(0, 0) L(48, 0) L(48, 24) Z even-odd fill #ff0000")
    #expect(paths[1] == "path M(8, 12) L(40, 12) stroke width 4 #0000ff80 cap round join bevel")
  }

  @Test func groupsMoveScaleAndTurnAboutTheirPivot() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <vector \(ns) android:width="48dp" android:height="48dp"
          android:viewportWidth="48" android:viewportHeight="48">
        <group android:translateX="10" android:translateY="5">
          <group android:rotation="90" android:pivotX="4" android:pivotY="4" android:scaleX="2"
              android:scaleY="2">
            <path android:pathData="M4,4 L6,4" android:strokeColor="#000" android:strokeWidth="1"/>
          </group>
        </group>
      </vector>
      """
    ])
    let paths = try scene.lines(imageView(), starting: "path")
    // (6, 4) is 2 right of the pivot: scaled to 4, turned a quarter clockwise to 4 down, then
    // moved by (10, 5). The stroke grows with the group's scale.
    #expect(paths == ["path M(14, 9) L(14, 13) stroke width 2 #000000"])
  }

  @Test func aClipPathHoldsTheSiblingsAfterIt() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <vector \(ns) android:width="10dp" android:height="10dp"
          android:viewportWidth="10" android:viewportHeight="10">
        <path android:pathData="M0,0 H1 V1 Z" android:fillColor="#111"/>
        <clip-path android:pathData="M0,0 H5 V10 H0 Z"/>
        <path android:pathData="M0,0 H10 V10 H0 Z" android:fillColor="#222"/>
      </vector>
      """
    ])
    let layout = imageView(width: "10", height: "10")
    let groups = try scene.lines(layout, starting: "group clip-path")
    #expect(groups.count == 1)
    #expect(groups.first?.contains("clip path M(0, 0) L(5, 0) L(5, 10) L(0, 10) Z") == true)
    let dump = DisplayListBuilder.build(try scene.solve(layout)).dump()
    // The first path is outside the clip, the second inside it.
    let lines = dump.split(separator: "\n").map(String.init)
    guard let clip = lines.firstIndex(where: { $0.contains("group clip-path") }) else {
      Issue.record(Comment(rawValue: dump))
      return
    }
    #expect(lines[clip - 1].contains("fill #111111"))
    #expect(lines[clip + 1].contains("fill #222222"))
  }

  @Test func tintAlphaAndGradientsFromAnAaptAttribute() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <vector \(ns) xmlns:aapt="http://schemas.android.com/aapt" android:width="10dp"
          android:height="10dp" android:viewportWidth="10" android:viewportHeight="10"
          android:tint="#00ff00" android:alpha="0.5">
        <path android:pathData="M0,0 H10 V10 Z" android:fillColor="#80000000"/>
        <path android:pathData="M0,0 H10 V10 Z">
          <aapt:attr name="android:fillColor">
            <gradient android:startX="0" android:startY="0" android:endX="10" android:endY="0">
              <item android:offset="0" android:color="#ff0000"/>
              <item android:offset="1" android:color="#0000ff"/>
            </gradient>
          </aapt:attr>
        </path>
      </vector>
      """
    ])
    let layout = imageView(width: "20", height: "20")
    #expect(
      try scene.lines(layout, starting: "group vector") == [
        "group vector translate(0, 0) opacity 0.5"
      ])
    let paths = try scene.lines(layout, starting: "path")
    // The tint keeps each colour's opacity (source-in).
    #expect(paths[0].hasSuffix("fill #00ff0080"))
    #expect(paths[1].hasSuffix("linear (0, 0) to (20, 0) [0 #00ff00, 1 #00ff00]"))
  }

  @Test func itsSizeIsTheImageViewsContentAndBadDataIsLocated() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <vector \(ns) android:width="24dp" android:height="16dp"
          android:viewportWidth="24" android:viewportHeight="16">
        <path android:pathData="M0,0 L24,16" android:strokeColor="#000" android:strokeWidth="1"/>
      </vector>
      """,
      "broken": """
      <vector \(ns) android:width="24dp" android:height="16dp"
          android:viewportWidth="24" android:viewportHeight="16">
        <path android:pathData="M0,0 L24" android:fillColor="#000"/>
      </vector>
      """,
    ])
    let frames = try scene.solve(imageView(width: "wrap_content", height: "wrap_content"))
    #expect(frames.nodes.last?.frame.size == Size(width: 24, height: 16))
    let error = try #require(
      scene.error(imageView().replacingOccurrences(of: "@drawable/icon", with: "@drawable/broken")))
    #expect(error.primary.message.contains("cannot be read at character 9: a number is missing"))
    #expect(error.primary.file == "drawable/broken.xml")
  }
}

@Suite struct RestingDrawableTests {
  @Test func levelAndAnimatedDrawablesShowTheirRestingPicture() throws {
    let square = """
      <shape \(ns)><solid android:color="#ff0000"/>
        <size android:width="10dp" android:height="10dp"/></shape>
      """
    let scene = try DrawableScene(drawables: [
      "square": square,
      "levels": """
      <level-list \(ns)>
        <item android:minLevel="1" android:maxLevel="5" android:drawable="#00ff00"/>
        <item android:maxLevel="10" android:drawable="@drawable/square"/>
      </level-list>
      """,
      "turned": """
      <rotate \(ns) android:fromDegrees="90" android:pivotX="0%" android:pivotY="0%"
          android:drawable="@drawable/square"/>
      """,
      "scaled": """
      <scale \(ns) android:scaleWidth="50%" android:drawable="@drawable/square"/>
      """,
      "frames": """
      <animation-list \(ns)><item android:drawable="#0000ff" android:duration="10"/>
        <item android:drawable="#00ff00" android:duration="10"/></animation-list>
      """,
    ])
    #expect(
      try scene.lines(box("@drawable/levels"), starting: "path").first?.hasSuffix("fill #ff0000")
        == true)
    #expect(
      try scene.lines(box("@drawable/turned"), starting: "group rotate") == [
        "group rotate matrix(0, 1, -1, 0, 0, 0)"
      ])
    // A scale drawable at level 0 draws nothing, but keeps its drawable's size.
    #expect(try scene.lines(box("@drawable/scaled"), starting: "path").isEmpty)
    #expect(
      try scene.lines(box("@drawable/frames"), starting: "fill") == ["fill 0 0 100 50 #0000ff"])
  }

  @Test func anAdaptiveIconIsItsLayersEnlargedAndCutToACircle() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <adaptive-icon \(ns)><background android:drawable="#ff0000"/>
        <foreground android:drawable="#0000ff"/></adaptive-icon>
      """
    ])
    let layout = imageView(width: "40", height: "40")
    let fills = try scene.lines(layout, starting: "fill")
    #expect(fills == ["fill -10 -10 60 60 #ff0000", "fill -10 -10 60 60 #0000ff"])
    #expect(
      try scene.lines(layout, starting: "group adaptive-icon").first?.contains(
        "clip path M(40, 20)") == true)
  }
}
