import CommandSupport
import Foundation
import TestSupport
import Testing

/// Numbers no real template uses (`1e308`, `1/0`, `0/0`, scale 0), odd syntax, and very long
/// dependency chains: each renders or fails with a located error, and never crashes the tool.
/// Each was a crash found by feeding the tool mutated templates.
@Suite struct ExtremeValueTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let xml: String
    /// The start of the first error line (`FILE` for the template's path), or nil when the
    /// template must render.
    var error: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "numberOfLines -1e308", xml: #"<UILabel numberOfLines="-1e308" text="x"/>"#),
    Case(
      name: "label 1e10 wide",
      xml: #"<UIView width="10" height="10"><UILabel width="1e10" text="x"/></UIView>"#),
    Case(
      name: "canvas 1e10 wide", xml: #"<UIView width="1e10" height="1"/>"#,
      error: "FILE:1:16: error: Canvas of 10000000000x1 points is empty, not finite or larger"),
    Case(
      name: "canvas of 0/0", xml: #"<UIView width="0/0" height="1"/>"#,
      error: "FILE:1:16: error: Canvas of nanx1 points"),
    Case(
      name: "subscript at infinity", xml: #"<UIView width="9" height="9" alpha="[1, 2][1/0]"/>"#,
      error: "FILE:1:37: error: Index 9223372036854775807 out of bounds"),
    Case(
      name: "slice to -1e300", xml: #"<UILabel text="{'abc'[1...(-1e300)]}"/>"#,
      error: "FILE:1:"),
    Case(
      name: "trailing comma", xml: #"<UIView width="10,"/>"#,
      error: "FILE:1:18: error: Unexpected token `,`"),
    Case(
      name: "font size 1e300", xml: #"<UILabel font="1e300" text="x"/>"#,
      error: "FILE:1:16: error: Font size 1e+300 is larger than 10000 points"),
    Case(
      name: "scale 0",
      xml:
        #"<UIView width="9" height="9"><UIView width="5" height="5" transform.scale="0"/></UIView>"#
    ),
    Case(
      name: "blur radius 1e300",
      xml: """
        <UIView width="9" height="9"><UIView width="5" height="5" backgroundColor="red" \
        layer.shadowOpacity="1" layer.shadowRadius="1e300"/></UIView>
        """),
    Case(
      name: "segment 1e300",
      xml: #"<UISegmentedControl items="['a', 'b']" selectedSegmentIndex="1e300"/>"#),
    Case(name: "numberOfLines 1e10", xml: #"<UILabel numberOfLines="1e10" text="x"/>"#),
    Case(
      name: "rounded view scaled 1e30",
      xml: """
        <UIView width="9" height="9"><UIView width="8" height="8" layer.cornerRadius="4" \
        backgroundColor="red" transform.scale.y="1e30"/><UISlider transform.scale.y="1e30"/>\
        </UIView>
        """),
    Case(
      name: "label scaled 9000",
      xml: #"<UIView width="9" height="9"><UILabel text="Hi" transform.scale="9000"/></UIView>"#
    ),
    Case(
      name: "shadowed view scaled 5e-324",
      xml: """
        <UIView width="9" height="9"><UIView width="8" height="8" backgroundColor="red" \
        layer.shadowOpacity="1" transform.scale.y="5e-324"/></UIView>
        """),
    Case(
      name: "a colour of NaN printed",
      xml: #"<UILabel text="{backgroundColor}" backgroundColor="rgba(0/0, 0, 0, 1)"/>"#),
    Case(
      name: "bordered view of height -1/0",
      xml: #"<UIView width="9" height="9"><UIView height="-1/0" layer.borderWidth="1"/></UIView>"#
    ),
    Case(
      name: "ordered list from Int.max",
      xml:
        #"<UILabel attributedText="&lt;ol start='9223372036854775807'&gt;&lt;li&gt;a&lt;/li&gt;&lt;li&gt;b&lt;/li&gt;&lt;/ol&gt;"/>"#
    ),
    Case(
      name: "shadow 40000 wide",
      xml: """
        <UIView width="9" height="9"><UIView width="40000" height="5" backgroundColor="red" \
        layer.shadowOpacity="1"/></UIView>
        """),
    Case(
      name: "flow layout items 0 wide",
      xml: """
        <UICollectionView width="50" height="50" items="[1, 2]" \
        collectionViewLayout.itemSize.width="0" collectionViewLayout.minimumInteritemSpacing="0">\
        <UICollectionViewCell reuseIdentifier="c"/></UICollectionView>
        """),
    Case(
      name: "HTML lists 300 deep",
      xml: "<UILabel attributedText=\""
        + String(repeating: "&lt;ul&gt;&lt;li&gt;", count: 300) + "x\"/>",
      error: "FILE:1:"),
    Case(
      name: "a chain of 5000 macros",
      xml: "<UIView width=\"9\" height=\"9\">"
        + (0..<5000).map { "<macro name=\"m\($0)\" value=\"m\($0 + 1)\"/>" }.joined()
        + "<macro name=\"m5000\" value=\"1\"/><UIView left=\"m0\"/></UIView>",
      error: "FILE:1:"),
    Case(
      name: "a chain of 5000 next. references",
      xml: "<UIView width=\"9\" height=\"9\">"
        + String(repeating: "<UIView left=\"next.left\" width=\"1\" height=\"1\"/>", count: 5000)
        + "</UIView>",
      error: "FILE:1:"),
  ]

  @Test(arguments: cases)
  func rendersOrFailsWithALocatedError(_ testCase: Case) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    try testCase.xml.write(toFile: template, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("t.png").path
    let result = runLayout(["render", template, "-o", output])
    if let error = testCase.error {
      #expect(result.exitCode == 1)
      let expected = error.replacingOccurrences(of: "FILE", with: template)
      #expect(result.errors.hasPrefix(expected), "\(result.errors)")
      #expect(!FileManager.default.fileExists(atPath: output))
    } else {
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(result.errors.isEmpty, "\(result.errors)")
    }
  }
}

/// What is left out of the display list rather than handed to Cairo.
@Suite struct UndrawableViewTests {
  @Test func collapsedHugeAndInfiniteViewsAreLeftOut() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml").path
    try """
    <UIView width="90" height="90">
      <UIView width="5" height="5" backgroundColor="#ff0000" transform.scale="2"/>
      <UIView width="5" height="5" backgroundColor="#0000ff" transform.scale="0"/>
      <UIView width="5" height="5" backgroundColor="#00ff00" transform.scale.y="1e-300"/>
      <UIView width="5" height="5" transform.scale="200"><UIView width="5" height="5" \
    backgroundColor="#ffff00" transform.scale="100"/></UIView>
      <UIView width="5" height="-1/0" backgroundColor="#123456"/>
    </UIView>
    """.write(toFile: template, atomically: true, encoding: .utf8)
    let result = runLayout(["render", template, "--dump", "display-list"])
    #expect(result.exitCode == 0, "\(result.errors)")
    // Scaled twice: drawn. Scaled to 0 or 1e-300, 20,000 times (200 × 100), or of infinite
    // height: not drawn.
    #expect(result.output.contains("#ff0000"), "\(result.output)")
    for color in ["#0000ff", "#00ff00", "#ffff00", "#123456"] {
      #expect(!result.output.contains(color), "\(color) in \(result.output)")
    }
  }
}
