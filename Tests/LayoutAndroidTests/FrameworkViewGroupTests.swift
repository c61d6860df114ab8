import LayoutAndroid
import LayoutCore
import LayoutViews
import Testing

/// The framework's view groups lay out the views a layout puts in them: tables as stacked
/// rows of cells (which need no sizes), radio groups as vertical linear layouts, the others as
/// frame layouts.
@Suite struct FrameworkViewGroupTests {
  func solve(_ xml: String) throws -> AndroidSolver.Result {
    let document = try AndroidDocument.read(xml, file: "layout.xml")
    return try AndroidSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 300, height: 200))
  }

  func frames(_ result: AndroidSolver.Result) -> [String: Rect] {
    Dictionary(
      result.layout.nodes.compactMap { node in node.id.map { ($0, node.frame) } },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func aTableStacksItsRowsAndLinesUpTheirCells() throws {
    let result = try solve(
      """
      <TableLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <TableRow android:id="@+id/first">
          <TextView android:id="@+id/a" android:text="Name"/>
          <TextView android:id="@+id/b" android:text="Value"/>
        </TableRow>
        <android.widget.TableRow android:id="@+id/second">
          <TextView android:id="@+id/c" android:text="Other"/>
        </android.widget.TableRow>
      </TableLayout>
      """)
    let frames = frames(result)
    let (first, second) = try (#require(frames["first"]), #require(frames["second"]))
    let (a, b, c) = try (#require(frames["a"]), #require(frames["b"]), #require(frames["c"]))
    // Rows fill the table's width and stack; cells sit side by side in columns as wide as
    // their widest cell ("Other" and "Name" share the first).
    #expect(first.width == 300 && second.width == 300)
    #expect(second.y == first.y + first.height && first.height > 0)
    #expect(a.x == 0 && b.x == a.width && a.width > 0 && a.width < 150)
    #expect(c.width == a.width)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
  }

  @Test func aViewFlipperShowsItsFirstChild() throws {
    let result = try solve(
      """
      <ViewFlipper xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/first" android:layout_width="match_parent"
            android:layout_height="20dp"/>
        <View android:id="@+id/second" android:layout_width="match_parent"
            android:layout_height="20dp"/>
      </ViewFlipper>
      """)
    let nodes = Dictionary(
      result.layout.nodes.compactMap { node in node.id.map { ($0, node) } },
      uniquingKeysWith: { first, _ in first })
    #expect(nodes["first"]?.isHidden == false && nodes["second"]?.isHidden == true)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
  }

  @Test func anAnimatorIsAsLargeAsItsLargestChildShownOrNot() throws {
    func height(_ tag: String, _ attributes: String) throws -> Double? {
      let result = try solve(
        """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent" android:layout_height="match_parent">
          <\(tag) android:id="@+id/group" android:layout_width="match_parent"
              android:layout_height="wrap_content" \(attributes)>
            <View android:layout_width="match_parent" android:layout_height="20dp"/>
            <View android:layout_width="match_parent" android:layout_height="50dp"
                android:visibility="gone"/>
          </\(tag)>
        </LinearLayout>
        """)
      return frames(result)["group"]?.height
    }
    // A ViewFlipper measures all its children (its second is gone: it shows the first).
    #expect(try height("ViewFlipper", "") == 50)
    #expect(try height("ViewFlipper", #"android:measureAllChildren="false""#) == 20)
    // A FrameLayout only when asked.
    #expect(try height("FrameLayout", "") == 20)
    #expect(try height("FrameLayout", #"android:measureAllChildren="true""#) == 50)
  }

  @Test func aRadioGroupStacksItsButtonsUnlessToldOtherwise() throws {
    let xml = """
      <RadioGroup xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="wrap_content" ORIENTATION>
        <RadioButton android:id="@+id/one" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="One"/>
        <RadioButton android:id="@+id/two" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="Two"/>
      </RadioGroup>
      """
    let stacked = frames(try solve(xml.replacingOccurrences(of: "ORIENTATION", with: "")))
    #expect(try #require(stacked["two"]).y > 0)
    #expect(try #require(stacked["two"]).x == 0)
    let row = frames(
      try solve(
        xml.replacingOccurrences(of: "ORIENTATION", with: #"android:orientation="horizontal""#)))
    #expect(try #require(row["two"]).y == 0)
    #expect(try #require(row["two"]).x > 0)
  }

  @Test func aToolbarHoldsItsChildrenInARowAfterItsContentInset() throws {
    let result = try solve(
      """
      <Toolbar xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="56dp">
        <TextView android:id="@+id/title" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="T"/>
        <TextView android:id="@+id/next" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="U"/>
      </Toolbar>
      """)
    let title = try #require(frames(result)["title"])
    let next = try #require(frames(result)["next"])
    // After the 16dp content inset, centred up and down, in a row.
    #expect(title.x == 16 && title.y > 0)
    #expect(next.x == title.x + title.width && next.y == title.y)
    #expect(!result.warnings.map(\.message).contains { $0.contains("Toolbar") })
  }
}
