import LayoutCore
import Testing

@testable import LayoutAndroid

/// Values the renderer does not read are said once per kind and file, with their count, so
/// that an app's values files (hundreds of fractions) do not bury other warnings.
@Suite struct ValuesWarningTests {
  @Test func unreadKindsAreSaidOncePerFile() throws {
    var resources = AndroidResources()
    let warnings = try resources.read(
      """
      <resources>
        <string name="title">Hi</string>
        <fraction name="a">10%</fraction>
        <fraction name="b">20%</fraction>
        <item type="layout" name="c">@layout/main</item>
        <fraction name="d">30%</fraction>
        <integer-array name="e"><item>3</item></integer-array>
      </resources>
      """, file: "values/strings.xml")
    #expect(
      warnings.map(\.message) == [
        "<fraction> values are not read (3 in this file, the first here)",
        "<item> values are not read",
      ])
    #expect(warnings.first?.range?.start.line == 3)
    #expect(resources.entries["string"]?["title"]?.value == "Hi")
    // Integer arrays are read, as string arrays are.
    #expect(resources.arrays["e"] == ["3"])
  }
}
