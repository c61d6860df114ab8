import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Styles and themes: `style="@style/X"` with parents by `parent=` and by dotted names,
/// the view's own attributes over the style's, `?attr/` from `android:theme`, and the errors.
@Suite struct StyleTests {
  static let values = """
    <resources>
      <color name="accent">#ff4081</color>
      <style name="AppTheme" parent="Theme.AppCompat.Light">
        <item name="colorAccent">@color/accent</item>
        <item name="android:textColorSecondary">#00ff00</item>
      </style>
      <style name="Box">
        <item name="android:layout_width">40dp</item>
        <item name="android:layout_height">20dp</item>
        <item name="android:background">?attr/colorAccent</item>
      </style>
      <style name="Box.Wide"><item name="android:layout_width">80dp</item></style>
      <style name="Tall" parent="@style/Box.Wide">
        <item name="android:layout_height">60dp</item>
        <item name="android:padding">4dp</item>
        <item name="android:paddingLeft">12dp</item>
      </style>
      <style name="Orphan.Child"/>
      <style name="Lost" parent="Nowhere"/>
      <style name="Loop" parent="Loop.Back"/>
      <style name="Loop.Back" parent="Loop"/>
      <style name="BigText">
        <item name="android:textSize">20sp</item>
        <item name="android:textColor">#0000ff</item>
        <item name="android:layout_width">99dp</item>
      </style>
      <style name="Caption">
        <item name="android:textAppearance">@style/BigText</item>
        <item name="android:textColor">#00ff00</item>
      </style>
    </resources>
    """

  func solve(_ children: String) throws(DiagnosticError) -> AndroidSolver.Result {
    var resources = AndroidResources()
    _ = try resources.read(Self.values, file: "values/styles.xml")
    let layout = """
      <FrameLayout \(ns) android:theme="@style/AppTheme"
          android:layout_width="match_parent" android:layout_height="match_parent">
        \(children)
      </FrameLayout>
      """
    return try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 200, height: 100))
  }

  func frames(_ children: String) throws -> [Size] {
    try solve(children).layout.nodes.dropFirst().map(\.frame.size)
  }

  func error(_ children: String) -> DiagnosticError? {
    do {
      _ = try solve(children)
      return nil
    } catch {
      return error
    }
  }

  @Test func aStyleGivesItsItemsAndParentsGiveTheirs() throws {
    #expect(try frames("<View style=\"@style/Box\"/>") == [Size(width: 40, height: 20)])
    // The dotted name inherits Box's height; the explicit parent inherits through it.
    #expect(try frames("<View style=\"@style/Box.Wide\"/>") == [Size(width: 80, height: 20)])
    #expect(try frames("<View style=\"@style/Tall\"/>") == [Size(width: 80, height: 60)])
  }

  @Test func theViewsOwnAttributesWinOverItsStyle() throws {
    let sizes = try frames("<View style=\"@style/Tall\" android:layout_width=\"10dp\"/>")
    #expect(sizes == [Size(width: 10, height: 60)])
  }

  @Test func paddingFromAStyleStillWinsOverItsSides() throws {
    let result = try solve(
      "<TextView style=\"@style/Tall\" android:text=\"Hi\" android:gravity=\"left\"/>")
    let list = DisplayListBuilder.build(result.layout).dump()
    // padding (4) wins over paddingLeft (12), as Android reads them.
    #expect(list.contains("text 4 4 72 52"), "\(list)")
  }

  @Test func aTextAppearancesTextItemsApplyBeneathTheViewsAndItsStyles() throws {
    func text(_ attributes: String) throws -> (Size, String, [Diagnostic]) {
      let result = try solve(
        "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" "
          + "android:text=\"Hi\" \(attributes)/>")
      let list = DisplayListBuilder.build(result.layout).dump()
      return (result.layout.nodes[1].frame.size, list, result.warnings)
    }
    // Its text size and colour; its layout_width is no text item and is not read.
    let (size, list, _) = try text("android:textAppearance=\"@style/BigText\"")
    #expect(size.width == 20, "\(size)")
    #expect(list.contains("#0000ff"), "\(list)")
    // The view's own attributes win over it.
    let (own, _, _) = try text(
      "android:textAppearance=\"@style/BigText\" android:textSize=\"10sp\"")
    #expect(own.width == 10, "\(own)")
    // Named by a style, it lies beneath the style's own items.
    let (styled, styledList, _) = try text("style=\"@style/Caption\"")
    #expect(styled.width == 20, "\(styled)")
    #expect(styledList.contains("#00ff00") && !styledList.contains("#0000ff"), "\(styledList)")
    // A platform appearance is left out with a warning.
    let (platform, _, warnings) = try text(
      "android:textAppearance=\"@android:style/TextAppearance.Large\"")
    #expect(platform.width == 14, "\(platform)")
    #expect(warnings.contains { $0.message.contains("textAppearance") }, "\(warnings)")
  }

  @Test func themeAttributesResolveThroughTheTheme() throws {
    let list = DisplayListBuilder.build(try solve("<View style=\"@style/Box\"/>").layout).dump()
    #expect(list.contains("fill 0 0 40 20 #ff4081"), "\(list)")
    let text = try solve(
      """
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Hi" android:textColor="?android:attr/textColorSecondary"/>
      """)
    #expect(DisplayListBuilder.build(text.layout).dump().contains("#00ff00"))
  }

  @Test func drawablesTakeThemeAttributesFromTheViewsTheme() throws {
    var resources = AndroidResources()
    _ = try resources.read(Self.values, file: "values/styles.xml")
    try resources.readDrawable(
      "<shape \(ns)><solid android:color=\"?attr/colorAccent\"/></shape>", name: "accent",
      file: "drawable/accent.xml")
    let layout = """
      <FrameLayout \(ns) android:theme="@style/AppTheme"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@drawable/accent"/>
      </FrameLayout>
      """
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 20, height: 20))
    #expect(DisplayListBuilder.build(result.layout).dump().contains("fill #ff4081"))
  }

  @Test func aLibraryParentIsAWarningAtTheStyle() throws {
    let warnings = try solve("<View style=\"@style/Box\"/>").warnings
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("Theme.AppCompat.Light") == true)
    #expect(warnings.first?.file == "values/styles.xml" && warnings.first?.range != nil)
  }

  @Test func aStyleNothingDefinesIsLeftOutWithALocatedWarning() throws {
    let warnings = try solve(
      "<View style=\"@style/Box.Wid\" android:layout_width=\"1\" android:layout_height=\"1\"/>"
    ).warnings
    let unknown = try #require(warnings.first { $0.message.hasPrefix("Style 'Box.Wid'") })
    #expect(unknown.message.contains("is not defined in the app, its modules or the platform"))
    #expect(unknown.file == "main.xml" && unknown.range != nil)
    #expect(unknown.hints == ["did you mean '@style/Box.Wide'?"])
  }

  @Test func badStylesAreLocatedErrors() throws {
    let cases = [
      ("Lost", "inherits from 'Nowhere', which is not defined"),
      ("Orphan.Child", "inherits from 'Orphan', which is not defined"),
      ("Loop", "inherits from itself: Loop → Loop.Back → Loop"),
    ]
    for (style, message) in cases {
      let found = try #require(error("<View style=\"@style/\(style)\"/>"), "\(style)")
      #expect(found.primary.message.contains(message), "\(found.primary.message)")
      #expect(found.primary.file == "values/styles.xml" && found.primary.range != nil)
    }
  }

  @Test func aThemeAttributeWithoutATheme() throws {
    var resources = AndroidResources()
    _ = try resources.read(Self.values, file: "values/styles.xml")
    let layout = """
      <View \(ns) android:layout_width="10dp" android:layout_height="10dp"
          android:background="?attr/colorAccent"/>
      """
    // It would come from the manifest's theme or the platform's, neither of which these
    // resources have: left out, with a warning.
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 20, height: 20))
    #expect(
      result.warnings.map(\.message) == [
        "?attr/colorAccent is left out: no view above sets android:theme, the app has no "
          + "manifest theme, and Android's own resources are not installed (android-framework-res)"
      ])
    #expect(result.layout.nodes[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func textSelectionAttributesAreReadSilentlyAndLineBreakingIsNamed() throws {
    // What text at rest never shows is known and draws nothing; how lines break is Pango's,
    // which an app that asks for a strategy is told.
    let result = try solve(
      "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" "
        + "android:text=\"Hi\" android:textColorHighlight=\"#ff0000\" "
        + "android:textCursorDrawable=\"@null\" android:textSelectHandle=\"@null\" "
        + "android:breakStrategy=\"simple\"/>")
    let unknown = result.warnings.filter { $0.message.hasPrefix("Unknown attribute") }
    #expect(unknown.map(\.message) == ["Unknown attribute 'breakStrategy' is ignored"])
  }

  @Test func aValueThatWarnsWarnsAtEveryViewThatNamesIt() throws {
    // The values one inflation resolved are reused by later views, but not one that warned:
    // each view is told where its own attribute is left out.
    let layout = """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="?attr/colorAccent"/>
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="?attr/colorAccent"/>
      </LinearLayout>
      """
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: AndroidResources(),
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 20, height: 20))
    let lines = result.warnings.filter { $0.message.hasPrefix("?attr/colorAccent") }
      .compactMap { $0.range?.start.line }
    #expect(lines == [3, 5])
  }

  @Test func aThemeItemTheThemeDoesNotHaveIsLeftOut() throws {
    var resources = AndroidResources()
    _ = try resources.read(
      "<resources><style name=\"Overlay\"><item name=\"colorPrimary\">#ff0000</item></style>"
        + "</resources>", file: "values/styles.xml")
    let layout = """
      <View \(ns) android:layout_width="10dp" android:layout_height="10dp"
          android:theme="@style/Overlay" android:background="?attr/colorAccent"/>
      """
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 20, height: 20))
    #expect(
      result.warnings.map(\.message).contains {
        $0.hasPrefix("?attr/colorAccent is left out: theme 'Overlay' has no item 'colorAccent'")
      }, "\(result.warnings)")
  }

  /// An item the theme lacks that other themes of the app set (a splash theme in the
  /// manifest, the real one applied by the app's code) names those themes and `--theme`.
  @Test func anItemOtherAppThemesSetNamesThem() throws {
    var resources = AndroidResources()
    _ = try resources.read(
      """
      <resources>
        <style name="Splash"><item name="android:windowBackground">#ff0000</item></style>
        <style name="Base.Main"><item name="cardColor">#00ff00</item></style>
        <style name="Main" parent="Base.Main"/>
        <style name="Main.Dark"/>
      </resources>
      """, file: "values/styles.xml")
    resources.appTheme = "@style/Splash"
    let layout = """
      <View \(ns) android:layout_width="10dp" android:layout_height="10dp"
          android:background="?attr/cardColor"/>
      """
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 20, height: 20))
    let warning = try #require(result.warnings.first { $0.message.hasPrefix("?attr/cardColor") })
    #expect(
      warning.message
        == "?attr/cardColor is left out: theme 'Splash' has no item 'cardColor'; the app's "
        + "themes 'Main', 'Base.Main', 'Main.Dark' set it, which its code may apply")
    #expect(warning.hints == ["--theme Main renders the layout under that theme"])
  }

  @Test func aMaterialThemeOverlayLiesOverTheViewAndTheViewsInIt() throws {
    var resources = AndroidResources()
    _ = try resources.read(
      """
      <resources>
        <style name="AppTheme"><item name="colorPrimary">#0000ff</item></style>
        <style name="RedOverlay"><item name="colorPrimary">#ff0000</item></style>
      </resources>
      """, file: "values/styles.xml")
    let layout = """
      <LinearLayout \(ns) xmlns:app="http://schemas.android.com/apk/res-auto"
          android:theme="@style/AppTheme" android:layout_width="match_parent"
          android:layout_height="match_parent">
        <FrameLayout android:layout_width="20dp" android:layout_height="20dp"
            app:materialThemeOverlay="@style/RedOverlay">
          <View android:layout_width="10dp" android:layout_height="10dp"
              android:background="?attr/colorPrimary"/>
        </FrameLayout>
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="?attr/colorPrimary"/>
      </LinearLayout>
      """
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 40, height: 20))
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let colors = result.layout.nodes.compactMap { $0.properties["backgroundColor"] }
    #expect(colors.contains(.color(Color(red: 1, green: 0, blue: 0))), "\(colors)")
    #expect(colors.contains(.color(Color(red: 0, green: 0, blue: 1))), "\(colors)")
  }
}
