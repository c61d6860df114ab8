import LayoutCore
import LayoutSyntax
import Testing

@testable import LayoutEngine

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

  /// Nodes of a kind that set the same constants share their painted values; nodes that set
  /// other values, or evaluate theirs, get their own.
  @Test func paintedValuesAreSharedOnlyWhenTheSame() throws {
    let template = try compile(
      """
      <UIView>
        <UIView backgroundColor="red" alpha="0.5"/>
        <UIView backgroundColor="blue" alpha="0.5"/>
        <UIView backgroundColor="red" alpha="0.5"/>
        <UIView backgroundColor="red" alpha="{0.5 * width / width}"/>
        <UIView backgroundColor="red"/>
      </UIView>
      """)
    let nodes = Array(template.nodes.dropFirst())
    let table = nodes[0].properties
    let color = try #require(table.index(of: "backgroundColor"))
    let alpha = try #require(table.index(of: "alpha"))
    let red = nodes[0].paintedBase[color]
    #expect(red != .null)
    #expect(nodes[1].paintedBase[color] != red)
    #expect(nodes[2].paintedBase[color] == red)
    #expect(nodes[0].paintedBase[alpha] == .number(0.5))
    #expect(nodes[3].paintedBase[alpha] == .null)
    #expect(nodes[3].paintedDynamic == [alpha])
    #expect(nodes[4].paintedBase[alpha] == table.paintedDefaults[alpha])
    for node in nodes {
      let alone = ValueSlot.painted(node.properties, node.slots)
      #expect(node.paintedBase == alone.base)
      #expect(node.paintedDynamic == alone.dynamic)
    }
  }
}
