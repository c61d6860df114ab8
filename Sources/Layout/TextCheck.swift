import LayoutCairo
import LayoutCore
import LayoutDisplayList
import LayoutEngine
import LayoutViews

/// The checks of the text a layout draws: a font family that is not available (once per
/// family, naming the face drawn instead) and characters no face can draw, as warnings
/// located where the font and the text are written.
struct TextCheck {
  let coverage: TextCoverage
  /// Whether unavailable font families are reported here (front-ends that resolve fonts
  /// themselves report their own: Android names the downloadable font it did not fetch).
  let checksFamilies: Bool
  private(set) var warnings: [Diagnostic] = []
  private var checkedFamilies: Set<String> = []

  init(coverage: TextCoverage, checksFamilies: Bool = true) {
    self.coverage = coverage
    self.checksFamilies = checksFamilies
  }

  mutating func check(
    _ text: AttributedText, style: TextStyle, path: NodePath, font: TextSource,
    text source: TextSource
  ) {
    let family = style.font.family
    if checksFamilies, !checkedFamilies.contains(family), !coverage.isKnownFamily(family) {
      checkedFamilies.insert(family)
      let used = coverage.resolvedFamily(for: style.font) ?? "the default face"
      warnings.append(
        Diagnostic(
          .warning, code: .missingFont,
          message: "Font family '\(family)' is not available; drawn with '\(used)'",
          file: font.file, range: font.range, nodePath: path, attribute: font.attribute,
          hints: ["`layout fonts` lists the families; --fonts DIR adds more"]))
    }
    let missing = coverage.missingCharacters(in: text, style: style)
    guard !missing.isEmpty else { return }
    let names = missing.prefix(10).map { character in
      let code = character.unicodeScalars.map {
        "U+" + String($0.value, radix: 16, uppercase: true)
      }
      return "'\(character)' (\(code.joined(separator: " ")))"
    }
    warnings.append(
      Diagnostic(
        .warning, code: .missingGlyph,
        message: "No font can draw \(names.joined(separator: ", ")); they show as boxes",
        file: source.file, range: source.range, nodePath: path, attribute: source.attribute,
        hints: ["add a font that covers them with --fonts DIR"]))
  }

  /// The nodes drawn: neither hidden nor inside a hidden view (whose text is not seen).
  static func shownNodes(of layout: SolvedLayout) -> [SolvedNode] {
    var hidden = Array(repeating: false, count: layout.nodes.count)
    var shown: [SolvedNode] = []
    // Nodes are in pre-order: a parent comes before its children.
    for node in layout.nodes {
      if node.isHidden { hidden[node.index] = true }
      if hidden[node.index] {
        for child in node.children where hidden.indices.contains(child) { hidden[child] = true }
      } else {
        shown.append(node)
      }
    }
    return shown
  }

  /// Every text a node of another front-end's tree draws, each once: a label's, a control's,
  /// and those of the node's own drawing (Android's text views draw theirs).
  static func drawnTexts(of node: SolvedNode) -> [(AttributedText, TextStyle)] {
    var texts: [(AttributedText, TextStyle)] = []
    if let style = node.textStyle, let text = node.displayedText, !text.string.isEmpty {
      texts.append((text, style))
    }
    for names in node.textProperties {
      if let (text, style) = node.text(names) { texts.append((text, style)) }
    }
    for item in textItems(in: node.draw?(node) ?? []) where !item.text.isEmpty {
      let runs = item.runs.isEmpty ? AttributedText(plain: item.text).runs : item.runs
      texts.append((AttributedText(string: item.text, runs: runs), item.style))
    }
    var seen: Set<String> = []
    return texts.filter { seen.insert($0.0.string).inserted }
  }

  private static func textItems(in items: [DisplayItem]) -> [TextItem] {
    items.flatMap { item -> [TextItem] in
      switch item {
      case .text(let text): [text]
      case .group(let group): textItems(in: group.items)
      default: []
      }
    }
  }
}
