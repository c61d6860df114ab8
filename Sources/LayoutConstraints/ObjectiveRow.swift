/// The simplex's objective: a row holding the error symbols of every constraint that is not
/// required, which each step changes in a few cells. Its cells are hashed, so that a change
/// costs the cells it touches rather than a merge of thousands; while a constraint is being
/// tried, it notes what each cell was, to be put back if the constraint cannot hold.
struct ObjectiveRow {
  private(set) var constant = 0.0
  private var cells: [Int: Double] = [:]
  private var noted: (constant: Double, cells: [Int: Double])?

  var symbols: [Int] { Array(cells.keys) }

  func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

  func contains(_ symbol: Int) -> Bool { cells[symbol] != nil }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    set(symbol, coefficient + (cells[symbol] ?? 0))
  }

  /// Adds `coefficient ×` a row.
  mutating func insert(_ row: Row, _ coefficient: Double) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  /// Replaces `symbol` by the row that defines it.
  mutating func substitute(_ symbol: Int, by row: Row) {
    guard let coefficient = cells[symbol] else { return }
    set(symbol, 0)
    insert(row, coefficient)
  }

  mutating func remove(_ symbol: Int) { set(symbol, 0) }

  /// Starts noting the cells as they are before each change.
  mutating func beginNoting() { noted = (constant, [:]) }

  /// Stops noting; with `restoring`, puts back what was noted.
  mutating func endNoting(restoring: Bool) {
    guard let noted else { return }
    self.noted = nil
    guard restoring else { return }
    constant = noted.constant
    for (symbol, value) in noted.cells { set(symbol, value) }
  }

  private mutating func set(_ symbol: Int, _ value: Double) {
    note(symbol)
    cells[symbol] = Row.isNearZero(value) ? nil : value
  }

  /// Notes `symbol`'s cell the first time it changes while noting.
  private mutating func note(_ symbol: Int) {
    guard noted != nil, noted!.cells[symbol] == nil else { return }
    noted!.cells[symbol] = cells[symbol] ?? 0
  }
}
