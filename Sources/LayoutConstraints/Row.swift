/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, the symbols by
/// their numbers.
///
/// The cells are two arrays sorted by symbol: finding a cell is a binary search, and adding
/// one row to another a merge, with no hashing (which dominated the solver's time when the
/// cells were a dictionary).
struct Row {
  var constant: Double
  private(set) var symbols: [Int] = []
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Values closer to zero than this are zero: pivoting accumulates rounding errors.
  static let epsilon = 1.0e-8

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  var isEmpty: Bool { symbols.isEmpty }

  /// The cells, by increasing symbol.
  var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }

  /// Where `symbol` is, or would be inserted.
  private func position(of symbol: Int) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, low < symbols.count && symbols[low] == symbol)
  }

  func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

  func coefficient(of symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if Self.isNearZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = sum
      }
    } else if !Self.isNearZero(coefficient) {
      symbols.insert(symbol, at: index)
      coefficients.insert(coefficient, at: index)
    }
  }

  /// Adds `coefficient ×` another row, merging the two sorted lists.
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    var mergedSymbols: [Int] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
    var mine = 0
    var theirs = 0
    while mine < symbols.count || theirs < row.symbols.count {
      let symbol: Int
      let value: Double
      if theirs == row.symbols.count
        || (mine < symbols.count && symbols[mine] < row.symbols[theirs])
      {
        // A cell the other row does not touch stays as it is.
        mergedSymbols.append(symbols[mine])
        mergedCoefficients.append(coefficients[mine])
        mine += 1
        continue
      } else if mine == symbols.count || row.symbols[theirs] < symbols[mine] {
        symbol = row.symbols[theirs]
        value = row.coefficients[theirs] * coefficient
        theirs += 1
      } else {
        symbol = symbols[mine]
        value = coefficients[mine] + row.coefficients[theirs] * coefficient
        mine += 1
        theirs += 1
      }
      if !Self.isNearZero(value) {
        mergedSymbols.append(symbol)
        mergedCoefficients.append(value)
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Adds `value` to the constant and returns the new constant.
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  mutating func remove(_ symbol: Int) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    symbols.remove(at: index)
    coefficients.remove(at: index)
  }

  /// Removes a cell and returns its coefficient.
  private mutating func take(_ symbol: Int) -> Double? {
    let (index, found) = position(of: symbol)
    guard found else { return nil }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  mutating func reverseSign() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Rewrites `0 = row` as `symbol = …`: the symbol leaves the cells.
  mutating func solve(for symbol: Int) {
    guard let coefficient = take(symbol) else { return }
    let scale = -1 / coefficient
    constant *= scale
    for index in coefficients.indices { coefficients[index] *= scale }
  }

  /// Rewrites `lhs = row` (where `rhs` is a cell) as `rhs = …`.
  mutating func solve(for lhs: Int, in rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the row that defines it.
  mutating func substitute(_ symbol: Int, by row: Row) {
    guard let coefficient = take(symbol) else { return }
    insert(row, coefficient)
  }
}
