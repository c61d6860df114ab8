import Foundation
import Layout
import LayoutCore

/// A run's failures offered for acceptance (`layout test --review`): the report page with an
/// Accept button per image difference, the report's images, and accepting one case, which
/// writes its new image over its golden atomically. Nothing is written until a case is
/// accepted.
///
/// Sendable: the accepted cases are kept under a lock, as the server accepts from several
/// connections at once.
public final class GoldenReview: @unchecked Sendable {
  /// The run reviewed.
  public let summary: GoldenSummary
  /// The report folder, which holds the images the page shows.
  public let reportDirectory: String
  /// The command that records what failed, shown where nothing can be accepted.
  public let rerecord: String
  /// What every accept request must carry in `GoldenReport.reviewTokenHeader`, so that other
  /// pages the browser has open cannot accept cases.
  public let token: String
  private let lock = NSLock()
  private var accepted: Set<Int> = []

  public init(
    summary: GoldenSummary, reportDirectory: String, rerecord: String,
    token: String = GoldenReview.newToken()
  ) {
    self.summary = summary
    self.reportDirectory = reportDirectory
    self.rerecord = rerecord
    self.token = token
  }

  /// A random token of 32 hexadecimal digits.
  public static func newToken() -> String {
    (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
  }

  /// The failures whose new image can be accepted (those that rendered).
  public var acceptable: [Int] {
    summary.failures.indices.filter { summary.failures[$0].artifacts?.actual != nil }
  }

  /// The failures accepted so far.
  public var acceptedCases: Set<Int> {
    lock.withLock { accepted }
  }

  /// The report page, with the cases accepted so far marked.
  public var page: String {
    GoldenReport.page(
      summary, directory: reportDirectory, rerecord: rerecord,
      review: GoldenReport.Review(token: token, accepted: acceptedCases))
  }

  /// Writes failure `index`'s new image over its golden; returns the golden's path. Accepting
  /// a case again writes the same image again.
  public func accept(_ index: Int) throws(DiagnosticError) -> String {
    guard summary.failures.indices.contains(index),
      let actual = summary.failures[index].artifacts?.actual
    else {
      throw DiagnosticError(
        .error, code: .badRequest, message: "No case \(index) with a new image to accept",
        hints: ["the cases: " + acceptable.map(String.init).joined(separator: ", ")])
    }
    let golden = summary.failures[index].golden
    guard let bytes = FileManager.default.contents(atPath: actual) else {
      throw DiagnosticError(
        .error, code: .fileNotFound, message: "Cannot read the new image '\(actual)'",
        hints: ["run layout test again: the report folder changed"])
    }
    try FileAccess.writeAtomically(Array(bytes), to: golden)
    lock.withLock { _ = accepted.insert(index) }
    return golden
  }

  /// The bytes of a PNG image in the report folder, by its path relative to it; nil for
  /// anything else (other files, paths leaving the folder).
  public func reportImage(_ relativePath: String) -> [UInt8]? {
    let parts = relativePath.split(separator: "/")
    guard relativePath.hasSuffix(".png"), !parts.isEmpty,
      !parts.contains(where: { $0 == ".." || $0 == "." })
    else { return nil }
    let root = URL(fileURLWithPath: reportDirectory).standardizedFileURL.resolvingSymlinksInPath()
    let file = root.appendingPathComponent(relativePath).resolvingSymlinksInPath()
    guard file.path.hasPrefix(root.path + "/") else { return nil }
    return FileManager.default.contents(atPath: file.path).map(Array.init)
  }
}
