import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Light and dark appearance (Behaviour.md §c.appearance): UIKit's system colours, colour and
/// image sets' dark variants, the dark defaults of text and tint, and the kinds' own colours.
@Suite final class AppearanceTests {
  let renderer: Renderer
  let folder: URL

  init() throws {
    renderer = try Renderer()
    folder = try makeTemporaryDirectory()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func options(_ appearance: Appearance) -> RenderOptions {
    var options = RenderOptions()
    options.appearance = appearance
    return options
  }

  func solved(_ xml: String, _ appearance: Appearance) throws -> SolvedLayout {
    let file = folder.appendingPathComponent("main.xml").path
    return try renderer.solve(LayoutTemplate(xml: xml, file: file), options: options(appearance))
  }

  @Test func systemColoursTakeTheAppearancesValue() throws {
    let xml = #"<UIView backgroundColor="systemBackground" tintColor="UIColor.systemRed"/>"#
    let light = try solved(xml, .light).root
    let dark = try solved(xml, .dark).root
    #expect(light.color("backgroundColor") == Color(hex: "#ffffff"))
    #expect(dark.color("backgroundColor") == Color(hex: "#000000"))
    #expect(light.color("tintColor") == Color(hex: "#ff3b30"))
    #expect(dark.color("tintColor") == Color(hex: "#ff453a"))
    let label = try solved(#"<UILabel text="a" textColor="secondaryLabel"/>"#, .dark).root
    #expect(
      label.color("textColor")
        == Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
  }

  @Test func unsetTextAndTintTakeTheirDarkDefaults() throws {
    let dark = try solved(
      #"<UIView><UILabel text="a"/><UILabel text="b" textColor="black"/></UIView>"#, .dark)
    #expect(dark.nodes[1].color("textColor") == .white)
    #expect(dark.nodes[2].color("textColor") == .black, "a colour the template sets stays")
    #expect(dark.nodes[0].tint == Color(hex: "#0a84ff"))
    #expect(try solved(#"<UILabel text="a"/>"#, .light).root.color("textColor") == .black)
  }

  @Test func colourAndImageSetsGiveTheirDarkVariants() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      #"""
      {"colors": [
        {"idiom": "universal", "color": {"components": {"red": "255", "green": "0", "blue": "0", "alpha": "1"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"components": {"red": "0", "green": "0", "blue": "255", "alpha": "1"}}}
      ]}
      """#)
    for (name, color) in [("day", "#ff0000"), ("night", "#0000ff")] {
      let tile = try LayoutTemplate(
        xml: #"<UIView width="4" height="4" backgroundColor="\#(color)"/>"#)
      try write("Assets.xcassets/Sky.imageset/\(name).png", renderer.render(tile))
    }
    try write(
      "Assets.xcassets/Sky.imageset/Contents.json",
      #"""
      {"images": [
        {"idiom": "universal", "filename": "day.png"},
        {"idiom": "universal", "filename": "night.png",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]}
      ]}
      """#)
    let xml = #"<UIImageView image="Sky" backgroundColor="Brand"/>"#
    let light = try solved(xml, .light).root
    let dark = try solved(xml, .dark).root
    #expect(light.color("backgroundColor") == Color(hex: "#ff0000"))
    #expect(dark.color("backgroundColor") == Color(hex: "#0000ff"))
    #expect(light.image?.key.hasSuffix("day.png") == true)
    #expect(dark.image?.key.hasSuffix("night.png") == true)
  }

  @Test func barsTakeTheirDarkStyle() throws {
    let xml = """
      <UINavigationController>
        <UIViewController title="Inbox" view.backgroundColor="systemBackground"/>
      </UINavigationController>
      """
    func fills(_ appearance: Appearance) throws -> [Color] {
      let file = folder.appendingPathComponent("main.xml").path
      let list = try renderer.displayList(
        LayoutTemplate(xml: xml, file: file), options: options(appearance))
      var colors: [Color] = []
      func visit(_ items: [DisplayItem]) {
        for item in items {
          if case .group(let group) = item { visit(group.items) }
          if case .fill(_, _, let color) = item { colors.append(color) }
        }
      }
      visit(list.items)
      return colors
    }
    let darkBar = Color(red: 22 / 255, green: 22 / 255, blue: 22 / 255, alpha: 0.94)
    #expect(try fills(.dark).contains(darkBar))
    #expect(try !fills(.light).contains(darkBar))
  }

  @Test func theCommandLineAndGoldenSettingsTakeTheAppearance() throws {
    let file = folder.appendingPathComponent("card.xml").path
    try #"<UIView width="4" height="4" backgroundColor="systemBackground"/>"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let dark = runLayout(["render", file, "--appearance", "dark", "--dump", "display-list"])
    #expect(dark.exitCode == 0, "\(dark.errors)")
    #expect(dark.output.contains("#000000"), "\(dark.output)")
    let wrong = runLayout(["render", file, "--appearance", "dim"])
    #expect(wrong.exitCode != 0)
    #expect(wrong.errors.contains("--appearance takes light or dark"))
  }

  private func write(_ path: String, _ text: String) throws {
    try write(path, Array(text.utf8))
  }

  private func write(_ path: String, _ bytes: [UInt8]) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}
