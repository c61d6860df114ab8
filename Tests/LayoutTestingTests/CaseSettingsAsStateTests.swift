import CommandSupport
import Foundation
import Testing

/// `render --state NAME.json` with a golden case's settings file says what it is and what to
/// pass instead.
@Suite struct CaseSettingsAsStateTests {
  @Test func aCasesSettingsFileIsRefusedAsState() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    scratch.write(
      "suite/bar.json",
      #"{"state": {"name": "Ada"}, "constants": {"gap": 4}, "size": [40, 30], "scale": 2}"#)
    let result = runLayout([
      "render", scratch.file("suite/bar.xml"), "--state", scratch.file("suite/bar.json"), "-o",
      scratch.file("out.png"),
    ])
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("is a golden case's settings file, not state"), "\(result.errors)")
    #expect(result.errors.contains("--constants FILE") && result.errors.contains("--size 40x30"))
    #expect(result.errors.contains("--scale 2"))
    #expect(result.errors.contains("layout test \(scratch.file("suite/bar.xml"))"))
    #expect(!scratch.exists("out.png"))
  }

  @Test func theProjectsBadgeCaseSettingsAreRefused() {
    let scratch = Scratch()
    defer { scratch.remove() }
    let data = packageRoot.appendingPathComponent("Goldens/data").path
    let result = runLayout([
      "render", data + "/badge.xml", "--state", data + "/badge.json", "-o", scratch.file("b.png"),
    ])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("its state is the object under \"state\""), "\(result.errors)")
  }

  @Test func stateWithKeysBesideStateStillRenders() {
    let scratch = Scratch()
    defer { scratch.remove() }
    scratch.writeCase("bar")
    scratch.write("state.json", #"{"state": {"name": "Ada"}, "title": "x"}"#)
    let result = runLayout([
      "render", scratch.file("suite/bar.xml"), "--state", scratch.file("state.json"), "-o",
      scratch.file("out.png"),
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(scratch.exists("out.png"))
  }
}
