import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Images for tests: each name's size and, for nine-patches, pixels.
struct TestImages: ImageProviding {
  var images: [String: ImagePixels] = [:]

  func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
    guard let pixels = images[name] else { return try NoImages().image(named: name) }
    return (name, Size(width: Double(pixels.width), height: Double(pixels.height)))
  }

  func pixels(ofImage key: String) -> ImagePixels? { images[key] }
}

/// Renders a layout with drawables given as text, and reads its frames and display items.
struct DrawableScene {
  var resources = AndroidResources()
  var images = TestImages()
  var viewState: Set<String> = []

  init(drawables: [String: String] = [:], colors: [String: String] = [:]) throws {
    for (name, text) in drawables {
      try resources.readDrawable(text, name: name, file: "drawable/\(name).xml")
    }
    for (name, text) in colors {
      try resources.readColorList(text, name: name, file: "color/\(name).xml")
    }
  }

  /// The scene under an app theme whose parent is `parent` (a library theme), with the
  /// platform's resources (which must be installed).
  mutating func useAppTheme(parent: String) throws {
    _ = try resources.read(
      #"<resources><style name="App" parent="\#(parent)"/></resources>"#,
      file: "values/themes.xml")
    resources.appTheme = "App"
    resources.platform = try PlatformResources.load(device: DeviceConfiguration())
  }

  func solve(_ layout: String, canvas: Size = Size(width: 200, height: 100))
    throws(DiagnosticError) -> SolvedLayout
  {
    let document = try AndroidDocument.read(layout, file: "main.xml")
    return try AndroidSolver(
      document, resources: resources, measurer: EstimatingTextMeasurer(), images: images,
      viewState: viewState
    ).solve(canvas: canvas).layout
  }

  /// The display list's dump lines that start with `prefix` (after indentation).
  func lines(_ layout: String, starting prefix: String) throws -> [String] {
    let list = DisplayListBuilder.build(try solve(layout))
    return list.dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix(prefix) }
  }

  func error(_ layout: String) -> DiagnosticError? {
    do {
      _ = try solve(layout)
      return nil
    } catch {
      return error
    }
  }
}

/// A view of the given size with a background.
func box(_ background: String, width: String = "100", height: String = "50", extra: String = "")
  -> String
{
  """
  <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
      android:layout_width="match_parent" android:layout_height="match_parent">
    <View android:id="@+id/box" android:layout_width="\(width)" android:layout_height="\(height)"
        android:background="\(background)" \(extra)/>
  </FrameLayout>
  """
}

let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

@Suite struct ShapeDrawableTests {
  @Test func aStrokedRectangleIsInsetByHalfItsStrokeWithItsOwnCorners() throws {
    let scene = try DrawableScene(drawables: [
      "card": """
      <shape \(ns)><solid android:color="#ffffff"/>
        <stroke android:width="4dp" android:color="#ff0000"/>
        <corners android:radius="8dp" android:topLeftRadius="0dp"/></shape>
      """
    ])
    let paths = try scene.lines(box("@drawable/card"), starting: "path")
    #expect(paths.count == 1)
    // Half the stroke (2) in from each edge: the top-left corner square, the others curved.
    #expect(paths[0].hasPrefix("path M(2, 2) L(90, 2) C(98, 10) L(98, 40) C(90, 48)"))
    #expect(paths[0].contains("fill #ffffff"))
    #expect(paths[0].contains("stroke width 4 #ff0000"))
  }

  @Test func dashesOvalsLinesAndRings() throws {
    let scene = try DrawableScene(drawables: [
      "dashed": """
      <shape \(ns) android:shape="line">
        <stroke android:width="2dp" android:color="#000" android:dashWidth="6dp"
            android:dashGap="3dp"/></shape>
      """,
      "oval": "<shape \(ns) android:shape=\"oval\"><solid android:color=\"#00f\"/></shape>",
      "ring": """
      <shape \(ns) android:shape="ring" android:innerRadius="10dp" android:thickness="5dp">
        <solid android:color="#0f0"/></shape>
      """,
    ])
    let line = try scene.lines(box("@drawable/dashed"), starting: "path")
    // Across the middle of the box inset by half the stroke; a line is never filled.
    #expect(line == ["path M(1, 25) L(99, 25) stroke width 2 #000000 dashes 6,3"])
    let oval = try scene.lines(box("@drawable/oval"), starting: "path")
    #expect(
      oval.first?.hasPrefix("path M(100, 25) C(50, 50) C(0, 25) C(50, 0) C(100, 25) Z") == true)
    let ring = try scene.lines(box("@drawable/ring"), starting: "path")
    // Two circles about the centre (50, 25): 15 (hole and band) and 10, the hole cut out.
    #expect(ring.first?.hasPrefix("path M(65, 25)") == true)
    #expect(ring.first?.contains("M(60, 25)") == true)
    #expect(ring.first?.contains("even-odd fill #00ff00") == true)
  }

  @Test func gradientsFollowAngleCentreAndRadius() throws {
    let scene = try DrawableScene(drawables: [
      "down": """
      <shape \(ns)><gradient android:angle="270" android:startColor="#f00"
          android:centerColor="#0f0" android:endColor="#00f" android:centerY="0.25"/></shape>
      """,
      "diagonal": """
      <shape \(ns)><gradient android:angle="45" android:startColor="#f00"
          android:endColor="#00f"/></shape>
      """,
      "radial": """
      <shape \(ns)><gradient android:type="radial" android:gradientRadius="50%"
          android:startColor="#f00" android:endColor="#00f" android:centerX="0.2"/></shape>
      """,
      "sweep": """
      <shape \(ns)><gradient android:type="sweep" android:startColor="#f00"
          android:endColor="#00f"/></shape>
      """,
    ])
    let down = try scene.lines(box("@drawable/down"), starting: "path")
    #expect(down.first?.contains("linear (0, 0) to (0, 50)") == true)
    #expect(down.first?.contains("0.25 #00ff00") == true)
    let diagonal = try scene.lines(box("@drawable/diagonal"), starting: "path")
    #expect(diagonal.first?.contains("linear (0, 50) to (100, 0)") == true)
    let radial = try scene.lines(box("@drawable/radial"), starting: "path")
    // Half the smaller side, about a centre a fifth of the way across.
    #expect(radial.first?.contains("radial (20, 25) radius 25") == true)
    let sweep = try scene.lines(box("@drawable/sweep"), starting: "path")
    #expect(sweep.first?.contains("sweep (50, 25)") == true)
  }

  @Test func paddingAndSizeBecomeTheViewsPaddingAndMinimumSize() throws {
    let scene = try DrawableScene(drawables: [
      "chip": """
      <shape \(ns)><solid android:color="#eee"/><size android:width="80dp" android:height="30dp"/>
        <padding android:left="10dp" android:top="4dp" android:right="10dp"
            android:bottom="4dp"/></shape>
      """
    ])
    func label(_ text: String) -> String {
      """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:background="@drawable/chip" android:paddingLeft="2dp"
            android:text="\(text)"/>
      </FrameLayout>
      """
    }
    // A short text: at least the drawable's size.
    #expect(try scene.solve(label("Hi")).nodes[1].frame.size == Size(width: 80, height: 30))
    // A long one: its padding is the drawable's, except the side the view gives.
    let text = try scene.lines(label("A long label here"), starting: "text")
    // 17 characters of 7 (half the 14sp size) = 119 wide, from x 2 (the given side) and y 4;
    // 17.5 tall, rounded up to 18, in a view 30 tall (the drawable's): 22 inside the padding.
    #expect(text.first?.hasPrefix("text 2 4 119 22") == true, "\(text)")
  }
}

@Suite struct DrawableContainerTests {
  @Test func layersAreInsetAndNestedInsideTheirPadding() throws {
    let scene = try DrawableScene(drawables: [
      "stack": """
      <layer-list \(ns)>
        <item><shape><solid android:color="#f00"/>
          <padding android:left="5dp" android:top="5dp" android:right="5dp"
              android:bottom="5dp"/></shape></item>
        <item android:left="10dp" android:top="2dp" android:drawable="@drawable/blue"/>
      </layer-list>
      """,
      "blue": "<shape \(ns)><solid android:color=\"#00f\"/></shape>",
    ])
    let paths = try scene.lines(box("@drawable/stack"), starting: "path")
    #expect(paths.count == 2)
    #expect(paths[0].hasPrefix("path M(0, 0) L(100, 0)"))
    // The second layer: the first one's padding (5) plus its own insets (10 left, 2 top).
    #expect(paths[1].hasPrefix("path M(15, 7) L(95, 7) L(95, 45)"), "\(paths)")
  }

  @Test func layersAreSizedAndPlacedByTheirGravity() throws {
    let scene = try DrawableScene(drawables: [
      "badge": """
      <layer-list \(ns)>
        <item android:width="20dp" android:height="10dp" android:gravity="bottom|right">
          <shape><solid android:color="#f00"/></shape></item>
        <item android:width="30dp"><shape><solid android:color="#0f0"/></shape></item>
        <item android:gravity="center" android:drawable="@drawable/dot"/>
        <item android:gravity="center"><shape><solid android:color="#00f"/></shape></item>
      </layer-list>
      """,
      "dot": """
      <shape \(ns)><solid android:color="#000"/><size android:width="6dp" android:height="4dp"/>
      </shape>
      """,
    ])
    let paths = try scene.lines(box("@drawable/badge"), starting: "path")
    #expect(paths.count == 4)
    // Sized, in the bottom right corner of 100 × 50.
    #expect(paths[0].hasPrefix("path M(80, 40) L(100, 40) L(100, 50)"), "\(paths)")
    // A width only: at the left, the full height.
    #expect(paths[1].hasPrefix("path M(0, 0) L(30, 0) L(30, 50)"), "\(paths)")
    // Centred at the drawable's own size; without a size it fills despite its gravity.
    #expect(paths[2].hasPrefix("path M(47, 23) L(53, 23) L(53, 27)"), "\(paths)")
    #expect(paths[3].hasPrefix("path M(0, 0) L(100, 0) L(100, 50)"), "\(paths)")
  }

  @Test func insetsMoveTheDrawableAndPadTheView() throws {
    let scene = try DrawableScene(drawables: [
      "inset": """
      <inset \(ns) android:inset="4dp" android:insetLeft="20dp">
        <shape><solid android:color="#f00"/></shape></inset>
      """
    ])
    let paths = try scene.lines(box("@drawable/inset"), starting: "path")
    #expect(paths.first?.hasPrefix("path M(20, 4) L(96, 4) L(96, 46)") == true)
  }

  @Test func aSelectorPicksTheFirstItemTheViewsStateMatches() throws {
    let selector = """
      <selector \(ns)>
        <item android:state_enabled="false" android:drawable="#888888"/>
        <item android:state_pressed="true"><shape><solid android:color="#f00"/></shape></item>
        <item android:drawable="@drawable/normal"/>
      </selector>
      """
    var scene = try DrawableScene(drawables: [
      "button": selector, "normal": "<shape \(ns)><solid android:color=\"#00f\"/></shape>",
    ])
    #expect(
      try scene.lines(box("@drawable/button"), starting: "path").first?.contains("#0000ff") == true)
    let pressed = try scene.lines(
      box("@drawable/button", extra: "android:pressed=\"true\""), starting: "path")
    #expect(pressed.first?.contains("#ff0000") == true)
    let disabled = try scene.lines(
      box("@drawable/button", extra: "android:enabled=\"false\" android:pressed=\"true\""),
      starting: "fill")
    #expect(disabled.contains { $0.contains("#888888") })
    scene.viewState = ["pressed"]
    #expect(
      try scene.lines(box("@drawable/button"), starting: "path").first?.contains("#ff0000") == true)
  }

  @Test func aColourStateListGivesTheTextItsColourForTheState() throws {
    let scene = try DrawableScene(colors: [
      "ink": """
      <selector \(ns)><item android:state_checked="true" android:color="#ff0000"/>
        <item android:color="#0000ff"/></selector>
      """
    ])
    func text(_ extra: String) throws -> [String] {
      try scene.lines(
        """
        <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
          <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:textColor="@color/ink" android:text="Hi" \(extra)/>
        </FrameLayout>
        """, starting: "text")
    }
    #expect(try text("").first?.contains("#0000ff") == true)
    #expect(try text("android:checked=\"true\"").first?.contains("#ff0000") == true)
    // A Material check box's checkedState sets the same state; indeterminate is unchecked.
    let app = #"xmlns:app="http://schemas.android.com/apk/res-auto" app:checkedState="#
    #expect(try text(app + #""checked""#).first?.contains("#ff0000") == true)
    #expect(try text(app + #""indeterminate""#).first?.contains("#0000ff") == true)
  }

  @Test func aClipShowsItsLevelFromItsGravity() throws {
    let scene = try DrawableScene(drawables: [
      "half": """
      <clip \(ns) android:gravity="right" android:level="5000">
        <shape><solid android:color="#f00"/></shape></clip>
      """
    ])
    let groups = try scene.lines(box("@drawable/half"), starting: "group clip")
    #expect(groups.first?.contains("clip 50 0 50 50") == true, "\(groups)")
  }

  @Test func imagesStretchByDefaultOrSitByTheirGravityOrTile() throws {
    var scene = try DrawableScene(drawables: [
      "centred": "<bitmap \(ns) android:src=\"@drawable/photo\" android:gravity=\"center\"/>",
      "tiled": "<bitmap \(ns) android:src=\"@drawable/photo\" android:tileMode=\"repeat\"/>",
      "mirrored": "<bitmap \(ns) android:src=\"@drawable/photo\" android:tileMode=\"mirror\"/>",
      "clamped": "<bitmap \(ns) android:src=\"@drawable/photo\" android:tileMode=\"clamp\"/>",
    ])
    scene.images.images["photo.png"] = ImagePixels(
      width: 30, height: 20, argb: [UInt32](repeating: 0xFFFF_0000, count: 600))
    // A plain image: over the whole box.
    #expect(
      try scene.lines(box("@drawable/photo"), starting: "image")
        == ["image 0 0 100 50 clip 0 0 100 50 \"photo.png\""])
    #expect(
      try scene.lines(box("@drawable/centred"), starting: "image")
        == ["image 35 15 30 20 clip 0 0 100 50 \"photo.png\""])
    // 100 × 50 takes 4 columns and 3 rows of 30 × 20, clipped to the box.
    let tiles = try scene.lines(box("@drawable/tiled"), starting: "image")
    #expect(tiles.count == 12)
    #expect(tiles.last == "image 90 40 30 20 clip 0 0 100 50 \"photo.png\"")
    // Mirrored: every other column flipped across, every other row flipped down.
    let groups = try scene.lines(box("@drawable/mirrored"), starting: "group tile ")
    #expect(groups.count == 8)  // 12 tiles, 4 not flipped (even column and row)
    #expect(groups.first?.contains("matrix(-1, 0, 0, 1, 60, 0)") == true, "\(groups)")
    // Clamped: the image, then its last column, last row and corner pixel stretched.
    let clamped = try scene.lines(box("@drawable/clamped"), starting: "image")
    #expect(
      clamped == [
        "image 0 0 30 20 clip 0 0 30 20 source 0 0 30 20 \"photo.png\"",
        "image 30 0 70 20 clip 30 0 70 20 source 29 0 1 20 \"photo.png\"",
        "image 0 20 30 30 clip 0 20 30 30 source 0 19 30 1 \"photo.png\"",
        "image 30 20 70 30 clip 30 20 70 30 source 29 19 1 1 \"photo.png\"",
      ])
  }

  @Test func nullAndPlatformColoursAreBackgrounds() throws {
    let scene = try DrawableScene(drawables: [
      "white": "<shape \(ns)><solid android:color=\"@android:color/holo_blue_dark\"/></shape>"
    ])
    #expect(try scene.lines(box("@null"), starting: "fill").isEmpty)
    #expect(try scene.lines(box("@null"), starting: "path").isEmpty)
    #expect(
      try scene.lines(box("@android:color/white"), starting: "fill") == ["fill 0 0 100 50 #ffffff"])
    #expect(
      try scene.lines(box("@drawable/white"), starting: "path").first?.contains("#0099cc") == true)
    #expect(scene.error(box("@android:color/nope")) != nil)
  }

  @Test func aDrawableFileRendersOnItsOwn() throws {
    // Known by its root, with or without Android's namespace (iDroid writes none).
    #expect(AndroidDocument.looksLikeLayout("<layer-list><item/></layer-list>"))
    #expect(!AndroidDocument.looksLikeLayout("<resources/>"))
    let scene = try DrawableScene()
    let shape = "<shape \(ns) android:shape=\"oval\"><solid android:color=\"#f00\"/></shape>"
    let layout = try scene.solve(shape, canvas: Size(width: 60, height: 40))
    #expect(layout.nodes[0].frame.size == Size(width: 60, height: 40))
    let paths = try scene.lines(shape, starting: "path")
    #expect(paths.first?.hasPrefix("path M(200, 50)") == true)  // the 200×100 canvas
  }
}
