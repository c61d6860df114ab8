import Foundation
import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// A square shape drawable of `side` points in `color`.
func square(_ side: Int, _ color: String) -> String {
  """
  <shape \(ns)><solid android:color="\(color)"/>
    <size android:width="\(side)dp" android:height="\(side)dp"/></shape>
  """
}

/// One view in a vertical LinearLayout.
func column(_ view: String) -> String {
  """
  <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
      android:orientation="vertical">\(view)</LinearLayout>
  """
}

@Suite struct CompoundDrawableTests {
  @Test func appCompatsDrawablesAreTheSidesDrawablesOverThePlainOnes() throws {
    let scene = try DrawableScene(
      drawables: ["icon": square(16, "#ff0000"), "other": square(16, "#00ff00")])
    let layout = column(
      """
      <TextView xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Hi" android:drawableStart="@drawable/other"
          app:drawableStartCompat="@drawable/icon" app:drawableTopCompat="@drawable/icon"/>
      """)
    let fills = try scene.lines(layout, starting: "path")
    #expect(fills.count == 2 && fills.allSatisfy { $0.hasSuffix("fill #ff0000") }, "\(fills)")
  }

  @Test func drawablesBesideTheTextPadItAndCentreOnIt() throws {
    let scene = try DrawableScene(drawables: ["icon": square(16, "#ff0000")])
    let layout = column(
      """
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Hi" android:drawableStart="@drawable/icon" android:drawablePadding="4dp"
          android:drawableTop="@drawable/icon" android:paddingLeft="2dp"/>
      """)
    let solved = try scene.solve(layout)
    let text = try #require(solved.nodes.last)
    let fills = try scene.lines(layout, starting: "path")
    #expect(fills.count == 2)
    // The start drawable sits inside the padding; the text starts past it and the gap.
    let textLine = try #require(try scene.lines(layout, starting: "text").first)
    #expect(textLine.hasPrefix("text 22 20 "), "\(textLine)")
    // As tall as the top drawable, its gap and the text, and at least as tall as the side one.
    #expect(text.frame.height >= 16 + 4 + 16)
    #expect(fills[0].hasPrefix("path M(2, "))
  }

  @Test func buttonTintColoursTheButtonAtTheViewsState() throws {
    let scene = try DrawableScene(
      drawables: ["box": square(24, "#000000")],
      colors: [
        "tint": """
        <selector \(ns)>
          <item android:state_checked="true" android:color="#0000ff"/>
          <item android:color="#00ff00"/>
        </selector>
        """
      ])
    func fill(_ checked: Bool) throws -> String? {
      try scene.lines(
        column(
          """
          <RadioButton android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:button="@drawable/box" android:buttonTint="@color/tint"
              android:checked="\(checked)"/>
          """), starting: "path"
      ).first
    }
    let checked = try fill(true) ?? ""
    #expect(checked.hasSuffix("fill #0000ff"), "\(checked)")
    #expect(try fill(false)?.hasSuffix("fill #00ff00") == true)
  }

  @Test func aCompoundButtonDrawsItsButtonBeforeItsTextAndIsAtLeastAsTall() throws {
    let scene = try DrawableScene(drawables: [
      "box": """
      <selector \(ns)>
        <item android:state_checked="true" android:drawable="@drawable/on"/>
        <item android:drawable="@drawable/off"/>
      </selector>
      """,
      "on": square(32, "#00ff00"), "off": square(32, "#ff0000"),
    ])
    func lines(_ checked: Bool, _ prefix: String) throws -> [String] {
      try scene.lines(
        column(
          """
          <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Keep" android:button="@drawable/box" android:checked="\(checked)"/>
          """), starting: prefix)
    }
    #expect(try lines(true, "path").first?.hasSuffix("fill #00ff00") == true)
    #expect(try lines(false, "path").first?.hasSuffix("fill #ff0000") == true)
    // The button is at the view's left edge; the text starts after it.
    #expect(try lines(true, "path").first?.hasPrefix("path M(0, 0)") == true)
    #expect(try lines(true, "text").first?.hasPrefix("text 32 0 ") == true)
    let solved = try scene.solve(
      column(
        """
        <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="Keep" android:button="@drawable/box"/>
        """))
    #expect(solved.nodes.last?.frame.height == 32)
  }

  @Test(needsPlatform)
  func thePlatformsCheckBoxIsTheThemesVectorInItsAccentColour() throws {
    var scene = try DrawableScene()
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    func paths(checked: Bool) throws -> [String] {
      try scene.lines(
        column(
          """
          <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Keep" android:checked="\(checked)"/>
          """), starting: "path")
    }
    // Theme.DeviceDefault.Light's colorControlActivated (its accent) when checked,
    // colorControlNormal (black at 54%) when not.
    let checked = try paths(checked: true)
    #expect(checked.contains { $0.hasSuffix("fill #008577") }, "\(checked)")
    let unchecked = try paths(checked: false)
    #expect(unchecked.contains { $0.hasSuffix("fill #0000008a") }, "\(unchecked)")
  }
}
