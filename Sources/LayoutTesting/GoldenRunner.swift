import Dispatch
import Foundation
import Layout
import LayoutCore

/// The outcome of a run, without images: memory stays flat however many cases pass.
public struct GoldenSummary: Sendable {
  /// Cases that matched their goldens, or were recorded.
  public var passed = 0
  /// The goldens written.
  public var recorded: [String] = []
  /// The failures, by case name.
  public var failures: [GoldenFailure] = []
  /// Every case run, in the order of the cases, with its time (for JUnit reports).
  public var results: [GoldenCaseResult] = []

  /// Cases run.
  public var total: Int { passed + failures.count }
}

/// One case's outcome and how long it took.
public struct GoldenCaseResult: Sendable {
  /// The case's template.
  public var template: String
  /// The folder of cases it was found in (`Goldens`).
  public var suite: String
  /// Its path in the suite, without extension (`views/borders`).
  public var name: String
  /// The variant it was rendered in (`iphone-15-dark`); nil for a case rendered once.
  public var variant: String? = nil
  /// Seconds to render and verify it.
  public var seconds: Double
  /// Why it failed; nil when it passed or was recorded.
  public var failure: GoldenFailure?
}

/// How far a run has got, reported every `GoldenRunner.progressInterval` cases.
public struct GoldenProgress: Sendable {
  /// Cases finished.
  public var done: Int
  /// Cases in the run.
  public var total: Int
  /// Failures so far.
  public var failed: Int
}

/// Renders golden cases in parallel and verifies them. Each worker thread owns a `Renderer`
/// (and so a font library: Pango is not thread-safe) and pulls the next case from a shared
/// counter; only failures are kept.
public struct GoldenRunner: Sendable {
  /// Decides pass, fail and record.
  public var verifier: GoldenVerifier
  /// Worker threads; at least 1.
  public var jobs: Int
  /// Cases between two progress reports.
  public var progressInterval: Int
  /// Whether a template with a redundant expression fails, as Layout's validation reports it
  /// (`layout test --strict`).
  public var isStrict = false
  /// Whether a case whose template has any warning fails, the warnings as its errors
  /// (`layout test --warnings-as-errors`).
  public var failsOnWarnings = false
  /// The platform resources and theme of Android cases (`layout test --platform --theme`).
  public var androidPlatform = AndroidPlatformSettings()

  /// A runner; `jobs` defaults to the number of active cores.
  public init(
    verifier: GoldenVerifier, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    progressInterval: Int = 100
  ) {
    self.verifier = verifier
    self.jobs = max(1, jobs)
    self.progressInterval = max(1, progressInterval)
  }

  /// Runs every case; `progress` is called (serially) every `progressInterval` cases.
  public func run(
    _ cases: [GoldenCase], progress: @escaping @Sendable (GoldenProgress) -> Void = { _ in }
  ) -> GoldenSummary {
    let tally = Tally(total: cases.count, interval: progressInterval, progress: progress)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(cases.count, 1))) { _ in
      let renderer = Result { () throws(DiagnosticError) in try Renderer() }
      while let index = tally.nextIndex() {
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = run(cases[index], renderer)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        tally.add(outcome, for: cases[index], at: index, seconds: seconds)
      }
    }
    return tally.summary()
  }

  /// Renders and verifies one case with a worker's renderer.
  public func run(_ goldenCase: GoldenCase, _ renderer: Result<Renderer, DiagnosticError>)
    -> GoldenOutcome
  {
    do {
      var tolerance = goldenCase.options.tolerance
      let png: [UInt8]
      if goldenCase.options.masks.isEmpty {
        png = try render(goldenCase, renderer)
      } else {
        let masked = try renderMasked(goldenCase, renderer.get())
        png = masked.png
        tolerance.ignoreRegions += masked.regions
      }
      return verifier.verify(
        png, golden: goldenCase.golden, name: goldenCase.reportName, tolerance: tolerance)
    } catch {
      return .failed(
        GoldenFailure(
          name: goldenCase.reportName, golden: goldenCase.golden, message: error.description,
          artifacts: nil, diagnostics: error.diagnostics))
    }
  }

  /// The PNG one case renders to with a worker's renderer: its template (a Layout template,
  /// an Android layout or an EverLayout layout), or the Red Box its manifest asks for.
  func render(_ goldenCase: GoldenCase, _ renderer: Result<Renderer, DiagnosticError>)
    throws(DiagnosticError) -> [UInt8]
  {
    if goldenCase.options.redBox { return try redBox(goldenCase, renderer.get()) }
    if failsOnWarnings { return try renderRejectingWarnings(goldenCase, renderer.get()) }
    let options = try goldenCase.renderOptions()
    let input = try load(goldenCase, options)
    let renderer = try renderer.get()
    let layout = try renderer.solve(input, options: options).layout
    return try renderer.render(
      renderer.displayList(layout, options: options), options: options, file: input.file)
  }

  /// The case's template read once in its format; a strict run refuses a Layout template's
  /// redundant expressions.
  func load(_ goldenCase: GoldenCase, _ options: RenderOptions) throws(DiagnosticError)
    -> LoadedInput
  {
    let input = try LoadedInput(
      InputFile(goldenCase.template), options: options, platform: androidPlatform)
    if isStrict, case .layout(let template) = input { try Self.rejectRedundancy(in: template) }
    return input
  }
}

extension GoldenRunner {
  /// The template's redundant-expression warnings as errors, if it has any.
  static func rejectRedundancy(in template: LayoutTemplate) throws(DiagnosticError) {
    let redundant = template.warnings.filter { $0.code == .redundantExpression }.map {
      var error = $0
      error.severity = .error
      return error
    }
    if !redundant.isEmpty { throw DiagnosticError(redundant) }
  }

  /// A case whose manifest masks elements: rendered from its solved tree, with the pixel
  /// regions of the masked elements' frames.
  func renderMasked(_ goldenCase: GoldenCase, _ renderer: Renderer)
    throws(DiagnosticError) -> (png: [UInt8], regions: [PixelRegion])
  {
    let options = try goldenCase.renderOptions()
    let solved = try solvedCase(goldenCase, renderer, options)
    let regions = try GoldenMask.regions(
      goldenCase.options.masks, in: solved.layout, scale: options.raster.scale,
      file: goldenCase.template)
    let png = try renderer.render(
      renderer.displayList(solved.layout, options: options), options: options, file: solved.file)
    return (png, regions)
  }

  /// The case's solved tree, for any format, and the file that names it in messages.
  private func solvedCase(_ goldenCase: GoldenCase, _ renderer: Renderer, _ options: RenderOptions)
    throws(DiagnosticError) -> (layout: SolvedLayout, file: String?)
  {
    let input = try load(goldenCase, options)
    return (try renderer.solve(input, options: options).layout, input.file)
  }

  /// A case rendered as `run` renders it, solving first so that any warning (reading,
  /// solving, fonts and glyphs) stops it as an error.
  func renderRejectingWarnings(_ goldenCase: GoldenCase, _ renderer: Renderer)
    throws(DiagnosticError) -> [UInt8]
  {
    let options = try goldenCase.renderOptions()
    let input = try load(goldenCase, options)
    let solved = try renderer.solve(input, options: options)
    try WarningsAsErrors.reject(
      solved.warnings + renderer.textWarnings(input, layout: solved.layout))
    return try renderer.render(
      renderer.displayList(solved.layout, options: options), options: options, file: input.file)
  }

  /// The Red Box of a case whose template has an error, on the case's canvas (else the
  /// default one), with paths relative to the case's folder; an error when it renders.
  func redBox(_ goldenCase: GoldenCase, _ renderer: Renderer) throws(DiagnosticError) -> [UInt8] {
    let options = try goldenCase.renderOptions()
    do {
      _ = try renderer.render(LayoutTemplate(contentsOfFile: goldenCase.template), options: options)
    } catch {
      let folder = (goldenCase.template as NSString).deletingLastPathComponent
      return try RedBox(error, relativeTo: folder).render(
        with: renderer, size: options.size ?? RenderOptions.defaultCanvas, options: options)
    }
    throw DiagnosticError(
      .error, code: .goldenRedBox,
      message: "The template renders without an error, but its manifest asks for a Red Box",
      file: goldenCase.template, hints: ["break the template, or drop \"redBox\": true"])
  }
}

/// The shared state of a run's workers. Sendable: every field is read and written under
/// `lock`.
private final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let interval: Int
  private let progress: @Sendable (GoldenProgress) -> Void
  private var next = 0
  private var done = 0
  private var result = GoldenSummary()
  private var indexedResults: [(Int, GoldenCaseResult)] = []

  init(total: Int, interval: Int, progress: @escaping @Sendable (GoldenProgress) -> Void) {
    self.total = total
    self.interval = interval
    self.progress = progress
  }

  /// The next case to run, or nil when all are taken.
  func nextIndex() -> Int? {
    lock.withLock {
      guard next < total else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func add(_ outcome: GoldenOutcome, for goldenCase: GoldenCase, at index: Int, seconds: Double) {
    lock.withLock {
      var failed: GoldenFailure?
      switch outcome {
      case .passed: result.passed += 1
      case .recorded:
        result.passed += 1
        result.recorded.append(goldenCase.golden)
      case .failed(let failure):
        result.failures.append(failure)
        failed = failure
      }
      indexedResults.append(
        (
          index,
          GoldenCaseResult(
            template: goldenCase.template, suite: goldenCase.suite, name: goldenCase.name,
            variant: goldenCase.variant?.name, seconds: seconds, failure: failed)
        ))
      done += 1
      if done % interval == 0, done < total {
        progress(GoldenProgress(done: done, total: total, failed: result.failures.count))
      }
    }
  }

  func summary() -> GoldenSummary {
    lock.withLock {
      var summary = result
      summary.results = indexedResults.sorted { $0.0 < $1.0 }.map(\.1)
      summary.recorded.sort()
      summary.failures.sort { $0.name < $1.name }
      return summary
    }
  }
}
