import LayoutCore
import Testing

@testable import LayoutSyntax

/// A piece of expected text and its attributes.
private struct Piece {
  var text: String
  var traits: TextTraits = []
  var alignment: TextAlignment?

  init(_ text: String, _ traits: TextTraits = [], _ alignment: TextAlignment? = nil) {
    self.text = text
    self.traits = traits
    self.alignment = alignment
  }
}

/// Attributed text made of pieces, one run each (adjacent pieces must differ).
private func attributed(_ pieces: [Piece]) -> AttributedText {
  var string = ""
  var runs: [TextRun] = []
  for piece in pieces {
    let start = string.unicodeScalars.count
    string += piece.text
    runs.append(
      TextRun(
        range: start..<string.unicodeScalars.count, traits: piece.traits,
        alignment: piece.alignment))
  }
  return AttributedText(string: string, runs: runs)
}

@Suite struct HTMLTextParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: String
    let html: String
    fileprivate let expected: [Piece]
    var testDescription: String { rule }

    fileprivate init(_ rule: String, _ html: String, _ expected: [Piece]) {
      self.rule = rule
      self.html = html
      self.expected = expected
    }
  }

  static let nbsp4 = String(repeating: "\u{A0}", count: 4)

  static let cases: [Case] = [
    Case("plain text is one unstyled run", "Hello", [Piece("Hello")]),
    Case("b is bold", "<b>bold</b>", [Piece("bold", .bold)]),
    Case("strong is bold", "a<strong>b</strong>", [Piece("a"), Piece("b", .bold)]),
    Case("i is italic", "<i>it</i>", [Piece("it", .italic)]),
    Case("em is italic", "<em>it</em>", [Piece("it", .italic)]),
    Case("u is underline", "<u>u</u>", [Piece("u", .underline)]),
    Case("a and ins underline", "<a href=\"x\">l</a><ins>n</ins>", [Piece("ln", .underline)]),
    Case(
      "strike, s and del strike through", "<strike>a</strike><s>b</s><del>c</del>",
      [Piece("abc", .strikethrough)]),
    Case(
      "sup and sub", "x<sup>2</sup>y<sub>i</sub>",
      [Piece("x"), Piece("2", .superscript), Piece("y"), Piece("i", .subscript)]),
    Case(
      "code, tt and kbd are monospace", "<code>a</code><tt>b</tt><kbd>c</kbd>",
      [Piece("abc", .monospace)]),
    Case("span has no effect", "a<span>b</span>c", [Piece("abc")]),
    Case("tag names are case-insensitive", "<B>x</B>", [Piece("x", .bold)]),
    Case(
      "nested elements combine traits", "<b>a<i>b</i></b>c",
      [Piece("a", .bold), Piece("b", [.bold, .italic]), Piece("c")]),
    Case(
      "inner spaces are kept with their element", "Some <b>bold </b>and<i> italic</i> text",
      [
        Piece("Some "), Piece("bold ", .bold), Piece("and"), Piece(" italic", .italic),
        Piece(" text"),
      ]),
    Case("whitespace runs collapse and trim", "  a \n\t b  ", [Piece("a b")]),
    Case(
      "a collapsed space keeps the style where it began", "a <b> b</b>",
      [Piece("a "), Piece("b", .bold)]),
    Case("leading space inside an element is trimmed", "<b> a</b>", [Piece("a", .bold)]),
    Case("paragraphs are separated by one newline", "<p>one</p><p>two</p>", [Piece("one\ntwo")]),
    Case(
      "paragraph whitespace is trimmed", "<p>  one  </p>\n  <p> two </p> ", [Piece("one\ntwo")]),
    Case("text around a block gets its own lines", "a<p>b</p>c", [Piece("a\nb\nc")]),
    Case("an empty paragraph adds no line", "<p>a</p><p></p><p>b</p>", [Piece("a\nb")]),
    Case("br is a newline", "a<br/>b<br>c", [Piece("a\nb\nc")]),
    Case("spaces around br are dropped", "a <br/> b", [Piece("a\nb")]),
    Case("two br make an empty line", "a<br/><br/>b", [Piece("a\n\nb")]),
    Case("br before a block adds no second line", "a<br/><p>b</p>", [Piece("a\nb")]),
    Case("hr ends the line", "a<hr/>b", [Piece("a\nb")]),
    Case("headings are bold blocks", "<h1>T</h1>body", [Piece("T", .bold), Piece("\nbody")]),
    Case(
      "h2 to h6 are bold too", "<h2>a</h2><h6>b</h6>",
      [Piece("a", .bold), Piece("\n"), Piece("b", .bold)]),
    Case(
      "a paragraph break inside bold is bold", "<b><p>a</p>c</b>", [Piece("a\nc", .bold)]),
    Case(
      "center aligns its lines, newline included", "<center>a</center>b",
      [Piece("a\n", [], .center), Piece("b")]),
    Case(
      "text before center ends its line", "a<center>b</center>",
      [Piece("a\n"), Piece("b", [], .center)]),
    Case(
      "align attribute on a block", "<p align=\"right\">r</p><div align=justify>j</div>",
      [Piece("r\n", [], .right), Piece("j", [], .justified)]),
    Case(
      "ul items are bulleted lines", "<ul><li>one</li><li>two</li></ul>", [Piece("• one\n• two")]),
    Case("ol items are numbered", "<ol><li>one</li><li>two</li></ol>", [Piece("1. one\n2. two")]),
    Case("ol start attribute", "<ol start=\"3\"><li>c</li><li>d</li></ol>", [Piece("3. c\n4. d")]),
    Case(
      "list whitespace is trimmed", "<ul>\n  <li> a </li>\n  <li>\n b\n</li>\n</ul>",
      [Piece("• a\n• b")]),
    Case("lists start and end lines", "Intro<ul><li>a</li></ul>End", [Piece("Intro\n• a\nEnd")]),
    Case(
      "nested lists are indented", "<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>",
      [Piece("• a\n\(nbsp4)◦ b\n• c")]),
    Case(
      "ol numbering is per list", "<ol><li>a<ol><li>b</li></ol></li><li>c</li></ol>",
      [Piece("1. a\n\(nbsp4)1. b\n2. c")]),
    Case(
      "list markers take the item's style", "<ul><li><b>x</b></li></ul><b><ul><li>y</li></ul></b>",
      [Piece("• "), Piece("x", .bold), Piece("\n"), Piece("• y", .bold)]),
    Case("XML entities", "&lt;&gt;&amp;&quot;&apos;", [Piece("<>&\"'")]),
    Case(
      "HTML named entities", "&copy;&reg;&trade; &mdash;&ndash;&hellip; &euro;&pound;&yen;",
      [Piece("©®™ —–… €£¥")]),
    Case(
      "quotes and symbols", "&lsquo;&rsquo;&ldquo;&rdquo;&bull;&middot;&times;&divide;&deg;",
      [Piece("‘’“”•·×÷°")]),
    Case("nbsp is not collapsed", "a&nbsp;&nbsp;b", [Piece("a\u{A0}\u{A0}b")]),
    Case("numeric references", "&#65;&#x42;&#X1F600;", [Piece("AB😀")]),
    Case("a bare & or < is text", "AT&T: 1 < 2 > 0", [Piece("AT&T: 1 < 2 > 0")]),
    Case("unknown tags keep their text", "<foo bar=\"1\">x</foo><x-y/>y", [Piece("xy")]),
    Case("comments are skipped", "a<!-- <b> -->b", [Piece("ab")]),
    Case("script and style contents are dropped", "<style>b { x: 1 }</style>a", [Piece("a")]),
    Case("CDATA is text", "<![CDATA[<b>]]>", [Piece("<b>")]),
    Case("an empty non-void element", "a<b/>c", [Piece("ac")]),
    Case("Unicode survives", "<i>héllo 👋</i>", [Piece("héllo 👋", .italic)]),
    Case("empty input", "", []),
  ]

  @Test(arguments: cases)
  func parses(_ testCase: Case) throws {
    let text = try HTMLTextParser.parse(testCase.html)
    #expect(text == attributed(testCase.expected))
  }

  @Test(arguments: cases)
  func roundTrips(_ testCase: Case) throws {
    let text = try HTMLTextParser.parse(testCase.html)
    let source = text.htmlSource
    #expect(try HTMLTextParser.parse(source) == text, "\(source)")
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    let rule: String
    let html: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { rule }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      rule: "unclosed element", html: "x<b>bold", message: "Element <b> is not closed", line: 1,
      column: 2),
    BadInput(
      rule: "stray end tag", html: "a</b>", message: "Unexpected </b>: no <b> is open", line: 1,
      column: 2),
    BadInput(
      rule: "mismatched end tag", html: "<b><i>x</b></i>", message: "Expected </i> before </b>",
      line: 1, column: 8),
    BadInput(
      rule: "unknown entity", html: "x &foo; y", message: "Unknown entity '&foo;'", line: 1,
      column: 3),
    BadInput(
      rule: "invalid hex reference", html: "&#xZZ;", message: "Invalid character reference",
      line: 1, column: 1),
    BadInput(
      rule: "NUL reference", html: "ab&#0;", message: "Invalid character reference", line: 1,
      column: 3),
    BadInput(
      rule: "columns count scalars", html: "é👋<b", message: "Unterminated tag <b>", line: 1,
      column: 3),
    BadInput(
      rule: "lines count newlines", html: "a\n <p>b", message: "Element <p> is not closed",
      line: 2, column: 2),
    BadInput(
      rule: "unterminated comment", html: "a<!-- x", message: "Unterminated comment", line: 1,
      column: 2),
    BadInput(
      rule: "end tag without a name", html: "</ b>", message: "Expected a tag name", line: 1,
      column: 1),
    BadInput(
      rule: "unterminated attribute", html: "<b x=\"1>y</b>", message: "Unterminated tag <b>",
      line: 1, column: 1),
    BadInput(
      rule: "unclosed script", html: "<script>x", message: "Element <script> is not closed",
      line: 1, column: 1),
    BadInput(
      rule: "end tag without '>'", html: "<p>a</p b", message: "Expected '>'", line: 1,
      column: 9),
    BadInput(
      rule: "unclosed list item", html: "<ul><li>a</ul>", message: "Expected </li> before </ul>",
      line: 1, column: 10),
  ]

  @Test(arguments: badInputs)
  func reportsLocatedErrors(_ input: BadInput) {
    do {
      let text = try HTMLTextParser.parse(input.html)
      Issue.record("expected an error, got \(text.string.debugDescription)")
    } catch {
      #expect(error.primary.code == .htmlSyntax)
      #expect(error.primary.message.contains(input.message), "\(error.primary.message)")
      #expect(error.primary.range?.start.line == input.line)
      #expect(error.primary.range?.start.column == input.column)
    }
  }

  @Test func reportsByteOffsets() {
    do {
      _ = try HTMLTextParser.parse("é&x;")
      Issue.record("expected an error")
    } catch {
      #expect(error.primary.range?.start.offset == 2)
      #expect(error.primary.range?.end.column == 5)
    }
  }

  @Test func writesMinimalHTML() throws {
    #expect(try HTMLTextParser.parse("<b>a<i>b</i></b>c").htmlSource == "<b>a<i>b</i></b>c")
    #expect(try HTMLTextParser.parse("<i>a<b>b</b></i>").htmlSource == "<i>a<b>b</b></i>")
    #expect(
      try HTMLTextParser.parse("<center>a</center>b<br/>c").htmlSource
        == "<center>a<br/></center>b<br/>c")
    #expect(
      try HTMLTextParser.parse("<p align=right>x</p>").htmlSource == "<div align=\"right\">x</div>")
    #expect(
      try HTMLTextParser.parse("<u><s><sup>1</sup><sub>2</sub><tt>3</tt></s></u>").htmlSource
        == "<u><s><sup>1</sup><sub>2</sub><tt>3</tt></s></u>")
  }

  @Test func escapesText() throws {
    let text = AttributedText(plain: "a<b & c>\u{A0}d")
    #expect(text.htmlSource == "a&lt;b &amp; c&gt;&nbsp;d")
    #expect(try HTMLTextParser.parse(text.htmlSource) == text)
  }

  @Test func roundTripsAllTraits() throws {
    for (trait, _) in TextTraits.names {
      let other: TextTraits = trait == .bold ? .italic : .bold
      let text = attributed([Piece("a"), Piece("b", trait), Piece("c", [trait, other])])
      #expect(try HTMLTextParser.parse(text.htmlSource) == text, "\(text.htmlSource)")
    }
  }

  @Test func detectsMarkup() {
    #expect(HTMLTextParser.containsMarkup("a <b>"))
    #expect(HTMLTextParser.containsMarkup("Tom & Jerry"))
    #expect(HTMLTextParser.containsMarkup("x > y"))
    #expect(!HTMLTextParser.containsMarkup("plain text, 100% sure"))
  }
}
