import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// Templates written for an app render without its code: its classes declared in `layout.json`
/// or with `--class`, or inferred from their names (Behaviour.md §c.classes), and `check
/// --strict` reports what Layout's validation reports.
@Suite struct AppTemplateTests {
  /// A folder holding `files`, removed by the caller.
  private func folder(_ files: [String: String]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func theProjectFileDeclaresClassesAndTheirProperties() throws {
    let folder = try folder([
      "screen.xml":
        #"<BoxesViewController boxCount="3"><Badge text="{parent.boxCount}"/></BoxesViewController>"#,
      "layout.json": #"""
      {"classes": {"BoxesViewController": {"base": "UIViewController",
                                           "properties": {"boxCount": "Int"}},
                   "Badge": "UILabel"}}
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "render", folder.appendingPathComponent("screen.xml").path, "--dump", "frames",
      "--size", "200x100",
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "declared classes draw without warnings: \(result.errors)")
    #expect(result.output.contains("Badge [BoxesViewController/Badge] 0 0"), "\(result.output)")
  }

  @Test func aPropertyOfTheWrongTypeIsALocatedError() throws {
    let folder = try folder([
      "screen.xml": #"<Card count="'three'"/>"#,
      "layout.json": #"{"classes": {"Card": {"base": "UIView", "properties": {"count": "Int"}}}}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout(["check", folder.appendingPathComponent("screen.xml").path])
    #expect(result.exitCode == 1)
    #expect(result.output.contains("screen.xml:1:") || result.errors.contains("screen.xml:1:"))
  }

  @Test func anUnknownBaseInTheProjectFileIsAnErrorAtItsPlace() throws {
    let folder = try folder([
      "screen.xml": "<Card/>",
      "layout.json": #"{"classes": {"Card": "UINope"}}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "render", folder.appendingPathComponent("screen.xml").path, "--dump", "frames",
    ])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("layout.json:1:"), "\(result.errors)")
    #expect(result.errors.contains("UINope is not a known class"), "\(result.errors)")
  }

  @Test func classOptionDeclaresAClass() throws {
    let folder = try folder(["screen.xml": #"<UIView><Avatar width="auto"/></UIView>"#])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    let undeclared = runLayout(["render", file, "--dump", "frames"])
    #expect(undeclared.exitCode == 1, "Avatar ends with no known kind's name")
    #expect(undeclared.errors.contains("Unknown class Avatar"), "\(undeclared.errors)")
    let declared = runLayout(["render", file, "--dump", "frames", "--class", "Avatar=UILabel"])
    #expect(declared.exitCode == 0, "\(declared.errors)")
    let malformed = runLayout(["render", file, "--dump", "frames", "--class", "Avatar"])
    #expect(malformed.exitCode == 1)
    #expect(malformed.errors.contains("--class takes NAME=BASE"), "\(malformed.errors)")
  }

  @Test func undeclaredClassesNamedAfterAKindRenderWithWarnings() throws {
    let folder = try folder([
      "screen.xml": #"""
      <InboxViewController view.backgroundColor="white">
          <MessageCell rowCount="2"/>
          <UIButton touchUpInside="send" outlet="sendButton" title="Send"/>
      </InboxViewController>
      """#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "render", folder.appendingPathComponent("screen.xml").path, "--dump", "frames",
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      result.errors.contains("Unknown class InboxViewController, drawn as a UIViewController"))
    #expect(result.errors.contains("Unknown class MessageCell, drawn as a UITableViewCell"))
    #expect(result.errors.contains("Unknown property rowCount of MessageCell, ignored"))
    #expect(!result.errors.contains("touchUpInside"), "actions are accepted silently")
  }

  @Test func anInferredClassReplacesTheKindItIsDrawnAs() throws {
    let folder = try folder([
      "tabs.xml": #"<UITabBarController><UIViewController xml="boxes.xml"/></UITabBarController>"#,
      "boxes.xml": #"<BoxesViewController><UILabel text="Boxes"/></BoxesViewController>"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout([
      "render", folder.appendingPathComponent("tabs.xml").path, "--dump", "frames",
      "--size", "200x300",
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(!result.errors.contains("Cannot replace"), "\(result.errors)")
    #expect(result.output.contains("BoxesViewController [UITabBarController/BoxesViewController]"))
  }

  @Test func anOutletMayBeAConstantExpressionButNotState() throws {
    let folder = try folder([
      "screen.xml": #"<UIView><UILabel outlet="{label.outlet}" text="a"/></UIView>"#,
      "names.json": #"{"label": {"outlet": "titleLabel"}}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    let names = folder.appendingPathComponent("names.json").path
    let output = folder.appendingPathComponent("a.png").path
    let constant = runLayout(["render", file, "--constants", names, "-o", output])
    #expect(constant.exitCode == 0, "\(constant.errors)")
    let state = runLayout(["render", file, "--state", names, "-o", output])
    #expect(state.exitCode == 1)
    #expect(
      state.errors.contains("screen.xml:1:26: error: outlet must be a constant or literal value"),
      "\(state.errors)")
  }

  @Test func checkReportsRedundantExpressionsAsErrorsAsLayoutDoes() throws {
    let folder = try folder([
      "screen.xml": #"""
      <UIView>
        <UIView left="0" right="10" width="5" height="5"/>
        <UIView width="10" height="10" left="50% - width / 2" center.x="50%"/>
        <UIView width="10" height="10" left="0" leading="0"/>
        <UIView height="10" trailing="0" leading="0"/>
      </UIView>
      """#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.xml").path
    let check = runLayout(["check", file])
    let report = check.output + check.errors
    #expect(check.exitCode == 1)
    #expect(report.contains("screen.xml:2:27: error: Expression for right is redundant"))
    #expect(report.contains("error: Expression for center.x is redundant"))
    #expect(report.contains("error: Expression for leading is redundant"))
    #expect(!report.contains("trailing is redundant"), "leading and trailing decide a width")
    let render = runLayout(["render", file, "-o", folder.appendingPathComponent("a.png").path])
    #expect(render.exitCode == 0, "rendering draws it, with warnings")
    #expect(render.errors.contains("warning: Expression for right is redundant"))
  }

  @Test func strictTestFailsCasesWithRedundantExpressions() throws {
    let folder = try folder([
      "case.xml": #"<UIView><UIView left="0" right="10" width="5"/></UIView>"#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = runLayout(["test", folder.path, "--record", "missing"])
    #expect(record.exitCode == 0, "\(record.output)\(record.errors)")
    #expect(runLayout(["test", folder.path]).exitCode == 0)
    let strict = runLayout(["test", "--strict", folder.path])
    #expect(strict.exitCode == 1)
    #expect((strict.output + strict.errors).contains("Expression for right is redundant"))
  }
}
