import LayoutCore
import LayoutSyntax
import Testing

@testable import LayoutEngine

/// Research §b9: "Expression for right is redundant" when the other expressions already fix
/// the frame on that axis.
@Suite struct RedundancyCheckTests {
  struct Case: CustomStringConvertible, Sendable {
    var attributes: String
    var redundant: [String]
    var description: String { attributes }
  }

  static let cases: [Case] = [
    Case(attributes: #"left="1" right="2" width="3""#, redundant: ["right"]),
    Case(attributes: #"leading="1" trailing="2" width="3""#, redundant: ["trailing"]),
    Case(attributes: #"left="1" width="3" center.x="5""#, redundant: ["center.x"]),
    Case(attributes: #"left="1" right="2" center.x="5""#, redundant: ["center.x"]),
    Case(attributes: #"left="1" right="2" leading="4""#, redundant: ["leading"]),
    Case(attributes: #"top="1" bottom="2" height="3""#, redundant: ["bottom"]),
    Case(attributes: #"top="1" height="3" center.y="5""#, redundant: ["center.y"]),
    Case(attributes: #"bottom="1" firstBaseline="2" height="3""#, redundant: ["firstBaseline"]),
    Case(
      attributes: #"top="1" lastBaseline="2" firstBaseline="3""#,
      redundant: ["firstBaseline", "lastBaseline"]),
    Case(attributes: #"left="1" right="2" top="3" bottom="4""#, redundant: []),
    Case(attributes: #"leading="1" trailing="2" height="3""#, redundant: []),
    Case(attributes: #"center.x="1" width="2" center.y="3" height="4""#, redundant: []),
  ]

  @Test(arguments: cases)
  func warnsOfEachRedundantExpression(_ testCase: Case) throws {
    let xml = "<UIView><UIView \(testCase.attributes)/></UIView>"
    let template = try TemplateCompiler.compile(try TemplateReader.read(xml, file: "t.xml"))
    let warnings = template.warnings.filter { $0.code == .redundantExpression }
    let expected = testCase.redundant.map { "Expression for \($0) is redundant" }
    #expect(warnings.map(\.message) == expected)
    #expect(warnings.map(\.attribute) == testCase.redundant)
    #expect(warnings.allSatisfy { $0.severity == .warning && $0.range != nil })
  }

  @Test func stackViewChildrenAreNotChecked() throws {
    let xml = #"<UIStackView><UIView left="1" right="2" width="3"/></UIStackView>"#
    let template = try TemplateCompiler.compile(try TemplateReader.read(xml, file: "t.xml"))
    #expect(template.warnings.isEmpty)
  }
}
