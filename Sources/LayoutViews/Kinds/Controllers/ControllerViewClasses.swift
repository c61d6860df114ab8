import LayoutCore
import LayoutExpressions

/// UIViewController and the container controllers (Behaviour.md §controllers). A controller
/// node is its view: `view.*` attributes set the view's properties, and layout properties
/// place it. UINavigationController shows the last of its child controllers below a
/// navigation bar; UITabBarController the selected one above a tab bar.
enum ControllerViewClasses {
  static var all: [ViewClass] {
    [
      viewController, navigationController, tabBarController, tableViewController,
      collectionViewController,
    ]
  }

  static let viewController: ViewClass = {
    var kind = ViewClass(
      name: "UIViewController", superclassName: nil,
      properties: ["title": PropertySpec(.string)].adding(tabBarItem).adding(navigationItem))
    kind.controller = ControllerTraits()
    kind.inertAttributes = [
      "edgesForExtendedLayout", "modalPresentationStyle", "modalTransitionStyle",
      "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
      "definesPresentationContext", "providesPresentationContextTransitionStyle",
      "hidesBottomBarWhenPushed", "isModalInPresentation", "preferredContentSize",
      "preferredContentSize.width", "preferredContentSize.height", "restorationIdentifier",
      "navigationItem.titleView", "navigationItem.backBarButtonItem",
      "navigationItem.leftBarButtonItem.action", "navigationItem.rightBarButtonItem.action",
      "navigationItem.searchController", "navigationItem.hidesSearchBarWhenScrolling",
      "tabBarItem.titlePositionAdjustment", "tabBarItem.tag", "toolbarItems",
    ]
    return kind
  }()

  static let navigationController: ViewClass = {
    var kind = ViewClass(
      name: "UINavigationController", superclassName: "UIViewController",
      properties: [
        "isNavigationBarHidden": PropertySpec(.bool, default: .bool(false)),
        "isToolbarHidden": PropertySpec(.bool, default: .bool(true)),
      ].adding(BarViewClasses.barProperties(prefix: "navigationBar."))
        .adding(["navigationBar.prefersLargeTitles": PropertySpec(.bool, default: .bool(false))])
        .adding(BarViewClasses.barProperties(prefix: "toolbar.")))
    kind.controller = ControllerTraits(containment: .navigation)
    kind.drawAbove = NavigationBarDrawing.draw
    kind.inertAttributes = [
      "hidesBarsOnSwipe", "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears",
      "hidesBarsWhenVerticallyCompact",
    ]
    return kind
  }()

  static let tabBarController: ViewClass = {
    var kind = ViewClass(
      name: "UITabBarController", superclassName: "UIViewController",
      properties: [
        "selectedIndex": PropertySpec(.number, default: .number(0)),
        "tabBar.isHidden": PropertySpec(.bool, default: .bool(false)),
        "tabBar.unselectedItemTintColor": PropertySpec(.color),
      ].adding(BarViewClasses.barProperties(prefix: "tabBar.")))
    kind.controller = ControllerTraits(containment: .tabs)
    kind.drawAbove = TabBarDrawing.draw
    kind.inertAttributes = ["customizableViewControllers", "moreNavigationController"]
    return kind
  }()

  static let tableViewController: ViewClass = {
    var kind = ViewClass(
      name: "UITableViewController", superclassName: "UIViewController", isScrollContainer: true,
      draw: ListViewClasses.tableView.draw)
    kind.controller = ControllerTraits(viewClassName: "UITableView", viewPrefix: "tableView")
    kind.inertAttributes = ["clearsSelectionOnViewWillAppear"]
    return kind
  }()

  static let collectionViewController: ViewClass = {
    var kind = ViewClass(
      name: "UICollectionViewController", superclassName: "UIViewController",
      isScrollContainer: true)
    kind.controller = ControllerTraits(
      viewClassName: "UICollectionView", viewPrefix: "collectionView")
    kind.inertAttributes = ["installsStandardGestureForInteractiveMovement"]
    return kind
  }()

  /// `tabBarItem.*`: what a controller's tab shows in a tab bar controller's bar.
  private static let tabBarItem: [String: PropertySpec] = [
    "tabBarItem.title": PropertySpec(.string),
    "tabBarItem.image": PropertySpec(.image),
    "tabBarItem.selectedImage": PropertySpec(.image),
    "tabBarItem.systemItem": PropertySpec(
      UIKitEnumeration.tabBarSystemItem.type),
    "tabBarItem.badgeValue": PropertySpec(.string),
    "tabBarItem.badgeColor": PropertySpec(.color),
  ]

  /// `navigationItem.*`: what a navigation bar shows while the controller is on top.
  private static let navigationItem: [String: PropertySpec] = {
    var properties: [String: PropertySpec] = [
      "navigationItem.title": PropertySpec(.string),
      "navigationItem.prompt": PropertySpec(.string),
      "navigationItem.hidesBackButton": PropertySpec(.bool, default: .bool(false)),
      "navigationItem.largeTitleDisplayMode": PropertySpec(
        UIKitEnumeration.navigationItemLargeTitleDisplayMode.type,
        default: .string("automatic")),
    ]
    for side in ["leftBarButtonItem", "rightBarButtonItem"] {
      let prefix = "navigationItem." + side + "."
      properties[prefix + "title"] = PropertySpec(.string)
      properties[prefix + "image"] = PropertySpec(.image)
      properties[prefix + "systemItem"] = PropertySpec(
        UIKitEnumeration.barButtonSystemItem.type)
      properties[prefix + "style"] = PropertySpec(
        UIKitEnumeration.barButtonItemStyle.type, default: .string("plain"))
      properties[prefix + "width"] = PropertySpec(.number, default: .number(0))
      properties[prefix + "tintColor"] = PropertySpec(.color)
      properties[prefix + "isEnabled"] = PropertySpec(.bool, default: .bool(true))
    }
    return properties
  }()
}
