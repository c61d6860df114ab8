import LayoutCore
import Testing

@testable import LayoutSyntax

@Suite struct TemplateReaderTests {
  @Test func readsViewsAndBodies() throws {
    let template = try TemplateReader.read(
      """
      <UIView top="1">
        <param name="title" type="String"/>
        <macro name="gap" value="8"/>
        <UILabel id="a">  Hello
           world &amp; you  </UILabel>
        <UILabel>Some <b>bold </b>and<i> italic</i> text</UILabel>
      </UIView>
      """)
    let root = template.root
    #expect(root.className == "UIView")
    #expect(root.children.map(\.className) == ["UILabel", "UILabel"])
    #expect(root.parameters.map(\.name) == ["title"])
    #expect(root.macros.map(\.name) == ["gap"])
    #expect(root.children[0].id == "a")
    #expect(root.children[0].body?.text == "Hello world & you")
    #expect(root.children[0].body?.isHTML == false)
    #expect(root.children[1].body?.text == "Some <b>bold </b>and<i> italic</i> text")
    #expect(root.children[1].body?.isHTML == true)
  }

  @Test func refusesALowercaseRoot() {
    #expect {
      _ = try TemplateReader.read("<html/>")
    } throws: { error in
      (error as? DiagnosticError)?.diagnostics.first?.message.contains(
        "Invalid root element <html>")
        ?? false
    }
  }

  @Test func refusesViewsAfterHTML() {
    #expect {
      _ = try TemplateReader.read("<UILabel><b>x</b><UIView/></UILabel>")
    } throws: { error in
      (error as? DiagnosticError)?.diagnostics.first?.message == "Unsupported HTML element <UIView>"
    }
  }
}
