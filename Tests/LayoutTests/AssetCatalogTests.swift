import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Asset catalogs (Behaviour.md §c.assets): image sets found by name in groups and
/// namespaces, the file for the render's scale, the template rendering intent, colour sets in
/// each component notation, and located errors.
@Suite final class AssetCatalogTests {
  let renderer: Renderer
  /// A folder holding `main.xml`'s place and `Assets.xcassets`, removed at the end.
  let folder: URL

  init() throws {
    renderer = try Renderer()
    folder = try makeTemporaryDirectory()
    try writeImageSet(
      "Tiles/Tile", scales: [1: "#ff0000", 2: "#00ff00", 3: "#0000ff"], points: 10)
    try writeImageSet("Pair", scales: [1: "#ff0000", 2: "#00ff00"], points: 8)
    try write(
      "Assets.xcassets/Icons/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
    try writeImageSet("Icons/Glyph", scales: [2: "#000000"], points: 6, template: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  // MARK: - Image sets

  @Test(arguments: [(1.0, "@1x"), (2, "@2x"), (3, "@3x"), (1.5, "@2x"), (4, "@3x")])
  func theFileForTheScaleElseTheNextLargerElseTheLargest(scale: Double, suffix: String)
    throws
  {
    let image = try solvedImage("Tile", scale: scale)
    #expect(image.key.hasSuffix("tile\(suffix).png"))
    // Whatever file is drawn, the image is 10 points: a @Nx file's pixels over N.
    #expect(image.size == Size(width: 10, height: 10))
  }

  @Test func aSetWithoutTheScaleFallsBackToItsLargestFile() throws {
    #expect(try solvedImage("Pair", scale: 3).key.hasSuffix("pair@2x.png"))
    #expect(try solvedImage("Pair", scale: 3).size == Size(width: 8, height: 8))
  }

  @Test func groupsOnlyPrefixNamesWhenTheyProvideANamespace() throws {
    #expect(try solvedImage("Icons/Glyph", scale: 1).size == Size(width: 6, height: 6))
    let unprefixed = try #require(try errors(#"<UIImageView image="Glyph"/>"#).first)
    #expect(unprefixed.code == .imageNotFound)
    let grouped = try #require(try errors(#"<UIImageView image="Tiles/Tile"/>"#).first)
    #expect(grouped.code == .imageNotFound)
  }

  @Test func aTemplateImageDrawsInTheTintUnlessTheViewSaysOriginal() throws {
    let view = ##"<UIImageView image="Icons/Glyph" tintColor="#00ff00""##
    #expect(try pixel(view + "/>", x: 3, y: 3) == 0xFF00_FF00)
    let original = try pixel(view + #" imageRenderingMode="alwaysOriginal"/>"#, x: 3, y: 3)
    #expect(original == 0xFF00_0000)
    // A custom button draws its image as it is, but a template image in the tint.
    let button = ##"<UIButton image="Icons/Glyph" tintColor="#0000ff"/>"##
    #expect(try pixel(button, x: 3, y: 3) == 0xFF00_00FF)
  }

  @Test func aMissingSetIsAnImageNotFoundErrorAtTheAttribute() throws {
    let error = try #require(try errors(#"<UIView><UIImageView image="Tille"/></UIView>"#).first)
    #expect(error.code == .imageNotFound)
    #expect(error.message.contains("'Tille'"))
    #expect(error.file == folder.appendingPathComponent("main.xml").path)
    #expect(error.range?.start.line == 1)
    #expect(error.attribute == "image")
    #expect(error.hints.contains("did you mean 'Tile'?"))
  }

  @Test func anotherBundlesImagesComeFromItsFolderBesideTheTemplate() throws {
    try writeImageSet(
      "Badge", scales: [2: "#0000ff"], points: 5, catalog: "Kit.bundle/Assets.xcassets")
    #expect(try solvedImage("Kit:Badge", scale: 2).size == Size(width: 5, height: 5))
    let missing = try #require(try errors(#"<UIImageView image="Kit:Badge2"/>"#).first)
    #expect(missing.message == "Image named 'Badge2' not found in bundle Kit")
    let byName = try #require(try errors(#"<UIImageView image="NotReal:Badge"/>"#).first)
    #expect(byName.message == "Could not locate bundle with name NotReal")
    let byID = try #require(try errors(#"<UIImageView image="com.NotReal:Badge"/>"#).first)
    #expect(byID.message == "Could not locate bundle with identifier com.NotReal")
    #expect(byID.attribute == "image")
  }

  @Test func aMissingImageWithoutACatalogIsNotFoundInTheMainBundle() throws {
    let elsewhere = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let file = elsewhere.appendingPathComponent("main.xml").path
    do {
      _ = try renderer.solve(
        LayoutTemplate(xml: #"<UIImageView image="MyImage"/>"#, file: file))
      Issue.record("a missing image is an error")
    } catch {
      #expect(error.primary.message == "Image named 'MyImage' not found in main bundle")
      #expect(error.primary.code == .imageNotFound)
    }
  }

  @Test func aCatalogElsewhereIsGivenByTheOptions() throws {
    let other = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: other) }
    let template = try LayoutTemplate(
      xml: #"<UIView><UIImageView image="Tile"/></UIView>"#,
      file: other.appendingPathComponent("main.xml").path)
    #expect(throws: DiagnosticError.self) { try renderer.solve(template) }
    var options = RenderOptions()
    options.assetCatalog = folder.appendingPathComponent("Assets.xcassets").path
    let layout = try renderer.solve(template, options: options)
    #expect(layout.nodes[1].frame.size == Size(width: 10, height: 10))
  }

  @Test func theCommandTakesACatalogWithAssets() throws {
    let other = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: other) }
    let main = other.appendingPathComponent("main.xml")
    try Data(#"<UIView><UIImageView image="Tile"/></UIView>"#.utf8).write(to: main)
    #expect(runLayout(["check", main.path]).exitCode == 1)
    let catalog = folder.appendingPathComponent("Assets.xcassets").path
    let result = runLayout(["check", main.path, "--assets", catalog])
    #expect(result.exitCode == 0, "\(result.errors)")
  }

  @Test func aFileInTheSetCannotLeaveTheAllowedFolders() throws {
    try write(
      "Assets.xcassets/Escape.imageset/Contents.json",
      #"{"images": [{"idiom": "universal", "filename": "../../../outside.png"}]}"#)
    let error = try #require(try errors(#"<UIImageView image="Escape"/>"#).first)
    #expect(error.code == .pathOutsideRoot)
  }

  // MARK: - Colour sets

  @Test(arguments: [
    (#""0x80""#, 128.0 / 255), (#""128""#, 128.0 / 255), (#""0.250""#, 0.25), ("0.75", 0.75),
  ])
  func colourSetComponentsInEachNotation(component: String, value: Double) throws {
    try writeColorSet("Shade", red: component, green: #""0""#, blue: #""0x00""#)
    let color = try #require(try solvedBackground(#"backgroundColor="Shade""#))
    #expect(abs(color.red - value) < 1e-9)
    #expect(color.green == 0 && color.blue == 0 && color.alpha == 1)
  }

  @Test func colourSetsAreFoundByNameAndByStringAndSkipTheDarkAppearance() throws {
    try write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      """
      {"colors": [
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1"}}},
        {"idiom": "universal",
         "color": {"color-space": "gray-gamma-22", "components": {"white": "0.5", "alpha": "0.5"}}}
      ]}
      """)
    let byName = try solvedBackground(#"backgroundColor="Brand""#)
    #expect(byName == Color(white: 0.5, alpha: 0.5))
    #expect(try solvedBackground(#"backgroundColor="{'Br' + 'and'}""#) == byName)
    // State and constants come first.
    var options = RenderOptions()
    options.constants["Brand"] = .color(.black)
    #expect(try solvedBackground(#"backgroundColor="Brand""#, options: options) == .black)
  }

  @Test func aMalformedColourSetIsLocatedInItsContents() throws {
    try writeColorSet("Broken", red: #""lots""#, green: "0", blue: "0")
    let error = try #require(try errors(#"<UIView backgroundColor="Broken"/>"#).first)
    #expect(error.code == .invalidAssetCatalog)
    #expect(error.file?.hasSuffix("Broken.colorset/Contents.json") == true)
    #expect(error.range?.start.line == 2)
    #expect(error.message.contains("'red'"))
  }

  // MARK: - Helpers

  private func write(_ path: String, _ text: String) throws {
    try write(path, Array(text.utf8))
  }

  private func write(_ path: String, _ bytes: [UInt8]) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// An image set of one square PNG a scale, each `points` points and filled with its colour.
  private func writeImageSet(
    _ name: String, scales: [Int: String], points: Int, template: Bool = false,
    catalog: String = "Assets.xcassets"
  ) throws {
    let base = (name as NSString).lastPathComponent.lowercased()
    let set = "\(catalog)/\(name).imageset"
    var entries: [String] = []
    for (scale, color) in scales.sorted(by: { $0.key < $1.key }) {
      let side = points * scale
      let tile = try LayoutTemplate(
        xml: #"<UIView width="\#(side)" height="\#(side)" backgroundColor="\#(color)"/>"#)
      try write("\(set)/\(base)@\(scale)x.png", renderer.render(tile))
      entries.append(
        #"{"idiom": "universal", "filename": "\#(base)@\#(scale)x.png", "scale": "\#(scale)x"}"#)
    }
    let intent = template ? #", "properties": {"template-rendering-intent": "template"}"# : ""
    try write(
      "\(set)/Contents.json", #"{"images": [\#(entries.joined(separator: ", "))]\#(intent)}"#)
  }

  private func writeColorSet(_ name: String, red: String, green: String, blue: String) throws {
    try write(
      "Assets.xcassets/\(name).colorset/Contents.json",
      """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": \(red), "green": \(green), "blue": \(blue), "alpha": "1.000"}}}]}
      """)
  }

  private func template(_ xml: String) throws -> LayoutTemplate {
    try LayoutTemplate(xml: xml, file: folder.appendingPathComponent("main.xml").path)
  }

  private func solvedImage(_ name: String, scale: Double) throws -> (key: String, size: Size) {
    let layout = try renderer.solve(
      template(#"<UIImageView image="\#(name)"/>"#),
      options: RenderOptions(raster: RasterOptions(scale: scale)))
    return try #require(layout.root.image)
  }

  private func solvedBackground(_ attribute: String, options: RenderOptions = RenderOptions())
    throws -> Color?
  {
    try renderer.solve(template("<UIView \(attribute)/>"), options: options).root.color(
      "backgroundColor")
  }

  /// A pixel of `body` rendered on a 12-point canvas.
  private func pixel(_ body: String, x: Int, y: Int) throws -> UInt32 {
    let xml = #"<UIView width="12" height="12">"# + body + "</UIView>"
    let bitmap = try Bitmap(png: renderer.render(template(xml)))
    return bitmap.pixels[y * bitmap.width + x]
  }

  private func errors(_ xml: String) throws -> [Diagnostic] {
    do {
      _ = try renderer.solve(template(xml))
      return []
    } catch let error as DiagnosticError {
      return error.diagnostics
    }
  }
}
