import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// `textAlignment` as `View` resolves it: inherited from the parent, `textStart`/`textEnd` by
/// the text's own direction, `viewStart`/`viewEnd` by the layout's, `gravity` leaving it to
/// the text's gravity.
@Suite struct TextAlignmentTests {
  /// The alignment word of each text line of the display list, in order.
  private func alignments(_ views: String, parent: String = "") throws -> [String] {
    let layout = """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertical" \(parent)>\(views)</LinearLayout>
      """
    return try DrawableScene().lines(layout, starting: "text").map { line in
      let words = line.split(separator: " ").map(String.init)
      return words.first { ["natural", "left", "right", "center", "justified"].contains($0) }
        ?? line
    }
  }

  private func text(_ text: String, _ attributes: String = "") -> String {
    """
    <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
        android:text="\(text)" \(attributes)/>
    """
  }

  @Test func eachValueAlignsTheText() throws {
    let found = try alignments(
      text("a", #"android:textAlignment="center""#)
        + text("b", #"android:textAlignment="textStart""#)
        + text("c", #"android:textAlignment="textEnd""#)
        + text("مرحبا", #"android:textAlignment="textEnd""#)
        + text("d", #"android:textAlignment="viewStart""#)
        + text("e", #"android:textAlignment="viewEnd" android:layoutDirection="rtl""#)
        + text("f", #"android:textAlignment="gravity" android:gravity="center_horizontal""#))
    #expect(found == ["center", "natural", "right", "left", "left", "left", "center"])
  }

  @Test func childrenInheritTheirParentsAlignmentUnlessTheyGiveTheirOwn() throws {
    let found = try alignments(
      text("a") + text("b", #"android:textAlignment="inherit""#)
        + text("c", #"android:textAlignment="gravity" android:gravity="end""#),
      parent: #"android:textAlignment="center""#)
    #expect(found == ["center", "center", "right"])
  }

  @Test func anUnknownValueIsIgnoredWithAWarning() throws {
    let layout = column(text("a", #"android:textAlignment="middle""#))
    let document = try AndroidDocument.read(layout, file: "main.xml")
    let result = try AndroidSolver(
      document, resources: AndroidResources(), measurer: EstimatingTextMeasurer(),
      images: TestImages()
    ).solve(canvas: Size(width: 200, height: 100))
    #expect(result.warnings.contains { $0.message == #"textAlignment="middle" is ignored"# })
  }
}
