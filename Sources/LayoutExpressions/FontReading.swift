import LayoutCore

/// Reads the parts of a font value in order (Behaviour.md §b7): family names, keywords, sizes
/// and injected fonts, on top of the system font at 17 points.
///
/// A value names one family. A second family name is an error unless both are families the
/// context has (then the later one wins, as in UIKit); the error names the one the context does
/// not have, else the later: `Helvetica foo` is `Invalid font name or specifier 'foo'` when
/// Helvetica is known, `Helvetica bold Neue` names `Neue` either way.
struct FontReading {
  private var font = FontDescriptor.systemDefault
  private var family: (run: FontFamilyRuns.Run, index: Int)?
  private var namesFont = false
  private var size: Double?
  private var scale: Double?
  private var weight: FontWeight?

  /// The font `tokens` describe. `ranges` locate each token for errors (nil entries, or a
  /// shorter array, fall back to `range`); `isFamily` says which families the context has.
  static func resolve(
    _ tokens: [FontSpecifier.Token], range: SourceRange?, ranges: [SourceRange?] = [],
    isFamily: (String) -> Bool = { _ in false }
  ) throws(DiagnosticError) -> FontDescriptor {
    func located(_ index: Int) -> SourceRange? {
      ranges.indices.contains(index) ? ranges[index] ?? range : range
    }
    var reading = FontReading()
    var index = 0
    while index < tokens.count {
      if let run =
        FontFamilyRuns.knownFamily(in: tokens, from: index, isFamily: isFamily)
        ?? FontFamilyRuns.unknownFamily(in: tokens, from: index, isFamily: isFamily)
      {
        try reading.name(run, at: index, tokens: tokens, locate: located)
        index = run.end
        continue
      }
      switch tokens[index] {
      case .font(let injected): reading.inject(injected)
      case .word(let word): try reading.apply(word, at: located(index))
      }
      index += 1
    }
    return try reading.result(range: range)
  }

  private mutating func name(
    _ run: FontFamilyRuns.Run, at index: Int, tokens: [FontSpecifier.Token],
    locate: (Int) -> SourceRange?
  ) throws(DiagnosticError) {
    if let earlier = family, !(earlier.run.isKnown && run.isKnown) {
      let stray = !earlier.run.isKnown && run.isKnown ? earlier.index : index
      guard case .word(let word) = tokens[stray] else { return }
      throw FontSpecifier.invalid(word, at: locate(stray))
    }
    family = (run, index)
    font.family = run.name
    namesFont = true
  }

  private mutating func inject(_ injected: FontDescriptor) {
    font = injected
    family = nil
    namesFont = true
  }

  private mutating func apply(_ word: String, at range: SourceRange?) throws(DiagnosticError) {
    if let number = Double(word) {
      guard number > 0 else { throw FontSpecifier.invalid(word, at: range) }
      size = number
    } else if word.hasSuffix("%"), let percent = Double(word.dropLast()) {
      guard percent > 0 else { throw FontSpecifier.invalid(word, at: range) }
      scale = percent / 100
    } else if let keyword = FontSpecifier.keyword(word) {
      apply(keyword)
    } else {
      throw FontSpecifier.invalid(word, at: range)
    }
  }

  private mutating func apply(_ keyword: FontSpecifier.Keyword) {
    switch keyword {
    case .weight(let named): weight = named
    case .trait(let trait): font.traits.insert(trait)
    case .textStyle(let styleSize, let styleWeight):
      font.size = styleSize
      namesFont = true
      if styleWeight != .regular { weight = weight ?? styleWeight }
    case .system(let systemWeight, let trait):
      font.family = "system"
      family = nil
      namesFont = true
      if let systemWeight { weight = systemWeight }
      if let trait { font.traits.insert(trait) }
    }
  }

  /// The font read so far. A monospace request that names no font is Courier, as in UIKit.
  private func result(range: SourceRange?) throws(DiagnosticError) -> FontDescriptor {
    var font = font
    if !namesFont, font.traits.contains(.monospace) { font.family = "Courier" }
    if let weight { font.weight = weight }
    if let size { font.size = size }
    if let scale { font.size *= scale }
    guard font.size.isFinite, font.size <= Self.maxSize else {
      throw .expression(
        .expressionValue,
        "Font size \(formatNumber(font.size)) is larger than \(formatNumber(Self.maxSize)) points",
        at: range)
    }
    return font
  }

  /// The largest font size drawn: FreeType and Cairo fail on glyphs much larger.
  static let maxSize = 10_000.0
}
