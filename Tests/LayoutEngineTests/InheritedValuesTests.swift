import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// The Solve stage's output is final: what a node inherits is decided there, once, and the
/// display list builder only reads it.
@Suite struct InheritedValuesTests {
  func solve(
    _ xml: String, direction: LayoutDirection = .leftToRight,
    registry: ViewClassRegistry = .standard
  ) throws -> SolvedLayout {
    try LayoutSolver.solve(
      TemplateCompiler.compile(TemplateReader.read(xml), registry: registry),
      SolveInput(
        canvas: Size(width: 100, height: 100), layoutDirection: direction,
        measurer: EstimatingTextMeasurer()))
  }

  @Test func tintIsInheritedUntilAViewSetsItsOwn() throws {
    let layout = try solve(
      """
      <UIView>
        <UIView tintColor="#ff0000"><UIView/><UIView tintColor="#00ff00"><UIView/></UIView></UIView>
        <UIView/>
      </UIView>
      """)
    let red = Color(hex: "#ff0000")!
    let green = Color(hex: "#00ff00")!
    #expect(
      layout.nodes.map(\.tint) == [SystemColors.tint, red, red, green, green, SystemColors.tint])
  }

  @Test func tintColorReadInAnExpressionIsTheInheritedOne() throws {
    let layout = try solve(
      """
      <UIView>
        <UIView backgroundColor="tintColor"/>
        <UIView tintColor="#00ff00"><UIView backgroundColor="tintColor"/></UIView>
        <UIView tintColor="#ff0000"><UIView backgroundColor="parent.tintColor"/></UIView>
      </UIView>
      """)
    #expect(layout.nodes[1].color("backgroundColor") == SystemColors.tint)
    #expect(layout.nodes[3].color("backgroundColor") == Color(hex: "#00ff00"))
    #expect(layout.nodes[5].color("backgroundColor") == Color(hex: "#ff0000"))
  }

  @Test func directionFollowsTheRenderUnlessForced() throws {
    let xml = """
      <UIView>
        <UIView semanticContentAttribute="forceLeftToRight"/>
        <UIView semanticContentAttribute="forceRightToLeft"/>
        <UIView semanticContentAttribute="playback"/>
      </UIView>
      """
    #expect(try solve(xml).nodes.map(\.isRightToLeft) == [false, false, true, false])
    #expect(
      try solve(xml, direction: .rightToLeft).nodes.map(\.isRightToLeft) == [
        true, false, true, false,
      ])
  }

  @Test func aKindOutsideUIViewsHierarchyReadsUIViewsDefaults() throws {
    var registry = ViewClassRegistry.standard
    registry.register(ViewClass(name: "Orphan", superclassName: nil))
    let layout = try solve("<UIView><Orphan/></UIView>", registry: registry)
    #expect(layout.nodes[1].number("layer.shadowRadius") == 3)
    #expect(layout.nodes[1].properties["layer.anchorPoint"] == .point(Point(x: 0.5, y: 0.5)))
  }
}
