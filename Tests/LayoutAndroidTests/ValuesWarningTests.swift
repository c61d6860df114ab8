import LayoutCore
import Testing

@testable import LayoutAndroid

/// Values the renderer does not read are said once per kind and file, with their count, so
/// that an app's values files (hundreds of integer arrays) do not bury other warnings.
@Suite struct ValuesWarningTests {
  @Test func unreadKindsAreSaidOncePerFile() throws {
    var resources = AndroidResources()
    let warnings = try resources.read(
      """
      <resources>
        <string name="title">Hi</string>
        <integer-array name="a"><item>1</item></integer-array>
        <integer-array name="b"><item>2</item></integer-array>
        <fraction name="c">50%</fraction>
        <integer-array name="d"><item>3</item></integer-array>
      </resources>
      """, file: "values/strings.xml")
    #expect(
      warnings.map(\.message) == [
        "<integer-array> values are not read (3 in this file, the first here)",
        "<fraction> values are not read",
      ])
    #expect(warnings.first?.range?.start.line == 3)
    #expect(resources.entries["string"]?["title"]?.value == "Hi")
  }
}
