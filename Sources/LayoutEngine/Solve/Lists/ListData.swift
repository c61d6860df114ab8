import LayoutCore
import LayoutExpressions

/// One section of a list: the section object's members (shown to its header, footer and
/// rows) and its rows.
struct ListSection {
  var data: [String: Value]
  var rows: [Value]
}

/// Reads a list node's sections from its `sections` property, else one section from its
/// `rows` (UITableView) or `items` (UICollectionView) property.
struct ListData {
  let session: SolverSession
  let node: Int
  let kind: ListTemplates.Kind

  private var compiled: CompiledNode { session.template.nodes[node] }

  func sections() throws(DiagnosticError) -> [ListSection] {
    let fromState = !compiled.has("sections") && !compiled.has(kind.rowsProperty)
    if fromState,
      session.input.state["sections"] != nil || session.input.state[kind.rowsProperty] != nil
    {
      return try sections(stateKey: session.input.state["sections"] != nil)
    }
    if compiled.has("sections") {
      return try sections(from: try array("sections"))
    }
    guard compiled.has(kind.rowsProperty) else { return [ListSection(data: [:], rows: [])] }
    return [ListSection(data: [:], rows: try array(kind.rowsProperty))]
  }

  /// A list that sets neither property reads the render's state as the app's data source
  /// would give it: `sections`, else `rows` (`items`).
  private func sections(stateKey isSections: Bool) throws(DiagnosticError) -> [ListSection] {
    let key = isSections ? "sections" : kind.rowsProperty
    let elements: [Value]
    switch session.input.state[key] {
    case .array(let values)?: elements = values
    case .null?, nil: elements = []
    case let other?: throw DiagnosticError(notArray(key, "an array", found: other))
    }
    return isSections ? try sections(from: elements) : [ListSection(data: [:], rows: elements)]
  }

  private func sections(from elements: [Value]) throws(DiagnosticError) -> [ListSection] {
    var sections: [ListSection] = []
    for element in elements {
      guard case .object(let members) = element else {
        throw DiagnosticError(
          notArray("sections", "an array of objects, one per section", found: element))
      }
      var rows: [Value] = []
      switch members[kind.rowsProperty] {
      case .array(let elements)?: rows = elements
      case nil, .null?: break
      case let other?:
        throw DiagnosticError(notArray("sections", "a \(kind.rowsProperty) array", found: other))
      }
      sections.append(ListSection(data: members, rows: rows))
    }
    return sections
  }

  /// The property's value as an array; nil is no rows.
  private func array(_ property: String) throws(DiagnosticError) -> [Value] {
    switch try session.value(node, property) {
    case .array(let elements): return elements
    case .null: return []
    case let other: throw DiagnosticError(notArray(property, "an array", found: other))
    }
  }

  private func notArray(_ property: String, _ expected: String, found: Value) -> Diagnostic {
    Diagnostic(
      .error, code: .listData,
      message: "\(compiled.viewClass.name) \(property) must be \(expected), not \(found.typeName)",
      file: compiled.file(for: property) ?? session.template.file,
      range: compiled.sourceRange(for: property), nodePath: compiled.path, attribute: property,
      hints: [
        "\(property)=\"items\" reads an array from state; each object in it is one "
          + (property == "sections" ? "section" : "row's state")
      ])
  }

  /// What a row's expressions read first: an object row's keys, the row itself as `element`,
  /// and its `indexPath.row` (also `indexPath.item`) and `indexPath.section`.
  static func rowState(_ row: Value, index: Int, section: Int) -> [String: Value] {
    var state: [String: Value] = [:]
    if case .object(let members) = row { state = members }
    if state["element"] == nil { state["element"] = row }
    state["indexPath.row"] = .number(Double(index))
    state["indexPath.item"] = .number(Double(index))
    state["indexPath.section"] = .number(Double(section))
    return state
  }

  /// What a section header or footer reads first: the section's keys and `indexPath.section`.
  static func sectionState(_ section: ListSection, index: Int) -> [String: Value] {
    var state = section.data
    state["indexPath.section"] = .number(Double(index))
    return state
  }
}
