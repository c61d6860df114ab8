import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Design-time sample data fills a list's rows, each row its own value, as Android Studio's
/// preview fills them.
@Suite struct SampleDataTests {
  static let row = """
    <LinearLayout \(ns) \(tools) android:layout_width="match_parent"
        android:layout_height="wrap_content">
      <ImageView android:layout_width="10dp" android:layout_height="10dp"
          tools:src="@tools:sample/avatars"/>
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          tools:text="@tools:sample/full_names"/>
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          tools:text="@sample/people.json/people/city"/>
    </LinearLayout>
    """

  func lines(_ prefix: String, data: SampleData = SampleData()) throws -> [String] {
    var resources = AndroidResources()
    resources.sampleData = data
    let list = """
      <ListView \(ns) \(tools) android:layout_width="match_parent"
          android:layout_height="match_parent" tools:listitem="@layout/row" tools:itemCount="3"/>
      """
    let solved = try AndroidSolver(
      AndroidDocument.read(list, file: "layout/main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer(),
      layouts: LayoutsByName(["row": try AndroidDocument.read(Self.row, file: "layout/row.xml")])
    ).solve(canvas: Size(width: 200, height: 200)).layout
    return DisplayListBuilder.build(solved).dump().split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(prefix) }
  }

  @Test func eachRowTakesItsOwnSampleValue() throws {
    let people = SampleData.JSON.object([
      "people": .array([
        .object(["city": .text("Lisbon")]), .object(["city": .text("Oslo")]),
      ])
    ])
    var data = SampleData()
    data.files["people.json"] = .json(people)
    let texts = try lines("text", data: data)
    // Names from the preview's list, the app's JSON values wrapping round after two.
    #expect(texts.filter { $0.hasSuffix("\"Ada Lovelace\"") }.count == 1)
    #expect(texts.filter { $0.hasSuffix("\"Grace Hopper\"") }.count == 1)
    #expect(texts.filter { $0.hasSuffix("\"Lisbon\"") }.count == 2)
    #expect(texts.filter { $0.hasSuffix("\"Oslo\"") }.count == 1)
    // Avatars: circles of different colours.
    let circles = try lines("path", data: data).filter {
      $0.hasSuffix(SampleData.palette[0].dropFirst(3).lowercased())
    }
    #expect(circles.count == 1)
  }

  @Test func aSampleReferenceThatNamesNothingIsLeftOutWithAWarning() throws {
    let data = SampleData()
    #expect(data.text("@sample/missing.json/a", row: 0) == nil)
    #expect(data.text("@tools:sample/cities[2]", row: 0) == "Osaka")
    #expect(data.text("@tools:sample/cities", row: 11) == "Nairobi")
    // The row's text is left out: no JSON file.
    #expect(try lines("text").count == 3)
  }
}
