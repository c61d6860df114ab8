import LayoutCore
import Testing

@testable import LayoutExpressions

func font(
  _ family: String = "system", _ size: Double = 17, _ weight: FontWeight = .regular,
  _ traits: Set<FontTrait> = []
) -> Value {
  .font(FontDescriptor(family: family, size: size, weight: weight, traits: traits))
}

/// Research §b7: the font grammar.
let fontCases: [Case] = [
  yields("b7: an empty font is the system font at 17", "", .font, font()),
  yields("b7: a family name", "Courier", .font, font("Courier")),
  yields("b7: unquoted names may have spaces", "helvetica neue", .font, font("helvetica neue")),
  yields("b7: quoted names", "'times new roman' 20", .font, font("times new roman", 20)),
  yields("b7: double-quoted names", "\"Avenir Next\" bold", .font, font("Avenir Next", 17, .bold)),
  yields("b7: backtick-quoted names", "`Menlo` 12", .font, font("Menlo", 12)),
  yields("b7: size in points", "Helvetica 30", .font, font("Helvetica", 30)),
  yields("b7: parts in any order", "30 bold Helvetica", .font, font("Helvetica", 30, .bold)),
  yields(
    "b7: italic trait", "Helvetica 30 italic", .font, font("Helvetica", 30, .regular, [.italic])),
  yields(
    "b7: traits are case-insensitive", "Courier ITALIC", .font,
    font("Courier", 17, .regular, [.italic])),
  yields(
    "b7: condensed trait", "Inter condensed", .font, font("Inter", 17, .regular, [.condensed])),
  yields("b7: expanded trait", "Inter expanded", .font, font("Inter", 17, .regular, [.expanded])),
  yields(
    "b7: monospace alone is Courier, as in UIKit", "monospaced", .font,
    font("Courier", 17, .regular, [.monospace])),
  yields("b7: ultraLight weight", "ultraLight", .font, font("system", 17, .ultraLight)),
  yields("b7: lowercase ultralight", "ultralight", .font, font("system", 17, .ultraLight)),
  yields("b7: thin weight", "thin 10", .font, font("system", 10, .thin)),
  yields("b7: semibold weight", "semibold", .font, font("system", 17, .semibold)),
  yields("b7: heavy weight", "heavy", .font, font("system", 17, .heavy)),
  yields("b7: black weight", "black", .font, font("system", 17, .black)),
  yields("b7: weights are case-sensitive keys", "Bold", .font, font("Bold")),
  yields("b7: text style title1 is 28", "title1", .font, font("system", 28)),
  yields("b7: text style caption2 is 11", "caption2", .font, font("system", 11)),
  yields("b7: headline is semibold 17", "headline", .font, font("system", 17, .semibold)),
  yields(
    "b7: percent scales the text style", "helvetica body bold 120%", .font,
    font("helvetica", 17 * 1.2, .bold)),
  yields("b7: percent scales the default 17", "Courier 150%", .font, font("Courier", 25.5)),
  yields("b7: percent after a weight", "bold 150%", .font, font("system", 25.5, .bold)),
  yields(
    "b7: systemBold is the bold trait", "systemBold 14", .font,
    font("system", 14, .regular, [.bold])),
  yields("b7: system-italic", "system-italic", .font, font("system", 17, .regular, [.italic])),
  yields("b7: a clause injects a font", "{themeFont}", .font, font("Avenir", 20, .medium)),
  yields(
    "b7: {themeFont} 25 bold overrides size and weight", "{themeFont} 25 bold", .font,
    font("Avenir", 25, .bold)),
  yields("b7: percent of an injected font", "{themeFont} 50%", .font, font("Avenir", 10, .medium)),
  yields("b7: clauses may give a size", "Courier {level * 10}", .font, font("Courier", 30)),
  yields("b7: clauses may give a name", "{name} 12", .font, font("Bob", 12)),
  fails("b7: a nil clause is an error", "{nothing} 12", .font, "nil"),
  fails("b7: a zero size is invalid", "Courier 0", .font, "Invalid font name or specifier '0'"),
  fails(
    "b7: a font is not a number", "themeFont", .number, "not compatible with expected type CGFloat"),
  yields("b7: font members", "themeFont.pointSize", .number, number(20)),
]

@Test(arguments: fontCases)
func fonts(_ testCase: Case) {
  testCase.check()
}

/// Research §b7: family names are matched greedily against the context's families before
/// their words are read as traits (`TestContext.fontFamilies`).
let greedyFamilyCases: [Case] = [
  yields(
    "b7: a family containing a trait word", "Avenir Next Condensed heavy 17", .font,
    font("Avenir Next Condensed", 17, .heavy)),
  yields(
    "b7: family matching ignores case", "avenir next condensed italic", .font,
    font("avenir next condensed", 17, .regular, [.italic])),
  yields(
    "b7: the family may follow other parts", "heavy 20 Avenir Next Condensed", .font,
    font("Avenir Next Condensed", 20, .heavy)),
  yields(
    "b7: words past the longest family are traits", "Avenir Next condensed expanded",
    .font, font("Avenir Next condensed", 17, .regular, [.expanded])),
  yields(
    "b7: a trait after a shorter family", "Avenir Next italic bold", .font,
    font("Avenir Next", 17, .bold, [.italic])),
  yields(
    "b7: families without keywords", "Liberation Sans Narrow bold 12", .font,
    font("Liberation Sans Narrow", 12, .bold)),
  yields(
    "b7: monospace after a family", "DejaVu Sans Mono monospace", .font,
    font("DejaVu Sans Mono", 17, .regular, [.monospace])),
  yields(
    "b7: unknown families keep the trait reading", "Futura Condensed bold", .font,
    font("Futura", 17, .bold, [.condensed])),
  yields(
    "b7: clause words are matched too", "{'Avenir Next Condensed'} heavy", .font,
    font("Avenir Next Condensed", 17, .heavy)),
]

@Test(arguments: greedyFamilyCases)
func greedyFamilies(_ testCase: Case) {
  testCase.check()
}

/// Without families (no renderer), trait words are traits; such fonts are not folded into
/// constants at compile time, while fonts whose reading cannot change are.
@Test func fontsNamingFamiliesWithKeywordsAreResolvedWhenEvaluated() throws {
  let start = LayoutCore.SourceLocation(line: 1, column: 1)
  let mixed = try ExpressionCompiler.compile("Avenir Next Condensed heavy", as: .font, at: start)
  #expect(mixed.constantValue == nil)
  #expect(
    try mixed.evaluate(in: EmptyContext())
      == font("Avenir Next", 17, .heavy, [.condensed]))
  #expect(try mixed.evaluate(in: TestContext()) == font("Avenir Next Condensed", 17, .heavy))
  for fixed in ["system bold 20", "Liberation 12 bold", "Courier 20 bold", "title1"] {
    let compiled = try ExpressionCompiler.compile(fixed, as: .font, at: start)
    #expect(compiled.constantValue != nil, "\(fixed)")
  }
  for varying in ["Liberation Sans Narrow 12", "Courier 12 Helvetica"] {
    let compiled = try ExpressionCompiler.compile(varying, as: .font, at: start)
    #expect(compiled.constantValue == nil, "\(varying)")
  }
}

/// Behaviour.md §b7: traits and weights combine, and the system and monospace names.
let fontKeywordCases: [Case] = [
  yields("b7: bold italic is both", "bold italic", .font, font("system", 17, .bold, [.italic])),
  yields(
    "b7: weight and traits in any order", "condensed 20 black italic", .font,
    font("system", 20, .black, [.condensed, .italic])),
  yields("b7: systemBold alone", "systemBold", .font, font("system", 17, .regular, [.bold])),
  yields("b7: system-bold", "system-bold 12", .font, font("system", 12, .regular, [.bold])),
  yields(
    "b7: systemItalic", "systemItalic 12", .font, font("system", 12, .regular, [.italic])),
  yields(
    "b7: system names in any case", "SYSTEMBOLD", .font, font("system", 17, .regular, [.bold])),
  yields(
    "b7: system with traits", "system italic bold", .font, font("system", 17, .bold, [.italic])),
  yields(
    "b7: monospace is Courier", "monospace 20 bold", .font,
    font("Courier", 20, .bold, [.monospace])),
  yields(
    "b7: monospace keeps a named family", "Menlo monospace", .font,
    font("Menlo", 17, .regular, [.monospace])),
  yields(
    "b7: monospace keeps the system font", "system monospace", .font,
    font("system", 17, .regular, [.monospace])),
  yields(
    "b7: monospace keeps an injected font", "{themeFont} monospace", .font,
    font("Avenir", 20, .medium, [.monospace])),
  yields(
    "b7: traitBold in braces is the bold trait, not the weight",
    "{UIFontDescriptorSymbolicTraits.traitBold}", .font, font("system", 17, .regular, [.bold])),
  yields(
    "b7: traitItalic in braces", "{UIFontDescriptorSymbolicTraits.traitItalic} 20", .font,
    font("system", 20, .regular, [.italic])),
  yields(
    "b7: traitCondensed in braces", "Inter {UIFontDescriptorSymbolicTraits.traitCondensed}",
    .font, font("Inter", 17, .regular, [.condensed])),
  yields(
    "b7: traitExpanded in braces", "{UIFontDescriptorSymbolicTraits.traitExpanded}", .font,
    font("system", 17, .regular, [.expanded])),
  yields(
    "b7: traitMonoSpace in braces", "{UIFontDescriptorSymbolicTraits.traitMonoSpace}", .font,
    font("Courier", 17, .regular, [.monospace])),
  yields(
    "b7: the Swift spelling of the traits", "{UIFontDescriptor.SymbolicTraits.traitItalic}",
    .font, font("system", 17, .regular, [.italic])),
  yields(
    "b7: qualified traits outside braces", "UIFontDescriptorSymbolicTraits.traitBold 12", .font,
    font("system", 12, .regular, [.bold])),
  yields(
    "b7: UIFont.Weight values", "{UIFont.Weight.semibold}", .font, font("system", 17, .semibold)),
  yields(
    "b7: traits combine with an injected font", "{themeFont} italic 30", .font,
    font("Avenir", 30, .medium, [.italic])),
  yields(
    "b7: {themeFont} 25 bold italic", "{themeFont} 25 bold italic", .font,
    font("Avenir", 25, .bold, [.italic])),
  yields(
    "b7: parts before an injected font still apply", "bold 30 {themeFont}", .font,
    font("Avenir", 30, .bold)),
  fails(
    "b7: an unknown trait constant is an unknown symbol",
    "{UIFontDescriptorSymbolicTraits.traitFoo}", .font, "Unknown symbol"),
  fails(
    "b7: qualified font names are only font keywords in fonts",
    "{UIFontDescriptorSymbolicTraits.traitBold}", .string, "Unknown symbol"),
]

@Test(arguments: fontKeywordCases)
func fontKeywords(_ testCase: Case) {
  testCase.check()
}

/// Behaviour.md §b7: words that are neither keywords, sizes nor part of the family are Layout's
/// error (`TestContext` has Avenir Next, Avenir Next Condensed, DejaVu Sans Mono and
/// Liberation Sans Narrow).
let invalidFontCases: [Case] = [
  fails(
    "b7: a word after a known family", "Avenir Next foo 12", .font,
    "Invalid font name or specifier 'foo'"),
  fails(
    "b7: a word before a known family", "foo Avenir Next", .font,
    "Invalid font name or specifier 'foo'"),
  fails(
    "b7: a second family after keywords", "Avenir Next bold 10 foo", .font,
    "Invalid font name or specifier 'foo'"),
  fails(
    "b7: a second unknown name names the later", "Helvetica bold Neue", .font,
    "Invalid font name or specifier 'Neue'"),
  fails(
    "b7: weights are case-sensitive after a family", "Liberation Sans Narrow Bold", .font,
    "Invalid font name or specifier 'Bold'"),
  fails(
    "b7: words given by a clause", "Avenir Next {'foo'}", .font,
    "Invalid font name or specifier 'foo'"),
  fails("b7: a zero percentage", "Courier 0%", .font, "Invalid font name or specifier '0%'"),
  fails("b7: a negative size", "Courier -3", .font, "Invalid font name or specifier '-3'"),
  yields(
    "b7: two known families: the later wins", "Avenir Next 12 DejaVu Sans Mono", .font,
    font("DejaVu Sans Mono", 12)),
  yields(
    "b7: one unknown family is a family", "Papyrus bold 12", .font, font("Papyrus", 12, .bold)),
]

@Test(arguments: invalidFontCases)
func invalidFonts(_ testCase: Case) {
  testCase.check()
}

/// The font error points at the word that does not belong, or at the clause that gave it.
@Test func invalidFontWordsAreLocated() throws {
  let start = LayoutCore.SourceLocation(line: 3, column: 10)
  for (source, column) in [
    ("Avenir Next foo 12", 22), ("bold foo Avenir Next", 15), ("Avenir Next {'foo'}", 23),
  ] {
    let compiled = try ExpressionCompiler.compile(source, as: .font, at: start)
    #expect(throws: DiagnosticError.self) { try compiled.evaluate(in: TestContext()) }
    do {
      _ = try compiled.evaluate(in: TestContext())
    } catch {
      #expect(error.primary.range?.start.line == 3, "\(source)")
      #expect(error.primary.range?.start.column == column, "\(source)")
    }
  }
}

/// Without the renderer's families, adjacent words that are not keywords join into one family
/// name, and the renderer reads the value again with its families.
@Test func fontsWithoutFamiliesJoinTheirWords() throws {
  let start = LayoutCore.SourceLocation(line: 1, column: 1)
  let compiled = try ExpressionCompiler.compile("Avenir Next foo 12", as: .font, at: start)
  #expect(try compiled.evaluate(in: EmptyContext()) == font("Avenir Next foo", 12))
  #expect(throws: DiagnosticError.self) { try compiled.evaluate(in: TestContext()) }
}

/// Research §b3 and §b8: struct values and their members by key path.
let structCases: [Case] = [
  yields("b8: point members", "origin.x + origin.y", .number, number(7)),
  yields("b8: rect members", "frame.width * frame.height", .number, number(1200)),
  yields("b8: rect origin members", "frame.origin.y", .number, number(20)),
  yields("b8: rect size members", "frame.size.width", .number, number(30)),
  yields("b8: rect derived members", "frame.maxX + frame.midY", .number, number(80)),
  yields("b8: insets members", "padding.left + padding.right", .number, number(6)),
  yields("b8: a dotted constant name beats splitting", "card.size.width", .number, number(300)),
  yields(
    "b8: a dotted key path into a dictionary-like constant", "{user.name}", .string, text("Ada")),
  yields("b3: points cast to CGPoint", "origin", .point, .point(Point(x: 3, y: 4))),
  yields(
    "b3: rects cast to CGRect", "frame", .rect, .rect(Rect(x: 10, y: 20, width: 30, height: 40))),
  yields(
    "b3: insets cast to UIEdgeInsets", "padding", .insets,
    .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
  fails("b3: a point is not a size", "origin", .size, "not compatible with expected type CGSize"),
  fails("b3: nil is not a rect", "nothing", .rect, "nil"),
  yields("b3: points stringify", "{origin}", .string, text("(3, 4)")),
  yields(
    "b5: images by literal name", "MyImage.png // not a comment", .image,
    .image("MyImage.png // not a comment")),
  yields("b5: image names from expressions", "{name + '.png'}", .image, .image("Bob.png")),
  yields("b5: a nil image is no image", "{nothing}", .image, .null),
  yields("b5: an empty image is no image", "", .image, .null),
  fails("b5: numbers are not images", "{3}", .image, "not compatible with expected type UIImage"),
]

@Test(arguments: structCases)
func structs(_ testCase: Case) {
  testCase.check()
}

@Test func theBoldTraitDrawsUIKitsBoldFace() throws {
  let system = FontDescriptor(family: "system", size: 17, traits: [.bold])
  #expect(system.drawnWeight == .semibold, "UIKit's bold system font is its semibold face")
  #expect(FontDescriptor(family: "Inter", size: 17, traits: [.bold]).drawnWeight == .bold)
  #expect(FontDescriptor(family: "system", size: 17, weight: .bold).drawnWeight == .bold)
  let heavy = FontDescriptor(family: "system", size: 17, weight: .black, traits: [.bold])
  #expect(heavy.drawnWeight == .black)
  #expect(system.description == "'system' 17 traitBold")
}
