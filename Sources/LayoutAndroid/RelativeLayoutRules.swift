import LayoutCore

/// The order a RelativeLayout places its children in: a view after the views its rules
/// name, horizontally (toLeftOf, toRightOf, alignLeft, alignRight) and vertically (above,
/// below, alignTop, alignBottom, alignBaseline), as Android's `DependencyGraph` sorts them.
/// Rules naming a view the layout does not hold are ignored with a warning; rules that
/// depend on each other in a circle are an error naming the views.
enum RelativeLayoutRules {
  static func sort(_ view: AndroidView, file: String?) throws(DiagnosticError) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    let ids = Dictionary(
      view.children.enumerated().compactMap { index, child in child.id.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    for (index, child) in view.children.enumerated() {
      for (rule, anchor) in child.params.anchors where ids[anchor.id] == nil {
        warnings.append(
          Diagnostic(
            .warning, code: .androidIgnored,
            message: "\(rule.rawValue) names '\(anchor.id)', which is not a view of this "
              + "RelativeLayout: the rule is ignored",
            file: file, range: anchor.range, nodePath: view.children[index].path,
            hints: hint(ids)))
      }
    }
    view.horizontalOrder = try order(view, ids, horizontal: true, file: file)
    view.verticalOrder = try order(view, ids, horizontal: false, file: file)
    return warnings
  }

  private static func hint(_ ids: [String: Int]) -> [String] {
    ids.isEmpty
      ? ["give the anchor an android:id=\"@+id/…\""]
      : ["its ids: " + ids.keys.sorted().joined(separator: ", ")]
  }

  /// A topological order of the children (Kahn's algorithm, in document order among those
  /// that are ready).
  private static func order(
    _ view: AndroidView, _ ids: [String: Int], horizontal: Bool, file: String?
  ) throws(DiagnosticError) -> [Int] {
    let dependencies = view.children.enumerated().map { index, child in
      Set(
        child.params.anchors.filter { $0.key.isHorizontal == horizontal }
          .compactMap { ids[$0.value.id] }.filter { $0 != index })
    }
    var order: [Int] = []
    var placed = Set<Int>()
    while order.count < view.children.count {
      let ready = view.children.indices.filter {
        !placed.contains($0) && dependencies[$0].isSubset(of: placed)
      }
      guard !ready.isEmpty else {
        throw cycle(view, dependencies, placed: placed, horizontal: horizontal, file: file)
      }
      order += ready
      placed.formUnion(ready)
    }
    return order
  }

  /// The error for the children left when none is ready: they depend on each other.
  private static func cycle(
    _ view: AndroidView, _ dependencies: [Set<Int>], placed: Set<Int>, horizontal: Bool,
    file: String?
  ) -> DiagnosticError {
    let stuck = view.children.indices.filter { !placed.contains($0) }
    let names = stuck.map { view.children[$0].id ?? view.children[$0].path.description }
    let first = view.children[stuck[0]]
    let rule = first.params.anchors.first { $0.key.isHorizontal == horizontal }
    return DiagnosticError(
      .error, code: .androidRuleCycle,
      message: "The \(horizontal ? "horizontal" : "vertical") rules of "
        + names.joined(separator: ", ") + " depend on each other in a circle",
      file: file, range: rule?.value.range ?? first.element.range, nodePath: first.path,
      hints: ["anchor one of them to the parent or to a view outside the circle"])
  }
}
