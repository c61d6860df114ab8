import Foundation
import Layout
import LayoutCairo
import TestSupport
import Testing

/// Runs the example of Docs/SwiftAPI.md, and checks the page shows this very code.
@Suite struct SwiftAPIExampleTests {
  @Test func theExampleRunsAndDrawsWhatItSays() throws {
    // BEGIN EXAMPLE
    // Build a tree in Swift, as Layout's LayoutNode does…
    let card = LayoutNode(
      class: "UIView",
      expressions: ["width": "320", "height": "auto + 16", "backgroundColor": "#ffffff"],
      children: [
        LayoutNode(
          class: "UILabel",
          expressions: [
            "left": "16", "top": "16", "width": "100% - 32",
            "font": "Inter 24 bold", "text": "Hello, {name}!",
          ]),
        LayoutNode(
          class: "BadgeView",
          expressions: ["left": "16", "top": "previous.bottom + 8", "count": "unread"]),
      ])

    // …with a view kind of your own: its properties, intrinsic size and drawing.
    var registry = ViewClassRegistry.standard
    registry.register(
      ViewClass(
        name: "BadgeView",
        properties: ["count": PropertySpec(.number, default: .number(0))],
        intrinsicContent: .custom { properties, measurer, _ in
          let count = Int(try properties("count").numericValue ?? 0)
          let text = measurer.measure("\(count)", style: TextStyle(), maxWidth: nil)
          return Size(width: max(28, text.width + 16), height: 28)
        },
        draw: { node in
          let bounds = Rect(origin: .zero, size: node.frame.size)
          let font = FontDescriptor(family: "Inter", size: 17, weight: .bold)
          return [
            .fill(bounds, cornerRadius: 14, color: Color(hex: "#ef4444")!),
            .text(
              TextItem(
                text: "\(Int(node.number("count") ?? 0))",
                style: TextStyle(font: font, alignment: .center), color: .white, frame: bounds)),
          ]
        }))
    let renderer = try Renderer(registry: registry)

    // Render with data, at @2x…
    try card.setState(["name": "Ada", "unread": 3])
    let png = try card.render(
      options: RenderOptions(raster: RasterOptions(scale: 2)), renderer: renderer)

    // …then change the data and render again: nothing is parsed or compiled twice.
    try card.setState(["unread": 12])
    let frames = try card.layout(renderer: renderer)
    // END EXAMPLE
    let image = try Bitmap(png: png)
    #expect(image.width == 640)
    #expect(Double(image.height) == (frames.root.frame.height * 2).rounded(.up))
    let badge = frames.nodes[2]
    #expect(badge.className == "BadgeView")
    #expect(badge.frame.x == 16 && badge.frame.height == 28)
    #expect(frames.root.frame.height == badge.frame.maxY + 16)
    // The badge's red fill is drawn (sampled left of its centred text, at @2x).
    let y = Int((badge.frame.y + 4) * 2)
    let x = Int((badge.frame.x + 14) * 2)
    #expect(image.pixels[y * image.width + x] == 0xFFEF_4444)
  }

  @Test func theDocumentationShowsTheTestedCode() throws {
    let blocks = try swiftBlocks(ofPage: "Docs/SwiftAPI.md")
    #expect(blocks.contains(try testedExample(in: #filePath, indent: 4)))
  }
}
