import LayoutCore

/// Rows chosen by number for `render --data --rows`: numbers and ranges (`3,17,40-42`), so a
/// batch can re-render only the rows a merge of its reports found failed or missing.
public struct RowSelection: Sendable, Equatable {
  /// Inclusive ranges of row numbers, from 1.
  public var ranges: [ClosedRange<Int>]

  public init(_ ranges: [ClosedRange<Int>]) {
    self.ranges = ranges
  }

  /// Parses `3,17,40-42`; nil when a part is not a row number (from 1) or a range `A-B`
  /// with A ≤ B.
  public init?(_ text: String) {
    var ranges: [ClosedRange<Int>] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count), let low = Int(bounds[0]), low >= 1,
        let high = Int(bounds[bounds.count - 1]), high >= low
      else { return nil }
      ranges.append(low...high)
    }
    self.init(ranges)
  }

  /// Whether the row numbered `number` is chosen.
  public func contains(row number: Int) -> Bool {
    ranges.contains { $0.contains(number) }
  }

  /// The shortest text for a set of row numbers: runs of three or more as ranges
  /// (`3,17,40-42`).
  public static func text(for rows: [Int]) -> String {
    var parts: [String] = []
    var run: [Int] = []
    func flush() {
      guard let first = run.first, let last = run.last else { return }
      parts += run.count >= 3 ? ["\(first)-\(last)"] : run.map(String.init)
      run = []
    }
    for row in Set(rows).sorted() {
      if let last = run.last, row != last + 1 { flush() }
      run.append(row)
    }
    flush()
    return parts.joined(separator: ",")
  }
}
