import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Strings as Android's resource compiler reads them.
@Suite struct StringResourceTests {
  @Test(arguments: [
    (#"Hello\nWorld"#, "Hello\nWorld"),
    (#"It\'s \"quoted\""#, #"It's "quoted""#),
    (#"Tab\there, back\\slash, \u00e9t\u00E9"#, "Tab\there, back\\slash, été"),
    ("  many   spaces\n   and lines  ", "many spaces and lines"),
    (#""  kept   as  is  ""#, "  kept   as  is  "),
    (#"mixed "  in  " out"#, "mixed   in   out"),
    (#"\@string and \?attr"#, "@string and ?attr"),
    // Text that decoding leaves alone, and text one space away from it.
    ("Plain text, as most is", "Plain text, as most is"), ("", ""), (" leading", "leading"),
    ("trailing ", "trailing"), ("two  spaces", "two spaces"), ("é in UTF-8", "é in UTF-8"),
  ])
  func decodes(_ written: String, _ expected: String) {
    #expect(StringResource.decode(written) == expected)
  }

  @Test(arguments: [
    ("1      2      3", "1      2      3"),
    (#"Line\nbreak, \u00e9t\u00e9, it\'s"#, "Line\nbreak, été, it's"),
    (#""  quoted  ""#, #""  quoted  ""#),
    (" ends ", " ends "),
  ])
  func anAttributesTextKeepsItsSpacesAndQuotes(_ written: String, _ expected: String) {
    #expect(StringResource.decodeEscapes(written) == expected)
  }

  @Test func aTextViewKeepsTheSpacesItsAttributeWrites() throws {
    let document = try AndroidDocument.read(
      #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
        + #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + #"android:text="1   2\n3"/>"#, file: "keys.xml")
    let layout = try AndroidSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 200, height: 100)).layout
    #expect(layout.nodes[0].drawnText == "1   2\n3")
  }

  @Test func aPrefixKeepsItsLastSpace() {
    #expect(StringResource.decode("ends with a space ", trimmingEnd: false) == "ends with a space ")
    #expect(StringResource.decode("ends with two  ", trimmingEnd: false) == "ends with two ")
  }

  @Test func markupKeepsItsText() throws {
    var resources = AndroidResources()
    _ = try resources.read(
      """
      <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="count">You have <xliff:g id="n" example="3">%d</xliff:g> <b>new</b> items</string>
        <string name="quoted">"  Dear friend,  "</string>
      </resources>
      """, file: "values/strings.xml")
    #expect(resources.entries["string"]?["count"]?.value == "You have %d new items")
    #expect(resources.entries["string"]?["quoted"]?.value == "  Dear friend,  ")
  }
}

@Suite struct StyledStringTests {
  @Test func spansBecomeRunsOverTheValue() throws {
    var resources = AndroidResources()
    _ = try resources.read(
      """
      <resources>
        <string name="mixed">  <b>Bold</b>   and <i>italic <u>both</u></i>  </string>
        <string name="plain">No spans</string>
      </resources>
      """, file: "values/strings.xml")
    #expect(resources.entries["string"]?["mixed"]?.value == "Bold and italic both")
    let runs = try #require(resources.stringRuns["mixed"])
    let expected: [TextRun] = [
      TextRun(range: 0..<4, traits: .bold), TextRun(range: 4..<9),
      TextRun(range: 9..<16, traits: .italic),
      TextRun(range: 16..<20, traits: [.italic, .underline]),
    ]
    #expect(runs == expected)
    #expect(resources.stringRuns["plain"] == nil)
  }

  @Test func aTextViewDrawsItsStringsSpans() throws {
    var scene = try DrawableScene()
    _ = try scene.resources.read(
      #"<resources><string name="title"><b>Hi</b> there</string></resources>"#,
      file: "values/strings.xml")
    let list = DisplayListBuilder.build(
      try scene.solve(
        column(
          """
          <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="@string/title"/>
          """)))
    #expect(
      list.contains { item in
        guard case .text(let text) = item else { return false }
        return text.runs.first == TextRun(range: 0..<2, traits: .bold)
      })
  }
}
