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
  ])
  func decodes(_ written: String, _ expected: String) {
    #expect(StringResource.decode(written) == expected)
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
