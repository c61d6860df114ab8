import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Frames as data: each case is a template and the expected frames, solved with the fake
/// measurer on a 400×300 canvas.
@Suite struct FrameSolverTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: String
    let xml: String
    let frames: [Rect]
    var testDescription: String { rule }
  }

  static let cases: [Case] = [
    Case(
      rule: "the root keeps the canvas frame",
      xml: "<UIView/>", frames: [Rect(x: 0, y: 0, width: 400, height: 300)]),
    Case(
      rule: "numbers and arithmetic",
      xml:
        "<UIView><UIView left=\"10\" top=\"2 * (3 + 4)\" width=\"50 - 5\" height=\"60 / 4\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 10, y: 14, width: 45, height: 15),
      ]),
    Case(
      rule: "percentages refer to the parent's size on the property's axis",
      xml: "<UIView><UIView left=\"10%\" top=\"50%\" width=\"50%\" height=\"100%-5\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 40, y: 150, width: 200, height: 295),
      ]),
    Case(
      rule: "a plain view with no size fills its parent",
      xml: "<UIView><UIView left=\"5\" top=\"6\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 5, y: 6, width: 400, height: 300),
      ]),
    Case(
      rule: "legacy mode: right and bottom are edge positions, so width is right - left",
      xml: "<UIView><UIView left=\"10\" right=\"110\" top=\"20\" bottom=\"70\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 10, y: 20, width: 100, height: 50),
      ]),
    Case(
      rule: "legacy mode: right with a width gives left = right - width",
      xml:
        "<UIView><UIView right=\"100% - 10\" width=\"50\" bottom=\"100%\" height=\"20\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 340, y: 280, width: 50, height: 20),
      ]),
    Case(
      rule: "label auto size is its measured text (width capped at the parent's)",
      xml: "<UIView><UILabel text=\"abcd\" font=\"20\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 0, y: 0, width: 40, height: 25),
      ]),
    Case(
      rule: "label auto height wraps at the given width",
      xml:
        "<UIView><UILabel width=\"50\" numberOfLines=\"0\" text=\"abcdefghijkl\" font=\"20\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 0, y: 0, width: 50, height: 75),
      ]),
    Case(
      rule: "auto can take part in arithmetic",
      xml:
        "<UIView><UILabel width=\"auto + 10\" height=\"auto * 2\" text=\"ab\" font=\"20\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 0, y: 0, width: 30, height: 50),
      ]),
    Case(
      rule: "previous. refers to the previous visible sibling",
      xml: """
        <UIView><UIView top="10" height="20"/><UIView isHidden="true" height="500"/>\
        <UIView top="previous.bottom + 5" height="10"/></UIView>
        """,
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 0, y: 10, width: 400, height: 20),
        Rect(x: 0, y: 0, width: 400, height: 500), Rect(x: 0, y: 35, width: 400, height: 10),
      ]),
    Case(
      rule: "a view's own properties are in scope",
      xml:
        "<UIView><UIView width=\"40\" height=\"width / 2\" left=\"parent.width - width\"/></UIView>",
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 360, y: 0, width: 40, height: 20),
      ]),
    Case(
      rule: "auto on a plain view is the bounding box of its children",
      xml: """
        <UIView><UIView width="auto" height="auto">\
        <UIView left="10" top="5" width="30" height="40"/>\
        <UIView left="50" top="0" width="10" height="10"/></UIView></UIView>
        """,
      frames: [
        Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 0, y: 0, width: 60, height: 45),
        Rect(x: 10, y: 5, width: 30, height: 40), Rect(x: 50, y: 0, width: 10, height: 10),
      ]),
  ]

  @Test(arguments: cases)
  func solvesFrames(_ testCase: Case) throws {
    let layout = try solve(testCase.xml)
    #expect(layout.nodes.map(\.frame) == testCase.frames, "\(layout.framesDump())")
  }

  @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimum() throws {
    let layout = try solve(
      """
      <UIView><UILabel width="50" font="20" adjustsFontSizeToFitWidth="true" text="abcdefghij"/>\
      <UILabel width="50" font="20" adjustsFontSizeToFitWidth="true" minimumScaleFactor="0.8" \
      text="abcdefghij"/><UILabel width="50" font="20" text="abcdefghij"/></UIView>
      """)
    #expect(layout.nodes[1].textStyle?.font.size == 10)
    #expect(layout.nodes[2].textStyle?.font.size == 16)
    #expect(layout.nodes[3].textStyle?.font.size == 20)
    #expect(layout.nodes[1].frame.height == 12.5)
  }

  @Test func stateIsInScope() throws {
    let layout = try solve(
      "<UIView><UIView width=\"w * 2\" height=\"10\"/></UIView>", state: ["w": .number(21)])
    #expect(layout.nodes[1].frame.width == 42)
  }

  @Test func reportsCyclesWithTheirPathWhenLoading() throws {
    #expect {
      _ = try solve("<UIView><UIView id=\"a\" width=\"height\" height=\"width\"/></UIView>")
    } throws: { error in
      let message = (error as? DiagnosticError)?.diagnostics.first?.message ?? ""
      return message.contains("a.width → a.height → a.width")
    }
  }

  /// Cycles only solving can see (here through a default: `width` from `left` and `right`)
  /// are still reported, while solving.
  @Test func reportsCyclesFoundWhileSolving() throws {
    #expect {
      _ = try solve(
        "<UIView><UIView id=\"a\" left=\"width\" right=\"100\" height=\"10\"/></UIView>")
    } throws: { error in
      let message = (error as? DiagnosticError)?.primary.message ?? ""
      return message.contains("a.left → a.width → a.left")
    }
  }

  @Test func dumpsFrames() throws {
    let layout = try solve("<UIView><UILabel id=\"t\" text=\"ab\" font=\"20\"/></UIView>")
    #expect(
      layout.framesDump()
        == "UIView [UIView] 0 0 400 300\n  UILabel#t [UIView/UILabel#t] 0 0 20 25\n")
  }

  /// A measurer that has one font family whose name contains a trait word.
  private struct CondensedFamily: TextMeasuring {
    func metrics(_ text: AttributedText, style: TextStyle, maxWidth: Double?) -> TextMetrics {
      EstimatingTextMeasurer().metrics(text, style: style, maxWidth: maxWidth)
    }

    func isFontFamily(_ name: String) -> Bool {
      name.lowercased() == "avenir next condensed"
    }
  }

  @Test func fontValuesReadFamiliesFromTheMeasurer() throws {
    let xml = "<UIView><UILabel font=\"Avenir Next Condensed heavy 20\" text=\"a\"/></UIView>"
    let matched = try solve(xml, measurer: CondensedFamily()).nodes[1].textStyle?.font
    #expect(matched == FontDescriptor(family: "Avenir Next Condensed", size: 20, weight: .heavy))
    let unknown = try solve(xml).nodes[1].textStyle?.font
    #expect(
      unknown
        == FontDescriptor(family: "Avenir Next", size: 20, weight: .heavy, traits: [.condensed]))
  }

  private func solve(
    _ xml: String, state: [String: Value] = [:],
    measurer: any TextMeasuring = EstimatingTextMeasurer()
  ) throws -> SolvedLayout {
    let template = try TemplateReader.read(xml, file: "test.xml")
    let compiled = try TemplateCompiler.compile(template)
    return try LayoutSolver.solve(
      compiled, SolveInput(canvas: Size(width: 400, height: 300), state: state, measurer: measurer))
  }
}
