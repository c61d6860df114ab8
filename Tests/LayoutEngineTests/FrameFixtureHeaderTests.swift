import FrameFixtureSupport
import Testing

/// The fixtures' header reader refuses what a lenient reader would read past.
@Suite struct FrameFixtureHeaderTests {
  func read(_ header: String) throws(FrameFixtureHeader.Mistake) -> FrameFixtureHeader {
    try FrameFixtureHeader(
      name: "f.xml", text: "<!-- " + header + "\n-->\n<UIView/>", keys: ["canvas", "warning"],
      repeatable: ["warning"])
  }

  @Test func aWellFormedHeaderIsRead() throws {
    let header = try read(
      "rule: b9: frames\ncanvas: 10x20\nwarning: one\nwarning: two\nexpect:\n  A 0 0 1 1\n    B 0 0 1 1"
    )
    #expect(header.value("rule") == "b9: frames")
    #expect(try header.size("canvas", in: "f.xml")! == (10, 20))
    #expect(header.values("warning") == ["one", "two"])
    #expect(header.expected == "A 0 0 1 1\n  B 0 0 1 1\n")
  }

  @Test(arguments: [
    ("rule: r\ncolour: red\nexpect:\nA 0 0 1 1", "unknown key 'colour'"),
    ("rule: r\njust words\nexpect:\nA 0 0 1 1", "is no 'key: value' line"),
    ("rule: r\ncanvas: 1x1\ncanvas: 2x2\nexpect:\nA 0 0 1 1", "'canvas' is given twice"),
    ("expect:\nA 0 0 1 1", "names no rule"),
    ("rule: r", "no 'expect:' frames"),
    ("rule: r\nexpect:", "no 'expect:' frames"),
    ("rule: r\nerror: boom\nexpect:\nA 0 0 1 1", "not both"),
    ("rule:\nexpect:\nA 0 0 1 1", "'rule' has no value"),
  ])
  func malformedHeadersAreMistakes(_ header: String, _ said: String) {
    #expect {
      _ = try read(header)
    } throws: { error in
      "\(error)".contains(said)
    }
  }

  @Test func aSizeMustBeTwoNumbers() throws {
    let header = try read("rule: r\ncanvas: 10 by 20\nexpect:\nA 0 0 1 1")
    #expect(throws: FrameFixtureHeader.Mistake.self) { try header.size("canvas", in: "f.xml") }
  }
}
