import Foundation
import Layout
import LayoutCairo
import TestSupport
import Testing

/// tintColor: inherited down the tree, replaced by a descendant's own, and drawn through the
/// alpha of template images.
@Suite struct TintTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// Every text and image item in drawing order, as (text or image name, colour).
  func tinted(_ xml: String) throws -> [(String, Color?)] {
    func visit(_ items: [DisplayItem]) -> [(String, Color?)] {
      items.flatMap { item -> [(String, Color?)] in
        switch item {
        case .group(let group): return visit(group.items)
        case .text(let text): return [(text.text, text.color)]
        case .image(let image):
          return [(URL(fileURLWithPath: image.name).lastPathComponent, image.tint)]
        default: return []
        }
      }
    }
    return visit(try renderer.displayList(LayoutTemplate(xml: xml, file: goldenFile)).items)
  }

  let goldenFile = packageRoot.appendingPathComponent("Goldens/views/tint.xml").path

  @Test func tintIsInheritedAndReplaced() throws {
    let drawn = try tinted(
      """
      <UIView width="200" height="100">
        <UIButton type="system" title="a"/>
        <UIView tintColor="#ff0000">
          <UIButton type="system" title="b"/>
          <UIView tintColor="#00ff00"><UIButton type="system" title="c"/></UIView>
          <UIButton type="system" title="d"/>
        </UIView>
      </UIView>
      """)
    #expect(drawn.map(\.0) == ["a", "b", "c", "d"])
    #expect(
      drawn.map(\.1) == [
        Color(hex: "#007aff"), Color(hex: "#ff0000"), Color(hex: "#00ff00"), Color(hex: "#ff0000"),
      ])
  }

  @Test func onlyTemplateImagesAreTinted() throws {
    let drawn = try tinted(
      """
      <UIView width="100" height="100" tintColor="#ff0000">
        <UIImageView image="assets/clock.png" imageRenderingMode="alwaysTemplate"/>
        <UIImageView image="assets/clock.png"/>
      </UIView>
      """)
    #expect(drawn.map(\.1) == [Color(hex: "#ff0000"), nil])
  }

  @Test func templateImagesKeepTheirShapeInTheTint() throws {
    let template = try LayoutTemplate(
      xml: """
        <UIView width="48" height="48"><UIImageView image="assets/clock.png" \
        imageRenderingMode="alwaysTemplate" tintColor="#0000ff"/></UIView>
        """, file: goldenFile)
    let image = try Bitmap(png: renderer.render(template))
    let colours = Set(image.pixels.filter { $0 >> 24 == 0xFF })
    // Opaque pixels of the dark ring are now pure blue; transparent ones stay transparent.
    #expect(colours == [0xFF00_00FF])
    #expect(image.pixels[0] == 0)
  }
}
