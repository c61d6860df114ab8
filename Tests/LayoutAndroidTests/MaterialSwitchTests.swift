import Foundation
import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Material 3's `MaterialSwitch`: a 52×32 track as wide as the switch, a 32dp thumb holding a
/// 24dp circle at the track's end when checked and a 16dp one at its start when not, the
/// outline drawn only when unchecked, in the theme's colours, at least 48dp tall.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
struct MaterialSwitchTests {
  func scene() throws -> DrawableScene {
    var scene = try DrawableScene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    return scene
  }

  func layout(checked: Bool, enabled: Bool = true, extra: String = "") -> String {
    column(
      """
      <com.google.android.material.materialswitch.MaterialSwitch android:id="@+id/s"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="200" android:layout_height="wrap_content" android:text="Alerts"
          android:checked="\(checked)" android:enabled="\(enabled)" \(extra)/>
      """)
  }

  /// The paths' first points and colours, in drawing order.
  func paths(_ layout: String) throws -> [String] {
    try scene().lines(layout, starting: "path").map { line in
      let point = line.dropFirst("path ".count).prefix { $0 != ")" }
      return "\(point)) \(line.split(separator: " ").last ?? "")"
    }
  }

  @Test func aCheckedSwitchIsAFilledTrackWithItsLargeThumbAtTheEnd() throws {
    let solved = try scene().solve(layout(checked: true), canvas: Size(width: 200, height: 100))
    let node = try #require(solved.nodes.first { $0.id == "s" })
    #expect(node.frame.size == Size(width: 200, height: 48))
    // The track from 148 to 200, 8 down in the 48 tall view; no outline when checked; the
    // thumb's 12 radius circle about (200 - 16, 24).
    let drawn = try paths(layout(checked: true))
    #expect(drawn.count == 2, "\(drawn)")
    #expect(drawn.first == "M(164, 8) #6750a4", "\(drawn)")
    #expect(drawn.last == "M(172, 24) #ffffff", "\(drawn)")
  }

  @Test func anUncheckedSwitchIsOutlinedWithItsSmallThumbAtTheStart() throws {
    let drawn = try paths(layout(checked: false))
    // Track, outline (in the outline colour), then the 8 radius thumb about (148 + 16, 24).
    #expect(drawn.count == 3, "\(drawn)")
    #expect(drawn[0] == "M(164, 8) #e6e0e9", "\(drawn)")
    #expect(drawn[1].hasSuffix("#79747e"), "\(drawn)")
    #expect(drawn[2] == "M(156, 24) #79747e", "\(drawn)")
  }

  @Test func aDisabledSwitchTakesTheDisabledColours() throws {
    let drawn = try paths(layout(checked: true, enabled: false))
    // The track in the on-surface colour at 12%, the thumb in the surface colour.
    #expect(drawn.first == "M(164, 8) #1c1b1f1f", "\(drawn)")
    #expect(drawn.last == "M(172, 24) #fffbfe", "\(drawn)")
    // Material 3's primary text colour is the on-surface colour at 38% when disabled.
    let text = try scene().lines(layout(checked: true, enabled: false), starting: "text")
    #expect(text.first?.contains(" #1c1b1f61 ") == true, "\(text)")
  }

  @Test func anAppsSwitchWithAMaterialSwitchStyleIsOne() throws {
    // An app's class named after no library class, whose style is a Material switch's (it
    // extends MaterialSwitch): as wide as the track, as the library makes it.
    var scene = try scene()
    _ = try scene.resources.read(
      """
      <resources><style name="App.Switch" parent="Widget.Material3.CompoundButton.MaterialSwitch"/>
      </resources>
      """, file: "values/styles.xml")
    let solved = try scene.solve(
      column(
        """
        <com.example.ui.BrandSwitch android:id="@+id/s" style="@style/App.Switch"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        """), canvas: Size(width: 200, height: 100))
    #expect(solved.nodes.first { $0.id == "s" }?.frame.size == Size(width: 52, height: 48))
  }

  @Test func anAppsThumbMayNameTheLibrarysDrawables() throws {
    // A thumb of the app's own that names the library's checked thumb, checked or not.
    var scene = try scene()
    try scene.resources.readDrawable(
      """
      <selector \(ns)><item android:drawable="@drawable/mtrl_switch_thumb_checked"/></selector>
      """, name: "thumb", file: "drawable/thumb.xml")
    let paths = try scene.lines(
      layout(checked: false, extra: #"android:thumb="@drawable/thumb""#), starting: "path")
    // The 12 radius circle at the start: about (148 + 16, 24).
    #expect(paths.last?.hasPrefix("path M(152, 24)") == true, "\(paths)")
  }

  @Test func underAPlatformThemeTheSwitchTakesTheLibrarysOwnStyle() throws {
    // No app theme: the class's default style, Material 3's, all the same.
    var scene = try DrawableScene()
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    let solved = try scene.solve(layout(checked: true), canvas: Size(width: 200, height: 100))
    #expect(solved.nodes.first { $0.id == "s" }?.frame.size == Size(width: 200, height: 48))
    let paths = try scene.lines(layout(checked: true), starting: "path")
    #expect(paths.first?.hasPrefix("path M(164, 8)") == true, "\(paths)")
  }

  @Test func theAppsTrackTintWins() throws {
    let drawn = try paths(layout(checked: true, extra: ##"app:trackTint="#ff0000""##))
    #expect(drawn.first == "M(164, 8) #ff0000", "\(drawn)")
  }
}
