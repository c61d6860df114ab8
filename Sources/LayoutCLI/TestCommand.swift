import ArgumentParser
import Foundation
import Layout
import LayoutCore
import LayoutTesting

/// `layout test DIR…`: renders golden cases in parallel, compares them with their images and
/// writes an HTML report of the failures; or, with `--prune`, finds goldens with no case.
struct TestCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "test", _superCommandName: "layout",
    abstract: "Render golden cases (NAME.xml beside NAME.png) and compare them.",
    discussion: """
      A case may have NAME.json with {"state": {…}, "constants": {…}, "size": [w, h], \
      "scale": n, "qualifiers": "night,land"}. A layout-test.json in a folder sets options for \
      the cases below it: threshold, includeAA, windowSize, maxDiffPixels, maxDiffRatio, \
      ignore ([[x, y, w, h]]), mask (["#id", "@+id/name", "UIView/UILabel[2]"]), scale, size, \
      variants ({"device": […], "appearance": ["light", "dark"], "locale": […], "direction": \
      ["ltr", "rtl"], "qualifiers": […]}: every case once per combination, its golden \
      NAME@VARIANT.png), and "cases": {"NAME": {…}} for single cases. \
      Comparison is exact unless a manifest relaxes it; --warnings-as-errors fails a case \
      whose template has any warning. Goldens are never written unless \
      --record (or LAYOUT_RECORD) asks: missing writes absent goldens, failed also rewrites the \
      ones that differ, all rewrites every one. Failures leave expected, diff and actual images \
      and an index.html in the report folder. Exits 1 when any case fails.
      """)

  @Argument(help: "Folders of cases.", completion: .directory)
  var directories: [String] = ["Goldens"]

  @OptionGroup var diagnosticOptions: DiagnosticOptions

  @Option(
    help:
      "When to write goldens: never, missing, failed or all (default: LAYOUT_RECORD, else never).",
    completion: .words(OptionValues.recordModes))
  var record: String?

  @Flag(
    name: [.customShort("u"), .long],
    help: "Re-record the goldens of the cases that fail (--record failed), as jest -u does.")
  var update = false

  @Option(
    help: ArgumentHelp(
      "Run only the cases whose name (its path from the folder, without .xml: text/wrapping) "
        + "matches this glob (repeatable; any match counts).", valueName: "glob"))
  var filter: [String] = []

  @Option(
    help: ArgumentHelp(
      "Run only the variants whose name (iphone-15-dark, from the manifests' \"variants\") "
        + "matches this glob (repeatable; any match counts); cases without variants are left out.",
      valueName: "glob"))
  var variant: [String] = []

  @Flag(help: "List the cases (after --filter and --variant) instead of running them.")
  var list = false

  @Option(
    help: ArgumentHelp(
      "Also print one CI annotation per failure (github: '::error file=…,line=…::'), at the "
        + "case's template or at the template's error.", valueName: "github"),
    completion: .words(["github"]))
  var annotations: String?

  @Option(
    help: ArgumentHelp(
      "Asset catalog (.xcassets folder) for every case (default: Assets.xcassets beside each "
        + "case's template).", valueName: "path"),
    completion: .directory)
  var assets: String?

  @Option(
    help: ArgumentHelp(
      "Android layouts: render every case with these resource qualifiers (over the case's "
        + "own \"qualifiers\").", valueName: "night,land,w600dp"))
  var qualifiers: String?

  @Option(
    help: ArgumentHelp(
      "Render every case as this phone or tablet (`layout devices` lists them), to its golden "
        + "NAME@DEVICE.png (in variants, the device replaces theirs).", valueName: "name"),
    completion: .words(Device.presets.map(\.name)))
  var device: String?

  @Option(help: SolveArguments.platformHelp, completion: .file(extensions: ["apk"]))
  var platform: String?

  @Option(help: SolveArguments.themeHelp)
  var theme: String?

  @Flag(
    help: ArgumentHelp(
      "Serve the report with an Accept button per failed case, which writes its new image over "
        + "its golden; runs until Ctrl-C."))
  var review = false

  @Option(help: "With --review, the address to listen on.")
  var host: String = "127.0.0.1"

  @Option(parsing: .unconditional, help: "With --review, the port (0 picks a free one).")
  var port: Int = 0

  @Option(help: "Folder for the failure images and index.html.", completion: .directory)
  var report: String = GoldenArtifacts.defaultDirectory

  @Option(parsing: .unconditional, help: "Cases rendered at once (default: the number of cores).")
  var jobs: Int?

  @Flag(
    help: ArgumentHelp(
      "List goldens of cases that no longer exist (and that no case reads) instead of "
        + "comparing; exits 1 if any."))
  var prune = false

  @Flag(help: "With --prune, delete the goldens it lists.")
  var delete = false

  @Option(
    help: "Also write a JUnit XML report of the run to this file.",
    completion: .file(extensions: ["xml"]))
  var junit: String?

  @Flag(
    help: "Also give each failure's structural similarity to its golden (SSIM, 1 is the same).")
  var ssim = false

  @Flag(help: "Fail cases whose templates have redundant expressions, as Layout's validation does.")
  var strict = false

  @Flag(help: "Fail cases whose templates have any warning, of any format.")
  var warningsAsErrors = false

  func validate() throws {
    if let record, RecordMode(rawValue: record) == nil {
      throw ValidationError("--record takes \(RecordMode.names)")
    }
    if record == nil, RecordMode.fromEnvironment() == nil {
      throw ValidationError("\(RecordMode.environmentVariable) must be \(RecordMode.names)")
    }
    if delete, !prune { throw ValidationError("--delete is only used with --prune") }
    if let annotations, annotations != "github" {
      throw ValidationError("--annotations takes github")
    }
    if update, let record, record != RecordMode.failed.rawValue {
      throw ValidationError("-u records what fails; it cannot be used with --record \(record)")
    }
    if let device, Device.named(device) == nil {
      throw ValidationError("Unknown device '\(device)'; `layout devices` lists them")
    }
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    try validateReview()
  }

  /// `--review` asks before writing, so it goes with no recording, listing or pruning.
  private func validateReview() throws {
    guard review else {
      if host != "127.0.0.1" || port != 0 {
        throw ValidationError("--host and --port are used with --review")
      }
      return
    }
    guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
    if list || prune { throw ValidationError("--review cannot be used with --list or --prune") }
    if update || record != nil {
      throw ValidationError("--review writes only the goldens accepted; drop -u and --record")
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    diagnosticOptions.apply(to: console)
    if prune { return try pruneGoldens(on: console) }
    // Before anything is rendered: the program may hand over to the one with the server;
    // and before the renders start threads, which would not hear the signals otherwise.
    var interrupt: Interrupt?
    if review {
      try ServeHost.prepareToReview()
      interrupt = Interrupt()
    }
    guard var cases = try discover(on: console) else { return ExitCode.failure }
    if !filter.isEmpty {
      cases = cases.filter { golden in filter.contains { Self.matches(golden.name, glob: $0) } }
      guard !cases.isEmpty else {
        console.printError(
          "error: no case matches --filter \(filter.joined(separator: ", "))")
        return ExitCode.failure
      }
    }
    if !variant.isEmpty {
      cases = cases.filter { golden in
        guard let name = golden.variant?.name else { return false }
        return variant.contains { Self.matches(name, glob: $0) }
      }
      guard !cases.isEmpty else {
        console.printError("error: no variant matches --variant \(variant.joined(separator: ", "))")
        return ExitCode.failure
      }
    }
    if list {
      for golden in cases {
        console.print(golden.template + (golden.variant.map { " @" + $0.name } ?? ""))
      }
      console.print("\(cases.count) cases")
      return ExitCode.success
    }
    let artifacts = GoldenArtifacts(directory: report)
    try artifacts.clear()
    var verifier = GoldenVerifier(record: recordMode, artifacts: artifacts)
    verifier.reportsSimilarity = ssim
    var runner = GoldenRunner(verifier: verifier, jobs: jobCount(jobs))
    runner.isStrict = strict
    runner.failsOnWarnings = warningsAsErrors
    runner.androidPlatform = AndroidPlatformSettings(platformPath: platform, theme: theme)
    let summary = runner.run(cases) { progress in
      console.printError("[\(progress.done)/\(progress.total)] \(progress.failed) failed")
    }
    try print(summary, on: console)
    if annotations != nil {
      let templates = Dictionary(
        cases.map { ($0.golden, $0.template) }, uniquingKeysWith: { first, _ in first })
      for line in GitHubAnnotations.lines(summary, templates: templates) { console.print(line) }
    }
    if let junit {
      try FileAccess.writeAtomically(
        Array(JUnitReport.xml(summary, report: report).utf8), to: junit)
    }
    if let interrupt { return try serveReview(of: summary, until: interrupt, on: console) }
    return summary.failures.isEmpty ? ExitCode.success : ExitCode.failure
  }

  /// Serves the report for review when a case's new image can be accepted.
  private func serveReview(
    of summary: GoldenSummary, until interrupt: Interrupt, on console: Console
  ) throws(DiagnosticError) -> Int32 {
    let review = GoldenReview(summary: summary, reportDirectory: report, rerecord: rerecordCommand)
    guard !review.acceptable.isEmpty else {
      if !summary.failures.isEmpty {
        console.printError("nothing to review: no failed case rendered a new image")
      }
      return summary.failures.isEmpty ? ExitCode.success : ExitCode.failure
    }
    return try ServeHost.review(review, host: host, port: port, until: interrupt, on: console)
  }

  private var recordMode: RecordMode {
    if review { return .never }
    if update { return .failed }
    return record.flatMap(RecordMode.init(rawValue:)) ?? RecordMode.fromEnvironment() ?? .never
  }

  /// Whether a case's name matches a shell glob (`*`, `?`, `[…]`); `*` crosses folders.
  static func matches(_ name: String, glob: String) -> Bool {
    fnmatch(glob, name, 0) == 0
  }

  /// The command that re-records what failed, as it was run: `LAYOUT_COMMAND` names the tool
  /// when a script runs it (`scripts/layout`), else `layout`.
  private var rerecordCommand: String {
    let tool = ProcessInfo.processInfo.environment["LAYOUT_COMMAND"] ?? "layout"
    return "\(tool) test \(directories.joined(separator: " ")) --record failed"
  }

  /// The cases of every folder (or the one case a path names), with `--assets` and
  /// `--qualifiers` applied; nil (after saying so) when a folder has none.
  private func discover(on console: Console) throws(DiagnosticError) -> [GoldenCase]? {
    var cases: [GoldenCase] = []
    for directory in directories {
      if let single = try GoldenCase.discover(case: directory) {
        cases += single.expanded
        continue
      }
      var skipped: [Diagnostic] = []
      let found = try GoldenCase.discover(in: directory, skipped: &skipped)
      console.report(skipped)
      if found.isEmpty {
        console.printError("error: no cases (NAME.xml) found in '\(directory)'")
        return nil
      }
      cases += found
    }
    return try configured(cases)
  }

  /// The cases with the asset catalog, the resource qualifiers and the device the command
  /// line gives.
  private func configured(_ cases: [GoldenCase]) throws(DiagnosticError) -> [GoldenCase] {
    var cases = cases
    if let preset = device.flatMap(Device.named) {
      var seen = Set<String>()
      cases = cases.map { $0.onDevice(preset) }.filter { seen.insert($0.golden).inserted }
    }
    if let assets {
      for index in cases.indices { cases[index].options.assetCatalog = assets }
    }
    if let qualifiers {
      let parsed = try ResourceQualifiers.parse(list: qualifiers)
      for index in cases.indices { cases[index].options.qualifiers = parsed }
    }
    return cases
  }

  /// Prints the recorded goldens, each failure, the report's path and the closing line.
  private func print(_ summary: GoldenSummary, on console: Console) throws(DiagnosticError) {
    for golden in summary.recorded { console.print("recorded \(golden)") }
    for failure in summary.failures {
      console.printError("FAIL \(failure.golden): \(failure.message)")
      for line in failure.artifacts?.lines ?? [] { console.printError("  " + line) }
    }
    if !summary.failures.isEmpty {
      let index = try GoldenReport.write(summary, to: report, rerecord: rerecordCommand)
      console.printError("report: \(index)")
      // Only image differences can be accepted; errors (settings, templates) must be fixed.
      if summary.failures.contains(where: { $0.artifacts?.actual != nil }) {
        console.printError("to accept the new images: \(rerecordCommand)")
      }
    }
    console.print("\(summary.passed) passed, \(summary.failures.count) failed")
  }

  /// Lists (and with --delete removes) the goldens of cases that no longer exist. The cases
  /// are rendered first, so that an image any of them reads is kept whatever its name; when
  /// one cannot be rendered, nothing is deleted.
  private func pruneGoldens(on console: Console) throws(DiagnosticError) -> Int32 {
    var cases: [GoldenCase] = []
    for directory in directories { cases += try GoldenCase.discover(in: directory) }
    var runner = GoldenRunner(verifier: GoldenVerifier(), jobs: jobCount(jobs))
    runner.androidPlatform = AndroidPlatformSettings(platformPath: platform, theme: theme)
    let inputs = runner.inputs(of: try configured(cases))
    for unrendered in inputs.unrendered {
      console.printError(
        "error: cannot tell what '\(unrendered.template)' reads: \(unrendered.message)")
    }
    let orphans = directories.flatMap {
      GoldenPrune.orphans(in: $0, cases: cases, reads: inputs.files)
    }
    guard delete else {
      for orphan in orphans { console.print("no case: \(orphan)") }
      console.print("\(orphans.count) goldens without a case")
      if !orphans.isEmpty { console.printError("to delete them: add --delete") }
      return orphans.isEmpty && inputs.unrendered.isEmpty ? ExitCode.success : ExitCode.failure
    }
    guard inputs.unrendered.isEmpty else {
      console.printError(
        "error: nothing deleted: fix the cases that cannot be rendered first, since the images "
          + "they read are not known")
      return ExitCode.failure
    }
    let kept = GoldenPrune.delete(orphans)
    for orphan in orphans where !kept.contains(orphan) { console.print("deleted \(orphan)") }
    for orphan in kept { console.printError("error: cannot delete '\(orphan)'") }
    console.print("\(orphans.count - kept.count) goldens deleted")
    return kept.isEmpty ? ExitCode.success : ExitCode.failure
  }
}
