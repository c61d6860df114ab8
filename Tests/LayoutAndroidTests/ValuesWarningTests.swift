import LayoutCore
import Testing

@testable import LayoutAndroid

/// Values the renderer does not read are said once per kind and file, with their count, so
/// that an app's values files (hundreds of plurals and arrays) do not bury other warnings.
@Suite struct ValuesWarningTests {
  @Test func unreadKindsAreSaidOncePerFile() throws {
    var resources = AndroidResources()
    let warnings = try resources.read(
      """
      <resources>
        <string name="title">Hi</string>
        <plurals name="a"><item quantity="other">%d</item></plurals>
        <plurals name="b"><item quantity="other">%d</item></plurals>
        <string-array name="c"><item>x</item></string-array>
        <plurals name="d"><item quantity="other">%d</item></plurals>
      </resources>
      """, file: "values/strings.xml")
    #expect(
      warnings.map(\.message) == [
        "<plurals> values are not read (3 in this file, the first here)",
        "<string-array> values are not read",
      ])
    #expect(warnings.first?.range?.start.line == 3)
    #expect(resources.entries["string"]?["title"]?.value == "Hi")
  }
}
