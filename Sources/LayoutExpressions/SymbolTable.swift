/// Numbers the symbols read by the expressions compiled with it, in order of first use, so that
/// a context can work out once per template what each name refers to and then resolve it by
/// number at every evaluation.
package final class SymbolTable {
  /// Symbol names by number.
  package private(set) var names: [String] = []
  private var numbers: [String: Int] = [:]

  package init() {}

  /// The number of `name`, given it if it has none yet.
  func number(for name: String) -> Int {
    if let number = numbers[name] { return number }
    numbers[name] = names.count
    names.append(name)
    return names.count - 1
  }
}
