import LayoutCore
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

@Suite struct TemplateCompilerTests {
  func compile(_ xml: String) throws -> CompiledTemplate {
    try TemplateCompiler.compile(try TemplateReader.read(xml, file: "t.xml"))
  }

  func diagnostics(_ xml: String) -> [Diagnostic] {
    do {
      _ = try compile(xml)
      return []
    } catch let error as DiagnosticError {
      return error.diagnostics
    } catch {
      return []
    }
  }

  @Test func unknownClassSuggestsAName() {
    let found = diagnostics("<UIView><UILable/></UIView>")
    #expect(found.first?.message == "Unknown class UILable")
    #expect(found.first?.hints == ["did you mean 'UILabel'?"])
    #expect(found.first?.nodePath?.description == "UIView/UILable")
  }

  @Test func unknownPropertyIsLocated() {
    let found = diagnostics("<UIView>\n  <UILabel txet=\"hi\"/>\n</UIView>")
    #expect(found.first?.message == "Unknown property txet of UILabel")
    #expect(found.first?.range?.start.line == 2)
    #expect(found.first?.range?.start.column == 12)
    #expect(found.first?.hints == ["did you mean 'text'?"])
  }

  @Test func commentedOutUnknownPropertiesAreIgnored() throws {
    _ = try compile("<UIView foo=\"// later\" top=\"\"/>")
  }

  @Test func collectsEveryError() {
    let found = diagnostics("<UIView bar=\"1\"><UIVeiw/><UILabel top=\"1 +\"/></UIView>")
    #expect(found.count == 3)
  }

  @Test func aRepeatedExpressionIsReportedAtEachOccurrence() {
    let found = diagnostics(
      "<UIView>\n  <UIView top=\"1 + 2 3\"/>\n  <UIView left=\"1\" top=\"1 + 2 3\"/>\n</UIView>")
    #expect(found.map(\.message) == ["Unexpected token `3`", "Unexpected token `3`"])
    #expect(found.map { $0.range?.start.description } == ["2:22", "3:31"])
    #expect(found.map { $0.range?.start.offset } == [30, 65])
  }

  @Test func moduleQualifiedNamesResolve() throws {
    let template = try compile("<MyApp.UIView/>")
    #expect(template.root.viewClass.name == "UIView")
  }

  @Test func bodyTextSetsTheLabelText() throws {
    let template = try compile("<UILabel>Hello</UILabel>")
    #expect(template.root.expression(for: "text") != nil)
  }

  @Test func htmlBodiesSetTheAttributedText() throws {
    let template = try compile("<UILabel>Hi <b>{name}</b></UILabel>")
    #expect(template.root.expression(for: "attributedText") != nil)
    #expect(template.root.expression(for: "text") == nil)
    #expect(template.warnings.isEmpty)
  }

  @Test func htmlBodiesAreStyled() throws {
    let compiled = try compile("<UILabel>Hi <b>{name}</b>!</UILabel>")
    let layout = try LayoutSolver.solve(
      compiled,
      SolveInput(
        canvas: Size(width: 200, height: 100), state: ["name": .string("Ada")],
        measurer: EstimatingTextMeasurer()))
    let text = try #require(layout.root.displayedText)
    #expect(text.string == "Hi Ada!")
    #expect(text.runs.map(\.traits) == [[], [.bold], []])
  }

  @Test func plainViewsRejectBodyText() {
    let found = diagnostics("<UIView>Hello</UIView>")
    #expect(found.first?.message == "UIView does not support inline (X)HTML content")
  }
}
