import CommandSupport
import Foundation
import Layout
import LayoutEngine
import LayoutViews
import Testing

/// `xml=` composition, `template=` inheritance, `<param>` and `<children/>` (Behaviour.md §a.3,
/// §a.4), with the sandbox rules for the files they name.
@Suite struct CompositionTests {
  /// A fresh folder holding the given files.
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("composition-\(UUID().uuidString)")
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  func load(_ root: URL, access: TemplateAccess = TemplateAccess()) throws -> LayoutTemplate {
    try LayoutTemplate(
      contentsOfFile: root.appendingPathComponent("main.xml").path, access: access)
  }

  func solve(_ template: LayoutTemplate) throws -> SolvedLayout {
    try LayoutSolver.solve(
      template.compiled,
      SolveInput(canvas: Size(width: 400, height: 300), measurer: EstimatingTextMeasurer()))
  }

  /// The diagnostics loading `main.xml` throws.
  func errors(_ root: URL, access: TemplateAccess = TemplateAccess()) -> [Diagnostic] {
    do {
      _ = try load(root, access: access)
      return []
    } catch let error as DiagnosticError {
      return error.diagnostics
    } catch {
      return []
    }
  }

  @Test func xmlReplacesTheNodeAndItsAttributesWin() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView xml="parts/Badge.xml" left="5"><UILabel/></UIView></UIView>"#,
      "parts/Badge.xml": #"<UIView left="1" width="40" height="20"><UIView id="dot"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try solve(try load(root))
    #expect(
      layout.framesDump() == """
        UIView [UIView] 0 0 400 300
          UIView [UIView/UIView] 5 0 40 20
            UIView#dot [UIView/UIView/UIView#dot] 0 0 40 20

        """)
  }

  @Test func templateInsertsChildrenAtTheMarker() throws {
    let root = try folder([
      "main.xml": #"""
      <UIView><UIView template="Card.xml" height="60"><UIView id="mine"/></UIView></UIView>
      """#,
      "Card.xml": #"""
      <UIView width="100" height="50"><UIView id="top"/><children/><UIView id="bottom"/></UIView>
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try solve(try load(root))
    #expect(layout.nodes[1].frame == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(layout.nodes[1].children.map { layout.nodes[$0].id } == ["top", "mine", "bottom"])
  }

  @Test func templateWithoutMarkerAppendsChildren() throws {
    let root = try folder([
      "main.xml": #"<UIView template="Base.xml"><UIView id="mine"/></UIView>"#,
      "Base.xml": #"<UIView><UIView id="base"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try solve(try load(root))
    #expect(layout.nodes[0].children.map { layout.nodes[$0].id } == ["base", "mine"])
  }

  @Test func parametersTakeTheImportingNodesValuesOrTheDefault() throws {
    let root = try folder([
      "main.xml": #"""
      <UIView>
        <UIView template="Titled.xml" title="Hello {name}" size="20"/>
        <UIView template="Titled.xml"/>
      </UIView>
      """#,
      "Titled.xml": #"""
      <UIView title="Untitled" size="10" height="size * 2">
        <param name="title" type="String"/>
        <param name="size" type="CGFloat"/>
        <UILabel text="{title}"/>
      </UIView>
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let template = try load(root)
    let layout = try LayoutSolver.solve(
      template.compiled,
      SolveInput(
        canvas: Size(width: 400, height: 300), state: ["name": .string("Ada")],
        measurer: EstimatingTextMeasurer()))
    let labels = layout.nodes.filter { $0.className == "UILabel" }
    #expect(labels.map { $0.string("text") } == ["Hello Ada", "Untitled"])
    #expect(layout.nodes[1].frame.height == 40)
    #expect(layout.nodes[3].frame.height == 20)
  }

  @Test func aParameterWithoutValueIsAnErrorWhenRead() throws {
    let root = try folder([
      "main.xml": #"<UIView template="Titled.xml"/>"#,
      "Titled.xml":
        #"<UIView><param name="title" type="String"/><UILabel text="{title}"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: DiagnosticError.self) { try solve(try load(root)) }
    do {
      _ = try solve(try load(root))
    } catch let error as DiagnosticError {
      #expect(error.primary.message == "Missing value for parameter title")
    }
  }

  @Test func aTemplateOnItsOwnTakesParametersFromState() throws {
    let root = try folder([
      "main.xml": #"<UIView><param name="title" type="String"/><UILabel text="{title}"/></UIView>"#
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try LayoutSolver.solve(
      try load(root).compiled,
      SolveInput(
        canvas: Size(width: 400, height: 300), state: ["title": .string("From state")],
        measurer: EstimatingTextMeasurer()))
    #expect(layout.nodes[1].string("text") == "From state")
  }

  @Test func checkFollowsIncludedFiles() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView xml="Part.xml"/></UIView>"#,
      "Part.xml": "<UIView>\n  <UILabel text=\"{missing}\"/>\n</UIView>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = runLayout(["check", root.appendingPathComponent("main.xml").path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("Part.xml:2:"))
  }

  @Test func layoutNodesLoadComposedFiles() throws {
    let root = try folder([
      "main.xml": #"<UIView width="200" height="auto"><UIView template="Row.xml"/></UIView>"#,
      "Row.xml": #"<UIView height="rowHeight"><param name="rowHeight" type="CGFloat"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let node = try LayoutNode.load(contentsOfFile: root.appendingPathComponent("main.xml").path)
    try node.setState(["rowHeight": 30])
    let layout = try node.layout(renderer: try Renderer())
    #expect(layout.root.frame.height == 30)
    try node.setState(["rowHeight": 45])
    #expect(try node.layout(renderer: try Renderer()).root.frame.height == 45)
  }

  @Test func parameterValuesAreCheckedAgainstTheirType() throws {
    let root = try folder([
      "main.xml": #"<UIView template="Sized.xml" size="'big'"/>"#,
      "Sized.xml": #"<UIView><param name="size" type="CGFloat"/><UIView width="size"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = runLayout([
      "render", root.appendingPathComponent("main.xml").path, "-o",
      root.appendingPathComponent("out.png").path,
    ])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("main.xml:1:"))
    #expect(result.errors.contains("String is not compatible with expected type CGFloat"))
  }

  /// Behaviour.md §b3: nil is no value for an `Any` parameter, as in Layout, while an array
  /// parameter may be nil.
  @Test func anyParametersAreNotNil() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView template="Part.xml" item="nil" items="nil"/></UIView>"#,
      "Part.xml": #"""
      <UIView><param name="item" type="Any"/><param name="items" type="[Any]"/></UIView>
      """#,
      "arrays.xml": #"<UIView><UIView template="Part.xml" item="1" items="nil"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let failing = runLayout(["check", root.appendingPathComponent("main.xml").path])
    #expect(failing.exitCode == 1)
    #expect(failing.errors.contains("main.xml:1:43: error: Unexpected nil value"))
    let passing = runLayout(["check", root.appendingPathComponent("arrays.xml").path])
    #expect(passing.exitCode == 0, "\(passing.errors)")
  }

  @Test(arguments: [
    (
      #"<UIView><param name="size" type="Widget"/></UIView>"#,
      "Unknown or unsupported type Widget in <param>. Try using Any instead"
    ),
    (#"<UIView><children id="x"/></UIView>"#, "Unexpected attribute id in <children>"),
    (#"<UIView><children><UIView/></children></UIView>"#, "<children> node should not contain"),
  ])
  func declarationErrors(_ main: String, _ message: String) throws {
    let root = try folder(["main.xml": main])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = errors(root)
    #expect(found.contains { $0.message.contains(message) }, "\(found.map(\.message))")
    #expect(found.allSatisfy { $0.range?.start.line == 1 })
  }

  @Test(arguments: [
    (#"<UILabel xml="View.xml"/>"#, "View.xml", "Cannot replace UILabel with UIView"),
    (#"<UIView template="Label.xml"/>"#, "Label.xml", "Cannot replace UILabel with UIView"),
  ])
  func classRules(_ main: String, _ other: String, _ message: String) throws {
    let root = try folder([
      "main.xml": main, "View.xml": "<UIView/>", "Label.xml": "<UILabel/>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = errors(root)
    #expect(found.map(\.message) == [message])
    #expect(found.first?.file == root.appendingPathComponent("main.xml").path)
    #expect(found.first?.range?.start.line == 1)
    let rootClass = main.hasPrefix("<UILabel") ? "UILabel" : "UIView"
    #expect(found.first?.nodePath?.description == rootClass)
  }

  @Test func aCycleOfFilesNamesTheChain() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView xml="A.xml"/></UIView>"#,
      "A.xml": #"<UIView><UIView xml="B.xml"/></UIView>"#,
      "B.xml": #"<UIView template="A.xml"/>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = errors(root)
    #expect(found.map(\.message).first?.hasPrefix("Circular template reference: ") == true)
    #expect(found.first?.message.hasSuffix("main.xml → A.xml → B.xml → A.xml") == true)
    #expect(found.first?.file == root.appendingPathComponent("B.xml").path)
    // The path is where the cycle closes in the tree: main's child, which A.xml replaced.
    #expect(found.first?.nodePath?.description == "UIView/UIView/UIView")
  }

  @Test func pathsOutsideTheFolderNeedPermission() throws {
    let root = try folder([
      "site/main.xml": #"<UIView xml="../parts/Part.xml"/>"#,
      "parts/Part.xml": #"<UIView width="10"/>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    #expect(errors(site).map(\.code) == [.pathOutsideRoot])
    let allowed = TemplateAccess(allowedPaths: [root.appendingPathComponent("parts").path])
    #expect(try solve(try load(site, access: allowed)).root.frame.width == 10)
  }

  @Test func remoteTemplatesAreRefusedUnlessAllowed() throws {
    let root = try folder(["main.xml": #"<UIView xml="https://example.com/Part.xml"/>"#])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = errors(root)
    #expect(found.map(\.code) == [.remoteTemplate])
    #expect(found.first?.hints.first?.contains("--allow-network") == true)
  }

  @Test func remoteTemplatesLoadWhenAllowed() throws {
    let server = try FileServer(["/Part.xml": .init(body: Array(#"<UIView width="10"/>"#.utf8))])
    defer { server.stop() }
    let root = try folder(["main.xml": #"<UIView xml="\#(server.url("/Part.xml"))"/>"#])
    defer { try? FileManager.default.removeItem(at: root) }
    let template = try load(root, access: TemplateAccess(allowsNetwork: true))
    #expect(try solve(template).root.frame.width == 10)
  }

  @Test func checkFollowsRemoteTemplatesWhenAllowed() throws {
    let server = try FileServer([
      "/Part.xml": .init(body: Array(#"<UILabel text="{missing}"/>"#.utf8))
    ])
    defer { server.stop() }
    let root = try folder(["main.xml": #"<UIView xml="\#(server.url("/Part.xml"))"/>"#])
    defer { try? FileManager.default.removeItem(at: root) }
    let main = root.appendingPathComponent("main.xml").path
    let refused = runLayout(["check", main])
    #expect(refused.exitCode == 1)
    #expect(refused.errors.contains("--allow-network"), "\(refused.errors)")
    // Allowed, the remote template is read and its own error found.
    let allowed = runLayout(["check", main, "--allow-network"])
    #expect(allowed.exitCode == 1)
    #expect(allowed.errors.contains("missing"), "\(allowed.errors)")
    #expect(!allowed.errors.contains("--allow-network"), "\(allowed.errors)")
  }

  @Test func remoteTemplateFailuresAreErrors() throws {
    let server = try FileServer([
      "/big.xml": .init(body: Array(repeating: UInt8(ascii: " "), count: 5000)),
      "/slow.xml": .init(body: Array("<UIView/>".utf8), delay: 3),
      "/elsewhere.xml": .init(status: 302, headers: ["Location: file:///etc/hostname"]),
    ])
    defer { server.stop() }
    var access = TemplateAccess(allowsNetwork: true)
    access.networkSizeLimit = 4096
    access.networkTimeout = 1
    let expected = [
      "/missing.xml": "HTTP status 404",
      "/big.xml": "is larger than 4096 bytes",
      "/slow.xml": "did not arrive within 1 s",
      "/elsewhere.xml": "could not be loaded",
    ]
    for (path, message) in expected {
      let root = try folder(["main.xml": #"<UIView xml="\#(server.url(path))"/>"#])
      defer { try? FileManager.default.removeItem(at: root) }
      let found = errors(root, access: access)
      #expect(found.map(\.code) == [.remoteTemplate], "\(path)")
      #expect(found.first?.message.contains(message) == true, "\(path): \(found)")
    }
  }

  @Test func errorsInAnIncludedFileNoteWhereEachFileWasIncluded() throws {
    let root = try folder([
      "main.xml": "<UIView>\n  <UIView xml=\"A.xml\"/>\n</UIView>",
      "A.xml": "<UIView>\n\n  <UIView xml=\"B.xml\"/>\n</UIView>",
      "B.xml": "<UIView>\n  <UILabel width=\"10 +\"/>\n</UIView>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let error = try #require(errors(root).first)
    #expect(error.file == root.appendingPathComponent("B.xml").path)
    let notes = error.notes.map { "\($0.locationPrefix): \($0.message)" }
    #expect(
      notes == [
        root.appendingPathComponent("A.xml").path + ":3:11: B.xml is included here",
        root.appendingPathComponent("main.xml").path + ":2:11: A.xml is included here",
      ])
    #expect(error.description.contains("\n  \(root.path)/main.xml:2:11: note: A.xml is included"))
  }

  @Test func readingAndSolvingErrorsInAnIncludedFileNoteTheInclusion() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView xml="Broken.xml"/><UIView xml="Solve.xml"/></UIView>"#,
      "Broken.xml": #"<UIView><UIView/></UIVeiw>"#,
      "Solve.xml": #"<UIView width="missing + 1"/>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let broken = try #require(errors(root).first)
    #expect(broken.code == .xmlSyntax)
    #expect(broken.notes.map(\.message) == ["Broken.xml is included here"])
    try "<UIView/>".write(
      to: root.appendingPathComponent("Broken.xml"), atomically: true, encoding: .utf8)
    do {
      _ = try solve(try load(root))
      Issue.record("an unknown symbol solved")
    } catch let error as DiagnosticError {
      #expect(error.primary.file == root.appendingPathComponent("Solve.xml").path)
      #expect(error.primary.notes.map(\.message) == ["Solve.xml is included here"])
    }
  }

  @Test func everyErrorOfAnIncludedFileIsReported() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView xml="Part.xml"/></UIView>"#,
      "Part.xml": #"<UIView><param name="a"/><param name="b"/></UIView>"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(errors(root).count == 2)
  }

  @Test func errorsInAnIncludedFileNameThatFile() throws {
    let root = try folder([
      "main.xml": #"<UIView><UIView xml="Part.xml"/></UIView>"#,
      "Part.xml": "<UIView>\n  <UILabel width=\"10 +\"/>\n</UIView>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = errors(root)
    #expect(found.first?.file == root.appendingPathComponent("Part.xml").path)
    #expect(found.first?.range?.start.line == 2)
  }

  @Test(arguments: [
    (#"<UIView xml="main.xml"/>"#, "Circular template reference: "),
    (#"<UIView xml="../elsewhere/Part.xml"/>"#, "is outside the template's folder"),
    (#"<UIView template="https://example.com/Base.xml"/>"#, "remote templates are not loaded"),
  ])
  func renderRefusesAndWritesNothing(_ main: String, _ message: String) throws {
    let root = try folder([
      "site/main.xml": main, "elsewhere/Part.xml": "<UIView/>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("site/out.png")
    let template = root.appendingPathComponent("site/main.xml").path
    let result = runLayout(["render", template, "-o", output.path])
    #expect(result.exitCode == 1)
    #expect(result.errors.contains(message))
    #expect(result.errors.contains("main.xml:1:"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aCellTemplateMayComeFromItsOwnFile() throws {
    let root = try folder([
      "main.xml": #"""
      <UITableView rows="rows">
        <UITableViewCell xml="cells/Line.xml" reuseIdentifier="line"/>
      </UITableView>
      """#,
      "cells/Line.xml": #"""
      <UITableViewCell height="18"><UILabel text="{name}" badName="{name"/></UITableViewCell>
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = errors(root)
    // Errors in the cell's file name that file.
    #expect(found.first?.file?.hasSuffix("cells/Line.xml") == true)
    try #"<UITableViewCell height="18"><UILabel text="{name}"/></UITableViewCell>"#.write(
      to: root.appendingPathComponent("cells/Line.xml"), atomically: true, encoding: .utf8)
    let layout = try LayoutSolver.solve(
      try load(root).compiled,
      SolveInput(
        canvas: Size(width: 100, height: 100),
        state: [
          "rows": .array([.object(["name": .string("a")]), .object(["name": .string("b")])])
        ],
        measurer: EstimatingTextMeasurer()))
    #expect(layout.root.children.map { layout.nodes[$0].frame.y } == [0, 18])
    #expect(layout.nodes.last?.string("text") == "b")
  }
}
