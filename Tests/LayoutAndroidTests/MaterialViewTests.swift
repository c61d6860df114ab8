import Foundation
import LayoutCore
import LayoutDisplayList
import LayoutViews
import Testing

@testable import LayoutAndroid

/// The AndroidX and Material views, drawn with the libraries' defaults: buttons, floating
/// action buttons, chips, toolbars with menus, bottom navigation, tabs, text input layouts,
/// and the coordinator layout's app bar and anchors.
@Suite struct MaterialViewTests {
  static let app = #"xmlns:app="http://schemas.android.com/apk/res-auto""#
  static let icon = """
    <vector \(ns) android:width="24dp" android:height="24dp"
        android:viewportWidth="24" android:viewportHeight="24">
      <path android:fillColor="#000" android:pathData="M0,0h24v24h-24z"/>
    </vector>
    """
  static let menu = """
    <menu \(ns) \(app)>
      <item android:id="@+id/search" android:title="Search" android:icon="@drawable/icon"
          app:showAsAction="ifRoom"/>
      <item android:id="@+id/sort" android:title="Sort" app:showAsAction="never"/>
    </menu>
    """
  static let navigation = """
    <menu \(ns)>
      <item android:id="@+id/a" android:title="One" android:icon="@drawable/icon"/>
      <item android:id="@+id/b" android:title="Two" android:icon="@drawable/icon"
          android:checked="true"/>
      <item android:id="@+id/c" android:title="Three" android:icon="@drawable/icon"/>
    </menu>
    """

  func scene() throws -> DrawableScene {
    var scene = try DrawableScene(drawables: ["icon": Self.icon])
    let menu = try AndroidDocument.read(Self.menu, file: "menu/main.xml")
    try scene.resources.readMenu(Self.menu, name: "main", file: "menu/main.xml")
    try scene.resources.readMenu(Self.navigation, name: "nav", file: "menu/nav.xml")
    #expect(menu.root.tag == "menu")
    return scene
  }

  func frames(_ layout: SolvedLayout) -> [String: Rect] {
    Dictionary(
      layout.nodes.compactMap { node in node.id.map { ($0, node.frame) } },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func aMaterialButtonDrawsItsOwnShapeInsideItsInsets() throws {
    let scene = try scene()
    let layout = column(
      """
      <com.google.android.material.button.MaterialButton android:id="@+id/ok" \(Self.app)
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="OK" app:backgroundTint="#ff0000" app:cornerRadius="8dp"/>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    // The library's default style: 48 tall (36 and its 6dp insets), at least 64 wide.
    let button = try #require(frames(solved)["ok"])
    #expect(button.height == 48 && button.width >= 64)
    // Its shape in its tint, rounded by 8, from 6 to 42.
    let paths = try scene.lines(layout, starting: "path")
    #expect(paths.contains { $0.hasPrefix("path M(8, 6)") && $0.hasSuffix("fill #ff0000") })
  }

  @Test func anOutlinedButtonIsItsStrokeAndAnIconSitsBeforeItsTitle() throws {
    let scene = try scene()
    let layout = column(
      """
      <com.google.android.material.button.MaterialButton \(Self.app)
          style="@style/Widget.MaterialComponents.Button.OutlinedButton.Icon"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Add" app:icon="@drawable/icon" app:strokeColor="#00ff00"
          app:strokeWidth="2dp" app:iconTint="#0000ff"/>
      """)
    let lines = try scene.lines(layout, starting: "")
    #expect(lines.contains { $0.hasPrefix("path") && $0.hasSuffix("stroke width 2 #00ff00") })
    // The icon in its tint, then the title: both drawn.
    #expect(lines.contains { $0.hasPrefix("path") && $0.hasSuffix("fill #0000ff") })
    #expect(lines.contains { $0.hasPrefix("text") && $0.lowercased().hasSuffix("\"add\"") })
  }

  @Test func aFloatingActionButtonIsACircleOfItsSize() throws {
    let scene = try scene()
    let layout = column(
      """
      <com.google.android.material.floatingactionbutton.FloatingActionButton \(Self.app)
          android:id="@+id/fab" android:layout_width="wrap_content"
          android:layout_height="wrap_content" app:srcCompat="@drawable/icon"
          app:backgroundTint="#ff0000"/>
      <com.google.android.material.floatingactionbutton.FloatingActionButton \(Self.app)
          android:id="@+id/mini" android:layout_width="wrap_content"
          android:layout_height="wrap_content" app:fabSize="mini"
          app:srcCompat="@drawable/icon"/>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    #expect(frames(solved)["fab"].map { $0.width == 56 && $0.height == 56 } == true)
    #expect(frames(solved)["mini"].map { $0.width == 40 && $0.height == 40 } == true)
    // A circle: its corners are half its side; the icon centred in it.
    let paths = try scene.lines(layout, starting: "path")
    #expect(paths.contains { $0.hasPrefix("path M(28, 0)") && $0.hasSuffix("fill #ff0000") })
    #expect(paths.contains { $0.hasPrefix("path M(16, 16)") })
  }

  @Test func chipsWrapIntoRowsInAChipGroup() throws {
    let scene = try scene()
    let chip = """
      <com.google.android.material.chip.Chip android:layout_width="100dp"
          android:layout_height="wrap_content" android:text="Tag"/>
      """
    let layout = column(
      """
      <com.google.android.material.chip.ChipGroup android:id="@+id/group" \(Self.app)
          android:layout_width="260dp" android:layout_height="wrap_content"
          app:chipSpacingHorizontal="10dp" app:chipSpacingVertical="4dp">
        \(chip)\(chip)\(chip)
      </com.google.android.material.chip.ChipGroup>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    let chips = solved.nodes.filter { $0.path.description.hasSuffix("TextView[3]") }
    // Two chips fit in 260 (100 + 10 + 100), the third starts a row: 48 (a chip's touch
    // target) and 4 below.
    #expect(chips.first?.frame.origin == Point(x: 0, y: 52))
    #expect(frames(solved)["group"]?.height == 100)
  }

  @Test func aTallToolbarsButtonsSitAtItsTopUnlessItsButtonGravitySays() throws {
    let scene = try scene()
    func icon(_ attributes: String) throws -> Rect? {
      let solved = try scene.solve(
        column(
          """
          <androidx.appcompat.widget.Toolbar \(Self.app) android:layout_width="300"
              android:layout_height="96dp" app:navigationIcon="@drawable/icon" app:title="Inbox"
              \(attributes)/>
          """), canvas: Size(width: 300, height: 200))
      return solved.nodes.first { $0.path.components.last?.className == "ImageView" }?.frame
    }
    // The navigation button is as high as the action bar (56dp), at the top by default.
    #expect(try icon("") == Rect(x: 0, y: 0, width: 56, height: 56))
    #expect(try icon(#"app:buttonGravity="center_vertical""#)?.origin.y == 20)
    #expect(try icon(#"app:buttonGravity="bottom""#)?.origin.y == 40)
    // A value it does not take: at the top, with a warning saying so.
    let odd = try AndroidSolver(
      try AndroidDocument.read(
        column(
          """
          <androidx.appcompat.widget.Toolbar \(Self.app) android:layout_width="300"
              android:layout_height="96dp" app:buttonGravity="middle"/>
          """), file: "layout/main.xml"),
      resources: scene.resources, measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 300, height: 200))
    #expect(odd.warnings.contains { $0.message.contains("buttonGravity 'middle' is ignored") })
  }

  @Test func aToolbarShowsItsTitleAndItsMenusActionsAndOverflow() throws {
    var scene = try scene()
    scene.resources.platform = try? PlatformResources.load(device: DeviceConfiguration())
    let layout = column(
      """
      <androidx.appcompat.widget.Toolbar \(Self.app) android:id="@+id/bar"
          android:layout_width="match_parent" android:layout_height="56dp"
          app:title="Inbox" app:navigationIcon="@drawable/icon" app:menu="@menu/main"/>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    let title = try #require(
      solved.nodes.first {
        $0.path.components.count == 3 && $0.path.components.last?.className == "LinearLayout"
      })
    // After the 56dp navigation button and the 16dp inset.
    #expect(title.frame.x == 72)
    let images = solved.nodes.filter { $0.path.description.contains("ImageView") }
    // The navigation button, the search action (48 wide at the end, before the overflow
    // button where the platform gives its icon).
    #expect(images.first?.frame.width == 56)
    let overflow = scene.resources.platform == nil ? 0.0 : 40
    #expect(images.dropFirst().first?.frame.maxX == 300 - overflow)
  }

  @Test func aMenuThatIsNotThereIsAWarning() throws {
    let scene = try scene()
    let document = try AndroidDocument.read(
      column(
        """
        <com.google.android.material.appbar.MaterialToolbar \(Self.app)
            android:layout_width="match_parent" android:layout_height="56dp"
            app:menu="@menu/missing"/>
        """), file: "main.xml")
    let result = try AndroidSolver(
      document, resources: scene.resources, measurer: EstimatingTextMeasurer(),
      images: scene.images
    ).solve(canvas: Size(width: 300, height: 100))
    #expect(result.warnings.contains { $0.message.contains("No menu named 'missing'") })
  }

  @Test func aBottomNavigationSharesItsWidthAmongItsMenusItems() throws {
    let scene = try scene()
    let layout = column(
      """
      <com.google.android.material.bottomnavigation.BottomNavigationView \(Self.app)
          android:id="@+id/nav" android:layout_width="300" android:layout_height="wrap_content"
          app:menu="@menu/nav" app:itemTextColor="@color/item"/>
      """)
    var colored = scene
    try colored.resources.readColorList(
      """
      <selector \(ns)>
        <item android:state_checked="true" android:color="#ff0000"/>
        <item android:color="#0000ff"/>
      </selector>
      """, name: "item", file: "color/item.xml")
    let solved = try colored.solve(layout, canvas: Size(width: 300, height: 200))
    let cells = solved.nodes.filter {
      $0.path.components.count == 3 && $0.path.components.last?.className == "LinearLayout"
    }
    #expect(cells.map(\.frame.width) == [100, 100, 100])
    #expect(frames(solved)["nav"]?.height == 56)
    // Three items are all labelled; the checked one (the second) in its checked colour.
    let texts = try colored.lines(layout, starting: "text")
    #expect(texts.count == 3)
    #expect(texts[1].contains("#ff0000") && texts[0].contains("#0000ff"))
    // The active and inactive text appearances size the labels.
    _ = try colored.resources.read(
      """
      <resources>
        <style name="Active"><item name="android:textSize">18sp</item></style>
        <style name="Quiet"><item name="android:textSize">10sp</item></style>
      </resources>
      """, file: "values/styles.xml")
    let sized = try colored.lines(
      column(
        """
        <com.google.android.material.bottomnavigation.BottomNavigationView \(Self.app)
            android:layout_width="300" android:layout_height="wrap_content" app:menu="@menu/nav"
            app:itemTextAppearanceActive="@style/Active"
            app:itemTextAppearanceInactive="@style/Quiet"/>
        """), starting: "text")
    #expect(sized.count == 3 && sized[1].contains(" 18 ") && sized[0].contains(" 10 "), "\(sized)")
  }

  @Test func aTextInputLayoutFloatsItsHintOverTextAndShowsItsHelper() throws {
    let scene = try scene()
    func texts(_ text: String) throws -> [String] {
      try scene.lines(
        column(
          """
          <com.google.android.material.textfield.TextInputLayout \(Self.app)
              android:layout_width="match_parent" android:layout_height="wrap_content"
              android:hint="Email" app:helperText="Never shared">
            <com.google.android.material.textfield.TextInputEditText
                android:layout_width="match_parent" android:layout_height="wrap_content"
                android:text="\(text)"/>
          </com.google.android.material.textfield.TextInputLayout>
          """), starting: "text")
    }
    // Empty: the hint inside the field (16sp), and the helper text.
    let empty = try texts("")
    #expect(empty.count == 2)
    #expect(empty[0].contains(" 16 ") && empty[0].hasSuffix("\"Email\""))
    // With text: the text, the small label (12sp) over it, and the helper.
    let filled = try texts("ada@example.com")
    #expect(filled.count == 3)
    #expect(filled.contains { $0.contains(" 12 ") && $0.hasSuffix("\"Email\"") })
    #expect(filled.last?.hasSuffix("\"Never shared\"") == true)
  }

  @Test func aTextInputLayoutInErrorColoursItsHintAndOutlineAndShowsTheErrorIcon() throws {
    let scene = try scene()
    func layout(_ error: String) -> String {
      column(
        """
        <com.google.android.material.textfield.TextInputLayout \(Self.app)
            android:layout_width="300" android:layout_height="wrap_content"
            android:hint="Password" app:boxBackgroundMode="outline"
            app:endIconMode="password_toggle"
            app:boxStrokeColor="#0000ff" app:errorTextColor="#ff0000" app:hintTextColor="#00ff00"
            app:helperTextTextColor="#00ffff" app:helperText="Eight or more" \(error)>
          <com.google.android.material.textfield.TextInputEditText
              android:layout_width="match_parent" android:layout_height="wrap_content"
              android:text="secret"/>
        </com.google.android.material.textfield.TextInputLayout>
        """)
    }
    func outlines(_ layout: String) throws -> [String] {
      try scene.lines(layout, starting: "path").filter { $0.contains(" stroke ") }
    }
    func line(_ layout: String, _ suffix: String) throws -> String? {
      try scene.lines(layout, starting: "").first { $0.hasSuffix(suffix) }
    }
    // Without an error: the label in the hint colour, the helper in its colour, the eye.
    let calm = layout("")
    #expect(try line(calm, "\"Password\"")?.contains("#00ff00") == true)
    #expect(try line(calm, "\"Eight or more\"")?.contains("#00ffff") == true)
    #expect(try outlines(calm).map { $0.hasSuffix("#0000ff") } == [true])
    // With one: the label, the outline and the icon in the error's colour, the error's
    // text below; `boxStrokeErrorColor` outlines the box instead when given.
    let failing = layout(#"app:error="Too short""#)
    #expect(try line(failing, "\"Password\"")?.contains("#ff0000") == true)
    #expect(try line(failing, "\"Too short\"")?.contains("#ff0000") == true)
    #expect(try line(failing, "\"Eight or more\"") == nil)
    #expect(try outlines(failing).map { $0.hasSuffix("#ff0000") } == [true])
    #expect(
      try scene.lines(failing, starting: "path").contains { $0.hasSuffix("even-odd fill #ff0000") })
    let outlined = layout(##"app:error="Too short" app:boxStrokeErrorColor="#ff00ff""##)
    #expect(try outlines(outlined).map { $0.hasSuffix("#ff00ff") } == [true])
    // Turned off, the error shows nowhere.
    let off = layout(#"app:error="Too short" app:errorEnabled="false""#)
    #expect(try line(off, "\"Too short\"") == nil)
  }

  @Test func aTextInputLayoutShowsItsPrefixAndSuffixBesideItsText() throws {
    let scene = try scene()
    func solved(_ text: String) throws -> SolvedLayout {
      try scene.solve(
        column(
          """
          <com.google.android.material.textfield.TextInputLayout \(Self.app)
              android:layout_width="match_parent" android:layout_height="wrap_content"
              android:hint="Price" app:prefixText="$" app:suffixText="USD">
            <com.google.android.material.textfield.TextInputEditText android:id="@+id/field"
                android:layout_width="match_parent" android:layout_height="wrap_content"
                android:text="\(text)"/>
          </com.google.android.material.textfield.TextInputLayout>
          """), canvas: Size(width: 300, height: 200))
    }
    func node(_ layout: SolvedLayout, text: String) -> SolvedNode? {
      layout.nodes.first { $0.drawnText == text }
    }
    // With text: the prefix at the box's start padding, the field after it, the suffix at
    // the end, on one line.
    let filled = try solved("25.00")
    let prefix = try #require(node(filled, text: "$"))
    let suffix = try #require(node(filled, text: "USD"))
    let field = try #require(filled.nodes.first { $0.id == "field" })
    #expect(prefix.frame.x == 0 && field.frame.x == prefix.frame.maxX)
    #expect(suffix.frame.x == field.frame.maxX && suffix.frame.maxX == 300)
    #expect(prefix.frame.y == suffix.frame.y)
    // 2dp between each and the text.
    func textFrame(_ node: SolvedNode) -> Rect? {
      node.draw?(node).compactMap { if case .text(let text) = $0 { text.frame } else { nil } }
        .first
    }
    #expect(textFrame(prefix)?.maxX == prefix.frame.width - 2)
    #expect(textFrame(suffix)?.x == 2)
    // Empty, the hint fills the field and neither shows.
    let empty = try solved("")
    #expect(node(empty, text: "$") == nil && node(empty, text: "USD") == nil)
  }

  @Test func aCoordinatorPutsScrollingContentBelowTheAppBarAndAnchorsAButton() throws {
    let scene = try scene()
    let layout = """
      <androidx.coordinatorlayout.widget.CoordinatorLayout \(ns) \(Self.app)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <com.google.android.material.appbar.AppBarLayout android:id="@+id/bar"
            android:layout_width="match_parent" android:layout_height="wrap_content">
          <View android:layout_width="match_parent" android:layout_height="120"/>
        </com.google.android.material.appbar.AppBarLayout>
        <FrameLayout android:id="@+id/content" android:layout_width="match_parent"
            android:layout_height="match_parent"
            app:layout_behavior="@string/appbar_scrolling_view_behavior"/>
        <View android:id="@+id/fab" android:layout_width="40" android:layout_height="40"
            android:layout_marginRight="8" app:layout_anchor="@id/bar"
            app:layout_anchorGravity="bottom|end"/>
      </androidx.coordinatorlayout.widget.CoordinatorLayout>
      """
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 400))
    let found = frames(solved)
    #expect(found["content"] == Rect(x: 0, y: 120, width: 300, height: 280))
    // Centred on the bar's bottom right corner, kept inside the layout and its margin.
    #expect(found["fab"] == Rect(x: 252, y: 100, width: 40, height: 40))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aButtonUnderAMaterialThemeIsAMaterialButton() throws {
    func shapes(_ parent: String) throws -> [String] {
      var scene = try scene()
      _ = try scene.resources.read(
        #"<resources><style name="App" parent="\#(parent)"/></resources>"#,
        file: "values/themes.xml")
      scene.resources.appTheme = "App"
      scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
      let layout = column(
        #"<Button android:layout_width="100" android:layout_height="48" android:text="Go"/>"#)
      return try scene.lines(layout, starting: "path").filter { $0.contains("#6200ee") }
    }
    // The library's inflater makes a MaterialButton of it: its shape in colorPrimary.
    #expect(try !shapes("Theme.MaterialComponents.Light").isEmpty)
    #expect(try shapes("Theme.DeviceDefault.Light").isEmpty)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aMaterialComponentsThemeGivesTheLibrarysColoursByDayAndNight() throws {
    let theme =
      #"<resources><style name="App" parent="Theme.MaterialComponents.DayNight"/>"#
      + "</resources>"
    func fill(night: Bool) throws -> String? {
      var scene = try scene()
      _ = try scene.resources.read(theme, file: "values/themes.xml")
      scene.resources.appTheme = "App"
      scene.resources.platform = try PlatformResources.load(
        device: DeviceConfiguration(night: night))
      return try scene.lines(
        column(
          """
          <View android:layout_width="10" android:layout_height="10"
              android:background="?attr/colorPrimary"/>
          """), starting: "fill"
      ).first { $0.hasPrefix("fill 0 0 10 10") }
    }
    #expect(try fill(night: false) == "fill 0 0 10 10 #6200ee")
    #expect(try fill(night: true) == "fill 0 0 10 10 #bb86fc")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aMaterial3TypeScaleAppearanceGivesItsLineHeight() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let text = try scene.lines(
      column(
        """
        <TextView android:layout_width="100" android:layout_height="wrap_content"
            android:text="Two\\nlines" android:textAppearance="?attr/textAppearanceBodyLarge"/>
        """), starting: "text")
    // Body Large: 16sp text, 24sp from baseline to baseline.
    #expect(text.count == 1 && text[0].contains(" 16 ") && text[0].contains("line height 24"))
    // Material 3's themes keep Material Components' type scale: Caption is 12sp.
    let caption = try scene.lines(
      column(
        """
        <TextView android:layout_width="100" android:layout_height="wrap_content"
            android:text="Small" android:textAppearance="?attr/textAppearanceCaption"/>
        """), starting: "text")
    #expect(caption.count == 1 && caption[0].contains(" 12 "), "\(caption)")
  }

  /// Material 3's card styles by their theme attributes, and a library's card margin.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aFilledCardAndTheLibrarysCardSpacing() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let layout = try scene.solve(
      column(
        """
        <com.google.android.material.card.MaterialCardView android:id="@+id/card"
            android:layout_width="50" android:layout_height="20"
            android:layout_marginLeft="@dimen/mtrl_card_spacing"
            style="?attr/materialCardViewFilledStyle"/>
        """))
    #expect(layout.nodes.first { $0.id == "card" }?.frame.x == 8)
    let fills = DisplayListBuilder.build(layout).dump().split(separator: "\n")
    // Filled: colorSurfaceContainerHighest, and no outline.
    #expect(fills.contains { $0.contains("#e6e0e9") }, "\(fills)")
    #expect(!fills.contains { $0.contains("stroke") }, "\(fills)")
  }

  /// A card style's `shapeAppearance` rounds the card (Material 3's cards are rounded by
  /// theirs), unless `cardCornerRadius` is given, and a shape style whose library parent is
  /// not available keeps its own corner.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aCardIsRoundedByItsShapeAppearance() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    _ = try scene.resources.read(
      """
      <resources>
        <style name="Corner20" parent="ShapeAppearance.Material3.Unknown">
          <item name="cornerSize">20dp</item>
        </style>
        <style name="Card" parent="Widget.Material3.CardView.Elevated">
          <item name="shapeAppearance">@style/Corner20</item>
        </style>
      </resources>
      """, file: "values/styles.xml")
    func corner(_ attributes: String) throws -> String? {
      try scene.lines(
        column(
          """
          <com.google.android.material.card.MaterialCardView \(Self.app)
              android:layout_width="100" android:layout_height="60" \(attributes)/>
          """), starting: "path"
      ).first.map { String($0.prefix { $0 != "L" }) }
    }
    // Material 3's own (outlined): the medium corner, 12dp.
    #expect(try corner("") == "path M(12.5, 0.5) ")
    // An elevated card has no outline, so its path is not inset by half a stroke.
    #expect(try corner(#"style="@style/Card""#) == "path M(20, 0) ")
    #expect(try corner(#"style="@style/Card" app:cardCornerRadius="4dp""#) == "path M(4, 0) ")
  }

  /// Material 3's toolbar: 64dp high (its theme's `actionBarSize`), its title in Title Large
  /// (22sp, regular) right after the navigation button; a text appearance given replaces the
  /// title's weight too.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aMaterial3ToolbarIsSixtyFourHighWithItsTitleAfterTheButton() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let layout = column(
      """
      <com.google.android.material.appbar.MaterialToolbar android:id="@+id/bar" \(Self.app)
          android:layout_width="match_parent" android:layout_height="?attr/actionBarSize"
          app:navigationIcon="@drawable/icon" app:title="Trips"/>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    #expect(frames(solved)["bar"]?.height == 64)
    // The title's row starts at 56, where the button ends; its text is 22sp, regular.
    let lines = try scene.lines(layout, starting: "")
    let row = try #require(lines.firstIndex { $0.contains("#bar/LinearLayout") })
    #expect(lines[row].contains("translate(56, "), "\(lines[row])")
    let title = try #require(lines.first { $0.hasPrefix("text") && $0.hasSuffix("\"Trips\"") })
    #expect(title.contains(" 22 ") && !title.contains("medium"), "\(title)")
  }

  /// A text input layout's `boxStrokeWidth="0dp"` draws no outline, and its helper text
  /// wraps rather than being cut to one line.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aTextInputLayoutWithoutStrokeAndWithALongHelper() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let layout = column(
      """
      <com.google.android.material.textfield.TextInputLayout \(Self.app)
          style="@style/Widget.Material3.TextInputLayout.OutlinedBox"
          android:layout_width="200" android:layout_height="wrap_content" android:hint="Where"
          app:boxStrokeWidth="0dp"
          app:helperText="A city, a country, a mountain range or a stretch of coast">
        <com.google.android.material.textfield.TextInputEditText
            android:layout_width="match_parent" android:layout_height="wrap_content"/>
      </com.google.android.material.textfield.TextInputLayout>
      """)
    #expect(try scene.lines(layout, starting: "path").allSatisfy { !$0.contains("stroke") })
    // Two lines of 12sp text: taller than one.
    let helper = try #require(
      try scene.lines(layout, starting: "text").first { $0.hasSuffix("stretch of coast\"") })
    let height = try #require(Double(helper.split(separator: " ")[4]))
    #expect(height > 25, "\(helper)")
  }

  /// hdodenhof's `CircleImageView`: its image cut to a circle with its border ring over it,
  /// not a square image with a warning.
  @Test func aCircleImageViewIsCutToACircleWithItsRing() throws {
    let scene = try scene()
    let layout = column(
      """
      <de.hdodenhof.circleimageview.CircleImageView \(Self.app)
          android:layout_width="40" android:layout_height="40" android:src="@drawable/icon"
          app:civ_border_width="2dp" app:civ_border_color="#454f5b"
          app:civ_circle_background_color="#ffeeee"/>
      """)
    let lines = try scene.lines(layout, starting: "")
    #expect(lines.contains { $0.hasPrefix("group") && $0.hasSuffix("clip 0 0 40 40 radius 20") })
    #expect(
      lines.contains { $0.hasPrefix("path M(39, 20)") && $0.hasSuffix("stroke width 2 #454f5b") })
    #expect(lines.contains { $0.hasPrefix("path M(40, 20)") && $0.hasSuffix("fill #ffeeee") })
    let document = try AndroidDocument.read(layout, file: "main.xml")
    let warnings = try AndroidSolver(
      document, resources: scene.resources, measurer: EstimatingTextMeasurer(),
      images: scene.images
    ).solve(canvas: Size(width: 300, height: 100)).warnings
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  /// Material 3's themes name its button styles (`materialIconButtonFilledStyle`,
  /// `materialButtonOutlinedStyle`, …): a filled icon button is a 40dp circle in
  /// `colorPrimary` inside its 48dp touch target, an outlined button has its outline.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func material3ThemesNameTheirButtonStyles() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let layout = column(
      """
      <com.google.android.material.button.MaterialButton android:id="@+id/star" \(Self.app)
          style="?attr/materialIconButtonFilledStyle" app:icon="@drawable/icon"
          android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      <com.google.android.material.button.MaterialButton \(Self.app)
          style="?attr/materialButtonOutlinedStyle" android:text="More"
          android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    #expect(frames(solved)["star"]?.size == Size(width: 48, height: 48))
    let paths = try scene.lines(layout, starting: "path")
    #expect(paths.first?.hasPrefix("path M(24, 4) ") == true, "\(paths)")
    #expect(paths.first?.hasSuffix("fill #6750a4") == true, "\(paths)")
    #expect(paths.contains { $0.hasSuffix("stroke width 1 #79747e") }, "\(paths)")
  }

  /// A bottom sheet's drag handle: a 32×4dp bar in `colorOnSurfaceVariant`, centred above
  /// its 20dp bottom padding in a 48dp target.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aBottomSheetDragHandleIsItsBar() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let layout = column(
      """
      <com.google.android.material.bottomsheet.BottomSheetDragHandleView android:id="@+id/handle"
          android:layout_width="match_parent" android:layout_height="wrap_content"/>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 200, height: 100))
    #expect(frames(solved)["handle"]?.height == 48)
    let paths = try scene.lines(layout, starting: "path")
    #expect(paths.first?.hasPrefix("path M(86, 12) L(114, 12)") == true, "\(paths)")
    #expect(paths.first?.hasSuffix("fill #49454f") == true, "\(paths)")
  }

  /// Material's elevation overlay: a card in the theme's surface colour is tinted by its
  /// elevation in Material 3 (with the primary colour) and in Material Components' dark
  /// themes (lighter, with `colorOnSurface`), not in its light ones.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aSurfaceCardTakesTheElevationOverlay() throws {
    func fill(_ theme: String) throws -> String? {
      var scene = try scene()
      try scene.useAppTheme(parent: theme)
      return try scene.lines(
        column(
          """
          <com.google.android.material.card.MaterialCardView \(Self.app)
              android:layout_width="100" android:layout_height="60" app:strokeWidth="0dp"
              app:cardBackgroundColor="?attr/colorSurface" app:cardElevation="4dp"/>
          """), starting: "path"
      ).last?.split(separator: " ").last.map(String.init)
    }
    // 4dp: 4.5 ln 5 + 2 = 9.2% of the overlay: #6750a4 over #fffbfe, white over #121212.
    #expect(try fill("Theme.Material3.Light") == "#f1ebf6")
    #expect(try fill("Theme.MaterialComponents.Light") == "#ffffff")
    #expect(try fill("Theme.MaterialComponents") == "#282828")
  }

  /// An outlined text field leaves half its floating label's height above its box.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func anOutlinedBoxLeavesRoomForHalfItsLabel() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let layout = column(
      """
      <com.google.android.material.textfield.TextInputLayout \(Self.app)
          android:layout_width="200" android:layout_height="wrap_content" android:hint="Where">
        <com.google.android.material.textfield.TextInputEditText
            android:layout_width="match_parent" android:layout_height="wrap_content"/>
      </com.google.android.material.textfield.TextInputLayout>
      """)
    let groups = try scene.lines(layout, starting: "group")
    // 5.57dp, on a whole pixel at scale 1.
    #expect(groups.contains { $0.hasSuffix("/FrameLayout translate(0, 6)") }, "\(groups)")
  }

  /// Material 3's elevated chips: no outline, the low surface container's fill.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func anElevatedChipHasNoOutline() throws {
    var scene = try scene()
    try scene.useAppTheme(parent: "Theme.Material3.Light")
    let paths = try scene.lines(
      column(
        """
        <com.google.android.material.chip.Chip android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="Hi"
            style="@style/Widget.Material3.Chip.Suggestion.Elevated"/>
        """), starting: "path")
    #expect(paths.contains { $0.contains("fill #f7f2fa") }, "\(paths)")
    #expect(!paths.contains { $0.contains("stroke") && !$0.contains("#00000000") }, "\(paths)")
  }

  @Test func aTextInputLayoutShowsItsIconsAndCounter() throws {
    let scene = try scene()
    let layout = column(
      """
      <com.google.android.material.textfield.TextInputLayout \(Self.app)
          android:layout_width="300" android:layout_height="wrap_content"
          android:hint="Password" app:endIconMode="password_toggle"
          app:startIconDrawable="@drawable/icon" app:endIconTint="#ff0000"
          app:counterEnabled="true" app:counterMaxLength="20">
        <com.google.android.material.textfield.TextInputEditText android:id="@+id/field"
            android:layout_width="match_parent" android:layout_height="wrap_content"
            android:text="secret"/>
      </com.google.android.material.textfield.TextInputLayout>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    // The two 24dp icons, 12dp in from the box's sides, centred on the 56dp field.
    let icons = solved.nodes.filter { $0.path.description.contains("/ImageView") }.map(\.frame)
    #expect(
      icons == [
        Rect(x: 12, y: 16, width: 24, height: 24), Rect(x: 264, y: 16, width: 24, height: 24),
      ])
    // The text starts past the start icon, and ends before the end icon.
    let paths = try scene.lines(layout, starting: "path")
    #expect(paths.contains { $0.hasSuffix("fill #ff0000") }, "\(paths)")
    // The counter: the text's length over the most.
    let texts = try scene.lines(layout, starting: "text")
    #expect(texts.contains { $0.hasSuffix("\"6/20\"") }, "\(texts)")
  }

  @Test func entryChipsShowTheirCloseIconAndCheckedFilterChipsTheirCheck() throws {
    let scene = try scene()
    func compound(_ style: String, checked: Bool) throws -> [String] {
      try scene.lines(
        column(
          """
          <com.google.android.material.chip.Chip \(Self.app)
              style="@style/Widget.MaterialComponents.Chip.\(style)"
              android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Ada" android:checked="\(checked)"/>
          """), starting: "path")
    }
    // An entry chip's circled cross at its end; a filter chip's check at its start when it
    // is checked.
    let entry = try compound("Entry", checked: false)
    #expect(entry.count == 1 && entry[0].contains("even-odd"), "\(entry)")
    #expect(try compound("Filter", checked: false).isEmpty)
    let checked = try compound("Filter", checked: true)
    #expect(checked.count == 1 && checked[0].hasPrefix("path M(19"), "\(checked)")
    #expect(entry[0].hasPrefix("path M(42"), "\(entry)")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aSlidersValueAndRangeAreASeekBarsProgress() throws {
    var scene = try scene()
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    func drawn(_ view: String) throws -> [String] {
      try scene.lines(column(view), starting: "path")
    }
    let slider = try drawn(
      """
      <com.google.android.material.slider.Slider \(Self.app) android:layout_width="200"
          android:layout_height="wrap_content" android:value="30" android:valueFrom="10"
          android:valueTo="110"/>
      """)
    let seekBar = try drawn(
      """
      <SeekBar android:layout_width="200" android:layout_height="wrap_content"
          android:progress="30" android:min="10" android:max="110"/>
      """)
    #expect(!slider.isEmpty && slider == seekBar, "\(slider)")
  }

  @Test func aCutCornerShapeIsDrawnWithStraightCorners() throws {
    var scene = try scene()
    _ = try scene.resources.read(
      """
      <resources><style name="Cut"><item name="cornerFamily">cut</item>
        <item name="cornerSize">10dp</item></style></resources>
      """, file: "values/styles.xml")
    let layout = column(
      """
      <com.google.android.material.button.MaterialButton \(Self.app)
          android:layout_width="100" android:layout_height="48" android:text="Go"
          app:backgroundTint="#ff0000" app:shapeAppearance="@style/Cut"/>
      """)
    let shape = try scene.lines(layout, starting: "path").first ?? ""
    // Inside the 6dp insets: the top edge starts 10 in and the corner is a straight line.
    #expect(shape.hasPrefix("path M(10, 6) L(90, 6) L(100, 16)"), "\(shape)")
  }

  @Test func aCollapsingToolbarShowsItsToolbarsTitleExpandedAtItsBottom() throws {
    let scene = try scene()
    let layout = column(
      """
      <com.google.android.material.appbar.CollapsingToolbarLayout \(Self.app)
          android:layout_width="match_parent" android:layout_height="96">
        <androidx.appcompat.widget.Toolbar android:layout_width="match_parent"
            android:layout_height="56" app:title="Lisbon"/>
      </com.google.android.material.appbar.CollapsingToolbarLayout>
      """)
    let texts = try scene.lines(layout, starting: "text")
    // One title, the expanded one (34sp), none in the toolbar.
    #expect(texts.count == 1, "\(texts)")
    #expect(
      texts.first?.contains(" 34 ") == true && texts.first?.hasSuffix("\"Lisbon\"") == true,
      "\(texts)")
  }

  @Test func aShapeableImageViewIsCutToItsShapeAppearance() throws {
    var scene = try scene()
    _ = try scene.resources.read(
      """
      <resources><style name="Circle"><item name="cornerFamily">rounded</item>
        <item name="cornerSize">50%</item></style></resources>
      """, file: "values/styles.xml")
    let layout = column(
      """
      <com.google.android.material.imageview.ShapeableImageView \(Self.app)
          android:layout_width="40" android:layout_height="40" android:src="@drawable/icon"
          app:shapeAppearanceOverlay="@style/Circle"/>
      """)
    let lines = try scene.lines(layout, starting: "group")
    // The image's group is cut to a circle: a clip of radius 20.
    #expect(lines.contains { $0.contains("clip") && $0.contains("radius 20") }, "\(lines)")
    // Cut corners: the clip is the outline with its corners cut straight across.
    _ = try scene.resources.read(
      """
      <resources><style name="Cut"><item name="cornerFamily">cut</item>
        <item name="cornerSize">8dp</item></style></resources>
      """, file: "values/cut.xml")
    let cut = try scene.lines(
      layout.replacingOccurrences(of: "@style/Circle", with: "@style/Cut"), starting: "group")
    #expect(cut.contains { $0.contains("clip path M(8, 0) L(32, 0) L(40, 8)") }, "\(cut)")
  }

  @Test func tabsShareTheWidthAndTheFirstIsSelected() throws {
    let scene = try scene()
    let item = """
      <com.google.android.material.tabs.TabItem android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:text="Tab"/>
      """
    let layout = column(
      """
      <com.google.android.material.tabs.TabLayout \(Self.app) android:layout_width="300"
          android:layout_height="wrap_content" app:tabIndicatorColor="#ff0000">
        \(item)\(item)\(item)
      </com.google.android.material.tabs.TabLayout>
      """)
    let solved = try scene.solve(layout, canvas: Size(width: 300, height: 200))
    let tabs = solved.nodes.filter {
      $0.path.components.count == 3 && $0.path.components.last?.className == "FrameLayout"
    }
    #expect(tabs.map(\.frame.width) == [100, 100, 100] && tabs.first?.frame.height == 48)
    // One indicator, under the first tab.
    let fills = try scene.lines(layout, starting: "fill").filter { $0.hasSuffix("#ff0000") }
    #expect(fills == ["fill 0 0 100 2 #ff0000"])
  }

  @Test func aTabIndicatorSpansTheContentOrTheTabAtItsGravity() throws {
    var scene = try scene()
    _ = try scene.resources.read(
      #"<resources><dimen name="pad">20dp</dimen></resources>"#, file: "values/dimens.xml")
    func layout(_ attributes: String) -> String {
      column(
        """
        <com.google.android.material.tabs.TabLayout \(Self.app) android:layout_width="300"
            android:layout_height="wrap_content" app:tabIndicatorColor="#ff0000" \(attributes)>
          <com.google.android.material.tabs.TabItem android:layout_width="wrap_content"
              android:layout_height="wrap_content" android:text="Tab"/>
          <com.google.android.material.tabs.TabItem android:layout_width="wrap_content"
              android:layout_height="wrap_content" android:text="Other"/>
        </com.google.android.material.tabs.TabLayout>
        """)
    }
    func indicator(_ attributes: String) throws -> String? {
      try scene.lines(layout(attributes), starting: "fill").first { $0.hasSuffix("#ff0000") }
    }
    // Under the label only, as wide as it, centred in the 150 wide tab, 3 high at the bottom.
    let label = try #require(try scene.lines(layout(""), starting: "text").first)
    let content = try #require(
      try indicator(#"app:tabIndicatorFullWidth="false" app:tabIndicatorHeight="3dp""#))
    let width = label.split(separator: " ")[3]
    #expect(content == "fill 0 0 \(width) 3 #ff0000", "\(content) under \(label)")
    // Stretched over the whole tab (its 20 of padding on every side too), beneath its
    // label; at the top.
    let padded = layout(#"app:tabIndicatorGravity="stretch" app:tabPadding="20dp""#)
    let tab = try #require(
      try scene.solve(padded, canvas: Size(width: 300, height: 200)).nodes.first {
        $0.path.components.count == 3 && $0.path.components.last?.className == "FrameLayout"
      })
    let height = tab.frame.height
    #expect(height > 40)
    let stretched = try scene.lines(padded, starting: "")
    let behind = try #require(
      stretched.firstIndex { $0 == "fill 0 0 150 \(Int(height)) #ff0000" }, "\(stretched)")
    #expect(stretched.firstIndex { $0.hasPrefix("text") }.map { $0 > behind } == true)
    // A padding from a dimension resource, the same.
    let named = try scene.lines(
      layout(#"app:tabIndicatorGravity="stretch" app:tabPadding="@dimen/pad""#), starting: "fill")
    #expect(named.contains("fill 0 0 150 \(Int(height)) #ff0000"), "\(named)")
    #expect(try indicator(#"app:tabIndicatorGravity="top""#) == "fill 0 0 150 2 #ff0000")
    #expect(try indicator(#"app:tabIndicator="@null""#) == nil)
  }

  @Test func aDrawerLayoutShowsItsContentNotItsClosedDrawer() throws {
    let scene = try scene()
    let solved = try scene.solve(
      """
      <androidx.drawerlayout.widget.DrawerLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:id="@+id/content" android:layout_width="match_parent"
            android:layout_height="match_parent"/>
        <View android:id="@+id/drawer" android:layout_width="100"
            android:layout_height="match_parent" android:layout_gravity="start"/>
      </androidx.drawerlayout.widget.DrawerLayout>
      """)
    #expect(frames(solved)["content"] != nil && frames(solved)["drawer"] == nil)
  }

  @Test func anOpenDrawersNavigationViewShowsItsMenuOverTheScrim() throws {
    var scene = try scene()
    try scene.resources.readMenu(
      """
      <menu \(ns)>
        <group android:checkableBehavior="single">
          <item android:id="@+id/a" android:title="One" android:icon="@drawable/icon"
              android:checked="true"/>
          <item android:id="@+id/b" android:title="Two" android:icon="@drawable/icon"/>
        </group>
        <item android:title="More"><menu>
          <item android:id="@+id/c" android:title="Three"/>
        </menu></item>
      </menu>
      """, name: "drawer", file: "menu/drawer.xml")
    let layout = """
      <androidx.drawerlayout.widget.DrawerLayout \(ns) \(Self.app) \(tools)
          android:layout_width="match_parent" android:layout_height="match_parent"
          tools:openDrawer="start">
        <View android:id="@+id/content" android:layout_width="match_parent"
            android:layout_height="match_parent"/>
        <com.google.android.material.navigation.NavigationView android:id="@+id/nav"
            android:layout_width="wrap_content" android:layout_height="match_parent"
            android:layout_gravity="start" app:menu="@menu/drawer"
            app:itemShapeFillColor="#ff0000"/>
      </androidx.drawerlayout.widget.DrawerLayout>
      """
    let solved = try scene.solve(layout, canvas: Size(width: 360, height: 400))
    // The navigation view is 280dp wide over the content.
    #expect(frames(solved)["nav"]?.width == 280)
    let texts = try scene.lines(layout, starting: "text").map { $0.split(separator: "\"")[1] }
    #expect(texts == ["One", "Two", "More", "Three"])
    // The scrim over the content, and the checked row's highlight.
    let fills = try scene.lines(layout, starting: "fill")
    #expect(fills.contains { $0.hasSuffix("#00000099") }, "\(fills)")
    #expect(try DisplayListBuilder.build(scene.solve(layout)).dump().contains("#ff0000"))
  }

  /// A list layout (`layout/main.xml`) solved on a canvas `width` wide, its preview rows the
  /// layout `cell`: a view 10 high with the id `cell`.
  func solveList(_ list: String, width: Double) throws -> AndroidSolver.Result {
    let cell = try AndroidDocument.read(
      """
      <View \(ns) android:id="@+id/cell" android:layout_width="match_parent"
          android:layout_height="10"/>
      """, file: "layout/cell.xml")
    return try AndroidSolver(
      try AndroidDocument.read(list, file: "layout/main.xml"), resources: scene().resources,
      measurer: EstimatingTextMeasurer(), layouts: LayoutsByName(["cell": cell])
    ).solve(canvas: Size(width: width, height: 100))
  }

  @Test func aRecyclerViewWithAGridLayoutManagerFillsColumns() throws {
    let solved = try solveList(
      """
      <androidx.recyclerview.widget.RecyclerView \(ns) \(Self.app) \(tools)
          android:layout_width="300" android:layout_height="match_parent"
          app:layoutManager="androidx.recyclerview.widget.GridLayoutManager" app:spanCount="3"
          tools:listitem="@layout/cell" tools:itemCount="4"/>
      """, width: 300
    ).layout
    let cells = solved.nodes.filter { $0.id == "cell" }.map(\.frame.width)
    // Three to a row, each a third; the fourth in a second row, as wide.
    #expect(cells == [100, 100, 100, 100])
  }

  @Test func anAutoFitGridViewFitsAsManyColumnsAsItsWidthTakesAndSharesTheRest() throws {
    /// The cells' frames in their grid, 360 wide.
    func cells(_ attributes: String) throws -> [Rect] {
      let result = try solveList(
        """
        <GridView \(ns) \(tools) android:layout_width="360" android:layout_height="match_parent"
            android:columnWidth="100" android:horizontalSpacing="10" android:verticalSpacing="4"
            tools:listitem="@layout/cell" tools:itemCount="4" \(attributes)/>
        """, width: 360)
      #expect(!result.warnings.contains { $0.message.contains("Unknown") }, "\(result.warnings)")
      return result.layout.nodes.filter { $0.id == "cell" }.map(\.frame)
    }
    // (360 + 10) / (100 + 10): three columns; the 40 left widens each by a whole 13 (the
    // default), or the spacing between them, or the spacing around them too, or nothing.
    let stretched = try cells(#"android:numColumns="auto_fit""#)
    #expect(stretched.map(\.width) == [113, 113, 113, 113])
    #expect(stretched.map(\.origin.x) == [0, 123, 246, 0])
    #expect(stretched.map(\.origin.y) == [0, 0, 0, 14])
    let spaced = try cells(#"android:numColumns="auto_fit" android:stretchMode="spacingWidth""#)
    #expect(spaced.map(\.origin.x) == [0, 130, 260, 0] && spaced[0].width == 100)
    let uniform = try cells(
      #"android:numColumns="auto_fit" android:stretchMode="spacingWidthUniform""#)
    #expect(uniform.map(\.origin.x) == [20, 140, 260, 20])
    let none = try cells(#"android:numColumns="auto_fit" android:stretchMode="none""#)
    #expect(none.map(\.origin.x) == [0, 110, 220, 0] && none[0].width == 100)
    // A fixed count with a column width: two columns of 100 widened to share 360 - 10.
    #expect(try cells(#"android:numColumns="2""#).map(\.width) == [175, 175, 175, 175])
    // A spacing that cancels the column width out: one column.
    let odd = GridViewColumns(count: nil, columnWidth: 10, horizontalSpacing: -10)
    #expect(odd.columns(in: 100).count == 1)
  }

  @Test func aGridViewsSpacingIsBetweenItsColumnsAndRows() throws {
    let result = try solveList(
      """
      <GridView \(ns) \(tools) android:layout_width="300" android:layout_height="match_parent"
          android:numColumns="3" android:horizontalSpacing="15" android:verticalSpacing="4"
          tools:listitem="@layout/cell" tools:itemCount="4"/>
      """, width: 300)
    #expect(!result.warnings.contains { $0.message.contains("Spacing") }, "\(result.warnings)")
    // Three columns of (300 - 2 × 15) / 3 = 90, 15 apart; the second row 4 below the first.
    let nodes = result.layout.nodes
    let parent = { (index: Int) in nodes.first { $0.children.contains(index) } }
    let cells = nodes.filter { $0.id == "cell" }
    #expect(cells.map(\.frame.width) == [90, 90, 90, 90])
    let wrappers = cells.compactMap { parent($0.index) }
    #expect(wrappers.map(\.frame.origin.x) == [0, 105, 210, 0])
    let rows = wrappers.compactMap { parent($0.index) }
    #expect(rows.map(\.frame.origin.y) == [0, 0, 0, 14])
  }

  @Test func anAppClassNamedAfterALibraryViewIsDrawnAsItWithAWarning() throws {
    let scene = try scene()
    let document = try AndroidDocument.read(
      column(
        """
        <com.example.app.HomeToolbar \(Self.app) android:layout_width="match_parent"
            android:layout_height="56dp" app:title="Home"/>
        """), file: "main.xml")
    let result = try AndroidSolver(
      document, resources: scene.resources, measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 300, height: 100))
    #expect(result.warnings.contains { $0.message.contains("drawn as the Toolbar") })
    let lines = DisplayListBuilder.build(result.layout).dump()
    #expect(lines.contains("\"Home\""))
  }

  /// The libraries' colour resources an app's values name are the baseline schemes':
  /// Material 3's system colours, Material Components' defaults.
  @Test func theLibrariesColourResourcesAreTheBaselineSchemes() throws {
    var scene = try DrawableScene(drawables: [
      "panel": #"<shape \#(ns)><solid android:color="@color/brand"/></shape>"#
    ])
    _ = try scene.resources.read(
      #"<resources><color name="brand">@color/m3_sys_color_dark_on_primary</color></resources>"#,
      file: "values/colors.xml")
    let fills = try scene.lines(
      column(
        """
        <View android:layout_width="10" android:layout_height="10"
            android:background="@color/m3_sys_color_light_primary_container"/>
        <View android:layout_width="10" android:layout_height="10"
            android:background="@color/design_default_color_secondary"/>
        <View android:layout_width="10" android:layout_height="10"
            android:background="@drawable/panel"/>
        """), starting: "")
    #expect(fills.contains { $0.hasPrefix("fill") && $0.hasSuffix("#eaddff") }, "\(fills)")
    #expect(fills.contains { $0.hasPrefix("fill") && $0.hasSuffix("#03dac6") }, "\(fills)")
    #expect(fills.contains { $0.hasSuffix("fill #381e72") }, "\(fills)")
  }

  @Test func aForegroundIsDrawnOverTheChildren() throws {
    let scene = try DrawableScene(drawables: ["ring": square(10, "#ff0000")])
    let lines = try scene.lines(
      """
      <FrameLayout \(ns) android:layout_width="20" android:layout_height="20"
          android:foreground="@drawable/ring">
        <View android:layout_width="match_parent" android:layout_height="match_parent"
            android:background="#0000ff"/>
      </FrameLayout>
      """, starting: ""
    ).filter { $0.hasPrefix("fill") || $0.hasPrefix("path") }
    // The child's colour, then the foreground over it.
    #expect(lines.count == 2 && lines[0].hasSuffix("#0000ff") && lines[1].hasSuffix("#ff0000"))
    // `foregroundTint` draws it in its colour.
    let tinted = try scene.lines(
      """
      <FrameLayout \(ns) android:layout_width="20" android:layout_height="20"
          android:foreground="@drawable/ring" android:foregroundTint="#00ff00"/>
      """, starting: "path")
    #expect(tinted.count == 1 && tinted[0].hasSuffix("#00ff00"), "\(tinted)")
    // `foregroundGravity` draws it at its own size where the gravity puts it.
    let placed = try scene.lines(
      """
      <FrameLayout \(ns) android:layout_width="40" android:layout_height="20"
          android:foreground="@drawable/ring" android:foregroundGravity="bottom|end"/>
      """, starting: "")
    #expect(placed.contains { $0.hasPrefix("path M(30, 10) L(40, 10) L(40, 20)") }, "\(placed)")
    let centred = try scene.lines(
      """
      <FrameLayout \(ns) android:layout_width="40" android:layout_height="20"
          android:foreground="@drawable/ring" android:foregroundGravity="center_vertical"/>
      """, starting: "")
    #expect(centred.contains { $0.hasPrefix("path M(0, 5) L(10, 5) L(10, 15)") }, "\(centred)")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath)))
  func aLibraryStyleNoTableHasIsLeftOutWithAWarning() throws {
    var scene = try scene()
    _ = try scene.resources.read(
      """
      <resources><style name="Body" parent="MaterialAlertDialog.MaterialComponents.Body.Text">
        <item name="android:textSize">20sp</item></style></resources>
      """, file: "values/styles.xml")
    scene.resources.platform = try PlatformResources.load(device: DeviceConfiguration())
    let document = try AndroidDocument.read(
      column(
        """
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="A" style="@style/Body"/>
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="B" style="@style/TextAppearance.Design.Snackbar.Message"/>
        """), file: "main.xml")
    let result = try AndroidSolver(
      document, resources: scene.resources, measurer: EstimatingTextMeasurer()
    ).solve(canvas: Size(width: 300, height: 100))
    let messages = result.warnings.map(\.message)
    #expect(messages.contains { $0.contains("MaterialAlertDialog.MaterialComponents.Body.Text") })
    #expect(messages.contains { $0.contains("TextAppearance.Design.Snackbar.Message") })
    // The app's own item over the missing parent still applies.
    let text = DisplayListBuilder.build(result.layout).dump()
    #expect(text.contains(" 20 ") && text.contains("\"A\""))
  }

  @Test func srcCompatIsTheImagesSourceAndFontFamilyItsWeight() throws {
    let scene = try scene()
    let layout = column(
      """
      <ImageView \(Self.app) android:id="@+id/image" android:layout_width="wrap_content"
          android:layout_height="wrap_content" app:srcCompat="@drawable/icon"/>
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Title" android:fontFamily="sans-serif-medium"/>
      """)
    #expect(frames(try scene.solve(layout))["image"]?.width == 24)
    #expect(try scene.lines(layout, starting: "text").first?.contains(" medium ") == true)
  }

  /// A style's `srcCompat` is the image's source too, as AppCompat reads it from the style.
  @Test func srcCompatInAStyleIsTheImagesSource() throws {
    var scene = try scene()
    _ = try scene.resources.read(
      """
      <resources xmlns:app="http://schemas.android.com/apk/res-auto">
        <style name="Bullet"><item name="srcCompat">@drawable/icon</item></style>
      </resources>
      """, file: "values/styles.xml")
    let layout = column(
      """
      <ImageView android:id="@+id/image" style="@style/Bullet"
          android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      """)
    #expect(frames(try scene.solve(layout))["image"]?.width == 24)
  }
}
