import LayoutCore
import Testing

@testable import LayoutSyntax

@Suite struct XmlParserTests {
  @Test func keepsAttributeOrderAndRanges() throws {
    let document = try XmlParser.parse("<UIView\n  top=\"10\" left='5 &amp; 6'/>")
    let root = document.root
    #expect(root.name == "UIView")
    #expect(root.attributes.map(\.name) == ["top", "left"])
    #expect(root.attributes[1].value == "5 & 6")
    #expect(root.attributes[1].rawValue == "5 &amp; 6")
    #expect(root.attributes[0].valueRange.start == SourceLocation(line: 2, column: 8, offset: 15))
    #expect(root.isSelfClosing)
  }

  @Test func keepsCommentsTextAndCDATA() throws {
    let document = try XmlParser.parse(
      "<!-- head --><A><!-- c --> hi <![CDATA[<b>]]><B/></A>\n")
    guard case .comment(let head, _) = document.prolog.first else {
      Issue.record("expected a leading comment")
      return
    }
    #expect(head == " head ")
    #expect(document.root.children.count == 4)
    guard case .cdata(let cdata, _) = document.root.children[2] else {
      Issue.record("expected CDATA")
      return
    }
    #expect(cdata == "<b>")
  }

  @Test func decodesCharacterReferences() throws {
    let document = try XmlParser.parse("<A t=\"&#65;&#x42;&lt;&quot;\"/>")
    #expect(document.root.attributes[0].value == "AB<\"")
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(throws: DiagnosticError.self) { try XmlParser.parse("<A t=\"é\" u=\"1\" t=\"2\"/>") }
    do {
      _ = try XmlParser.parse("<A t=\"é\" t=\"2\"/>")
    } catch {
      #expect(error.primary.range?.start.column == 10)
    }
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    let xml: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { message }
  }

  static let badInputs: [BadInput] = [
    BadInput(xml: "", message: "Empty XML document", line: 1, column: 1),
    BadInput(xml: "<A>", message: "Element <A> is not closed", line: 1, column: 1),
    BadInput(xml: "<A>\n  <B></C>\n</A>", message: "expected </B>, found </C>", line: 2, column: 6),
    BadInput(xml: "<A t=1/>", message: "must be quoted", line: 1, column: 6),
    BadInput(xml: "<A t=\"1\" t=\"2\"/>", message: "Duplicate attribute 't'", line: 1, column: 10),
    BadInput(xml: "<A t=\"&nbsp;\"/>", message: "Unknown entity '&nbsp;'", line: 1, column: 7),
    BadInput(xml: "<A t=\"1\"u=\"2\"/>", message: "Expected whitespace", line: 1, column: 9),
    BadInput(xml: "<!DOCTYPE x><A/>", message: "DOCTYPE", line: 1, column: 1),
    BadInput(xml: "<A/><B/>", message: "after the root element", line: 1, column: 5),
    BadInput(xml: "<A><!-- x </A>", message: "Unterminated comment", line: 1, column: 4),
    BadInput(xml: "<A t=\"1 < 2\"/>", message: "'<' is not allowed", line: 1, column: 9),
  ]

  @Test(arguments: badInputs)
  func reportsLocatedErrors(_ input: BadInput) {
    do {
      _ = try XmlParser.parse(input.xml, file: "t.xml")
      Issue.record("expected an error for \(input.xml)")
    } catch {
      #expect(error.primary.message.contains(input.message), "\(error.primary.message)")
      #expect(error.primary.file == "t.xml")
      #expect(error.primary.range?.start.line == input.line)
      #expect(error.primary.range?.start.column == input.column)
    }
  }
}
