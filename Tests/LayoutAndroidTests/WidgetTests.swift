import Foundation
import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Progress bars, seek bars, switches and toggle buttons drawn from their drawables, as
/// Android's widgets draw them.
let tools = #"xmlns:tools="http://schemas.android.com/tools""#

/// Runs a test only where Android's platform resources are installed.
let needsPlatform = ConditionTrait.enabled(
  if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath),
  "android-framework-res is not installed: scripts/bootstrap installs it")

@Suite struct WidgetTests {
  static let bar = """
    <layer-list \(ns)>
      <item android:id="@android:id/background" android:drawable="#cccccc"/>
      <item android:id="@android:id/secondaryProgress">
        <scale android:scaleWidth="100%" android:drawable="#888888"/></item>
      <item android:id="@android:id/progress">
        <scale android:scaleWidth="100%" android:drawable="#ff0000"/></item>
    </layer-list>
    """

  @Test func aProgressBarShowsItsProgressAsItsLayersLevels() throws {
    let scene = try DrawableScene(drawables: ["bar": Self.bar])
    let fills = try scene.lines(
      column(
        """
        <ProgressBar android:layout_width="200" android:layout_height="10"
            android:progressDrawable="@drawable/bar" android:max="50" android:progress="10"
            android:secondaryProgress="25"/>
        """), starting: "fill")
    // The whole track, then half of it (25 of 50), then a fifth (10 of 50), from the left.
    #expect(
      fills == [
        "fill 0 0 200 10 #cccccc", "fill 0 0 100 10 #888888", "fill 0 0 40 10 #ff0000",
      ])
  }

  @Test func aProgressBarsTintsColourTheirLayersAndASeekBarsThumbTintItsThumb() throws {
    let scene = try DrawableScene(drawables: [
      "bar": Self.bar, "knob": square(20, "#0000ff"), "plain": square(20, "#cccccc"),
    ])
    let layout = column(
      """
      <SeekBar android:layout_width="200" android:layout_height="20"
          android:progressDrawable="@drawable/bar" android:progress="10"
          android:secondaryProgress="25" android:progressTint="#00ff00"
          android:secondaryProgressTint="#ffff00" android:progressBackgroundTint="#000000"
          android:thumb="@drawable/knob" android:thumbTint="#ff00ff"/>
      <ProgressBar android:layout_width="200" android:layout_height="10"
          android:progressDrawable="@drawable/plain" android:progressTint="#00ffff"
          android:secondaryProgressTint="#ffff00"/>
      """)
    // Each layer in its tint, the thumb in its own; a drawable without layers takes the
    // progress tint whole (and not the secondary one).
    let fills = try scene.lines(layout, starting: "fill")
    #expect(
      fills == ["fill 0 0 200 20 #000000", "fill 0 0 50 20 #ffff00", "fill 0 0 20 20 #00ff00"],
      "\(fills)")
    let shapes = try scene.lines(layout, starting: "path").map { $0.split(separator: " ").last }
    #expect(shapes == ["#ff00ff", "#00ffff"], "\(shapes)")
  }

  @Test func aSeekBarsThumbSitsAtItsProgressCentredOnTheTrack() throws {
    let scene = try DrawableScene(drawables: [
      "bar": Self.bar, "knob": square(20, "#0000ff"),
    ])
    let layout = column(
      """
      <SeekBar android:layout_width="200" android:layout_height="wrap_content"
          android:paddingLeft="10dp" android:paddingRight="10dp" android:maxHeight="4dp"
          android:progressDrawable="@drawable/bar" android:thumb="@drawable/knob"
          android:progress="75"/>
      """)
    let solved = try scene.solve(layout)
    // As tall as the thumb; the track 4 high in its middle.
    #expect(solved.nodes.last?.frame.height == 20)
    let fills = try scene.lines(layout, starting: "fill")
    #expect(fills.first == "fill 10 8 180 4 #cccccc")
    // The thumb's centre at 75% of the track: 10 + 135.
    #expect(try scene.lines(layout, starting: "path").first?.hasPrefix("path M(135, 0)") == true)
  }

  @Test func aRatingBarRepeatsItsStarsAndCutsThemAtItsRating() throws {
    let scene = try DrawableScene(drawables: [
      "stars": """
      <layer-list \(ns)>
        <item android:id="@android:id/background" android:drawable="@drawable/star"/>
        <item android:id="@android:id/secondaryProgress" android:drawable="@drawable/star"/>
        <item android:id="@android:id/progress" android:drawable="@drawable/star"/>
      </layer-list>
      """
    ])
    var withStar = scene
    withStar.images.images["star.png"] = ImagePixels(
      width: 10, height: 10, argb: [UInt32](repeating: 0xFF00_0000, count: 100))
    let layout = column(
      """
      <RatingBar android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:progressDrawable="@drawable/stars" android:numStars="4" android:rating="1.5"/>
      """)
    // Four stars wide; the background over all of them, the half-filled second star as the
    // secondary progress, one and a half as the progress.
    #expect(try withStar.solve(layout).nodes.last?.frame.width == 40)
    let groups = try withStar.lines(layout, starting: "group clip")
    #expect(
      groups == [
        "group clip translate(0, 0) clip 0 0 20 10", "group clip translate(0, 0) clip 0 0 15 10",
      ], "\(groups)")
  }

  @Test func aCardIsARoundedBackgroundWithItsShadowAndContentPadding() throws {
    let scene = try DrawableScene()
    let app = #"xmlns:app="http://schemas.android.com/apk/res-auto""#
    let layout = column(
      """
      <androidx.cardview.widget.CardView \(app) android:layout_width="100"
          android:layout_height="wrap_content" app:cardCornerRadius="6dp"
          app:cardBackgroundColor="#ff0000" app:contentPadding="10dp" app:cardElevation="4dp">
        <View android:layout_width="20" android:layout_height="20"/>
      </androidx.cardview.widget.CardView>
      <View android:layout_width="10" android:layout_height="10" android:background="#00ff00"
          android:elevation="2dp"/>
      """)
    let solved = try scene.solve(layout)
    // The child inside the content padding; the card as tall as both.
    #expect(solved.nodes[1].frame.height == 40)
    #expect(solved.nodes[2].frame.origin == Point(x: 10, y: 10))
    let dump = DisplayListBuilder.build(solved).dump()
    #expect(dump.contains("shadow #00000047 radius 2.4 offset 0x2 of"), "\(dump)")
    #expect(dump.contains("fill #ff0000") && dump.contains("C(100, 6)"), "\(dump)")
    // A colour with elevation casts its shadow too.
    #expect(dump.contains("shadow #00000047 radius 1.2 offset 0x1 of"), "\(dump)")
  }

  @Test func anAppsOwnViewIsTheBoxWithItsNameThePreviewDraws() throws {
    let scene = try DrawableScene()
    let layout = column(
      #"<com.example.charts.LineChart android:layout_width="100" android:layout_height="40"/>"#)
    #expect(try scene.lines(layout, starting: "stroke") == ["stroke 0 0 100 40 width 1 #9e9e9e"])
    #expect(try scene.lines(layout, starting: "text").first?.hasSuffix("\"LineChart\"") == true)
  }

  @Test func aLibrarysOwnDrawableThatIsNotThereDrawsNothingWithAWarning() throws {
    let scene = try DrawableScene()
    let document = try AndroidDocument.read(
      column(
        """
        <View android:layout_width="10" android:layout_height="10"
            android:background="@drawable/mtrl_ic_missing"/>
        """), file: "main.xml")
    let result = try AndroidSolver(
      document, resources: scene.resources, measurer: EstimatingTextMeasurer(),
      images: scene.images
    ).solve(canvas: Size(width: 100, height: 100))
    #expect(result.warnings.contains { $0.message.contains("is a library's drawable") })
    // An app's own drawable that is not there stays an error.
    let own = column(
      #"<View android:layout_width="10" android:layout_height="10" android:background="@drawable/mine"/>"#
    )
    #expect(scene.error(own)?.primary.message.contains("No drawable named 'mine'") == true)
  }

  @Test func constraintLayoutHelpersDrawNothing() throws {
    let scene = try DrawableScene()
    let layout = """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) \(MaterialViewTests.app)
          android:layout_width="200" android:layout_height="100">
        <View android:id="@+id/a" android:layout_width="20" android:layout_height="20"/>
        <androidx.constraintlayout.helper.widget.Flow android:layout_width="0dp"
            android:layout_height="wrap_content" app:constraint_referenced_ids="a"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintTop_toTopOf="parent"/>
        <androidx.constraintlayout.widget.Placeholder android:layout_width="50"
            android:layout_height="50" app:layout_constraintTop_toTopOf="parent"
            app:layout_constraintStart_toStartOf="parent"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    #expect(try scene.lines(layout, starting: "stroke").isEmpty)
    #expect(try scene.lines(layout, starting: "text").isEmpty)
  }

  @Test func aSwitchDrawsItsTrackAndThumbAtTheRightWithTheThumbAtItsState() throws {
    let scene = try DrawableScene(drawables: [
      "track": """
      <shape \(ns)><solid android:color="#cccccc"/>
        <size android:width="36dp" android:height="14dp"/></shape>
      """,
      "thumb": square(20, "#ff0000"),
    ])
    func layout(_ checked: Bool) -> String {
      column(
        """
        <Switch android:layout_width="200" android:layout_height="wrap_content" android:text="Wi-Fi"
            android:track="@drawable/track" android:thumb="@drawable/thumb"
            android:checked="\(checked)"/>
        """)
    }
    // Two thumbs wide (40), as tall as the thumb, at the right edge; the track over the
    // whole switch, as `Switch.draw` bounds it.
    #expect(try scene.solve(layout(true)).nodes.last?.frame.height == 20)
    let track = try scene.lines(layout(true), starting: "path")
    #expect(track.first?.hasPrefix("path M(160, 0) L(200, 0) L(200, 20)") == true, "\(track)")
    #expect(track.last?.hasPrefix("path M(180, 0)") == true, "\(track)")
    #expect(
      try scene.lines(layout(false), starting: "path").last?.hasPrefix("path M(160, 0)") == true)
    // The text stays clear of the switch.
    let text = try #require(try scene.lines(layout(true), starting: "text").first)
    #expect(text.hasPrefix("text 0 0 160 20"), "\(text)")
  }

  @Test func aToggleButtonShowsTheTextOfItsStateAndAnEditTextItsHintInTheHintColour() throws {
    let scene = try DrawableScene()
    let texts = try scene.lines(
      column(
        """
        <ToggleButton android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:checked="true" android:textOn="Live" android:textOff="Paused"/>
        <ToggleButton android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <EditText android:layout_width="200" android:layout_height="wrap_content"
            android:hint="Email" android:textColorHint="#ff0000" android:paddingLeft="4dp"/>
        """), starting: "text")
    #expect(texts.contains { $0.hasSuffix("\"Live\"") }, "\(texts)")
    #expect(texts.contains { $0.hasSuffix("\"OFF\"") }, "\(texts)")
    #expect(
      texts.contains {
        $0.hasPrefix("text 4 ") && $0.contains("#ff0000") && $0.hasSuffix("\"Email\"")
      })
  }

  @Test func aCompiledNinePatchIsReadFromItsChunk() {
    // The chunk as the packager writes it: a flag, 2 column and 2 row boundaries, 1 colour,
    // two offsets, the padding (left, right, top, bottom), an offset, then the boundaries.
    var chunk: [UInt8] = [0, 2, 2, 1] + [UInt8](repeating: 0, count: 8)
    for value: Int32 in [1, 2, 3, 4, 0, 5, 7, 0, 9] {
      chunk += withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }
    chunk += [0, 0, 0, 1]
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += withUnsafeBytes(of: UInt32(chunk.count).bigEndian) { Array($0) }
    png += Array("npTc".utf8) + chunk + [0, 0, 0, 0]
    let patch = CompiledNinePatch.read(png: png)
    #expect(patch?.xStretches == [5..<7])
    #expect(patch?.yStretches == [0..<9])
    #expect(patch?.padding == EdgeInsets(top: 3, left: 1, bottom: 4, right: 2))
    #expect(CompiledNinePatch.read(png: Array(png.prefix(20))) == nil)
  }

  @Test func tintsColourTheImageAndTheBackgroundKeepingTheirOpacity() throws {
    let scene = try DrawableScene(drawables: [
      "icon": """
      <vector \(ns) android:width="10dp" android:height="10dp" android:viewportWidth="10"
          android:viewportHeight="10">
        <path android:pathData="M0,0 H10 V10 Z" android:fillColor="#80000000"/>
      </vector>
      """,
      "card": square(10, "#ffffff"),
    ])
    let layout = column(
      """
      <ImageView android:layout_width="10" android:layout_height="10" android:src="@drawable/icon"
          android:tint="#ff0000"/>
      <View android:layout_width="10" android:layout_height="10" android:background="@drawable/card"
          android:backgroundTint="#00ff00"/>
      <View android:layout_width="10" android:layout_height="10" android:background="#ffffff"
          android:backgroundTint="#0000ff"/>
      """)
    let paths = try scene.lines(layout, starting: "path")
    #expect(paths.contains { $0.hasSuffix("fill #ff000080") }, "\(paths)")
    #expect(paths.contains { $0.hasSuffix("fill #00ff00") }, "\(paths)")
    #expect(try scene.lines(layout, starting: "fill").contains { $0.hasSuffix("#0000ff") })
    // `@null` takes away a tint a style gave, without a warning.
    var styled = scene
    _ = try styled.resources.read(
      #"<resources><style name="Red"><item name="android:tint">#ff0000</item></style></resources>"#,
      file: "values/styles.xml")
    let untinted = column(
      """
      <ImageView android:layout_width="10" android:layout_height="10" style="@style/Red"
          android:src="@drawable/icon" android:tint="@null"/>
      """)
    #expect(
      try styled.lines(untinted, starting: "path").contains { $0.hasSuffix("fill #00000080") })
    #expect(try styled.solve(untinted).warnings.isEmpty)
  }

  @Test func anImageViewAdjustsItsBoundsToItsImagesAspectWithinItsMostSize() throws {
    let scene = try DrawableScene(drawables: [
      "wide": """
      <shape \(ns)><solid android:color="#ff0000"/>
        <size android:width="100dp" android:height="50dp"/></shape>
      """
    ])
    func size(_ attributes: String) throws -> Size? {
      try scene.solve(
        """
        <LinearLayout \(ns) android:layout_width="60" android:layout_height="match_parent"
            android:orientation="vertical">
          <ImageView android:src="@drawable/wide" \(attributes)/>
        </LinearLayout>
        """
      ).nodes.last?.frame.size
    }
    // The width the parent gives, the height its image's aspect asks for.
    #expect(
      try size(
        #"android:layout_width="match_parent" android:layout_height="wrap_content" android:adjustViewBounds="true""#
      ) == Size(width: 60, height: 30))
    // Without adjustViewBounds the height is the image's.
    #expect(
      try size(#"android:layout_width="match_parent" android:layout_height="wrap_content""#)
        == Size(width: 60, height: 50))
    // Both sides free: the most height rules, the width follows.
    #expect(
      try size(
        #"android:layout_width="wrap_content" android:layout_height="wrap_content" android:adjustViewBounds="true" android:maxHeight="20dp""#
      ) == Size(width: 40, height: 20))
  }

  @Test func aDesignTimeValueNamingWhatIsNotThereIsLeftOutWithAWarning() throws {
    let scene = try DrawableScene()
    let layout = column(
      """
      <TextView \(tools) android:layout_width="wrap_content" android:layout_height="wrap_content"
          tools:text="@string/gone"/>
      <ImageView \(tools) android:layout_width="10" android:layout_height="10"
          tools:src="@drawable/gone"/>
      """)
    let warnings = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: scene.resources,
      measurer: EstimatingTextMeasurer(), images: scene.images
    ).solve(canvas: Size(width: 100, height: 100)).warnings.map(\.message)
    #expect(warnings.contains { $0.hasPrefix("tools:text is left out: No string resource") })
    #expect(warnings.contains { $0.hasPrefix("tools:src is left out") }, "\(warnings)")
    // The same reference as the view's own value is left out too, as the preview leaves it.
    let own = try AndroidSolver(
      AndroidDocument.read(
        column(
          """
          <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="@string/gone"/>
          """), file: "main.xml"), resources: scene.resources,
      measurer: EstimatingTextMeasurer(), images: scene.images
    ).solve(canvas: Size(width: 100, height: 100)).warnings.map(\.message)
    #expect(own.contains { $0.hasPrefix("@string/gone is not defined in the app") }, "\(own)")
  }

  @Test(needsPlatform)
  func aLaunchScreensPictureGivesWayToTheThemesBackgroundColour() throws {
    var scene = try DrawableScene(drawables: ["splash": square(10, "#ff0000")])
    _ = try scene.resources.read(
      """
      <resources><style name="Launch" parent="android:Theme.Material.Light">
        <item name="android:windowBackground">@drawable/splash</item>
      </style></resources>
      """, file: "values/styles.xml")
    scene.resources.appTheme = "@style/Launch"
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    let list = DisplayListBuilder.build(
      try scene.solve(column(#"<View android:layout_width="10" android:layout_height="10"/>"#)))
    #expect(list.dump().split(separator: "\n")[1] == "fill 0 0 200 100 #fafafa")
  }

  @Test(needsPlatform)
  func thePlatformsWidgetsTakeTheirThemesStylesAndImages() throws {
    let device = DeviceConfiguration()
    // One set of resources per device, so converted styles serve every render.
    #expect(try PlatformResources.load(device: device) === PlatformResources.load(device: device))
    var scene = try DrawableScene()
    scene.resources.platform = try PlatformResources.load(device: device)
    let layout = column(
      """
      <EditText android:layout_width="200" android:layout_height="wrap_content"
          android:hint="Email"/>
      <Spinner android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      """)
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: scene.resources,
      measurer: EstimatingTextMeasurer(), images: scene.images
    ).solve(canvas: Size(width: 200, height: 100))
    // The theme's hint colour wins over the inverse appearance's (white at 50%).
    let texts = DisplayListBuilder.build(result.layout).dump()
    #expect(texts.contains("#00000061 natural \"Email\""), "\(texts)")
    // An image provider without archive images leaves the platform's out, with a warning.
    #expect(result.warnings.contains { $0.message.contains("cannot be drawn here") })
    // spinnerStyle names its style through another theme attribute.
    #expect(!result.warnings.contains { $0.message.contains("spinnerStyle") }, "\(result.warnings)")
  }

  @Test(needsPlatform)
  func aTextViewTakesTheThemesTextViewStyle() throws {
    var scene = try DrawableScene()
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    let text = try scene.lines(
      column(
        """
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="Hello"/>
        """), starting: "text")
    // The small text appearance: 14sp in textColorSecondary (black at 54%).
    #expect(text.first?.contains("14 #0000008a") == true, "\(text)")
  }

  @Test(needsPlatform)
  func theWindowBehindTheLayoutIsTheThemesBackground() throws {
    var scene = try DrawableScene()
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    let list = DisplayListBuilder.build(
      try scene.solve(column(#"<View android:layout_width="10" android:layout_height="10"/>"#)))
    // Theme.DeviceDefault.Light's window: its colorBackground, under the root.
    #expect(list.dump().split(separator: "\n")[1] == "fill 0 0 200 100 #fafafa")
  }
}

/// Adapter views filled from `entries`, and the values they read.
@Suite struct AdapterEntryTests {
  static let values = """
    <resources>
      <string-array name="planets"><item>Mercury</item><item>"Venus "</item></string-array>
      <plurals name="songs"><item quantity="one">%d song</item>
        <item quantity="other">%d songs</item></plurals>
      <attr name="accent" format="color"/>
      <declare-styleable name="Badge"><attr name="accent"/></declare-styleable>
      <item name="gap" type="dimen">6dp</item>
      <integer name="lines">3</integer>
    </resources>
    """

  @Test func arraysPluralsAndDeclarationsAreReadWithoutWarnings() throws {
    var resources = AndroidResources()
    let warnings = try resources.read(Self.values, file: "values/values.xml")
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    #expect(resources.arrays["planets"] == ["Mercury", "Venus "])
    #expect(
      try resources.resolve(
        "@dimen/gap", file: nil, range: SourceRange(at: .init(line: 1, column: 1)))
        == "6dp")
    #expect(
      try resources.resolve(
        "@integer/lines", file: nil, range: SourceRange(at: .init(line: 1, column: 1)))
        == "3")
  }

  @Test func aSpinnerShowsItsFirstEntryAndAListEveryEntry() throws {
    var scene = try DrawableScene()
    _ = try scene.resources.read(Self.values, file: "values/values.xml")
    let layout = column(
      """
      <Spinner android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:entries="@array/planets"/>
      <ListView android:layout_width="match_parent" android:layout_height="wrap_content"
          android:entries="@array/planets"/>
      """)
    let texts = try scene.lines(layout, starting: "text")
    #expect(texts.filter { $0.hasSuffix("\"Mercury\"") }.count == 2, "\(texts)")
    // The item's quoted space is kept, as in the array.
    #expect(texts.filter { $0.hasSuffix("\"Venus \"") }.count == 1, "\(texts)")
    // The list's rows run down.
    let solved = try scene.solve(layout)
    let rows = solved.nodes.filter { $0.path.description.hasSuffix("ListView[2]/TextView[2]") }
    #expect(rows.first.map { $0.frame.y > 0 } == true)
    #expect(
      scene.error(
        column(
          #"<Spinner android:layout_width="10" android:layout_height="10" android:entries="@array/moons"/>"#
        ))?.primary.message == "No array resource named 'moons'")
  }

  @Test func aLayerListsOwnPaddingReplacesItsLayers() throws {
    let scene = try DrawableScene(drawables: [
      "framed": """
      <layer-list \(ns) android:paddingEnd="30dp" android:paddingTop="2dp">
        <item><shape><solid android:color="#ff0000"/><padding android:left="5dp"
            android:right="5dp" android:top="5dp"/></shape></item>
      </layer-list>
      """
    ])
    let text = try scene.lines(
      column(
        """
        <TextView android:layout_width="200" android:layout_height="wrap_content"
            android:background="@drawable/framed" android:text="Hi"/>
        """), starting: "text")
    // Left from the layer (5), top and right the list's own (2, 30).
    #expect(text.first?.hasPrefix("text 5 2 165 ") == true, "\(text)")
  }
}
