import LayoutCore
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Resources in the forms real apps write them: `<fraction>` values, a view's theme named by
/// a theme attribute, constraint targets with spaces around them.
@Suite struct ResourceFormTests {
  static let values = """
    <resources>
      <fraction name="third">33.5%</fraction>
      <fraction name="half_of_parent">50%p</fraction>
      <style name="AppTheme" parent="">
        <item name="cardOverlay">@style/RedCards</item>
      </style>
      <style name="RedCards" parent=""><item name="cardColor">#ff0000</item></style>
    </resources>
    """

  func solve(_ children: String) throws -> SolvedLayout {
    var resources = AndroidResources()
    _ = try resources.read(Self.values, file: "values/values.xml")
    let layout = """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:theme="@style/AppTheme"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="match_parent" android:layout_height="match_parent">
        \(children)
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    return try AndroidSolver(
      AndroidDocument.read(layout, file: "main.xml"), resources: resources,
      measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 200, height: 100)).layout
  }

  @Test func aFractionIsTheNumberItsPercentageIs() throws {
    #expect(AndroidResources.fraction("33.5%") == "0.335")
    #expect(AndroidResources.fraction("50%p") == "0.5")
    #expect(AndroidResources.fraction("0.25") == "0.25")
    let layout = try solve(
      """
      <androidx.constraintlayout.widget.Guideline android:id="@+id/g"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:orientation="vertical" app:layout_constraintGuide_percent="@fraction/half_of_parent"/>
      <View android:id="@+id/v" android:layout_width="10dp" android:layout_height="10dp"
          app:layout_constraintStart_toStartOf="@id/g  " app:layout_constraintTop_toTopOf=" parent"/>
      """)
    let view = try #require(layout.nodes.first { $0.id == "v" })
    #expect(view.frame.origin == Point(x: 100, y: 0))
  }

  @Test func aViewsThemeMayBeAThemeAttribute() throws {
    let layout = try solve(
      """
      <View android:id="@+id/v" android:theme="?attr/cardOverlay" android:layout_width="10dp"
          android:layout_height="10dp" android:background="?attr/cardColor"
          app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
      """)
    let view = try #require(layout.nodes.first { $0.id == "v" })
    #expect(view.properties["backgroundColor"] == .color(Color(red: 1, green: 0, blue: 0)))
  }
}
