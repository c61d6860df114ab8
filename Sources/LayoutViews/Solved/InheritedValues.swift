import LayoutCore
import LayoutExpressions

/// What a solved node inherits from its ancestors, filled in once the whole tree (list rows
/// included) is solved: its tint colour (its `tintColor`, else its nearest ancestor's, else
/// UIKit's `systemBlue` in the layout's appearance), whether it lays out right to left (its
/// `semanticContentAttribute`, else the render's direction) and the appearance.
package enum InheritedValues {
  package static func fill(_ layout: inout SolvedLayout) {
    guard !layout.nodes.isEmpty else { return }
    let isDark = layout.appearance == .dark
    let systemTint =
      isDark ? SemanticColors.color(named: "systemBlue", appearance: .dark)! : SystemColors.tint
    var pending = [(node: 0, tint: systemTint)]
    while let (index, inherited) = pending.popLast() {
      let properties = layout.nodes[index].properties
      var tint = inherited
      if case .color(let own) = properties[.tintColor] { tint = own }
      var semantics: String?
      if case .string(let value) = properties[.semanticContentAttribute] { semantics = value }
      layout.nodes[index].tint = tint
      layout.nodes[index].isDark = isDark
      layout.nodes[index].isRightToLeft = layout.layoutDirection.isRightToLeft(
        semanticContentAttribute: semantics)
      for child in layout.nodes[index].children { pending.append((child, tint)) }
    }
  }
}
