import LayoutCore
import LayoutSyntax
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// What compiling gathers once and shares among nodes gives each node what gathering it for
/// that node alone would.
@Suite struct CompileSharingTests {
  func compile(_ xml: String) throws -> CompiledTemplate {
    try TemplateCompiler.compile(try TemplateReader.read(xml, file: "t.xml"))
  }

  /// Every kind's gathered aliases resolve each alias name as walking its ancestors does.
  @Test func gatheredAliasesResolveAsTheRegistryDoes() throws {
    let registry = ViewClassRegistry.standard
    var checked = 0
    for name in registry.names {
      let kind = try #require(registry.viewClass(named: name))
      let facts = KindFacts(kind, in: registry)
      var ancestor: ViewClass? = kind
      while let current = ancestor {
        for alias in current.attributeAliases.keys {
          #expect(facts.resolvingAlias(alias) == registry.resolvingAlias(alias, of: kind))
          checked += 1
        }
        ancestor = current.superclassName.flatMap { registry.viewClass(named: $0) }
      }
      #expect(facts.resolvingAlias("notAnAlias") == "notAnAlias")
    }
    #expect(checked > 0)
  }

  /// A node keeps only the painted constants it sets, in property order, and the numbers of
  /// those it evaluates at each solve; its other painted values are its kind's defaults,
  /// which every node of the kind shares through its property table.
  @Test func nodesKeepOnlyThePaintedValuesTheySet() throws {
    let template = try compile(
      """
      <UIView>
        <UIView backgroundColor="red" alpha="0.5"/>
        <UIView alpha="0.5" backgroundColor="blue"/>
        <UIView backgroundColor="red" alpha="{0.5 * width / width}"/>
        <UIView backgroundColor="red"/>
        <UIView/>
      </UIView>
      """)
    let nodes = Array(template.nodes.dropFirst())
    let table = nodes[0].properties
    let color = try #require(table.index(of: "backgroundColor"))
    let alpha = try #require(table.index(of: "alpha"))
    #expect(nodes.allSatisfy { $0.properties === table })
    #expect(nodes[0].paintedConstants.map(\.property) == [alpha, color].sorted())
    #expect(nodes[1].paintedConstants.map(\.property) == [alpha, color].sorted())
    #expect(nodes[0].paintedConstants.first { $0.property == alpha }?.value == .number(0.5))
    #expect(nodes[2].paintedConstants.map(\.property) == [color])
    #expect(nodes[2].paintedDynamic == [alpha])
    #expect(nodes[3].paintedConstants.map(\.property) == [color])
    #expect(nodes[3].paintedDynamic.isEmpty)
    #expect(nodes[4].paintedConstants.isEmpty && nodes[4].paintedDynamic.isEmpty)
    let solved = try LayoutSolver.solve(
      template,
      SolveInput(canvas: Size(width: 100, height: 100), measurer: EstimatingTextMeasurer()))
    #expect(solved.nodes[4].properties["alpha"] == table.paintedDefaults[alpha])
    #expect(solved.nodes[3].properties["alpha"] == .number(0.5))
    #expect(solved.nodes[1].properties["alpha"] == .number(0.5))
  }

  /// A node's value slots are its set properties in property order, each with its
  /// expression, and marked where member expressions refine it.
  @Test func valueSlotsAreInPropertyOrderAndNoteMembers() throws {
    let template = try compile(
      """
      <UIScrollView contentInset.top="4" alpha="0.3" tag="{2}"/>
      """)
    let node = template.nodes[0]
    let numbers = node.slots.map(\.property)
    #expect(numbers == numbers.sorted())
    let alpha = try #require(node.properties.index(of: "alpha"))
    let inset = try #require(node.properties.index(of: "contentInset"))
    let alphaSlot = try #require(node.valueSlot(of: alpha))
    #expect(node.slots[alphaSlot].expression?.constantValue == .number(0.3))
    let insetSlot = try #require(node.valueSlot(of: inset))
    #expect(node.slots[insetSlot].hasMembers)
    #expect(node.slots[insetSlot].position == nil, "only its member is set")
    #expect(node.slots[alphaSlot].position == 1)
    #expect(node.valueSlot(of: try #require(node.properties.index(of: "isHidden"))) == nil)
  }
}
