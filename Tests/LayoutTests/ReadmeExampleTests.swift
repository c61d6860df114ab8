import Foundation
import Layout
import TestSupport
import Testing

// BEGIN EXAMPLE
struct Person {
  let id, name, role: String
  let years: Int
  let accent: Color
}

/// One badge per person, at @2x: the template is parsed once and rendered many times.
func renderBadges(_ people: [Person], template path: String, into folder: String) throws {
  let template = try LayoutTemplate(contentsOfFile: path)  // parse once
  let renderer = try Renderer()  // one per thread
  for person in people {
    let options = RenderOptions(
      format: .png, raster: RasterOptions(scale: 2),
      state: [
        "name": .string(person.name), "role": .string(person.role),
        "years": .number(Double(person.years)), "accent": .color(person.accent),
      ])
    try renderer.render(template, to: "\(folder)/\(person.id).png", options: options)
  }
}
// END EXAMPLE

/// Runs the Swift example of the README, and checks the README shows this very code.
@Suite struct ReadmeExampleTests {
  @Test func theExampleRendersOneBadgePerPerson() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let people = [
      Person(
        id: "grace", name: "Grace Hopper", role: "Admiral", years: 40,
        accent: Color(hex: "#0f766e")!),
      Person(
        id: "ada", name: "Ada Lovelace", role: "Analyst", years: 12,
        accent: Color(hex: "#7c3aed")!),
    ]
    try renderBadges(people, template: examplePath("badge.xml"), into: folder.path)
    for id in ["grace", "ada"] {
      let image = try Bitmap(
        png: Array(try Data(contentsOf: folder.appendingPathComponent("\(id).png"))))
      #expect(image.width == 960 && image.height == 320)
    }
  }

  @Test func theReadmeShowsTheTestedCode() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let documented = readme.components(separatedBy: "```swift\nimport Layout\n\n")[1]
    let tested = test.components(separatedBy: "// BEGIN EXAMPLE\n")[1]
      .components(separatedBy: "// END EXAMPLE")[0]
    #expect(documented.hasPrefix(tested))
  }
}

/// The shell completions Docs/CLI.md tells users to install.
@Suite struct CompletionScriptTests {
  @Test func bashCompletionsNameTheCommands() throws {
    let (status, output) = try runProcess(
      layoutExecutable.path, ["--generate-completion-script", "bash"])
    let script = String(decoding: output, as: UTF8.self)
    #expect(status == 0)
    #expect(script.contains("render") && script.contains("format"))
  }
}
