import Foundation
import Layout
import Testing

@testable import LayoutCairo

/// What the solver measures is what the painter draws: for 60 strings and widths, a label
/// sized by `auto` lays out, at the frame it got, to exactly its measured size and line count.
@Suite struct MeasureDrawAgreementTests {
  static let strings = [
    "Hello", "Render layout templates to PNG and SVG on Linux", "A", "ffi fl ligatures",
    "Ελληνικά και Кириллица", "Numbers 0123456789 and symbols !@#$%^&*()",
    "averyveryverylongwordthatmustbreaksomewhere", "Tabs\tand  double  spaces",
    "Line one\nLine two", "Mixed <b>bold</b> and <i>italic</i> words in a sentence",
    "Emoji 😀 in a line 🎉 with 👍🏽 and 🇫🇷", "مرحبا بالعالم with English and עברית",
  ]
  static let widths: [Double] = [40, 90, 160, 250, 600]

  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Double
    let font: String
    var testDescription: String { "\(width): \(text)" }
  }

  static let cases: [Case] = strings.enumerated().flatMap { index, text in
    widths.map {
      Case(
        text: text, width: $0,
        font: ["Inter 17", "Helvetica 23 bold", "Times 31 italic"][index % 3])
    }
  }

  @Test(arguments: cases)
  func measuredSizeIsDrawnSize(_ testCase: Case) throws {
    let escaped = testCase.text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\t", with: "&#9;")
    let isHTML = escaped.contains("<")
    let body = isHTML ? ">\(escaped)</UILabel>" : " text=\"\(escaped)\"/>"
    let label = "<UILabel numberOfLines=\"0\" font=\"\(testCase.font)\"" + body
    let xml = "<UIView width=\"\(testCase.width)\">\(label)</UIView>"
    let renderer = try Renderer()
    let template = try LayoutTemplate(xml: xml)
    let layout = try renderer.solve(template)
    let solved = layout.nodes[1]
    let text = try #require(solved.displayedText)
    let style = try #require(solved.textStyle)
    // Lay the text out afresh (not from the cache) at the solved frame's width, as drawn.
    let drawn = PangoFont.layout(
      text, style: style, width: solved.frame.width, context: renderer.fonts.context)
    defer { PangoFont.release(drawn) }
    let size = PangoFont.size(of: drawn, lines: style.numberOfLines)
    #expect(size.width <= solved.frame.width)
    #expect(size.height == solved.frame.height, "\(testCase)")
  }
}
