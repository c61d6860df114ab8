import Foundation
import Layout
import LayoutCore
import Testing

@testable import LayoutCairo

/// A text is shaped once: the layout it was measured with draws it in its frame whenever its
/// line fits there, placed where a layout shaped at the frame's width would put it, so that
/// PNG, SVG and PDF come out the same bytes as when every width is shaped anew.
@Suite struct TextShapedOnceTests {
  /// Labels at fractional positions, aligned every way, in both directions, clipped, wrapped,
  /// truncated, on two lines and in a button.
  static let template = """
    <UIView width="333" height="360" backgroundColor="white">
      <UILabel left="7.3" top="5.1" width="250.7" textAlignment="center" text="Centred in a wider frame"/>
      <UILabel left="11.1" top="30.3" width="250.7" textAlignment="right" text="Right aligned"/>
      <UILabel left="3.9" top="55.7" text="Natural width, bold" font="Inter 15 bold"/>
      <UILabel left="0.3" top="80" width="100%" textAlignment="center" text="مرحبا بالعالم"/>
      <UILabel left="0.6" top="105" width="301.3" textAlignment="right" text="שלום עולם"/>
      <UILabel left="5.5" top="130" width="301.3" text="שלום עולם"/>
      <UILabel left="9" top="155" width="40.2" numberOfLines="1" lineBreakMode="byClipping"
        textAlignment="center" text="One clipped line longer than its frame"/>
      <UILabel left="9" top="180" width="150.5" numberOfLines="0"
        text="A longer text that wraps onto several lines in its frame"/>
      <UILabel left="170.2" top="180" width="120.4" textAlignment="center"
        text="Truncated at the tail of a long line"/>
      <UILabel left="170.2" top="205" numberOfLines="0" textAlignment="center"
        text="Two&#10;centred lines"/>
      <UIButton left="170.5" top="260.25" width="140.3" height="44" title="Button title"
        backgroundColor="#335"/>
    </UIView>
    """

  @Test(arguments: [
    (OutputFormat.png, 1.0), (.png, 2.0), (.png, 3.0), (.svg, 1.0), (.pdf, 1.0),
  ])
  func drawingFromTheMeasuredLayoutGivesTheSameBytes(format: OutputFormat, scale: Double)
    throws
  {
    var options = RenderOptions(format: format)
    options.raster.scale = scale
    let shapedOnce = try Renderer()
    let shapedAgain = try Renderer()
    shapedAgain.fonts.layouts = TextLayoutCache(reusesLayouts: false)
    let template = try LayoutTemplate(xml: Self.template)
    let once = try shapedOnce.render(template, options: options)
    let again = try shapedAgain.render(template, options: options)
    let firstDifference = once.indices.first { $0 >= again.count || once[$0] != again[$0] }
    #expect(
      once.count == again.count && firstDifference == nil,
      "\(once.count) and \(again.count) bytes, first differing at \(firstDifference ?? -1)")
    #expect(shapedOnce.fonts.layouts.count < shapedAgain.fonts.layouts.count)
  }

  /// Single lines are shaped once each, measured and drawn: ten labels, ten layouts.
  @Test func eachSingleLineIsShapedOnce() throws {
    let labels = (1...10).map { index in
      let alignment = ["left", "center", "right", "natural"][index % 4]
      return """
        <UILabel top="\(index * 20)" width="\(index % 2 == 0 ? "200.5" : "auto")"
          textAlignment="\(alignment)" text="Label number \(index)"/>
        """
    }
    let xml = "<UIView width=\"320\" height=\"240\">\(labels.joined())</UIView>"
    let renderer = try Renderer()
    _ = try renderer.render(LayoutTemplate(xml: xml))
    #expect(renderer.fonts.layouts.count == 10)
  }
}
