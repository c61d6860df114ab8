import LayoutCore

/// What a ConstraintLayout's constraints miss, said before measuring as the layout editor
/// says it: a constraint naming no view of the layout (ignored, as Android ignores it), and a
/// view with no constraint on an axis (it goes to the layout's top left, as on a device); a
/// helper referencing no view of the layout. Views a flow or a placeholder places need no
/// constraints of their own.
enum ConstraintLayoutRules {
  static func check(_ view: AndroidView, file: String?) -> [Diagnostic] {
    let ids = Set(view.children.compactMap(\.id))
    let placed = ConstraintVirtualLayouts(view)
    var warnings = referenceWarnings(view, ids, file: file)
    for (index, child) in view.children.enumerated()
    where child.params.constraint.helper?.hasFrame ?? true && !placed.isPlacedByHelper(index) {
      // The constraints naming no view, in the order written (most views have none).
      let missing = child.params.constraint.anchors.entries.filter {
        $0.value.target.map { !ids.contains($0) } ?? false
      }
      for (side, anchor) in missing.sorted(by: { $0.value.range.start < $1.value.range.start }) {
        guard let target = anchor.target else { continue }
        var hints = [
          ids.isEmpty
            ? "give the view an android:id=\"@+id/…\""
            : "its views: "
              + ids.sorted().joined(separator: ", ")
        ]
        if let close = Suggestions.closest(to: target, in: Array(ids)) {
          hints.insert("did you mean '@id/\(close)'?", at: 0)
        }
        warnings.append(
          Diagnostic(
            .warning, code: .androidIgnored,
            message: "The \(side.rawValue) constraint names '\(target)', which is not a view of "
              + "this ConstraintLayout: it is ignored",
            file: file, range: anchor.range, nodePath: child.path, hints: hints))
      }
      for horizontal in [true, false] where !isConstrained(child, horizontal: horizontal, ids) {
        let axis = horizontal ? "horizontally" : "vertically"
        warnings.append(
          Diagnostic(
            .warning, code: .ambiguousLayout,
            message: "This view is not constrained \(axis): it goes to the layout's "
              + (horizontal ? "left" : "top") + " edge",
            file: file, range: child.element.range, nodePath: child.path,
            hints: ["add a constraint to the parent or a sibling on each axis"]))
      }
    }
    return warnings
  }

  /// A helper's reference (`constraint_referenced_ids`, a placeholder's `content`) naming no
  /// view of the layout.
  private static func referenceWarnings(_ view: AndroidView, _ ids: Set<String>, file: String?)
    -> [Diagnostic]
  {
    view.children.flatMap { child -> [Diagnostic] in
      let params = child.params.constraint
      guard params.helper != nil else { return [] }
      let references = params.referencedIDs + (params.placeholderContent.map { [$0] } ?? [])
      return references.filter { !ids.contains($0) }.map { id in
        var hints = ["its views: " + ids.sorted().joined(separator: ", ")]
        if let close = Suggestions.closest(to: id, in: Array(ids)) {
          hints.insert("did you mean '\(close)'?", at: 0)
        }
        return Diagnostic(
          .warning, code: .androidIgnored,
          message: "This helper names '\(id)', which is not a view of this ConstraintLayout: "
            + "it is ignored",
          file: file, range: child.element.range, nodePath: child.path, hints: hints)
      }
    }
  }

  /// Whether a side of the axis is constrained to the parent or a view of the layout (or the
  /// view spans the layout by match_parent).
  private static func isConstrained(_ child: AndroidView, horizontal: Bool, _ ids: Set<String>)
    -> Bool
  {
    let param = horizontal ? child.params.width : child.params.height
    if param == .matchParent || child.params.constraint.circle != nil { return true }
    let sides: [ConstraintSide] = horizontal ? [.left, .right] : [.top, .bottom, .baseline]
    return sides.contains { side in
      guard let anchor = child.params.constraint.anchors[side] else { return false }
      return anchor.target.map(ids.contains) ?? true
    }
  }
}
