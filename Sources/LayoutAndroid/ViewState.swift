/// A view's drawable state: the names of the states that are true (`pressed`, `checked`,
/// `enabled`, …), which selectors and colour state lists pick their item by.
public enum ViewState {
  /// A view as it is first drawn: enabled, nothing else.
  public static let normal: Set<String> = ["enabled"]

  /// The view attributes that set a state, for rendering a view in that state; Android sets
  /// most of them as the user acts, so only `enabled`, `checked` and `selected` are real
  /// attributes there.
  static let attributes: Set<String> = [
    "enabled", "checked", "selected", "pressed", "focused", "activated", "hovered",
    "checkedState",
  ]

  /// The state of a view: `normal`, with the render's states added, then its own attributes
  /// (`enabled="false"`, `pressed="true"`) applied.
  static func of(_ element: AndroidDocument.Element, adding render: Set<String>) -> Set<String> {
    var state = render.isEmpty ? normal : normal.union(render)
    // By length first: the state attributes are 7 to 12 letters long.
    for attribute in element.attributes
    where (7...12).contains(attribute.name.utf8.count) && attributes.contains(attribute.name) {
      // A Material check box's `checkedState` (`checked`, `unchecked`; `indeterminate` is
      // drawn unchecked) sets its checked state as `checked` does.
      let isMaterial = attribute.name == "checkedState"
      let name = isMaterial ? "checked" : attribute.name
      let value = isMaterial ? attribute.value == "checked" : AndroidValues.bool(attribute.value)
      switch value {
      case true?: state.insert(name)
      case false?: state.remove(name)
      case nil: continue
      }
    }
    return state
  }

  /// The states an item asks for: its `state_*` attributes, true or false.
  static func asked(by item: AndroidDocument.Element) -> [String: Bool] {
    var states: [String: Bool] = [:]
    for attribute in item.attributes where attribute.name.hasPrefix("state_") {
      states[String(attribute.name.dropFirst("state_".count))] = AndroidValues.bool(attribute.value)
    }
    return states
  }
}
