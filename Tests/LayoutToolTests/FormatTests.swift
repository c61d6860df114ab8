import Foundation
import LayoutCore
import LayoutSyntax
import LayoutTool
import Testing

/// `layout format`: pinned output for messy inputs, idempotence everywhere.
@Suite struct FormatTests {
  static let messyNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: messyFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
  }()

  @Test func theCorpusHasAtLeastTenMessyInputs() {
    #expect(Self.messyNames.count >= 10)
  }

  @Test(arguments: messyNames)
  func messyInputFormatsToItsPinnedOutput(_ name: String) throws {
    let input = try read(name + ".xml", in: messyFolder)
    let expected = try read(name + ".formatted", in: messyFolder)
    #expect(try format(input) == expected)
  }

  @Test(arguments: messyNames)
  func messyOutputIsStable(_ name: String) throws {
    let once = try format(try read(name + ".xml", in: messyFolder))
    #expect(try format(once) == once)
  }

  @Test(arguments: layoutTemplates(under: "Examples") + layoutTemplates(under: "Goldens"))
  func formattingTwiceChangesNothingMore(_ path: String) throws {
    let once = try format(try String(contentsOfFile: path, encoding: .utf8))
    #expect(try format(once) == once)
  }

  @Test(arguments: layoutTemplates(under: "Examples") + layoutTemplates(under: "Goldens"))
  func formattingKeepsTheTemplateAsRead(_ path: String) throws {
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let before = try TemplateReader.read(source)
    let after = try TemplateReader.read(try format(source))
    #expect(summary(of: after.root) == summary(of: before.root))
  }

  /// Messy values are respelled (FormattingTests shows that keeps their meaning); the tree,
  /// attribute names, bodies and declarations stay as they were.
  @Test(arguments: messyNames)
  func formattingKeepsTheShapeOfMessyInput(_ name: String) throws {
    let source = try read(name + ".xml", in: messyFolder)
    let before = try TemplateReader.read(source)
    let after = try TemplateReader.read(try format(source))
    #expect(summary(of: after.root, values: false) == summary(of: before.root, values: false))
  }

  @Test func expressionsAreSpelledCanonically() throws {
    let cases = [
      ("10-5* 4", "10 - 5 * 4"), ("(a+b)*c", "(a + b) * c"), ("((x))", "x"),
      ("100%-5", "100% - 5"), ("5+-4", "5 + -4"), ("a?b:c", "a ? b : c"),
      ("min(a,b)", "min(a, b)"), ("a-(b-c)", "a - (b - c)"), ("(a-b)-c", "a - b - c"),
      ("2*(50%)", "2 * (50%)"), ("x // note", "x // note"), ("{ a+1 }//c", "{a + 1} // c"),
    ]
    for (input, expected) in cases {
      let output = try format("<UIView left=\"\(input)\"/>")
      #expect(output == "<UIView left=\"\(expected)\"/>\n", "\(input)")
    }
  }

  @Test func stringAttributesChangeOnlyInsideBraces() throws {
    let output = try format(#"<UILabel text="a-b {c+d} e*f"/>"#)
    #expect(output == "<UILabel text=\"a-b {c + d} e*f\"/>\n")
  }

  @Test func unparsableExpressionsAreLocatedErrors() throws {
    let xml = "<UIView width=\"100\">\n  <UIView left=\"(10 + 2\"/>\n</UIView>"
    #expect {
      try formatter.format(try XmlParser.parse(xml), file: "t.xml")
    } throws: { error in
      let diagnostic = (error as? DiagnosticError)?.diagnostics.first
      return diagnostic?.file == "t.xml" && diagnostic?.range?.start.line == 2
        && diagnostic?.attribute == "left" && diagnostic?.hints.isEmpty == false
    }
  }

  @Test func onlyLayoutTemplatesAreRecognised() throws {
    let layout = try XmlParser.parse(#"<UIView backgroundColor="red"/>"#)
    let custom = try XmlParser.parse(#"<Card><Title top="10"/></Card>"#)
    let other = try XmlParser.parse(#"<resources><string name="a">b</string></resources>"#)
    let plain = try XmlParser.parse(#"<Document title="x"/>"#)
    #expect(LayoutDetection.isLayout(layout))
    #expect(LayoutDetection.isLayout(custom))
    #expect(!LayoutDetection.isLayout(other))
    #expect(!LayoutDetection.isLayout(plain))
  }

  /// The tree as Layout reads it, without source positions: classes, attributes by name,
  /// bodies with their whitespace collapsed, declarations.
  private func summary(of node: TemplateNode, values: Bool = true) -> String {
    let attributes = node.attributes.map { values ? "\($0.name)=\($0.value)" : $0.name }.sorted()
    let body = node.body.map { "\($0.isHTML):\($0.text)" } ?? ""
    let declarations =
      node.parameters.map { "param \($0.name):\($0.type)" }
      + node.macros.map { "macro \($0.name)=\(values ? $0.value.value : "")" }
    let children = node.children.map { summary(of: $0, values: values) }.joined(separator: ",")
    return "\(node.className)\(attributes)\(declarations)[\(body)](\(children))"
  }
}
