import LayoutExpressions
import LayoutViews

/// What a symbol name can refer to, worked out once per template (Behaviour.md §b8): the relative
/// it reads through (`parent.`, `previous.`, `next.`, `#id.`) and the name after it, with its
/// layout property and its number in each of the template's property tables. A class, so
/// that resolving a symbol shares its binding instead of copying its strings and tables.
final class SymbolBinding: Sendable {
  enum Relation: Equatable {
    case parent, previous, next
    case id(String)
  }

  /// The whole symbol.
  let name: String
  /// The whole symbol as a node's own property, state or constant.
  let whole: MemberName
  /// The relative the symbol reads through, if its first component names one.
  let relation: Relation?
  /// The name after the relative (`bottom` in `previous.bottom`).
  let member: MemberName

  /// Binds `name`; with `tables`, property numbers are looked up in each.
  init(_ name: String, tables: [PropertyTable]? = nil) {
    self.name = name
    whole = MemberName(name, tables: tables)
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else {
      relation = nil
      member = whole
      return
    }
    let prefix = name[..<dot]
    switch prefix {
    case "parent": relation = .parent
    case "previous": relation = .previous
    case "next": relation = .next
    case _ where prefix.hasPrefix("#"): relation = .id(String(prefix.dropFirst()))
    default: relation = nil
    }
    member =
      relation == nil ? whole : MemberName(String(name[name.index(after: dot)...]), tables: tables)
  }
}

/// A property name as read from a node: its layout property, if it is one, and its number in
/// each property table of the template when bound.
struct MemberName {
  let name: String
  let layout: LayoutProperty?
  /// The number of the property in each table (by `PropertyTable.number`), -1 where absent.
  let numbers: [Int]?
  /// Whether the name has a `.` (and may be a member of a struct property).
  let isPath: Bool
  /// Whether the name is `contentSize` or one of its members, which scroll views compute.
  let isContentSize: Bool
  /// Whether the name is `safeAreaInsets` or one of its members, which the render supplies.
  let isSafeArea: Bool

  init(_ name: String, tables: [PropertyTable]? = nil) {
    self.name = name
    layout = LayoutProperty.named(name)
    numbers = tables?.map { $0.index(of: name) ?? -1 }
    isPath = name.utf8.contains(UInt8(ascii: "."))
    isContentSize = name == "contentSize" || name.hasPrefix("contentSize.")
    isSafeArea = name == "safeAreaInsets" || name.hasPrefix("safeAreaInsets.")
  }

  /// The property's number in `table`, or nil when it has none there.
  func number(in table: PropertyTable) -> Int? {
    if let numbers {
      let number = numbers[table.number]
      return number >= 0 ? number : nil
    }
    return table.index(of: name)
  }
}
