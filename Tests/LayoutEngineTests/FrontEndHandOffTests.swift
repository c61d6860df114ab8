import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import Testing

@testable import LayoutEngine
@testable import LayoutViews

/// Another input format meets the engine at the solved tree: a `SolvedLayout` built by hand,
/// as a front-end with its own solver builds it, paints like one the Layout solver made.
@Suite struct FrontEndHandOffTests {
  @Test func aTreeSolvedElsewhereIsPaintedAndInheritsItsTint() throws {
    let registry = ViewClassRegistry.standard
    let view = try #require(registry.viewClass(named: "UIView"))
    let label = try #require(registry.viewClass(named: "UILabel"))
    let root = NodePath().appending(NodePath.Component(className: "UIView", id: nil, ordinal: 1))
    let layout = SolvedLayout(
      canvas: Size(width: 200, height: 100),
      nodes: [
        SolvedNode(
          index: 0, children: [1], kind: view, in: registry, path: root,
          frame: Rect(x: 0, y: 0, width: 200, height: 100),
          properties: PropertyValues(
            kind: view, in: registry,
            values: [
              "backgroundColor": .color(Color(hex: "#ff0000")!), "tintColor": .color(.black),
            ])
        ),
        SolvedNode(
          index: 1, kind: label, in: registry,
          path: root.appending(NodePath.Component(className: "UILabel", id: nil, ordinal: 1)),
          frame: Rect(x: 10, y: 10, width: 180, height: 20),
          properties: PropertyValues(kind: label, in: registry, values: ["text": .string("Hi")]),
          textStyle: TextStyle()),
      ])
    #expect(layout.nodes[1].tint == .black)
    #expect(layout.nodes[1].properties["alpha"] == .number(1))
    let dump = DisplayListBuilder.build(layout).dump()
    #expect(dump.contains("fill"))
    #expect(dump.contains("\"Hi\""))
  }
}
