import LayoutCore
import LayoutSyntax
import Testing

@testable import LayoutEngine

/// The explicit dependency graph reports cycles among layout expressions when a template
/// loads, with their whole path, and never reports one that solving could resolve.
@Suite struct DependencyGraphTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: String
    let xml: String
    /// The cycle's path, or nil when the template must load.
    let path: String?
    var testDescription: String { rule }
  }

  static let cases: [Case] = [
    Case(
      rule: "b10: a node's own properties in a loop",
      xml: "<UIView><UIView id=\"a\" top=\"bottom - 5\" bottom=\"top + 5\"/></UIView>",
      path: "a.top → a.bottom → a.top"),
    Case(
      rule: "b10: a loop across nodes by id",
      xml: """
        <UIView><UIView id="card" height="#title.bottom + 8"/>\
        <UILabel id="title" bottom="#card.height - 4"/></UIView>
        """,
      path: "card.height → title.bottom → card.height"),
    Case(
      rule: "b10: a loop through parent. and a child's expression",
      xml:
        "<UIView><UIView id=\"p\" width=\"#c.width\"><UIView id=\"c\" width=\"parent.width\"/></UIView></UIView>",
      path: "p.width → c.width → p.width"),
    Case(
      rule: "b10: a loop through previous. and next.",
      xml:
        "<UIView><UIView id=\"a\" top=\"next.top\"/><UIView id=\"b\" top=\"previous.top\"/></UIView>",
      path: "a.top → b.top → a.top"),
    Case(
      rule: "b10: reading one's own name is not a cycle (it reads state of that name)",
      xml: "<UIView><UIView top=\"top + 1\"/></UIView>", path: nil),
    Case(
      rule: "b9: a chain is not a cycle",
      xml:
        "<UIView><UIView top=\"10\"/><UIView top=\"previous.bottom\"/><UIView top=\"previous.bottom\"/></UIView>",
      path: nil),
    Case(
      rule: "b8: a sibling whose visibility depends on state is left to the solver",
      xml: """
        <UIView><UIView id="a" top="next.top"/><UIView isHidden="flag" top="previous.top"/>\
        <UIView top="5"/></UIView>
        """,
      path: nil),
  ]

  @Test(arguments: cases)
  func findsCycles(_ testCase: Case) throws {
    let template = try TemplateReader.read(testCase.xml, file: "t.xml")
    do {
      _ = try TemplateCompiler.compile(template)
      #expect(testCase.path == nil, "\(testCase.rule): expected a cycle")
    } catch {
      let diagnostic = error.diagnostics.first
      #expect(diagnostic?.code == .layoutCycle)
      #expect(
        diagnostic?.message == "Circular reference: \(testCase.path ?? "none")",
        "\(testCase.rule): \(diagnostic?.description ?? "")")
      #expect(diagnostic?.file == "t.xml" && diagnostic?.range != nil)
    }
  }
}
