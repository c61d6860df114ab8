import Layout
import LayoutCore
import Testing

/// Characters no face can draw are warned about in Android and EverLayout layouts as in
/// Layout XML: once per text, located at the attribute the text is written in, and not for
/// text inside a view that is not shown.
@Suite struct FrontEndGlyphWarningTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  @Test func androidTextButtonAndHintAreCheckedWhereTheyAreWritten() throws {
    let file = try AndroidLayoutFile(
      text: """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent" android:layout_height="match_parent"
            android:orientation="vertical">
          <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Hi 𓀀"/>
          <Button android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Ok 𓀁"/>
          <EditText android:layout_width="match_parent" android:layout_height="wrap_content"
              android:hint="𓀂 name"/>
          <FrameLayout android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:visibility="gone">
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="𓀃"/>
          </FrameLayout>
        </LinearLayout>
        """, file: "screen.xml")
    let solved = try renderer.solve(file)
    let warnings = renderer.textWarnings(solvedFrom: "screen.xml", layout: solved.layout)
    #expect(warnings.map(\.code) == [.missingGlyph, .missingGlyph, .missingGlyph])
    #expect(warnings.map(\.attribute) == ["text", "text", "hint"])
    #expect(warnings.map { $0.range?.start.line } == [5, 7, 9])
    #expect(warnings.map { $0.range?.start.column } == [21, 21, 21])
    #expect(warnings.allSatisfy { $0.file == "screen.xml" })
    #expect(warnings[0].message.contains("U+13000"))
    #expect(warnings[1].nodePath?.description.hasSuffix("Button[2]") == true)
  }

  @Test func everLayoutLabelAndButtonTextAreChecked() throws {
    let text = """
      {"root": {"views": {
        "!a:UILabel": {"constraints": {"top": "@super +4", "left": "@super +8"},
          "properties": {"text": "Hi 𓀀"}},
        "!b:UIButton": {"constraints": {"top": "@a.bottom +4", "left": "@super +8"},
          "properties": {"text": "Go"}}}}}
      """
    let layout = try EverLayoutFile(text: text, file: "views.json")
    let solved = try renderer.solve(layout)
    let warnings = renderer.textWarnings(solvedFrom: "views.json", layout: solved.layout)
    #expect(warnings.map(\.code) == [.missingGlyph])
    #expect(warnings.first?.file == "views.json")
    #expect(warnings.first?.range?.start.line == 3)
    #expect(warnings.first?.attribute == "text")
  }

  @Test func textInsideAHiddenViewIsNotChecked() throws {
    let template = try LayoutTemplate(
      xml: """
        <UIView width="200" height="100">
          <UIView isHidden="true"><UILabel text="𓀀"/></UIView>
          <UILabel top="40" text="𓀁"/>
        </UIView>
        """)
    let warnings = renderer.textWarnings(template, layout: try renderer.solve(template))
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("U+13001") == true)
  }
}
