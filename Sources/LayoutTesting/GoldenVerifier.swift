import Foundation
import Layout
import LayoutCore

/// What happened to one golden.
public enum GoldenOutcome: Sendable, Equatable {
  /// The image matched the golden.
  case passed
  /// The golden was written (`true` when it replaced an existing one).
  case recorded(replaced: Bool)
  /// The image did not match, or could not be made.
  case failed(GoldenFailure)
}

/// Why a golden failed, and where its images are.
public struct GoldenFailure: Sendable, Equatable {
  /// The case's name in the report.
  public var name: String
  /// The golden's path.
  public var golden: String
  /// What went wrong, in one line.
  public var message: String
  /// The images written to the report folder; nil when nothing was rendered.
  public var artifacts: GoldenArtifactPaths?
  /// The located errors that stopped the render (of the template, its settings), if any.
  public var diagnostics: [Diagnostic] = []

  /// A failure from its parts.
  public init(
    name: String, golden: String, message: String, artifacts: GoldenArtifactPaths?,
    diagnostics: [Diagnostic] = []
  ) {
    self.name = name
    self.golden = golden
    self.message = message
    self.artifacts = artifacts
    self.diagnostics = diagnostics
  }
}

/// Compares a rendered image with its golden and records goldens as the mode asks. The one
/// place that decides pass, fail and record, for `layout test` and the Swift assertions alike.
public struct GoldenVerifier: Sendable {
  /// When goldens are written.
  public var record: RecordMode
  /// Where failures leave their images.
  public var artifacts: GoldenArtifacts
  /// Whether a failure of two images of one size also gives their structural similarity
  /// (`StructuralSimilarity`): `SSIM 0.9871` after the pixel count.
  public var reportsSimilarity = false

  /// A verifier for a record mode and a report folder.
  public init(record: RecordMode = .never, artifacts: GoldenArtifacts = GoldenArtifacts()) {
    self.record = record
    self.artifacts = artifacts
  }

  /// Judges `png` against the golden at `golden` under `tolerance`.
  public func verify(
    _ png: [UInt8], golden: String, name: String, tolerance: DiffTolerance
  ) -> GoldenOutcome {
    do {
      return try judge(png, golden: golden, name: name, tolerance: tolerance)
    } catch {
      return .failed(
        GoldenFailure(name: name, golden: golden, message: error.description, artifacts: nil))
    }
  }

  private func judge(
    _ png: [UInt8], golden: String, name: String, tolerance: DiffTolerance
  ) throws(DiagnosticError) -> GoldenOutcome {
    let exists = FileManager.default.fileExists(atPath: golden)
    if record == .all || (!exists && record != .never) {
      try write(png, to: golden)
      return .recorded(replaced: exists)
    }
    guard exists else {
      let paths = try artifacts.write(name: name, expected: nil, diff: nil, actual: png)
      return fail(name, golden, "no golden image", paths)
    }
    let expectedPNG = try FileAccess.read(golden, what: "golden")
    if expectedPNG == png { return .passed }
    let (message, diff) = try compare(expectedPNG, png, tolerance, golden: golden)
    guard let message else { return .passed }
    if record == .failed {
      try write(png, to: golden)
      return .recorded(replaced: true)
    }
    let paths = try artifacts.write(name: name, expected: expectedPNG, diff: diff, actual: png)
    return fail(name, golden, message, paths)
  }

  /// Nil when the images count as the same; else why not, and the diff image when the sizes
  /// allowed one.
  private func compare(
    _ expectedPNG: [UInt8], _ actualPNG: [UInt8], _ tolerance: DiffTolerance, golden: String
  ) throws(DiagnosticError) -> (String?, RGBAImage?) {
    let expected = try decode(expectedPNG, file: golden)
    let actual = try decode(actualPNG, file: "rendered image")
    do {
      let verdict = try tolerance.evaluate(expected, actual, drawDiff: true)
      if verdict.passed { return (nil, nil) }
      var message = Self.describe(verdict.result, tolerance)
      if reportsSimilarity, let index = StructuralSimilarity.index(expected, actual) {
        message += "; SSIM " + String(format: "%.4f", index)
      }
      return (message, verdict.result.diff)
    } catch {
      return (
        "size \(actual.width)x\(actual.height) differs from the golden's "
          + "\(expected.width)x\(expected.height)", nil
      )
    }
  }

  /// `12 of 40000 pixels differ (allowed: 0)`.
  static func describe(_ result: PixelMatchResult, _ tolerance: DiffTolerance) -> String {
    let allowed = Int(tolerance.allowedMismatches(comparedPixels: result.comparedPixels))
    let window = tolerance.pixelMatch.windowSize.map { " in the densest \($0)x\($0) window" }
    return "\(result.mismatchedPixels) of \(result.comparedPixels) pixels differ"
      + (window ?? "") + " (allowed: \(allowed))"
  }

  /// Writes a golden, creating its folder.
  private func write(_ png: [UInt8], to golden: String) throws(DiagnosticError) {
    let folder = (golden as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileAccess.writeAtomically(png, to: golden)
  }

  private func fail(
    _ name: String, _ golden: String, _ message: String, _ paths: GoldenArtifactPaths
  ) -> GoldenOutcome {
    .failed(GoldenFailure(name: name, golden: golden, message: message, artifacts: paths))
  }

  private func decode(_ png: [UInt8], file: String) throws(DiagnosticError) -> RGBAImage {
    do {
      return try RGBAImage(png: png)
    } catch {
      throw error.located(file: file)
    }
  }
}
