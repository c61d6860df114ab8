import Foundation
import Layout
import Testing

@Suite struct LayoutNodeTests {
  struct Profile: Encodable {
    var name: String
    var stats: Stats
    struct Stats: Encodable { var followers: Int }
  }

  func label(_ text: String) -> LayoutNode {
    LayoutNode(class: "UILabel", expressions: ["text": text, "font": "20"])
  }

  @Test func dictionaryStateMerges() throws {
    let node = LayoutNode(children: [label("{a} {b}")])
    try node.setState(["a": "x", "b": 1])
    try node.setState(["b": 2])
    #expect(node.state == ["a": .string("x"), "b": .number(2)])
  }

  @Test func encodableStateReplacesAndNests() throws {
    let node = LayoutNode(children: [label("{name}: {stats.followers}")])
    try node.setState(["stale": true])
    try node.setState(Profile(name: "Ada", stats: .init(followers: 7)))
    #expect(node.state == ["name": .string("Ada"), "stats.followers": .number(7)])
    let frames = try node.layout()
    #expect(frames.nodes[1].string("text") == "Ada: 7")
  }

  @Test func dictionariesInArraysAreRowsOfAList() throws {
    let table = LayoutNode(
      class: "UITableView", expressions: ["rows": "people"],
      children: [
        LayoutNode(
          class: "UITableViewCell", expressions: ["reuseIdentifier": "person", "height": "30"],
          children: [label("{name}, {age}")])
      ])
    try table.setState(["people": [["name": "Ada", "age": 36], ["name": "Alan", "age": 41]]])
    #expect(
      table.state["people"]
        == .array([
          .object(["name": .string("Ada"), "age": .number(36)]),
          .object(["name": .string("Alan"), "age": .number(41)]),
        ]))
    let frames = try table.layout()
    #expect(frames.nodes.compactMap { $0.string("text") } == ["Ada, 36", "Alan, 41"])
  }

  @Test func objectsInStateFileArraysKeepTheirKeysAndTypes() throws {
    let json = ##"{"rows": [{"name": "Ada", "tint": {"$color": "#ff0000"}, "tags": ["a"]}]}"##
    let state = try StateFile.parse(Array(json.utf8), file: "state.json")
    #expect(
      state["rows"]
        == .array([
          .object([
            "name": .string("Ada"), "tint": .color(Color(hex: "#ff0000")!),
            "tags": .array([.string("a")]),
          ])
        ]))
  }

  @Test func childValuesShadowAncestors() throws {
    let child = LayoutNode(
      class: "UILabel", state: ["who": .string("child")], expressions: ["text": "{who}"])
    let root = LayoutNode(constants: ["who": .string("root")], children: [child, label("{who}")])
    let frames = try root.layout()
    #expect(frames.nodes[1].string("text") == "child")
    #expect(frames.nodes[2].string("text") == "root")
  }

  @Test func loadsFromXMLAndReportsErrorsWithLocations() throws {
    let node = try LayoutNode.load(xml: "<UIView><UILabel text=\"{n * 2}\"/></UIView>")
    try node.setState(["n": 21])
    #expect(try node.layout().nodes[1].string("text") == "42")
    #expect {
      _ = try LayoutNode.load(xml: "<UIView>\n  <UILabel txt=\"a\"/>\n</UIView>", file: "t.xml")
    } throws: { error in
      (error as? DiagnosticError)?.diagnostics.first?.description.hasPrefix(
        "t.xml:2:12: error: Unknown property txt of UILabel") ?? false
    }
  }

  @Test func rendersEveryFormat() throws {
    let node = LayoutNode(expressions: ["width": "40", "height": "20", "backgroundColor": "red"])
    let png = try node.render()
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let svg = try node.render(options: RenderOptions(format: .svg))
    #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    let pdf = try node.render(options: RenderOptions(format: .pdf))
    #expect(pdf.starts(with: Array("%PDF".utf8)))
  }
}
