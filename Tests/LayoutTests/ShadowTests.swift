import Foundation
import Layout
import LayoutCairo
import Testing

/// Layer shadows: the display item a view's `layer.shadow*` properties give, and the blurred
/// pixels it draws.
@Suite struct ShadowTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  func items(_ child: String) throws -> [DisplayItem] {
    try childItems(child, renderer: renderer, width: 80, height: 80)
  }

  /// An 80×80 picture of a blue square with a black shadow.
  func picture(square: String, shadow: String) throws -> Bitmap {
    try Bitmap(
      png: renderer.render(
        LayoutTemplate(
          xml: """
            <UIView width="80" height="80"><UIView \(square) backgroundColor="#0000ff" \
            layer.shadowOpacity="1" \(shadow)/></UIView>
            """)))
  }

  @Test func shadowComesFirstAndCarriesItsProperties() throws {
    let drawn = try items(
      """
      <UIView width="20" height="20" backgroundColor="white" layer.cornerRadius="4"
        layer.shadowColor="#ff0000" layer.shadowOpacity="0.5" layer.shadowRadius="6"
        layer.shadowOffset.width="2" layer.shadowOffset.height="5"/>
      """)
    guard case .shadow(let shadow) = drawn.first else {
      Issue.record("no shadow first in \(drawn)")
      return
    }
    #expect(shadow.color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(shadow.radius == 6)
    #expect(shadow.offset == Size(width: 2, height: 5))
    // The shadow follows the rounded background.
    guard case .fill(_, let radius, _) = shadow.items.first else {
      Issue.record("the shadow does not cast the background")
      return
    }
    #expect(radius == 4)
  }

  @Test func noShadowWithoutOpacityOrWhenClipping() throws {
    let plain = try items("<UIView width=\"20\" height=\"20\" backgroundColor=\"red\"/>")
    let clipped = try items(
      """
      <UIView width="20" height="20" backgroundColor="red" clipsToBounds="true"
        layer.shadowOpacity="1"/>
      """)
    for drawn in [plain, clipped] {
      #expect(!drawn.contains { if case .shadow = $0 { true } else { false } })
    }
  }

  /// The alpha of the pixel at (x, y).
  func alpha(_ image: Bitmap, _ x: Int, _ y: Int) -> UInt32 {
    image.pixels[y * image.width + x] >> 24
  }

  @Test func sharpShadowsAreOffsetCopiesAndBlurredOnesSpread() throws {
    let sharp = try picture(
      square: "left=\"20\" top=\"20\" width=\"20\" height=\"20\"",
      shadow: "layer.shadowRadius=\"0\" layer.shadowOffset.width=\"10\" "
        + "layer.shadowOffset.height=\"10\"")
    #expect(sharp.pixels[45 * 80 + 45] == 0xFF00_0000)
    #expect(alpha(sharp, 51, 45) == 0)
    let blurred = try picture(
      square: "left=\"30\" top=\"30\" width=\"20\" height=\"20\"",
      shadow: "layer.shadowRadius=\"4\" layer.shadowOffset.height=\"0\"")
    // Half the Gaussian lies outside the edge: about half opaque on it, fading outwards.
    let atEdge = alpha(blurred, 50, 40)
    let outside = alpha(blurred, 54, 40)
    #expect(atEdge > 90 && atEdge < 160)
    #expect(outside > 0 && outside < atEdge)
    #expect(alpha(blurred, 66, 40) == 0)
  }
}
