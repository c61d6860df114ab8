import Foundation
import Layout
import TestSupport
import Testing

/// The Swift form of LayoutComposer's boxes builds the same tree as the XML form, and
/// Docs/SwiftAPI.md shows this very code.
@Suite struct ComposedLayoutTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's "Nest Layouts" profile, built in Swift.
  static func profile() -> LayoutNode {
    // BEGIN EXAMPLE
    let icon = LayoutNode(
      class: "UIImageView",
      expressions: [
        "image": "avatar.png", "layer.cornerRadius": "4", "layer.masksToBounds": "true",
      ])
    let button = LayoutNode(
      class: "UIButton",
      expressions: ["title": "Update Profile", "titleLabel.font": "14", "type": "system"])
    func label(_ text: String, font: String) -> LayoutNode {
      LayoutNode(class: "UILabel", expressions: ["text": text, "font": font])
    }
    let message = LayoutNode(
      class: "UILabel",
      expressions: [
        "font": "14", "numberOfLines": "0",
        "text": "Each layout pattern is able to contain other layout patterns as child "
          + "components, so you can form complicated layouts.",
      ])
    let card = LayoutNode(
      class: "UIView",
      expressions: [
        "backgroundColor": "#ffffff", "layer.borderColor": "#bdc3c7",
        "layer.borderWidth": "1",
      ])
    let userID = LayoutNode(
      class: "UILabel", expressions: ["text": "@ykpaco", "font": "14", "textColor": "#7f8c8d"])

    let profile = applyLayout(
      VBox(),
      items: [
        `$`(
          card, margins: (10, 10, 10, 10),
          layout: VBox(pack: .fit, defaultMargins: (0, 10, 0, 10)),
          items: [
            `$`(
              nil, height: 50, marginTop: 10, layout: Relative(),
              items: [
                `$`(icon, width: 50, height: 50, halign: .left),
                `$`(button, width: 100, height: 20, halign: .right, valign: .top),
              ]),
            `$`(label("YKPaco", font: "17 bold"), marginTop: 5),
            `$`(userID, marginTop: 5),
            `$`(message, marginTop: 5),
            `$`(
              nil, height: 30, layout: HBox(),
              items: [
                `$`(label("150 follows", font: "13")),
                `$`(label("130 followers", font: "13"), marginLeft: 10),
              ]),
          ])
      ])
    // END EXAMPLE
    return LayoutNode(
      class: profile.className, expressions: ["backgroundColor": "#ecf0f1"],
      children: profile.children)
  }

  @Test func theSwiftFormIsTheXMLFormsTree() throws {
    let xml = try LayoutNode.load(
      contentsOfFile: Self.root.appendingPathComponent("Goldens/boxes/nest.xml").path)
    #expect(Self.describe(Self.profile()) == Self.describe(xml))
  }

  @Test func bothFormsSolveToTheSameFrames() throws {
    let folder = Self.root.appendingPathComponent("Goldens/boxes").path
    var options = RenderOptions(size: Size(width: 320, height: 504))
    options.allowedPaths = [folder]
    let xml = try LayoutNode.load(contentsOfFile: folder + "/nest.xml")
    let built = Self.profile()
    let renderer = try Renderer()
    let expected = try xml.layout(options: options, renderer: renderer)
    let solved = try LayoutNode.load(
      xml: Self.xml(built), file: folder + "/built.xml"
    ).layout(options: options, renderer: renderer)
    #expect(solved.framesDump() == expected.framesDump())
    #expect(expected.nodes[1].frame.height > 200, "the card fits its items")
  }

  @Test func zeroMarginsOverrideTheBoxDefaults() {
    let node = applyLayout(
      VBox(defaultMargins: (5, 5, 5, 5)), items: [`$`(nil, margins: (0, 0, 0, 0))])
    #expect(node.expressions.map(\.name) == ["defaultMargins"])
    #expect(node.children[0].expressions.first { $0.name == "margins" }?.expression == "0, 0, 0, 0")
  }

  @Test func theDocumentationShowsTheTestedCode() throws {
    let doc = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/SwiftAPI.md"), encoding: .utf8)
    let section = doc.components(separatedBy: "## LayoutComposer boxes")[1]
    let documented = section.components(separatedBy: "```swift\n")[1]
      .components(separatedBy: "```")[0]
    #expect(documented == (try testedExample(in: #filePath, indent: 4)))
  }

  /// A node and its descendants as text: class, expressions by name, children.
  static func describe(_ node: LayoutNode, indent: String = "") -> String {
    let expressions = node.expressions.sorted { $0.name < $1.name }
      .map { "\($0.name)=\($0.expression)" }.joined(separator: " ")
    return
      ([indent + node.className + " " + expressions]
      + node.children.map { describe($0, indent: indent + "  ") }).joined(separator: "\n")
  }

  /// A tree as XML, so that it compiles next to the images it names.
  static func xml(_ node: LayoutNode) -> String {
    let attributes = node.expressions.map { " \($0.name)=\"\(escaped($0.expression))\"" }
    return "<\(node.className)\(attributes.joined())>"
      + node.children.map { xml($0) }.joined() + "</\(node.className)>"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;")
  }
}
