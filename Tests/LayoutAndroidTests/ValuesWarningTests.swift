import LayoutCore
import LayoutViews
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
        <item type="layout" name="a">@layout/main</item>
        <item type="menu" name="b">@menu/main</item>
        <overlayable name="c"/>
        <item type="layout" name="d">@layout/other</item>
        <integer-array name="e"><item>3</item></integer-array>
        <fraction name="f">10%</fraction>
      </resources>
      """, file: "values/strings.xml")
    #expect(
      warnings.map(\.message) == [
        "<item> values are not read (3 in this file, the first here)",
        "<overlayable> values are not read",
      ])
    #expect(warnings.first?.range?.start.line == 3)
    #expect(resources.entries["string"]?["title"]?.value == "Hi")
    // Fractions are read, as the numbers their percentages are.
    #expect(resources.entries["fraction"]?["f"]?.value == "0.1")
    // Integer arrays are read, as string arrays are.
    #expect(resources.arrays["e"] == ["3"])
  }
  /// A value of the app's that names a library's resource (its build would merge the
  /// library in) is left out with a warning naming both, in a view and in a drawable.
  @Test func aLibrarysResourceReachedThroughTheAppsValuesIsAWarning() throws {
    var scene = try DrawableScene(drawables: [
      "panel": #"<shape \#(ns)><solid android:color="@color/brand"/></shape>"#
    ])
    _ = try scene.resources.read(
      #"<resources><color name="brand">@color/exo_purple</color></resources>"#,
      file: "values/colors.xml")
    let layout = column(
      """
      <View android:layout_width="10" android:layout_height="10"
          android:background="@color/brand"/>
      <View android:layout_width="10" android:layout_height="10"
          android:background="@drawable/panel"/>
      """)
    let result = try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: scene.resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 100, height: 100))
    let messages = result.warnings.map(\.message)
    #expect(
      messages.contains(
        "@color/exo_purple is a library's resource, which is not available "
          + "(through @color/brand): 'background' is left out"), "\(messages)")
    #expect(
      messages.contains(
        "@color/exo_purple is a library's resource, which is not available: 'color' draws "
          + "nothing"), "\(messages)")
  }
}
