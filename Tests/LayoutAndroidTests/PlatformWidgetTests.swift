import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// The platform widgets drawn as the views they are made of at rest: clocks at a fixed time,
/// a search view as its button or its query field, the auto-complete fields as text fields,
/// and the views whose content only the app supplies as the preview's named box.
@Suite struct PlatformWidgetTests {
  /// The solved layout of `views` in a vertical LinearLayout, its display list's lines and
  /// the warnings.
  private func solved(_ views: String) throws -> (
    frames: [String: Rect], lines: [String], warnings: [String]
  ) {
    let document = try AndroidDocument.read(column(views), file: "main.xml")
    let result = try AndroidSolver(
      document, resources: AndroidResources(), measurer: EstimatingTextMeasurer(),
      images: TestImages()
    ).solve(canvas: Size(width: 300, height: 400))
    let frames = Dictionary(
      result.layout.nodes.compactMap { node in node.id.map { ($0, node.frame) } },
      uniquingKeysWith: { first, _ in first })
    let lines = DisplayListBuilder.build(result.layout).dump().split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return (frames, lines, result.warnings.map(\.message))
  }

  @Test(arguments: [
    ("h:mm a", "12:30 PM"), ("HH:mm", "12:30"), ("hh:mm:ss a", "12:30:00 PM"),
    ("'at' h 'o''clock'", "at 12 o'clock"), ("k:mm", "12:30"), ("EEE h", "EEE 12"),
  ])
  func clocksShowTheFixedTimeInTheirFormat(pattern: String, shown: String) {
    #expect(ClockText.formatted(pattern) == shown)
  }

  @Test func aTextClockAndAChronometerShowTheirTimeOverTheirText() throws {
    let found = try solved(
      """
      <TextClock android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="ignored"/>
      <Chronometer android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:format="Elapsed %s"/>
      """)
    let texts = found.lines.filter { $0.hasPrefix("text ") }
    #expect(texts.count == 2)
    #expect(texts.first?.hasSuffix("\"12:30 PM\"") == true, "\(texts)")
    #expect(texts.last?.hasSuffix("\"Elapsed 00:00\"") == true, "\(texts)")
    #expect(found.warnings.isEmpty, "\(found.warnings)")
  }

  @Test func aSearchViewIsItsButtonUntilItIsExpanded() throws {
    let found = try solved(
      """
      <SearchView android:id="@+id/collapsed" android:layout_width="wrap_content"
          android:layout_height="wrap_content"/>
      <SearchView android:id="@+id/expanded" android:layout_width="match_parent"
          android:layout_height="wrap_content" android:iconifiedByDefault="false"
          android:queryHint="Search contacts"/>
      """)
    // The 24dp magnifying glass inside 12dp of padding on every side.
    #expect(found.frames["collapsed"]?.size == Size(width: 48, height: 48))
    #expect(found.lines.contains { $0.hasPrefix("text ") && $0.hasSuffix("\"Search contacts\"") })
    // Only the icon's tint, a theme colour, needs the platform's resources.
    #expect(
      found.warnings.allSatisfy { $0.contains("colorControlNormal") }, "\(found.warnings)")
  }

  @Test func autoCompleteFieldsAreTextFieldsAndAppContentIsANamedBox() throws {
    let found = try solved(
      """
      <AutoCompleteTextView android:id="@+id/field" android:layout_width="match_parent"
          android:layout_height="wrap_content" android:hint="Country"
          android:completionThreshold="1"/>
      <WebView android:layout_width="match_parent" android:layout_height="80dp"/>
      """)
    #expect(found.lines.contains { $0.hasPrefix("text ") && $0.hasSuffix("\"Country\"") })
    #expect(found.lines.contains { $0.hasPrefix("text ") && $0.hasSuffix("\"WebView\"") })
    #expect(found.warnings.isEmpty, "\(found.warnings)")
  }
}
