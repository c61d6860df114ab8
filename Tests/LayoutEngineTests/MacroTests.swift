import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Macros are compiled for the property that reads them (Behaviour.md §b8): a colour literal
/// or name in a colour, a length in a frame, any value inside text.
@Suite struct MacroTests {
  func solve(_ xml: String) throws -> SolvedLayout {
    try LayoutSolver.solve(
      TemplateCompiler.compile(TemplateReader.read(xml)),
      SolveInput(canvas: Size(width: 100, height: 100), measurer: EstimatingTextMeasurer()))
  }

  @Test func colourLiteralsAndNamesAreReadAsColours() throws {
    let layout = try solve(
      """
      <UIView>
        <macro name="brand" value="#ff0000"/>
        <macro name="ink" value="blue"/>
        <UIView backgroundColor="brand" layer.borderColor="ink"/>
      </UIView>
      """)
    #expect(layout.nodes[1].color("backgroundColor") == Color(hex: "#ff0000"))
    #expect(layout.nodes[1].color("layer.borderColor") == Color(red: 0, green: 0, blue: 1))
  }

  @Test func aMacroInTextIsAnyValue() throws {
    let layout = try solve(
      #"<UIView><macro name="count" value="1 + 2"/><UILabel text="n = {count}"/></UIView>"#)
    #expect(layout.nodes[1].string("text") == "n = 3")
  }

  @Test func anUnreadMacroStillHasItsErrorsReported() {
    #expect(throws: DiagnosticError.self) {
      try solve(#"<UIView><macro name="broken" value="1 +"/></UIView>"#)
    }
  }

  /// Behaviour.md §e: a commented-out macro is no expression, an error only where it is read.
  @Test func aCommentedOutMacroIsAnErrorOnlyWhereItIsRead() throws {
    for source in ["// red", "{// red}", ""] {
      _ = try solve(#"<UIView><macro name="tint" value="\#(source)"/></UIView>"#)
      do {
        _ = try solve(
          #"<UIView><macro name="tint" value="\#(source)"/><UIView backgroundColor="tint"/></UIView>"#
        )
        Issue.record("`\(source)` read as a colour solved")
      } catch let error as DiagnosticError {
        #expect(error.primary.message == "Empty expression for tint macro", "`\(source)`")
        #expect(error.primary.range?.start.column == 35, "`\(source)`")
      }
    }
  }
}
