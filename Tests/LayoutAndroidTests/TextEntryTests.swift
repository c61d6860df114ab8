import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// What a text view's input and width settings do at rest: passwords shown as dots,
/// `maxLength` cutting the text, `ems` bounding the width in line heights, justified lines,
/// `minLines`.
@Suite struct TextEntryTests {
  private func solve(_ views: String) throws -> SolvedLayout {
    try DrawableScene().solve(
      """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertical">\(views)</LinearLayout>
      """, canvas: Size(width: 300, height: 300))
  }

  private func texts(_ views: String) throws -> [String] {
    try DrawableScene().lines(
      """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertical">\(views)</LinearLayout>
      """, starting: "text")
  }

  private func field(_ attributes: String) -> String {
    """
    <EditText android:layout_width="match_parent" android:layout_height="wrap_content"
        \(attributes)/>
    """
  }

  /// `android:width` and `android:height` make a text view exactly that size (TextView's
  /// `setWidth`, `setHeight`), padding included; `maxHeight` caps it.
  @Test func widthAndHeightMakeATextViewThatSize() throws {
    let layout = try solve(
      """
      <TextView android:id="@+id/sized" android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:width="50" android:height="30"
          android:padding="4" android:text="A text far wider than fifty points"/>
      <TextView android:id="@+id/capped" android:layout_width="100"
          android:layout_height="wrap_content" android:maxHeight="20"
          android:text="A text long enough to wrap over four or more lines in a narrow view"/>
      <View android:id="@+id/view" android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:width="50"/>
      """)
    let frames = Dictionary(
      layout.nodes.compactMap { node in node.id.map { ($0, node.frame) } },
      uniquingKeysWith: { first, _ in first })
    #expect(frames["sized"]?.size == Size(width: 50, height: 30))
    #expect(frames["capped"]?.height == 20)
    // A plain view has no such attribute: wrapping its content, it takes the room offered.
    #expect(frames["view"]?.width == 300)
  }

  @Test func minLinesMakesShortTextThatManyLinesHigh() throws {
    let view = { (attributes: String) in
      """
      <TextView android:layout_width="100" android:layout_height="wrap_content" \(attributes)/>
      """
    }
    let long = "A text long enough to wrap over four or more lines in a narrow view"
    let heights = try solve(
      view(#"android:text="One""#) + view(#"android:text="One" android:minLines="3""#)
        + view(#"android:text="One" android:lines="3""#)
        + view(#"android:text="\#(long)" android:minLines="3""#)
        + view(#"android:text="\#(long)""#)
    ).nodes.dropFirst().map(\.frame.height)
    // As high as three lines, as `lines="3"` makes it; a longer text is as high as its own.
    #expect(heights[1] > heights[0] * 2 && heights[1] == heights[2], "\(heights)")
    #expect(heights[3] == heights[4], "\(heights)")
    #expect(heights[3] > heights[1], "\(heights)")
  }

  @Test func aPasswordIsShownAsDotsAndMaxLengthCutsTheText() throws {
    let lines = try texts(
      field(#"android:text="secret" android:inputType="textPassword""#)
        + field(#"android:text="pin1" android:inputType="number|numberPassword""#)
        + field(#"android:text="shown" android:inputType="textVisiblePassword""#)
        + field(#"android:text="old" android:password="true" android:textAllCaps="true""#)
        + field(#"android:text="abcdefgh" android:maxLength="3""#)
        + field(#"android:text="🙂🙂" android:maxLength="3""#))
    let shown = lines.compactMap { line in line.split(separator: "\"").dropFirst().first }
    #expect(shown == ["••••••", "••••", "shown", "•••", "abc", "🙂"])
  }

  @Test func emsBoundTheWidthInLineHeights() throws {
    // The estimating measurer's lines are 1.25 times the size: 17.5, 18 in whole pixels.
    let layout = try solve(
      """
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="a" android:ems="10"/>
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="abcdefghij" android:maxEms="2"/>
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="abcdefghij" android:maxWidth="50px"/>
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="ab" android:minEms="3" android:maxWidth="20px"/>
      """)
    let widths = layout.nodes.dropFirst().map(\.frame.size.width)
    #expect(widths == [180, 36, 50, 54])
    // The narrower text wraps within its width: five characters a line.
    #expect(layout.nodes[2].frame.size.height > layout.nodes[1].frame.size.height)
  }

  @Test func interWordJustificationJustifiesStartAlignedText() throws {
    let lines = try texts(
      """
      <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
          android:text="a b" android:justificationMode="inter_word"/>
      <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
          android:text="a b" android:justificationMode="inter_word" android:gravity="center"/>
      """)
    #expect(lines.count == 2)
    #expect(lines[0].contains(" justified"), "\(lines[0])")
    #expect(lines[1].contains(" center"), "\(lines[1])")
  }

  @Test func inputAndTouchSettingsAreNotUnknown() throws {
    let document = try AndroidDocument.read(
      """
      <EditText \(ns) android:layout_width="100dp" android:layout_height="wrap_content"
          android:filterTouchesWhenObscured="true" android:selectAllOnFocus="true"
          android:outlineProvider="none" android:password="true" android:maxLength="oops"/>
      """, file: "main.xml")
    let warnings = try AndroidSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 200, height: 100)).warnings.map(\.message)
    #expect(warnings == [#"maxLength="oops" is ignored"#])
  }
}

/// A scrolling list cuts a row it cannot fit at its edge.
@Suite struct ListClipTests {
  @Test func aListClipsItsRowsToItsBounds() throws {
    var scene = try DrawableScene()
    _ = try scene.resources.read(
      """
      <resources><string-array name="days"><item>Monday</item><item>Tuesday</item>
      <item>Wednesday</item></string-array></resources>
      """, file: "values/arrays.xml")
    let list = try scene.lines(
      """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertical">
        <ListView android:layout_width="match_parent" android:layout_height="40dp"
            android:entries="@array/days"/>
        <LinearLayout android:layout_width="match_parent" android:layout_height="40dp"/>
      </LinearLayout>
      """, starting: "group")
    #expect(list.contains { $0.contains("/ListView clip") }, "\(list)")
    #expect(!list.contains { $0.contains("LinearLayout[2] clip") }, "\(list)")
  }
}
