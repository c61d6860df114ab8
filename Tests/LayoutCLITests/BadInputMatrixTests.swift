import CommandSupport
import Foundation
import TestSupport
import Testing

/// Many malformed inputs, each rendered by the command line: every one ends with exit code 1,
/// an error located in the file at fault (line and column where the file has them), no output
/// file and no temporary file left behind.
@Suite struct BadInputMatrixTests {
  /// Which input the error must be located in.
  enum Culprit: Sendable {
    case template, state, strings
    /// A file beside the template, by name.
    case file(String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let template: String
    var state: [UInt8]?
    var strings: [UInt8]?
    /// Files beside the template, by name.
    var files: [String: [UInt8]] = [:]
    /// Files in a `fonts` folder beside the template, passed with `--fonts`.
    var fonts: [String: [UInt8]]?
    var culprit = Culprit.template
    /// Whether the error has a line and column in the culprit file.
    var hasLine = true
    var testDescription: String { name }
  }

  static func xml(_ name: String, _ text: String, hasLine: Bool = true) -> Case {
    Case(name: name, template: text, hasLine: hasLine)
  }

  static func label(_ name: String, _ attributes: String) -> Case {
    Case(name: name, template: "<UIView>\n  <UILabel \(attributes)/>\n</UIView>")
  }

  static func state(_ name: String, _ text: String, hasLine: Bool = true) -> Case {
    Case(
      name: "state: " + name, template: "<UIView/>", state: Array(text.utf8), culprit: .state,
      hasLine: hasLine)
  }

  static func strings(_ name: String, _ text: String) -> Case {
    Case(
      name: "strings: " + name, template: "<UIView/>", strings: Array(text.utf8),
      culprit: .strings)
  }

  static func image(_ name: String, _ file: String, _ bytes: [UInt8]) -> Case {
    Case(
      name: "image: " + name,
      template: "<UIView>\n  <UIImageView image=\"\(file)\"/>\n</UIView>",
      files: [file: bytes])
  }

  static let syntax: [Case] = [
    xml("unclosed root", "<UIView>"),
    xml("unterminated start tag", "<UIView"),
    xml("mismatched end tag", "<UIView></UIVie>"),
    xml("unquoted value", "<UIView top=1/>"),
    xml("unterminated value", "<UIView top='1/>"),
    xml("less-than in value", "<UIView top=\"<\"/>"),
    xml("unknown entity", "<UIView top=\"&bogus;\"/>"),
    xml("bad character reference", "<UIView top=\"&#xZZ;\"/>"),
    xml("unterminated entity", "<UIView top=\"&amp\"/>"),
    xml("attributes without space", "<UIView top=\"1\"left=\"2\"/>"),
    xml("duplicate attribute", "<UIView top=\"1\" top=\"2\"/>"),
    xml("DOCTYPE", "<!DOCTYPE x>\n<UIView/>"),
    xml("two roots", "<UIView/>\n<UIView/>"),
    xml("text before the root", "hello<UIView/>"),
    xml("unterminated comment", "<UIView><!-- x</UIView>"),
    xml("unterminated CDATA", "<UIView><![CDATA[x</UIView>"),
    xml("unterminated processing instruction", "<UIView><?pi</UIView>"),
    xml("slash without >", "<UIView / >"),
    xml("name starting with a digit", "<1View/>"),
    xml("attribute without a name", "<UIView =\"1\"/>"),
    xml("attribute without a value", "<UIView top/>"),
    xml("empty file", ""),
    xml("only whitespace", "  \n\n  "),
    xml("only a comment", "<!-- nothing -->"),
    xml("end tag only", "</UIView>"),
    xml("NUL in a tag", "<UIView\u{0}/>"),
    xml("nested 300 deep", String(repeating: "<UIView>", count: 300)),
    xml(
      "1,001 attributes",
      "<UIView " + (0...1000).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"),
    xml("UTF-16 declared", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<UIView/>"),
    xml("Latin-1 declared", "<?xml version=\"1.0\" encoding=\"latin1\"?><UIView/>"),
  ]

  static let structure: [Case] = [
    xml("lowercase root", "<view/>"),
    xml("HTML root", "<b>x</b>"),
    xml("unknown class", "<UIView>\n  <UINope/>\n</UIView>"),
    xml("param without a type", "<UIView><param name=\"a\"/></UIView>"),
    xml("macro without a value", "<UIView><macro name=\"a\"/></UIView>"),
    xml("children with attributes", "<UIView><children x=\"1\"/></UIView>"),
    xml("id as an expression", "<UIView id=\"{x}\"/>"),
    xml("outlet as an expression", "<UIView outlet=\"{x}\"/>"),
    xml("text in a plain view", "<UIView>hello</UIView>"),
    xml("view inside HTML", "<UILabel><b>bold</b><UIView/></UILabel>"),
    xml("unknown property", "<UIView colour=\"red\"/>"),
    xml("unavailable property", "<UIView frame=\"1\"/>"),
    xml("read-only property", "<UIView safeAreaInsets.top=\"1\"/>"),
    xml("duplicate outlet", "<UIView><UIView outlet=\"a\"/><UIView outlet=\"a\"/></UIView>"),
    xml("table cell without an identifier", "<UITableView><UITableViewCell/></UITableView>"),
  ]

  static let expressions: [Case] = [
    label("open parenthesis", "top=\"(\""),
    label("dangling operator", "top=\"1 +\""),
    label("unclosed call", "top=\"max(1\""),
    label("ternary without else", "top=\"1 ? 2\""),
    label("unclosed array", "alpha=\"[1, 2\""),
    label("unterminated string", "text=\"{'abc}\""),
    label("unknown symbol", "top=\"nope\""),
    label("unknown function", "top=\"nope(1)\""),
    label("wrong argument count", "top=\"max()\""),
    label("unknown operator", "top=\"1 +* 2\""),
    label("string for a number", "top=\"'a'\""),
    label("bool arithmetic", "alpha=\"true + \""),
    label("short hex colour", "textColor=\"#12\""),
    label("unknown colour", "textColor=\"notacolor\""),
    label("huge font", "font=\"Helvetica 1e300\""),
    label("unclosed clause", "text=\"{\""),
    label("broken clause", "text=\"{1 +}\""),
    label("unknown symbol in text", "text=\"{nope}\""),
    label("broken HTML", "attributedText=\"&lt;b&gt;x\""),
    label("string for a count", "numberOfLines=\"'x'\""),
    label("unknown enumeration", "textAlignment=\"diagonal\""),
    label("unknown line break mode", "lineBreakMode=\"sideways\""),
    label(
      "70 parentheses",
      "top=\"" + String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70) + "\""),
    label(
      "expression over 1024 characters",
      "top=\"" + Array(repeating: "1", count: 600).joined(separator: "+") + "\""),
    label(
      "formatted text over 1 MiB",
      "text=\"{'" + String(repeating: "%99999d", count: 11) + "'(1,1,1,1,1,1,1,1,1,1,1)}\""),
    label("nil in text", "text=\"a{nil}\""),
    label("subscript out of range", "top=\"[1, 2][5]\""),
    label("call of a number", "top=\"1(2)\""),
    label("self reference", "width=\"width\""),
    label("unknown id", "top=\"#nope.bottom\""),
    xml("cycle", "<UIView>\n<UIView top=\"bottom - 5\" bottom=\"top + 5\"/></UIView>"),
    xml("infinite root", "<UIView width=\"1/0\" height=\"10\"/>"),
    xml("root over the canvas limit", "<UIView width=\"10\" height=\"1e6\"/>"),
  ]

  static let composition: [Case] = [
    xml("missing include", "<UIView>\n  <UIView xml=\"missing.xml\"/>\n</UIView>"),
    xml("include outside the folder", "<UIView>\n  <UIView xml=\"../x.xml\"/>\n</UIView>"),
    xml("remote include", "<UIView>\n  <UIView xml=\"https://example.com/a.xml\"/>\n</UIView>"),
    Case(
      name: "include cycle", template: "<UIView>\n  <UIView xml=\"A.xml\"/>\n</UIView>",
      files: ["A.xml": Array("<UIView xml=\"t.xml\"/>".utf8)], culprit: .file("A.xml")),
    Case(
      name: "incompatible include", template: "<UIView>\n  <UILabel xml=\"A.xml\"/>\n</UIView>",
      files: ["A.xml": Array("<UIView/>".utf8)]),
    Case(
      name: "broken include", template: "<UIView>\n  <UIView xml=\"A.xml\"/>\n</UIView>",
      files: ["A.xml": Array("<UIView top=\"(\"/>".utf8)], culprit: .file("A.xml")),
  ]

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static let images: [Case] = [
    xml("missing image", "<UIView>\n  <UIImageView image=\"nope.png\"/>\n</UIView>"),
    xml("image outside the folder", "<UIView>\n  <UIImageView image=\"../x.png\"/>\n</UIView>"),
    xml("image URL", "<UIView>\n  <UIImageView image=\"https://example.com/a.png\"/>\n</UIView>"),
    image("empty PNG", "a.png", []),
    image("text as PNG", "a.png", Array("hello".utf8)),
    image("PNG signature only", "a.png", pngSignature),
    image("truncated PNG", "a.png", pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0]),
    image("PNG of 20000x20000", "a.png", pngHeader(width: 20000, height: 20000)),
    image("PNG of 0x0", "a.png", pngHeader(width: 0, height: 0)),
    image(
      "PNG of 4294967295 a side", "a.png", pngHeader(width: .max, height: .max)),
    image("JPEG header only", "a.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]),
    image("JPEG garbage", "a.jpg", [0xFF, 0xD8, 0xFF] + Array(repeating: 0x41, count: 100)),
    image("WebP garbage", "a.webp", Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 junk".utf8)),
    image(
      "unparsable SVG", "a.svg",
      Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0".utf8)),
    image("SVG without a size", "a.svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)),
    image(
      "SVG embedding a huge PNG", "a.svg",
      Array(
        svgEmbedding(pngHeader(width: 30000, height: 30000)).utf8)
    ),
    image(
      "SVG embedding garbage", "a.svg",
      Array(svgEmbedding(Array("GIF89a".utf8)).utf8)),
    image("PDF garbage", "a.pdf", Array("%PDF-1.4\nnot really".utf8)),
    image("PDF header only", "a.pdf", Array("%PDF-".utf8)),
    image(
      "PDF embedding a 20000x20000 image", "a.pdf",
      pdf(image: "/Subtype /Image /Width 20000 /Height 20000", data: [0])),
    image(
      "PDF embedding an image of no size", "a.pdf",
      pdf(image: "/Subtype /Image /Width 1.5 /Height 2", data: [0])),
    image(
      "PDF nested 100 deep", "a.pdf",
      Array(("%PDF-1.4\n1 0 obj\n" + String(repeating: "[", count: 100) + "\nendobj\n").utf8)),
  ]

  /// A font folder holding one file; the error names the file.
  static func font(_ name: String, _ file: String, _ bytes: [UInt8]) -> Case {
    Case(
      name: "font: " + name, template: "<UILabel text=\"a\"/>", fonts: [file: bytes],
      culprit: .file("fonts/" + file), hasLine: false)
  }

  /// The first bytes of a bundled font.
  static func truncatedFont(_ count: Int) -> [UInt8] {
    let file = packageRoot.appendingPathComponent("Fonts/DejaVu/DejaVuSans.ttf")
    return Array(((try? Data(contentsOf: file)) ?? Data()).prefix(count))
  }

  static let fonts: [Case] = [
    font("empty file", "Empty.ttf", []),
    font("random bytes", "Noise.otf", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
    font("text", "Readme.ttf", Array("not a font".utf8)),
    font("TrueType header only", "Header.ttf", truncatedFont(12)),
    font("truncated TrueType", "Cut.ttf", truncatedFont(2000)),
    font("collection header only", "Set.ttc", Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 9]),
  ]

  static let states: [Case] = [
    state("unterminated object", "{\"a\": "),
    state("array", "[1, 2]", hasLine: false),
    state("string", "\"x\"", hasLine: false),
    state("number too large", "{\"a\": 1e999}"),
    state("NaN", "{\"a\": NaN}"),
    state("trailing comma", "{\"a\": 1,}"),
    state("single quotes", "{'a': 1}"),
    state("bad escape", "{\"a\": \"\\u12\"}"),
    state("missing colon", "{\"a\" 1}"),
    state("empty file", ""),
    state("comment", "// state\n{}"),
    state("nested 300 deep", "{\"a\": " + String(repeating: "[", count: 300) + "}"),
    state("two values", "{} {}"),
    state("bad $color", "{\"a\": {\"$color\": \"nope\"}}", hasLine: false),
  ]

  static let stringsFiles: [Case] = [
    strings("missing value", "\"a\" = ;"),
    strings("missing semicolon", "\"a\" = \"b\"\n\"c\" = \"d\";"),
    strings("unterminated key", "\"a"),
    strings("unterminated comment", "/* no end"),
    strings("missing equals", "\"a\" \"b\";"),
  ]

  static let cases =
    syntax + structure + expressions + composition + images + fonts + states
    + stringsFiles

  @Test func thereAreAtLeastAHundredCases() {
    #expect(Self.cases.count >= 100)
  }

  @Test(arguments: cases)
  func failsLocatedWithNothingLeftBehind(_ testCase: Case) throws {
    let base = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    try Data(testCase.template.utf8).write(to: folder.appendingPathComponent("t.xml"))
    for (name, bytes) in testCase.files {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    var arguments = ["render", path("t.xml"), "-o", path("out.png")]
    if let state = testCase.state {
      try Data(state).write(to: folder.appendingPathComponent("s.json"))
      arguments += ["--state", path("s.json")]
    }
    if let fonts = testCase.fonts {
      let fontFolder = folder.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: fontFolder, withIntermediateDirectories: true)
      for (name, bytes) in fonts {
        try Data(bytes).write(to: fontFolder.appendingPathComponent(name))
      }
      arguments += ["--fonts", fontFolder.path]
    }
    if let strings = testCase.strings {
      try Data(strings).write(to: folder.appendingPathComponent("s.strings"))
      arguments += ["--strings", path("s.strings")]
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let result = runLayout(arguments)

    #expect(result.exitCode == 1, "\(result.errors)")
    let culprit: String
    switch testCase.culprit {
    case .template: culprit = path("t.xml")
    case .file(let name): culprit = path(name)
    case .state: culprit = path("s.json")
    case .strings: culprit = path("s.strings")
    }
    let first = result.errors.prefix { $0 != "\n" }
    #expect(first.hasPrefix(culprit + ":"), "\(result.errors)")
    let rest = first.dropFirst(culprit.count + 1)
    let located = rest.split(separator: ":", maxSplits: 2).prefix(2).allSatisfy {
      Int($0) != nil
    }
    #expect(located == testCase.hasLine, "\(result.errors)")
    #expect(first.contains(" error: "))
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(after == before, "left behind: \(Set(after).subtracting(before))")
  }
}
