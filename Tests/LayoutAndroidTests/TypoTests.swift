import LayoutAndroid
import LayoutCore
import LayoutViews
import Testing

/// Misspelt names in Android layouts: an unknown attribute is ignored (as Android ignores it
/// at run time) with the name meant as a hint; a tag naming no view class and a view without
/// `layout_width` or `layout_height` are errors, as Android's inflater refuses both.
@Suite struct AndroidTypoTests {
  func solve(_ xml: String) throws(DiagnosticError) -> AndroidSolver.Result {
    let document = try AndroidDocument.read(xml, file: "layout.xml")
    return try AndroidSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 300, height: 200))
  }

  func error(_ xml: String) -> Diagnostic? {
    do {
      _ = try solve(xml)
      return nil
    } catch {
      return error.primary
    }
  }

  @Test func anUnknownAttributeSuggestsTheNameMeant() throws {
    let result = try solve(
      """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent"
          android:orentation="vertical">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="Hi" android:textColr="#ff0000"/>
      </LinearLayout>
      """)
    let hints = Dictionary(
      result.warnings.map { ($0.message, $0.hints) }, uniquingKeysWith: { first, _ in first })
    #expect(hints["Unknown attribute 'orentation' is ignored"] == ["did you mean 'orientation'?"])
    #expect(hints["Unknown attribute 'textColr' is ignored"] == ["did you mean 'textColor'?"])
    #expect(result.warnings.allSatisfy { $0.severity == .warning && $0.range != nil })
  }

  @Test func attributeNamesWithAnEmptySideOfTheColonAreRead() throws {
    // `:` alone names nothing (it stopped the reader); `:gravity` and `android:` keep the
    // side they have, as a split that drops empty parts gives.
    let result = try solve(
      """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="40dp" android:layout_height="30dp" :="x" android:="y">
        <View android:layout_width="10dp" android:layout_height="10dp" :layout_gravity="end"/>
      </FrameLayout>
      """)
    #expect(result.layout.nodes.count == 2)
    #expect(result.layout.nodes[1].frame.origin.x == 30)
  }

  @Test func aMissingDrawableIsAMissingResourceNotAMissingFile() throws {
    var resources = AndroidResources()
    try resources.readDrawable(
      #"<shape xmlns:android="http://schemas.android.com/apk/res/android"/>"#, name: "ic_edit",
      file: "drawable/ic_edit.xml")
    for (src, hint) in [
      ("@drawable/ic_edti", "did you mean '@drawable/ic_edit'?"),
      (
        "@mipmap/launcher",
        "put launcher.xml or launcher.png in a drawable/ folder of the app or of a module it "
          + "depends on"
      ),
    ] {
      let document = try AndroidDocument.read(
        """
        <ImageView xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="10dp" android:layout_height="10dp" android:src="\(src)"/>
        """, file: "layout.xml")
      // Left out with a warning, as the preview leaves it.
      let warnings = try AndroidSolver(
        document, resources: resources, measurer: EstimatingTextMeasurer()
      ).solve(canvas: Size(width: 300, height: 200)).warnings
      let name = src.split(separator: "/").last.map(String.init) ?? ""
      let warning = try #require(warnings.first, "\(src)")
      #expect(warning.message == "No drawable named '\(name)': the image is left out")
      #expect(warning.hints == [hint])
      #expect(warning.range?.start.line == 2)
    }
  }

  @Test func aMisspeltValueSuggestsTheWordMeant() throws {
    let result = try solve(
      """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertcal">
        <ImageView android:layout_width="10dp" android:layout_height="10dp"
            android:scaleType="centreCrop" android:visibility="hidden"/>
      </LinearLayout>
      """)
    let hints = Dictionary(
      result.warnings.map { ($0.message, $0.hints) }, uniquingKeysWith: { first, _ in first })
    #expect(hints["orientation=\"vertcal\" is ignored"] == ["did you mean 'vertical'?"])
    #expect(hints["scaleType=\"centreCrop\" is ignored"] == ["did you mean 'centerCrop'?"])
    #expect(hints["visibility=\"hidden\" is ignored"] == ["takes visible, invisible or gone"])
    // The misspelt orientation is the default: the layout stays horizontal.
    #expect(result.layout.nodes.count == 2)
  }

  @Test func anAppViewsOwnAttributesAreItsCodesAndNotWarnedOf() throws {
    let result = try solve(
      """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <com.example.EventCard android:layout_width="match_parent" android:layout_height="80dp"
            app:cardTitle="Hi" android:descendantFocusability="blocksDescendants"/>
        <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
            app:cardTitle="Hi" android:textt="y"/>
      </LinearLayout>
      """)
    let unknown = result.warnings.map(\.message).filter { $0.hasPrefix("Unknown attribute") }
    // The platform's TextView has no cardTitle and no textt: both are told of, once each.
    #expect(
      unknown == [
        "Unknown attribute 'cardTitle' is ignored", "Unknown attribute 'textt' is ignored",
      ], "\(unknown)")
  }

  @Test func anAppViewUsedManyTimesIsToldOfOnceWithItsCount() throws {
    let result = try solve(
      """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <com.example.FancyTextView android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="a"/>
        <com.example.FancyTextView android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="b"/>
        <com.example.Badge android:layout_width="8dp" android:layout_height="8dp"/>
      </LinearLayout>
      """)
    let unknown = result.warnings.map(\.message).filter { $0.hasPrefix("Unknown view") }
    #expect(
      unknown == [
        "Unknown view <com.example.FancyTextView>: drawn as the TextView its name ends with "
          + "(2 views)",
        "Unknown view <com.example.Badge>: a plain view is made",
      ], "\(unknown)")
  }

  @Test func frameworkViewsNotDrawnYetArePlainViewsWithAWarning() throws {
    let result = try solve(
      """
      <LinearLayout layout_width="match_parent" layout_height="match_parent">
        <EditText layout_width="match_parent" layout_height="wrap_content"><requestFocus/></EditText>
        <Space layout_width="match_parent" layout_height="8dp"/>
        <android.widget.NumberPicker layout_width="wrap_content" layout_height="wrap_content"/>
        <ViewStub layout_width="match_parent" layout_height="wrap_content"/>
        <CalendarView layout_width="match_parent" layout_height="40dp"/>
      </LinearLayout>
      """)
    let messages = Set(result.warnings.map(\.message))
    for tag in ["NumberPicker", "CalendarView"] {
      #expect(messages.contains("<\(tag)> is not drawn yet: a plain view is made"), "\(messages)")
    }
    // A Space draws nothing and a ViewStub is gone, as on a device: nothing to warn of.
    #expect(!messages.contains { $0.contains("Space") || $0.contains("ViewStub") })
    let stub = result.layout.nodes.first { $0.path.components.last?.className == "ViewStub" }
    #expect(stub?.isHidden == true, "\(result.layout.nodes.map(\.path.description))")
    #expect(stub?.frame.height == 0)
    #expect(
      error(
        """
        <FrameLayout layout_width="match_parent" layout_height="match_parent">
          <Spacer layout_width="8dp" layout_height="8dp"/>
        </FrameLayout>
        """)?.hints.first == "did you mean 'Space'?")
  }

  @Test func aMisspeltTagIsAnErrorSuggestingTheView() throws {
    let diagnostic = try #require(
      error(
        """
        <FrameLayout layout_width="match_parent" layout_height="match_parent">
          <TextVew layout_width="wrap_content" layout_height="wrap_content" text="Hi"/>
        </FrameLayout>
        """))
    #expect(diagnostic.code == .unknownClass)
    #expect(diagnostic.message == "Unknown view <TextVew>")
    #expect(diagnostic.hints.first == "did you mean 'TextView'?")
    #expect(diagnostic.range?.start.line == 2)
    #expect(diagnostic.nodePath?.description == "FrameLayout/TextVew")
  }

  @Test func anAppsQualifiedClassIsAPlainViewWithAWarning() throws {
    let result = try solve(
      """
      <FrameLayout layout_width="match_parent" layout_height="match_parent">
        <com.example.Avatar layout_width="40" layout_height="40"/>
      </FrameLayout>
      """)
    #expect(
      result.warnings.map(\.message) == ["Unknown view <com.example.Avatar>: a plain view is made"])
  }

  @Test func androidsQualifiedNamesAreItsViews() throws {
    let result = try solve(
      """
      <FrameLayout layout_width="match_parent" layout_height="match_parent">
        <android.widget.TextView layout_width="wrap_content" layout_height="wrap_content"
            text="Hi"/>
      </FrameLayout>
      """)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.layout.nodes[1].drawnText == "Hi")
  }

  @Test func aViewWithoutLayoutWidthIsAnErrorNamingTheTypo() throws {
    let diagnostic = try #require(
      error(
        """
        <LinearLayout layout_width="match_parent" layout_height="match_parent">
          <View layout_widht="40" layout_height="40"/>
        </LinearLayout>
        """))
    #expect(diagnostic.severity == .error && diagnostic.code == .invalidAndroidLayout)
    #expect(diagnostic.message == "View has no layout_width")
    #expect(diagnostic.hints.first == "'layout_widht' at 2:9: did you mean 'layout_width'?")
    #expect(diagnostic.range?.start.line == 2)
  }

  @Test func aViewWithoutLayoutWidthIsAnErrorWithoutATypoToo() throws {
    let diagnostic = try #require(
      error(
        """
        <FrameLayout layout_width="match_parent" layout_height="match_parent">
          <View/>
        </FrameLayout>
        """))
    #expect(diagnostic.message == "View has no layout_width and layout_height")
    #expect(diagnostic.hints.count == 1)
  }
}
