/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, the symbols by
/// their numbers.
struct Row {
  var constant: Double
  var cells: [Int: Double] = [:]

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Values closer to zero than this are zero: pivoting accumulates rounding errors.
  static let epsilon = 1.0e-8

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if Self.isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
  }

  /// Adds `coefficient ×` another row.
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  /// Adds `value` to the constant and returns the new constant.
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  mutating func remove(_ symbol: Int) {
    cells[symbol] = nil
  }

  mutating func reverseSign() {
    constant = -constant
    for (symbol, value) in cells { cells[symbol] = -value }
  }

  /// Rewrites `0 = row` as `symbol = …`: the symbol leaves the cells.
  mutating func solve(for symbol: Int) {
    let scale = -1 / cells[symbol]!
    cells[symbol] = nil
    constant *= scale
    for (other, value) in cells { cells[other] = value * scale }
  }

  /// Rewrites `lhs = row` (where `rhs` is a cell) as `rhs = …`.
  mutating func solve(for lhs: Int, in rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the row that defines it.
  mutating func substitute(_ symbol: Int, by row: Row) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}
