import CommandSupport
import Foundation
import Glibc
import Layout
import LayoutCore
import LayoutEngine
import LayoutTesting
import LayoutViews
import TestSupport
import Testing

@testable import LayoutCLI

/// Each diagnostic code, triggered by the smallest input that reports it. A code added to
/// `DiagnosticCode` without a trigger here (or a reason it has none) fails
/// `everyCodeIsTriggeredOrExplained`.
@Suite struct DiagnosticCodeTests {
  /// How to provoke a code: the diagnostics (errors, warnings and their notes) of some work.
  struct Trigger: CustomTestStringConvertible, Sendable {
    var code: DiagnosticCode
    var run: @Sendable () throws -> [Diagnostic]
    var testDescription: String { code.rawValue }
  }

  static let triggers: [Trigger] = reading + composition + compiling + solving + inputs + output

  static let reading: [Trigger] = [
    template(.emptyDocument, ""),
    template(.xmlSyntax, "<UIView>"),
    Trigger(code: .xmlEncoding) {
      try diagnostics { _ = try LayoutTemplate(bytes: [0xFF, 0xFE, 0x3C, 0]) }
    },
    template(.invalidRoot, "<view/>"),
    template(.htmlSyntax, #"<UILabel attributedText="&lt;b&gt;x"/>"#),
    template(.viewInHTML, "<UILabel><b>bold</b><UIView/></UILabel>"),
    template(.invalidParameter, #"<UIView><param name="a"/></UIView>"#),
    template(.invalidChildren, #"<UIView><children x="1"/></UIView>"#),
    template(.invalidMacro, #"<UIView><macro name="a"/></UIView>"#),
    template(.literalRequired, #"<UIView id="{name}"/>"#),
    Trigger(code: .stringsSyntax) {
      try files(["Localizable.strings": #""a" = ;"#]) { folder in
        _ = try LocalizedStrings.read(folder + "/Localizable.strings")
      }
    },
  ]

  static let composition: [Trigger] = [
    included(.templateCycle, ["A.xml": #"<UIView xml="main.xml"/>"#], #"<UIView xml="A.xml"/>"#),
    included(.incompatibleTemplate, ["A.xml": "<UIView/>"], #"<UILabel xml="A.xml"/>"#),
    included(.remoteTemplate, [:], #"<UIView xml="https://example.com/A.xml"/>"#),
    included(.includedHere, ["A.xml": "<UIView width=\"(\"/>"], #"<UIView xml="A.xml"/>"#),
    Trigger(code: .unresolvedComposition) {
      try diagnostics {
        _ = try LayoutNode(class: "UIView", expressions: ["xml": "A.xml"]).layout()
      }
    },
  ]

  static let compiling: [Trigger] = [
    template(.unknownClass, "<UIView><UINope/></UIView>"),
    template(.unknownProperty, #"<UIView nope="1"/>"#),
    template(.inferredClass, "<UIView><AvatarView/></UIView>"),
    template(.duplicateOutlet, #"<UIView><UIView outlet="a"/><UIView outlet="a"/></UIView>"#),
    template(.deprecatedProperty, #"<UIViewController backgroundColor="red"/>"#),
    template(.notDrawn, #"<UIView layer.maskedCorners="1"/>"#),
    template(.webContent, #"<WKWebView request="https://example.com"/>"#),
    template(.unavailableProperty, #"<UIView frame="1"/>"#),
    template(.readOnlyProperty, #"<UIView safeAreaInsets="1"/>"#),
    template(.unexpectedBody, "<UIView>text</UIView>"),
    template(.expressionSyntax, #"<UIView width="(1"/>"#),
    template(.expressionType, #"<UIView width="'a' * 2"/>"#),
    template(.expressionValue, #"<UIView backgroundColor="'nocolor'"/>"#),
    template(.unknownSymbol, #"<UIView width="nope"/>"#),
    template(.unknownFunction, #"<UIView width="nope(1)"/>"#),
    template(.unknownOperator, #"<UIView width="1 +"/>"#),
    template(.unknownID, ##"<UIView width="#nope.width"/>"##),
    template(.selfReference, #"<UIView><UIView width="width"/></UIView>"#),
    template(.layoutCycle, #"<UIView><UIView width="height" height="width"/></UIView>"#),
    template(
      .redundantExpression,
      #"<UIView><UIView left="0" width="10" right="0" top="0" height="10"/></UIView>"#),
    template(
      .missingParameter,
      #"<UIView><param name="a" type="CGFloat"/><UIView width="a"/></UIView>"#),
    template(.missingReuseIdentifier, "<UITableView><UITableViewCell/></UITableView>"),
    template(
      .extraHeaderOrFooter,
      """
      <UITableView>
        <UITableViewHeaderFooterView reuseIdentifier="a" />
        <UITableViewHeaderFooterView reuseIdentifier="b" />
        <UITableViewHeaderFooterView reuseIdentifier="c" />
      </UITableView>
      """),
  ]

  static let solving: [Trigger] = [
    template(
      .listData, #"<UITableView rows="rows"><UITableViewCell reuseIdentifier="c"/></UITableView>"#,
      state: ["rows": .number(1)]),
    template(
      .evaluationTooDeep,
      "<UIView>" + String(repeating: #"<UIView top="next.top + 1"/>"#, count: 5000)
        + "<UIView/></UIView>"),
    Trigger(code: .intrinsicSize) {
      struct Failure: Error {}
      var registry = ViewClassRegistry.standard
      registry.register(
        ViewClass(
          name: "Broken", properties: [:],
          intrinsicContent: .custom { _, _, _ in throw Failure() }))
      return try diagnostics {
        let template = try LayoutTemplate(
          xml: #"<UIView><Broken width="auto"/></UIView>"#, registry: registry)
        _ = try Renderer(registry: registry).solve(template)
      }
    },
    template(.boxIgnored, #"<VBox height="100" pack="fit"><UIView height="10"/></VBox>"#),
    template(.invalidBoxOption, #"<VBox><UIView flex="0"/></VBox>"#),
    Trigger(code: .missingFont) {
      try warnings(#"<UILabel font="Papyrus 12" text="a"/>"#)
    },
    Trigger(code: .missingGlyph) {
      try warnings(#"<UILabel text="𓀀"/>"#)
    },
  ]

  static let inputs: [Trigger] = [
    included(.pathOutsideRoot, [:], #"<UIView xml="../elsewhere/A.xml"/>"#),
    Trigger(code: .invalidJSON) {
      try diagnostics { _ = try StateFile.parse(Array("{".utf8), file: "state.json") }
    },
    Trigger(code: .invalidState) {
      try diagnostics { try LayoutNode(class: "UIView").setState(["when": Date()]) }
    },
    Trigger(code: .imageNotFound) {
      // Solving without an image provider, as frame tests do: every image is missing.
      try diagnostics {
        let template = try LayoutTemplate(xml: #"<UIImageView image="a.png"/>"#)
        _ = try LayoutSolver.solve(
          template.compiled,
          SolveInput(canvas: Size(width: 10, height: 10), measurer: EstimatingTextMeasurer()))
      }
    },
    included(.fileNotFound, [:], #"<UIImageView image="missing.png"/>"#, solve: true),
    included(
      .invalidImage, ["a.svg": "<svg><g></svg>"], #"<UIImageView image="a.svg"/>"#, solve: true),
    included(.remoteImage, [:], #"<UIImageView image="https://example.com/a.png"/>"#, solve: true),
    included(
      .invalidAssetCatalog, ["Assets.xcassets/Brand.colorset/Contents.json": "{"],
      #"<UIView backgroundColor="Brand"/>"#, solve: true),
    Trigger(code: .imageTooLarge) {
      try files(["big.webp": bigWebP, "main.xml": Array(#"<UIImageView image="big.webp"/>"#.utf8)])
      {
        _ = try Renderer().solve(LayoutTemplate(contentsOfFile: $0 + "/main.xml"))
      }
    },
    template(
      .resourceLimit,
      #"<UILabel text="{'%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d'(1,1,1,1,1,1,1,1,1,1,1)}"/>"#
    ),
    Trigger(code: .invalidPNG) {
      try diagnostics { _ = try Bitmap(png: Array("not a png".utf8)) }
    },
  ]

  static let output: [Trigger] = [
    Trigger(code: .timeLimit) {
      try diagnostics {
        try RenderBudget.within(RenderBudget(seconds: 0)) { () throws(DiagnosticError) in
          _ = try Renderer().render(LayoutTemplate(xml: "<UIView/>"))
        }
      }
    },
    Trigger(code: .canvasSize) {
      try diagnostics {
        _ = try Renderer().render(
          LayoutTemplate(xml: "<UIView/>"), options: RenderOptions(size: Size(width: 0, height: 1)))
      }
    },
    Trigger(code: .invalidData) {
      try diagnostics { _ = try OutputPattern("out/all.png") }
    },
    Trigger(code: .writeFailed) {
      try diagnostics { try FileAccess.writeAtomically([1], to: "/nonexistent/folder/a.png") }
    },
    Trigger(code: .serveFailed) {
      let taken = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(taken) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          _ = bind(taken, $0, length)
          _ = listen(taken, 1)
          return getsockname(taken, $0, &length)
        }
      }
      let port = UInt16(bigEndian: address.sin_port)
      return try files(["a.xml": "<UIView/>"]) { folder in
        // In its own process: in this one, the server's task would wait for a thread of the
        // test run's pool, which the tests keep busy.
        let result = try runProcessReadingErrors(
          layoutExecutable.path, ["serve", folder, "--port", "\(port)", "--diagnostics", "json"])
        let code: DiagnosticCode = result.errors.contains("serve-failed") ? .serveFailed : .cairo
        throw DiagnosticError(.error, code: code, message: result.errors)
      }
    },
    Trigger(code: .goldenManifest) {
      try files([GoldenManifest.fileName: #"{"threshold": "high"}"#]) { folder in
        _ = try GoldenManifest.read(folder + "/" + GoldenManifest.fileName)
      }
    },
    Trigger(code: .unformatted) {
      try files(["a.xml": "<UIView   width=\"1\"/>"]) { folder in
        let result = runLayout(["format", "--check", "--diagnostics", "json", folder])
        let codes = result.errors.split(separator: "\n").compactMap { line in
          (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["code"]
            as? String
        }
        throw DiagnosticError(
          codes.compactMap(DiagnosticCode.init(rawValue:)).map {
            Diagnostic(.warning, code: $0, message: "")
          })
      }
    },
    Trigger(code: .goldenSettings) {
      try files(["a.xml": "<UIView/>", "a.json": #"{"colour": 1}"#]) { folder in
        _ = try GoldenCase(template: folder + "/a.xml", name: "a", suite: folder).renderOptions()
      }
    },
  ]

  /// Codes provoked only by other tests (in other targets, or through a running server), by
  /// the test named.
  static let testedElsewhere: [DiagnosticCode: String] = [
    .badRequest: "LayoutCLITests ServeTests.errorsAreJSONWithTheirStatus",
    .symbolicLink:
      "LayoutToolTests FinderTests.searchSkipsHiddenBuildAndLinkedFilesButTakesNamedOnes",
    .invalidIgnoreFile: "LayoutToolTests FinderTests.anIgnoreFileThatIsNotUTF8IsAnError",
    .notRegularFile: "LayoutCLITests SpecialFileTests.aPipeIncludedByATemplateIsRefused",
    .evaluationError: "LayoutExpressionsTests DiagnosticTests.contextErrorsBecomeEvaluationErrors",
    .goldenRedBox: "LayoutTestingTests GoldenRunnerTests.redBoxCasesExpectAnError",
    .invalidAndroidLayout: "LayoutCLITests AndroidCommandTests.aMalformedValuesFileIsALocatedError",
    .androidIgnored:
      "LayoutCLITests AndroidCommandTests.unknownTagsAndAttributesAreLocatedWarnings",
    .androidBadReference:
      "LayoutCLITests AndroidCommandTests.aBadReferenceIsALocatedErrorAndWritesNothing",
    .androidRuleCycle:
      "LayoutCLITests AndroidCommandTests.aRuleCycleIsALocatedErrorNamingTheViewsAndWritesNothing",
    .invalidAndroidDrawable:
      "LayoutCLITests AndroidDrawableCommandTests.aMalformedDrawableIsALocatedErrorAndWritesNothing",
    .unknownQualifier:
      "LayoutCLITests AndroidQualifierCommandTests.anUnknownQualifierIsAnErrorAndWritesNothing",
    .invalidEverLayout:
      "LayoutEverLayoutTests EverLayoutSolverTests.aJSONFileWithoutARootIsNotALayout",
    .everLayoutIgnored:
      "LayoutEverLayoutTests EverLayoutSolverTests.whatEverLayoutIgnoresIsALocatedWarning",
    .unsatisfiableConstraints:
      "LayoutEverLayoutTests EverLayoutSolverTests.aRequiredConflictIsALocatedErrorNamingTheConstraints",
    .ambiguousLayout:
      "LayoutEverLayoutTests EverLayoutSolverTests.undeterminedFramesAreAnAmbiguityWarning",
  ]

  /// Codes for failures of a system library, which no input provokes.
  static let systemFailures: Set<DiagnosticCode> = [.cairo, .png, .fonts]

  @Test(arguments: triggers) func triggerReportsItsCode(_ trigger: Trigger) throws {
    let found = try trigger.run()
    let codes = found.flatMap { [$0.code] + $0.notes.map(\.code) }
    #expect(codes.contains(trigger.code), "\(found.map(\.description))")
  }

  @Test func everyCodeIsTriggeredOrExplained() {
    let triggered = Set(Self.triggers.map(\.code))
    let explained = triggered.union(Self.testedElsewhere.keys).union(Self.systemFailures)
    #expect(Set(DiagnosticCode.allCases).subtracting(explained) == [])
    #expect(triggered.intersection(Self.testedElsewhere.keys).isEmpty)
  }

  @Test func codesPrintAsTheirRawValue() {
    #expect("\(DiagnosticCode.unknownSymbol)" == "unknown-symbol")
    #expect(Set(DiagnosticCode.allCases.map(\.rawValue)).count == DiagnosticCode.allCases.count)
  }
}

// MARK: - Triggers

/// The diagnostics `body` throws, or none.
private func diagnostics(_ body: () throws -> Void) rethrows -> [Diagnostic] {
  do {
    try body()
    return []
  } catch let error as DiagnosticError {
    return error.diagnostics
  }
}

/// A template compiled and solved from XML text: its errors, else its warnings.
private func template(
  _ code: DiagnosticCode, _ xml: String, state: [String: Value] = [:]
) -> DiagnosticCodeTests.Trigger {
  DiagnosticCodeTests.Trigger(code: code) {
    var warnings: [Diagnostic] = []
    let errors = try diagnostics {
      let compiled = try LayoutTemplate(xml: xml)
      warnings = compiled.warnings
      let layout = try Renderer().solve(compiled, options: RenderOptions(state: state))
      warnings += layout.warnings
    }
    return errors + warnings
  }
}

/// `main` (as main.xml) beside `files` in a new folder: the errors of loading it, and of
/// solving it when `solve` is set.
private func included(
  _ code: DiagnosticCode, _ files: [String: String], _ main: String, solve: Bool = false
) -> DiagnosticCodeTests.Trigger {
  DiagnosticCodeTests.Trigger(code: code) {
    try DiagnosticCodeTests.files(files.merging(["main.xml": main]) { $1 }) { folder in
      let template = try LayoutTemplate(contentsOfFile: folder + "/main.xml")
      if solve { _ = try Renderer().solve(template) }
    }
  }
}

/// The warnings of rendering a template.
private func warnings(_ xml: String) throws -> [Diagnostic] {
  let renderer = try Renderer()
  let template = try LayoutTemplate(xml: xml)
  return renderer.textWarnings(template, layout: try renderer.solve(template))
}

/// A WebP header whose canvas is 20,000 pixels square, beyond the decoder's limit.
private let bigWebP: [UInt8] =
  Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
  + [0, 0, 0, 0, 0x1F, 0x4E, 0x00, 0x1F, 0x4E, 0x00]

extension DiagnosticCodeTests {
  /// Writes text `files` into a new folder; see the byte variant.
  static func files(_ files: [String: String], _ body: (String) throws -> Void) throws
    -> [Diagnostic]
  {
    try self.files(files.mapValues { Array($0.utf8) }, body)
  }

  /// Writes `files` into a new folder (in a subfolder, so that `../` leaves it), runs `body`
  /// with the folder's path and returns the diagnostics it threw.
  static func files(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws
    -> [Diagnostic]
  {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("site")
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text).write(to: url)
    }
    return try diagnostics { try body(folder.path) }
  }
}
