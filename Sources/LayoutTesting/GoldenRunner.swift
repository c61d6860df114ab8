import Foundation
import Layout
import LayoutCairo
import LayoutCore

/// When goldens are written.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Never: a missing or different golden fails.
  case never
  /// Write goldens that do not exist yet; compare the rest.
  case missing
  /// Rewrite goldens that differ, and write missing ones.
  case failed
}

/// What happened to one case.
public enum GoldenOutcome: Sendable {
  case passed
  case recorded
  case failed(String)
}

/// Renders golden cases and compares them with their expected images.
public struct GoldenRunner {
  public let renderer: Renderer
  public var record: RecordMode

  public init(renderer: Renderer, record: RecordMode = .never) {
    self.renderer = renderer
    self.record = record
  }

  /// Runs one case. On a mismatch it writes `name.actual.png` and `name.diff.png` (expected |
  /// diff | actual) beside the golden; on a pass it removes stale ones.
  public func run(_ goldenCase: GoldenCase) -> GoldenOutcome {
    do {
      return try compare(goldenCase)
    } catch {
      return .failed(error.description)
    }
  }

  private func compare(_ goldenCase: GoldenCase) throws(DiagnosticError) -> GoldenOutcome {
    let template = try LayoutTemplate(contentsOfFile: goldenCase.template)
    let png = try renderer.render(template, options: goldenCase.options())
    guard FileManager.default.fileExists(atPath: goldenCase.golden) else {
      if record != .never {
        try FileAccess.writeAtomically(png, to: goldenCase.golden)
        return .recorded
      }
      return .failed("no golden image \(goldenCase.golden)")
    }
    let actual = try decode(png, goldenCase.template)
    let expected = try decode(FileAccess.read(goldenCase.golden, what: "golden"), goldenCase.golden)
    guard let comparison = ImageComparer.compare(expected: expected, actual: actual) else {
      return try mismatch(
        goldenCase, png: png,
        "size \(actual.width)x\(actual.height) differs from the golden's "
          + "\(expected.width)x\(expected.height)", images: nil)
    }
    if comparison.matches {
      removeArtifacts(goldenCase)
      return .passed
    }
    return try mismatch(
      goldenCase, png: png,
      "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ "
        + "(largest channel difference \(comparison.maxChannelDifference))",
      images: [expected, comparison.diffImage!, actual])
  }

  private func mismatch(
    _ goldenCase: GoldenCase, png: [UInt8], _ message: String, images: [Bitmap]?
  ) throws(DiagnosticError) -> GoldenOutcome {
    if record == .failed {
      try FileAccess.writeAtomically(png, to: goldenCase.golden)
      removeArtifacts(goldenCase)
      return .recorded
    }
    try FileAccess.writeAtomically(png, to: goldenCase.actualFile)
    if let images {
      let triptych = try encode(Triptych.make(images))
      try FileAccess.writeAtomically(triptych, to: goldenCase.diffFile)
    }
    return .failed(
      "\(message)\n  actual: \(goldenCase.actualFile)"
        + (images == nil ? "" : "\n  expected | diff | actual: \(goldenCase.diffFile)"))
  }

  private func removeArtifacts(_ goldenCase: GoldenCase) {
    try? FileManager.default.removeItem(atPath: goldenCase.actualFile)
    try? FileManager.default.removeItem(atPath: goldenCase.diffFile)
  }

  private func decode(_ png: [UInt8], _ file: String) throws(DiagnosticError) -> Bitmap {
    do {
      return try Bitmap(png: png)
    } catch {
      throw DiagnosticError(error.located(file: file))
    }
  }

  private func encode(_ bitmap: Bitmap) throws(DiagnosticError) -> [UInt8] {
    do {
      return try bitmap.pngData()
    } catch {
      throw DiagnosticError(error)
    }
  }
}
