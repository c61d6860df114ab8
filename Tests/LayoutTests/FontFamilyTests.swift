import CFontconfig
import Foundation
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

  /// `--system-fonts`: every library made with it has the machine's fonts, not only the first.
  @Test func systemFontsAreInEveryLibraryThatAsksForThem() throws {
    func families(systemFonts: Bool) throws -> Set<String> {
      let library = try FontLibrary(.bundled(includeSystemFonts: systemFonts))
      return Set(library.families().map(\.family))
    }
    let bundled = try families(systemFonts: false)
    let first = try families(systemFonts: true)
    let second = try families(systemFonts: true)
    #expect(first == second)
    #expect(first.isSuperset(of: bundled))
    // Debian's fontconfig brings DejaVu, of which only DejaVu Sans is bundled.
    if FileManager.default.fileExists(atPath: systemMonospace) {
      #expect(first.contains("DejaVu Sans Mono") && !bundled.contains("DejaVu Sans Mono"))
    }
  }

  /// Pango's first font map loads fontconfig's current configuration in a thread it waits for;
  /// a library's own configuration is made current first, so that the system's is not loaded.
  @Test func aLibrarysConfigurationIsFontconfigsCurrentOne() throws {
    _ = try FontLibrary(.bundled())
    let current = try #require(FcConfigGetCurrent())
    // The system's configuration has no application fonts; the libraries' have the bundled ones.
    #expect((FcConfigGetFonts(current, FcSetApplication)?.pointee.nfont ?? 0) > 0)
  }

  private let systemMonospace = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

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
