import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Messages say what is wrong in the user's terms, and suggest what was meant.
@Suite struct MessageTests {
  /// The errors of `layout check` on a template written into a new folder.
  func check(_ xml: String, state: String? = nil) throws -> CommandResult {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.xml")
    try xml.write(to: template, atomically: true, encoding: .utf8)
    var arguments = ["check", template.path]
    if let state {
      let file = folder.appendingPathComponent("state.json")
      try state.write(to: file, atomically: true, encoding: .utf8)
      arguments += ["--state", file.path]
    }
    return runLayout(arguments)
  }

  @Test func aMalformedHexColourIsNotAnUnknownSymbol() throws {
    let result = try check(##"<UIView backgroundColor="#fffzzz"/>"##)
    #expect(result.errors.contains("Invalid color literal '#fffzzz'"))
    #expect(!result.errors.contains("Unknown symbol"))
  }

  @Test func misspeltPropertiesAndRelativesGetASuggestion() throws {
    let result = try check(
      #"<UIView><UIView left="centre"/><UIView top="previus.bottom"/></UIView>"#)
    #expect(result.errors.contains("did you mean 'center.x'?"))
    #expect(result.errors.contains("did you mean 'previous.bottom'?"))
  }

  @Test func aMisspeltCommandIsAnUnknownCommand() {
    let result = runLayout(["rendr", "card.xml", "-o", "x.png"])
    #expect(result.exitCode == 2)
    #expect(result.errors.contains("Unknown command 'rendr'; did you mean 'render'?"))
  }

  @Test func optionLimitsAreWordedAsTheyAre() {
    let scale = runLayout(["render", examplePath("card.xml"), "--scale", "0", "-o", "x.png"])
    #expect(scale.errors.contains("--scale must be more than 0 and at most 16"))
    let dump = runLayout(
      ["render", examplePath("card.xml"), "--dump", "display-list", "--dump-format", "json"])
    #expect(dump.exitCode == 2)
    #expect(dump.errors.contains("--dump-format json is for --dump frames"))
  }

  /// A negative number after an option is that option's value, checked against its limits,
  /// not an unknown option or a missing value.
  @Test(arguments: [
    (["render", "card.xml", "--scale", "-2", "-o", "x.png"], "--scale must be more than 0"),
    (["render", "card.xml", "--quality", "-5", "-o", "x.jpg"], "--quality must be 1 to 100"),
    (["render", "card.xml", "--png-compression", "-1", "-o", "x.png"], "--png-compression"),
    (["render", "card.xml", "--data", "r.csv", "--out", "{#}.png", "--jobs", "-3"], "--jobs"),
    (["test", "Goldens", "--jobs", "-1"], "--jobs must be at least 1"),
    (["diff", "a.png", "b.png", "--threshold", "-0.5"], "--threshold must be between 0 and 1"),
    (["serve", "card.xml", "--port", "-80"], "--port takes 0 to 65535"),
    (["bench", "card.xml", "--iterations", "-4"], "--iterations must be positive"),
  ])
  func negativeOptionValuesAreValues(arguments: [String], message: String) {
    let result = runLayout(arguments)
    #expect(result.exitCode == 2)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(!result.errors.contains("Missing value"))
    #expect(!result.errors.contains("Unknown option"))
  }

  @Test func aMissingFontFolderIsNamed() {
    let missing = "/nonexistent-fonts-\(UUID().uuidString)"
    let result = runLayout(["render", examplePath("card.xml"), "--fonts", missing, "-o", "x.png"])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("Font folder '\(missing)' does not exist"))
  }

  @Test func aHexStringInStateIsReadAsAColour() throws {
    let result = try check(
      #"<UIView backgroundColor="{accent}"/>"#, state: ##"{"accent": "#4f46e5"}"##)
    #expect(result.exitCode == 0, "\(result.errors)")
    let named = try check(#"<UIView backgroundColor="accent"/>"#, state: #"{"accent": "plum"}"#)
    #expect(named.errors.contains(##"{"$color": "#4f46e5"}"##))
  }

  @Test func jsonErrorsHaveALineAndColumn() throws {
    let result = try check("<UIView/>", state: "{\n  \"a\": 1,\n  \"b\": \n}")
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("state.json:4:1: error: Invalid JSON"))
  }

  @Test func checkReadsTheStateBesideEachTemplate() {
    // badge.xml reads {accent} and friends from badge.json; invoice and feed from theirs.
    let result = runLayout(["check", packageRoot.appendingPathComponent("Examples").path])
    #expect(result.exitCode == 0, "\(result.errors)")
  }
}
