import LayoutCore
import LayoutExpressions
import LayoutViews

/// Where a container controller puts its children (Behaviour.md §controllers): a navigation
/// controller shows the last controller of its stack between its navigation bar and toolbar,
/// a tab bar controller the selected tab above its tab bar; the other controllers are hidden.
/// Bar children (`<UINavigationBar>`, `<UIToolbar>`, `<UITabBar>`) are not drawn as views:
/// they give the bars their look. Other children are ordinary subviews.
struct ControllerLayout {
  let session: SolverSession
  let container: Int
  let containment: ControllerContainment

  /// The layout of `node`'s parent, when it is a navigation or tab bar controller.
  init?(parentOf node: Int, in session: SolverSession) {
    guard let parent = session.template.nodes[node].parent,
      let containment = session.template.nodes[parent].containment
    else { return nil }
    self.session = session
    self.container = parent
    self.containment = containment
  }

  private var template: CompiledTemplate { session.template }

  private func isController(_ node: Int) -> Bool {
    template.nodes[node].isController
  }

  private func isBar(_ node: Int) -> Bool {
    BarViewClasses.names.contains(template.nodes[node].viewClass.name)
  }

  /// The container's child controllers, in document order.
  private var controllers: [Int] { template.nodes[container].children.filter(isController) }

  /// A node's property values, nil where unset, for `BarMetrics`; an error evaluating one is
  /// the solve's.
  private func reader(_ node: Int) -> (String) throws(DiagnosticError) -> Value? {
    { (name) throws(DiagnosticError) in
      let value = try session.value(node, name)
      return value == .null ? nil : value
    }
  }

  /// The controller shown: the top of the stack, or the selected tab.
  private func shown() throws(DiagnosticError) -> Int? {
    let controllers = self.controllers
    guard !controllers.isEmpty else { return nil }
    switch containment {
    case .navigation, .none: return controllers.last
    case .tabs:
      return controllers[
        try BarMetrics.selectedTab(container: reader(container), count: controllers.count)]
    }
  }

  /// Whether a child is hidden by its container: every controller but the shown one, and
  /// bar children (the container draws them). Nil for other children.
  func hides(_ child: Int) throws(DiagnosticError) -> Bool? {
    if isBar(child) { return true }
    guard isController(child) else { return nil }
    return try child != shown()
  }

  /// The frame the container gives a child controller or bar, nil for other children.
  func frame(of child: Int) throws(DiagnosticError) -> Rect? {
    guard isController(child) || isBar(child) else { return nil }
    let width = try session.layout(container, .width)
    let height = try session.layout(container, .height)
    let (top, bottom) = try barHeights()
    if isBar(child) {
      switch template.nodes[child].viewClass.name {
      case "UINavigationBar": return Rect(x: 0, y: 0, width: width, height: top)
      default: return Rect(x: 0, y: height - bottom, width: width, height: bottom)
      }
    }
    return Rect(x: 0, y: top, width: width, height: max(0, height - top - bottom))
  }

  /// The heights of the bars above and below the shown controller.
  private func barHeights() throws(DiagnosticError) -> (top: Double, bottom: Double) {
    let container = reader(self.container)
    switch containment {
    case .tabs: return (0, try BarMetrics.tabBarHeight(container: container))
    case .navigation, .none:
      let bar = template.nodes[self.container].children.first {
        template.nodes[$0].viewClass.name == "UINavigationBar"
      }
      let top = try BarMetrics.navigationBarHeight(
        container: container, bar: bar.map(reader), top: try shown().map(reader))
      return (top, try BarMetrics.toolbarHeight(container: container))
    }
  }
}
