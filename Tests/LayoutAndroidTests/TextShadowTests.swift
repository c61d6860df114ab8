import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// A text view's shadow as `Paint.setShadowLayer` draws it: the text's shape offset and
/// blurred beneath the text, its values in device pixels; no shadow at a radius of 0.
@Suite struct TextShadowTests {
  private func shadows(_ attributes: String, pixelsPerPoint: Double) throws -> [ShadowItem] {
    let document = try AndroidDocument.read(
      #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
        + #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + #"android:text="Title" \#(attributes)/>"#, file: "title.xml")
    var solver = AndroidSolver(document, measurer: EstimatingTextMeasurer())
    solver.pixelsPerPoint = pixelsPerPoint
    let list = DisplayListBuilder.build(
      try solver.solve(canvas: Size(width: 200, height: 100)).layout)
    return Self.shadows(in: list.items)
  }

  private static func shadows(in items: [DisplayItem]) -> [ShadowItem] {
    items.flatMap { item -> [ShadowItem] in
      switch item {
      case .shadow(let shadow): [shadow]
      case .group(let group): shadows(in: group.items)
      default: []
      }
    }
  }

  @Test func aShadowIsTheTextOffsetAndBlurredInDevicePixels() throws {
    let attributes =
      ##"android:shadowColor="#80000000" android:shadowDx="3" android:shadowDy="6" "##
      + #"android:shadowRadius="6""#
    let shadow = try #require(try shadows(attributes, pixelsPerPoint: 3).first)
    #expect(shadow.color == Color(red: 0, green: 0, blue: 0, alpha: 0x80 / 255))
    #expect(shadow.offset == Size(width: 1, height: 2))
    #expect(abs(shadow.radius - (0.57735 * 6 + 0.5) / 3) < 1e-9)
    guard case .text(let text)? = shadow.items.first else {
      Issue.record("the shadow is cast by the text")
      return
    }
    #expect(text.text == "Title")
  }

  @Test func noRadiusDrawsNoShadow() throws {
    let attributes = ##"android:shadowColor="#ff0000" android:shadowDx="3" android:shadowDy="3""##
    #expect(try shadows(attributes, pixelsPerPoint: 1).isEmpty)
  }
}
