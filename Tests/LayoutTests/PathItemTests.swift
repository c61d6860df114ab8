import Foundation
import Layout
import LayoutCairo
import Testing

/// Path items (drawables' shapes) and images drawn from part of their pixels, as Cairo
/// paints them: fills, corner radii, even-odd holes, dashes, the three gradients.
@Suite struct PathItemTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  func picture(_ items: [DisplayItem], width: Double = 100, height: Double = 100) throws
    -> Bitmap
  {
    let list = DisplayList(size: Size(width: width, height: height), items: items)
    return try Bitmap(png: renderer.render(list, options: RenderOptions()))
  }

  func pixel(_ image: Bitmap, _ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }

  func channels(_ value: UInt32) -> (alpha: Int, red: Int, green: Int, blue: Int) {
    (Int(value >> 24), Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
  }

  @Test func aRoundedRectangleLeavesItsCornersClearPerCorner() throws {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    let image = try picture([
      .path(
        PathItem(
          elements: PathItem.roundedRect(rect, radii: [40, 0, 0, 0]),
          fill: .color(Color(red: 1, green: 0, blue: 0))))
    ])
    #expect(pixel(image, 2, 2) == 0)  // inside the top-left radius: clear
    #expect(pixel(image, 97, 2) == 0xFFFF_0000)  // the square top-right corner
    #expect(pixel(image, 50, 50) == 0xFFFF_0000)
  }

  @Test func anEvenOddPathHasAHole() throws {
    let outer = PathItem.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
    let inner = PathItem.ellipse(in: Rect(x: 30, y: 30, width: 40, height: 40))
    let image = try picture([
      .path(PathItem(elements: outer + inner, evenOdd: true, fill: .color(.black)))
    ])
    #expect(pixel(image, 50, 50) == 0)
    #expect(pixel(image, 50, 15) == 0xFF00_0000)
  }

  @Test func aDashedStrokeHasGaps() throws {
    let line = PathItem(
      elements: [.move(Point(x: 0, y: 50)), .line(Point(x: 100, y: 50))],
      stroke: PathStroke(width: 4, color: .black, dashes: [10, 10]))
    let image = try picture([.path(line)])
    #expect(pixel(image, 5, 50) == 0xFF00_0000)
    #expect(pixel(image, 15, 50) == 0)
    #expect(pixel(image, 25, 50) == 0xFF00_0000)
  }

  @Test func gradientsRunFromTheirFirstToTheirLastColour() throws {
    let stops = [
      GradientStop(location: 0, color: Color(red: 1, green: 0, blue: 0)),
      GradientStop(location: 1, color: Color(red: 0, green: 0, blue: 1)),
    ]
    let square = PathItem.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radii: [])
    let linear = try picture([
      .path(
        PathItem(
          elements: square, fill: .linear(from: .zero, to: Point(x: 100, y: 0), stops: stops)))
    ])
    #expect(channels(pixel(linear, 1, 50)).red > 240)
    #expect(channels(pixel(linear, 98, 50)).blue > 240)
    let radial = try picture([
      .path(
        PathItem(
          elements: square,
          fill: .radial(center: Point(x: 50, y: 50), radius: 50, stops: stops)))
    ])
    #expect(channels(pixel(radial, 50, 50)).red > 240)
    #expect(channels(pixel(radial, 99, 50)).blue > 240)
    // A sweep starts at three o'clock and turns clockwise: red just below the right-hand
    // axis, blue just above it, the middle colour on the left.
    let sweep = try picture([
      .path(PathItem(elements: square, fill: .sweep(center: Point(x: 50, y: 50), stops: stops)))
    ])
    #expect(channels(pixel(sweep, 90, 52)).red > 230)
    #expect(channels(pixel(sweep, 90, 47)).blue > 230)
    let left = channels(pixel(sweep, 10, 50))
    #expect(abs(left.red - left.blue) < 20)
  }
}
