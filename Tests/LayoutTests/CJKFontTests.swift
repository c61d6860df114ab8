import Layout
import LayoutCore
import LayoutEngine
import Testing

@testable import LayoutCairo

/// Chinese, Japanese and Korean come from the system's Droid Sans Fallback (installed by
/// `scripts/bootstrap`), after the bundled faces.
@Suite struct CJKFontTests {
  @Test func hanKanaAndHangulHaveAFace() throws {
    let renderer = try Renderer()
    #expect(
      renderer.fonts.settings.files.contains(FontConfiguration.cjkFontFile),
      "install fonts-droid-fallback (scripts/bootstrap)")
    let coverage = TextCoverage(fonts: renderer.fonts)
    let style = TextStyle(font: FontDescriptor(family: "Inter", size: 17))
    #expect(
      coverage.missingCharacters(in: AttributedText(plain: "中文 日本語のかな 한국어"), style: style)
        .isEmpty)
    #expect(
      coverage.missingCharacters(in: AttributedText(plain: "a 𓀀"), style: style) == ["𓀀"])
  }
}
