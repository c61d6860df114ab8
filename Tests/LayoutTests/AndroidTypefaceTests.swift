import Layout
import LayoutCore
import Testing

/// Android's text faces (Roboto, Roboto Condensed, Noto Serif, Noto Mono, from the bundled
/// fonts) by `fontFamily` and `typeface`, and `includeFontPadding`'s room above and below the
/// lines, measured from the face itself.
@Suite struct AndroidTypefaceTests {
  private let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// The frame of a 20sp text view with `attributes`, its display list's text line and the
  /// warnings.
  private func solved(_ attributes: String) throws
    -> (frame: Rect, drawn: String, warnings: [String])
  {
    try solvedTextView(attributes, text: "Typeface", renderer: renderer)
  }

  @Test(arguments: [
    ("", "'Roboto' 20"),
    (#"android:fontFamily="sans-serif-medium""#, "'Roboto' 20 medium"),
    (#"android:fontFamily="sans-serif-condensed""#, "'Roboto Condensed' 20"),
    (#"android:fontFamily="serif""#, "'Noto Serif' 20"),
    (#"android:fontFamily="monospace""#, "'Noto Mono' 20"),
    (#"android:typeface="monospace""#, "'Noto Mono' 20"),
    // fontFamily wins over typeface given beside it; a family the platform lacks is Roboto.
    (#"android:typeface="serif" android:fontFamily="sans-serif-condensed""#, "'Roboto Condensed'"),
    (#"android:fontFamily="Comic Sans MS""#, "'Roboto' 20"),
  ])
  func familiesAreThePlatformsFaces(attributes: String, drawn: String) throws {
    let text = try solved(attributes)
    #expect(text.drawn.contains(drawn), "\(text.drawn)")
    #expect(text.warnings.isEmpty, "\(text.warnings)")
  }

  @Test func aViewsTypefaceClearsTheFamilyItsTextAppearanceGives() throws {
    // The platform's text appearances give fontFamily sans-serif; typeface on the view
    // clears it, as TextView's reading does.
    let serif = try solved(
      #"android:textAppearance="?android:attr/textAppearanceMedium" android:typeface="serif""#)
    #expect(serif.drawn.contains("'Noto Serif'"), "\(serif.drawn)")
  }

  @Test func aFontResourceIsDrawnInRobotoWithAWarning() throws {
    let text = try solved(#"android:fontFamily="@font/lato""#)
    #expect(text.drawn.contains("'Roboto' 20"), "\(text.drawn)")
    #expect(text.warnings.contains { $0.contains("fontFamily=\"@font/lato\" is ignored") })
  }

  @Test func fontPaddingMakesTheTextAsTallAsItsFacesBoundingBox() throws {
    let padded = try solved("")
    let unpadded = try solved(#"android:includeFontPadding="false""#)
    // Roboto: ascent 1900 and descent 500 of 2048 units, bounding box 2163 above the
    // baseline and 555 below. At 20 points (one pixel each) the lines are 23.44 high; the
    // box reaches 21.12 up and 5.42 down, which Android's integer font metrics round out to
    // 22 and 6: 28 in all.
    #expect(unpadded.frame.height == 24)
    #expect(padded.frame.height == 28)
    // The baseline is 22 below the top, so the text's line starts 22 - 18.55 down.
    let top = try #require(Self.textTop(padded.drawn))
    #expect(abs(top - (22 - 1900.0 / 2048 * 20)) < 0.01, "\(padded.drawn)")
    #expect(Self.textTop(unpadded.drawn) == 0)
  }

  @Test(arguments: [
    // Noto Naskh Arabic UI's and Noto Sans Hebrew's advances at 20 pixels, rounded up to a
    // whole pixel; DejaVu Sans, the fallback other templates get, makes them 44 and 87.
    ("اللون", 35.0),
    ("צבע שלום", 84.0),
  ])
  func arabicAndHebrewAreDrawnInThePlatformsFallbackFaces(text: String, width: Double) throws {
    let drawn = try solvedTextView("", text: text, renderer: renderer)
    #expect(drawn.frame.width == width, "\(drawn.frame)")
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
  }

  /// The top of the text's frame in a display-list text line (`text X Y W H …`).
  private static func textTop(_ line: String) -> Double? {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "text"), index + 2 < words.count else { return nil }
    return Double(words[index + 2])
  }
}

/// `autoSizeTextType="uniform"`: the largest size that fits the view's room.
@Suite struct AndroidAutoSizeTests {
  private let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// The text size a text view `width` by `height` with `attributes` is drawn at.
  private func size(
    _ attributes: String, text: String, width: String = "wrap_content",
    height: String = "wrap_content"
  ) throws -> Double? {
    let drawn = try solvedTextView(
      attributes, text: text, width: width, height: height, renderer: renderer
    ).drawn
    let words = drawn.split(separator: " ")
    guard let family = words.firstIndex(where: { $0.hasSuffix("'") }) else { return nil }
    return words.index(after: family) < words.count ? Double(words[family + 1]) : nil
  }

  @Test func theTextGrowsOrShrinksToTheLargestSizeThatFits() throws {
    let roomy = try #require(
      try size(
        #"android:autoSizeTextType="uniform""#, text: "Headline", width: "300dp",
        height: "80dp"))
    // Grown well past its 20sp, and no larger than the room's height.
    #expect(roomy > 40 && roomy < 80, "\(roomy)")
    let tight = try #require(
      try size(
        #"android:maxLines="1" android:autoSizeTextType="uniform" "#
          + #"android:autoSizeMinTextSize="6sp""#, text: "A much longer title than fits",
        width: "100dp", height: "30dp"))
    #expect(tight >= 6 && tight < 12, "\(tight)")
    // A height that wraps its content leaves the size alone.
    let wrapped = try size(#"android:autoSizeTextType="uniform""#, text: "Headline")
    #expect(wrapped == 20)
  }
}
