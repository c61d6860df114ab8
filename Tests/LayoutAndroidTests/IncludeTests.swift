import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// `<include>` and `<merge>`: the included root with the tag's layout parameters, id and
/// visibility over its own; a merge's children straight into the parent; and the errors.
@Suite struct IncludeTests {
  static let layouts: [String: String] = [
    "row": """
    <LinearLayout \(ns) android:id="@+id/row" android:layout_width="match_parent"
        android:layout_height="30dp" android:layout_marginTop="5dp">
      <View android:layout_width="20dp" android:layout_height="match_parent"/>
    </LinearLayout>
    """,
    "pair": """
    <merge \(ns)>
      <View android:layout_width="10dp" android:layout_height="10dp"/>
      <View android:layout_width="15dp" android:layout_height="15dp"/>
    </merge>
    """,
    "nested": """
    <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="wrap_content">
      <include layout="@layout/pair"/>
    </FrameLayout>
    """,
    "loop": """
    <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="wrap_content">
      <include layout="@layout/back"/>
    </FrameLayout>
    """,
    "back": """
    <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="wrap_content">
      <include layout="@layout/loop"/>
    </FrameLayout>
    """,
  ]

  func solve(_ children: String) throws(DiagnosticError) -> SolvedLayout {
    var documents: [String: AndroidDocument] = [:]
    for (name, text) in Self.layouts {
      documents[name] = try AndroidDocument.read(text, file: "layout/\(name).xml")
    }
    let layout = """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        \(children)
      </LinearLayout>
      """
    return try AndroidSolver(
      AndroidDocument.read(layout, file: "layout/main.xml"), measurer: EstimatingTextMeasurer(),
      layouts: LayoutsByName(documents)
    ).solve(canvas: Size(width: 100, height: 100)).layout
  }

  func error(_ children: String) -> DiagnosticError? {
    do {
      _ = try solve(children)
      return nil
    } catch {
      return error
    }
  }

  @Test func aMergeRootIsTheParentItsParentTagNames() throws {
    func frames(_ parentTag: String) throws -> [String: Rect] {
      let document = try AndroidDocument.read(
        """
        <merge \(ns) xmlns:tools="http://schemas.android.com/tools" \(parentTag)
            android:orientation="vertical">
          <View android:id="@+id/a" android:layout_width="20" android:layout_height="10"/>
          <View android:id="@+id/b" android:layout_width="20" android:layout_height="10"/>
        </merge>
        """, file: "layout/pair.xml")
      return try framesByID(document, canvas: Size(width: 100, height: 100), pixelsPerPoint: 1)
    }
    // As the preview shows it: in a vertical LinearLayout, one below the other.
    #expect(try frames(#"tools:parentTag="LinearLayout""#)["b"]?.origin == Point(x: 0, y: 10))
    // Without it, in a frame, over each other.
    #expect(try frames("")["b"]?.origin == Point(x: 0, y: 0))
  }

  @Test func thePreviewFillsListsAndFragmentsWithTheLayoutsTheyName() throws {
    let tools = #"xmlns:tools="http://schemas.android.com/tools""#
    let frames = try solve(
      """
      <androidx.recyclerview.widget.RecyclerView \(tools) android:layout_width="match_parent"
          android:layout_height="wrap_content" tools:listitem="@layout/row" tools:itemCount="2"
          tools:listheader="@layout/nested"/>
      <ListView \(tools) android:layout_width="match_parent" android:layout_height="wrap_content"
          tools:listitem="@layout/row"/>
      <fragment \(tools) android:name="com.example.Details" android:layout_width="match_parent"
          android:layout_height="wrap_content" tools:layout="@layout/row"/>
      """
    ).framesDump()
    // The header (a frame 15 tall), then two rows of 30 below their 5 margins.
    #expect(frames.contains("RecyclerView [LinearLayout/RecyclerView] 0 0 100 85"), "\(frames)")
    #expect(frames.contains("[LinearLayout/RecyclerView/LinearLayout#row] 0 55 100 30"))
    // Without tools:itemCount, ten rows.
    let rows = frames.split(separator: "\n").filter {
      $0.contains("[LinearLayout/ListView[2]/LinearLayout#row] ")
    }
    #expect(rows.count == 10, "\(frames)")
    #expect(frames.contains("[LinearLayout/fragment[3]/LinearLayout#row]"), "\(frames)")
  }

  @Test func anIncludedLayoutKeepsItsOwnParametersWhenTheTagGivesNoSizes() throws {
    let frames = try solve("<include layout=\"@layout/row\" android:layout_marginTop=\"50dp\"/>")
      .framesDump()
    // Without both sizes on the tag, the row's own margin (5) counts, not the tag's.
    #expect(frames.contains("LinearLayout#row [LinearLayout/LinearLayout#row] 0 5 100 30"))
    #expect(frames.contains("View [LinearLayout/LinearLayout#row/View] 0 0 20 30"))
  }

  @Test func theTagsSizesBringAllItsLayoutParametersAndItsId() throws {
    let frames = try solve(
      """
      <View android:layout_width="10dp" android:layout_height="10dp"/>
      <include layout="@layout/row" android:id="@+id/first" android:layout_width="50dp"
          android:layout_height="20dp"/>
      """
    ).framesDump()
    // The tag's sizes, no margin (the row's is dropped with its other layout_*), the tag's id.
    #expect(frames.contains("LinearLayout#first [LinearLayout/LinearLayout#first] 0 10 50 20"))
  }

  @Test func aGoneIncludeHidesTheRoot() throws {
    let frames = try solve(
      """
      <include layout="@layout/row" android:visibility="gone"/>
      <View android:layout_width="10dp" android:layout_height="10dp"/>
      """
    ).framesDump()
    #expect(frames.contains("View [LinearLayout/View[2]] 0 0 10 10"))
  }

  @Test func aMergeLayoutsChildrenGoStraightIntoTheParent() throws {
    let frames = try solve("<include layout=\"@layout/pair\"/><include layout=\"@layout/nested\"/>")
      .framesDump()
    #expect(frames.contains("View [LinearLayout/View] 0 0 10 10"))
    #expect(frames.contains("View [LinearLayout/View[2]] 0 10 15 15"))
    // Included inside an included layout: the merge goes into that layout's FrameLayout.
    #expect(frames.contains("FrameLayout [LinearLayout/FrameLayout[3]] 0 25 100 15"))
    #expect(frames.contains("View [LinearLayout/FrameLayout[3]/View[2]] 0 0 15 15"))
  }

  @Test func includeErrorsAreLocated() throws {
    let cases: [(String, String, DiagnosticCode, String)] = [
      ("<include/>", "<include> needs a layout", .invalidAndroidLayout, "layout/main.xml"),
      (
        "<include layout=\"@layout/nope\"/>", "No layout named 'nope'", .androidBadReference,
        "layout/main.xml"
      ),
      (
        "<include layout=\"@layout/loop\"/>", "includes itself: main → loop → back → loop",
        .invalidAndroidLayout, "layout/back.xml"
      ),
      (
        "<include layout=\"@layout/main\"/>", "includes itself: main → main",
        .invalidAndroidLayout, "layout/main.xml"
      ),
      (
        "<View android:layout_width=\"1dp\" android:layout_height=\"1dp\">"
          + "<include layout=\"@layout/row\"/></View>", "is not a view group",
        .invalidAndroidLayout, "layout/main.xml"
      ),
    ]
    for (children, message, code, file) in cases {
      let found = try #require(error(children), "\(message)")
      #expect(found.primary.message.contains(message), "\(found.primary.message)")
      #expect(found.primary.code == code, "\(message)")
      #expect(found.primary.file == file && found.primary.range != nil, "\(message)")
      #expect(found.primary.nodePath != nil, "\(message)")
    }
    let hint = try #require(error("<include layout=\"@layout/nope\"/>")).primary.hints.first
    #expect(hint?.contains("pair") == true)
  }
}
