/// Properties that UIKit views have but Layout refuses to set from a template, because the
/// layout properties replace them (Behaviour.md §b9, §g): `frame`, `bounds`, `center`, the layout
/// anchors and the layer's geometry. Each comes with what to use instead.
enum UnavailableProperties {
  private static let replacements: [(names: [String], instead: String?)] = [
    (
      [
        "frame", "bounds", "layer.frame", "layer.bounds", "topAnchor", "bottomAnchor",
        "leftAnchor", "rightAnchor", "widthAnchor", "heightAnchor", "leadingAnchor",
        "trailingAnchor",
      ], "Use top/left/width/height instead"
    ),
    (["firstBaselineAnchor", "lastBaselineAnchor"], "Use firstBaseline or lastBaseline instead"),
    (
      ["center", "centerXAnchor", "centerYAnchor", "layer.position"],
      "Use center.x or center.y instead"
    ),
    (["autoresizingMask"], nil),
  ]

  /// Layout's message for setting `name` on a view of `className`, or nil when the property
  /// is not one of these. Members count as their struct (`frame.size.width` is `frame`).
  static func message(for name: String, of className: String) -> String? {
    for (names, instead) in replacements
    where names.contains(where: { name == $0 || name.hasPrefix($0 + ".") }) {
      let message = "\(className).\(name) is not available"
      return instead.map { "\(message). \($0)" } ?? message
    }
    return nil
  }
}
