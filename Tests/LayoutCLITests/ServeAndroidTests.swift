import Foundation
import LayoutTesting
import TestSupport
import Testing

/// `layout serve` with Android layouts and the query keys `render`'s options map to
/// (`qualifiers`, `viewState`), the page's controls for them, warnings about query keys the
/// template does not read, and paths shown relative to the served folder.
@Suite struct ServeAndroidTests {
  static let ns = androidNamespace

  /// A `res/` tree: a box in `@color/accent` (red, green at night) over a button whose
  /// selector is blue when pressed, else `@color/accent`.
  static let tree = [
    "res/layout/main.xml": """
    <LinearLayout \(ns) android:orientation="vertical"
        android:layout_width="match_parent" android:layout_height="match_parent">
      <View android:layout_width="40dp" android:layout_height="20dp"
          android:background="@color/accent"/>
      <View android:layout_width="40dp" android:layout_height="20dp"
          android:background="@drawable/button"/>
    </LinearLayout>
    """,
    "res/drawable/button.xml": """
    <selector \(ns)>
      <item android:state_pressed="true"><shape><solid android:color="#0000ff"/></shape></item>
      <item android:drawable="@color/accent"/>
    </selector>
    """,
    "res/values/colors.xml": #"<resources><color name="accent">#ff0000</color></resources>"#,
    "res/values-night/colors.xml":
      #"<resources><color name="accent">#00ff00</color></resources>"#,
    "AndroidManifest.xml": """
    <manifest \(ns) package="com.example.app"><application/></manifest>
    """,
    "card.xml": ServeTests.colored,
    "broken.xml": #"<UIView width="(" height="10"/>"#,
  ]

  static let layout = "/render/res/layout/main.xml.png?size=60x60"

  /// `serve` reads Android layouts with the platform asked for, as `render` does.
  @Test func theServedLayoutsTakeThePlatformAskedFor() throws {
    let site = try ServeTests.Site(
      Self.tree, arguments: ["--platform", "/nonexistent/framework-res.apk"])
    defer { site.stop() }
    let layout = try HTTPClient.request(site.port, Self.layout)
    #expect(layout.status != 200)
    #expect(layout.text.contains("android-framework-res"), "\(layout.text)")
    let card = try HTTPClient.request(site.port, "/render/card.xml.png?color=%23ff0000")
    #expect(card.status == 200, "\(card.text)")
  }

  @Test func qualifiersAndViewStateChooseTheConfiguration() throws {
    let site = try ServeTests.Site(Self.tree)
    defer { site.stop() }
    let day = try HTTPClient.request(site.port, Self.layout)
    #expect(day.status == 200, "\(day.text)")
    let dayImage = try RGBAImage(png: day.body)
    #expect(dayImage.rgb(10, 10) == WatchTests.red)
    #expect(dayImage.rgb(10, 30) == WatchTests.red)
    let night = try HTTPClient.request(site.port, Self.layout + "&qualifiers=night")
    #expect(night.status == 200)
    #expect(night.headers["x-layout-warning"] == nil)
    #expect(night.headers["etag"] != day.headers["etag"])
    #expect(try RGBAImage(png: night.body).rgb(10, 10) == WatchTests.green)
    let pressed = try HTTPClient.request(site.port, Self.layout + "&viewState=pressed")
    let pressedImage = try RGBAImage(png: pressed.body)
    #expect(pressedImage.rgb(10, 10) == WatchTests.red)
    #expect(pressedImage.rgb(10, 30) == WatchTests.blue)
    let both = try HTTPClient.request(
      site.port, Self.layout + "&qualifiers=night,xhdpi&viewState=checked")
    #expect(try RGBAImage(png: both.body).rgb(10, 30) == WatchTests.green)
    let unknown = try HTTPClient.request(site.port, Self.layout + "&qualifiers=night,moon")
    #expect(unknown.status == 400)
    #expect(unknown.text.contains(#""code":"android-unknown-qualifier""#), "\(unknown.text)")
  }

  @Test func keysTheTemplateDoesNotReadAreWarnedAbout() throws {
    let site = try ServeTests.Site(Self.tree)
    defer { site.stop() }
    let android = try HTTPClient.request(site.port, Self.layout + "&nigth=1&scale=2")
    #expect(android.status == 200)
    let warning = try #require(android.headers["x-layout-warning"])
    #expect(warning.contains("'nigth'") && !warning.contains("scale'"), "\(warning)")
    let layout = try HTTPClient.request(
      site.port, "/render/card.xml.png?color=%23ff0000&qualifiers=night")
    #expect(layout.status == 200)
    #expect(layout.headers["x-layout-warning"]?.contains("'qualifiers'") == true)
    let plain = try HTTPClient.request(site.port, "/render/card.xml.png?color=%23ff0000")
    #expect(plain.headers["x-layout-warning"] == nil)
    // The dump's own key is no state.
    let dump = try HTTPClient.request(site.port, "/dump/card.xml?kind=frames&color=%23ff0000")
    #expect(dump.status == 200, "\(dump.text)")
  }

  @Test func pagesHaveTheControlsOfTheirTemplate() throws {
    let site = try ServeTests.Site(Self.tree)
    defer { site.stop() }
    let android = try HTTPClient.request(site.port, "/t/res/layout/main.xml")
    for control in [#"id="night""#, #"id="density""#, #"id="qualifiers""#, #"value="pressed""#] {
      #expect(android.text.contains(control), "\(control)")
    }
    #expect(android.text.contains("<option>pdf</option>"))
    #expect(android.text.contains("X-Layout-Warning"))
    let layout = try HTTPClient.request(site.port, "/t/card.xml")
    #expect(layout.text.contains("<option>pdf</option>"))
    #expect(!layout.text.contains(#"id="night""#))
    let pdf = try HTTPClient.request(site.port, "/render/card.xml.pdf?color=%23ff0000")
    #expect(pdf.status == 200)
    #expect(pdf.headers["content-type"] == "application/pdf")
    #expect(pdf.body.starts(with: Array("%PDF".utf8)))
  }

  @Test func pathsAreShownRelativeToTheServedFolder() throws {
    let site = try ServeTests.Site(Self.tree)
    defer { site.stop() }
    let folder = site.folder.standardizedFileURL.path
    let listing = try HTTPClient.request(site.port, "/")
    #expect(listing.status == 200)
    #expect(!listing.text.contains(folder))
    #expect(listing.text.contains("Templates in \(site.folder.lastPathComponent)/"))
    #expect(listing.text.contains("main.xml"), "\(listing.text)")
    // The app's manifest declares Android's namespace but is no layout.
    #expect(!listing.text.contains("AndroidManifest"), "\(listing.text)")
    let broken = try HTTPClient.request(site.port, "/render/broken.xml.png")
    #expect(broken.status == 400)
    #expect(broken.text.contains(#""file":"broken.xml""#), "\(broken.text)")
    #expect(!broken.text.contains(folder), "\(broken.text)")
  }
}
