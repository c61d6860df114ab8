import Layout
import LayoutCore
import Testing

@testable import LayoutCairo

/// The families font values are matched against: the library's families and aliases.
@Suite struct FontFamilyTests {
  @Test func familiesAndAliasesAreKnownInAnyCase() throws {
    let fonts = try Renderer().fonts
    for name in ["Inter", "dejavu sans", "JetBrains Mono", "Helvetica Neue", "times new roman"] {
      #expect(fonts.isFamily(name), "\(name)")
    }
    for name in ["Avenir Next", "DejaVu Sans Bold", "Inter Light", "condensed"] {
      #expect(!fonts.isFamily(name), "\(name)")
    }
  }

  @Test func fontValuesUseTheRenderersFamilies() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(
      xml: """
        <UIView><UILabel font="JetBrains Mono bold 20" text="a"/>\
        <UILabel font="Times New Roman italic" text="b"/></UIView>
        """)
    let nodes = try renderer.solve(template).nodes
    #expect(
      nodes[1].textStyle?.font == FontDescriptor(family: "JetBrains Mono", size: 20, weight: .bold))
    #expect(
      nodes[2].textStyle?.font
        == FontDescriptor(family: "Times New Roman", size: 17, traits: [.italic]))
  }
}
