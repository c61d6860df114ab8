import CommandSupport
import Foundation
import TestSupport
import Testing

@testable import Layout

/// An app module's resources include those of the project modules it depends on, as the
/// build merges them.
@Suite struct GradleModuleTests {
  static let ns = androidNamespace

  /// `layout render PATH --dump display-list --size SIZE`.
  func displayList(_ path: String, size: String) -> CommandResult {
    runLayout(["render", path, "--dump", "display-list", "--size", size])
  }

  /// A module's `res.srcDirs` merge the folders they list; a computed list (Material's
  /// catalog builds it in a loop) merges every `res/` folder of the module, tests' and other
  /// source sets' aside.
  @Test func aModulesResourceFoldersAreTheOnesItsSourceSetLists() throws {
    let layout = """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@color/listed"/>
      </LinearLayout>
      """
    let listed = try androidFolder([
      "app/build.gradle": """
      android { sourceSets { main { res.srcDirs = ['src/main/res', 'src/main/res-extra'] } } }
      """,
      "app/src/main/res-extra/values/colors.xml":
        #"<resources><color name="listed">#ff0000</color></resources>"#,
      "app/src/main/res/layout/main.xml": layout,
    ])
    let computed = try androidFolder([
      "catalog/build.gradle": """
      def features = ['cards', 'chips']
      android { sourceSets { main {
        res.srcDirs = ['java/base/res']
        features.forEach { res.srcDirs += 'java/' + it + '/res' }
      } } }
      """,
      "catalog/java/cards/res/values/colors.xml":
        #"<resources><color name="listed">#00ff00</color></resources>"#,
      "catalog/test/res/values/colors.xml":
        #"<resources><color name="listed">#0000ff</color></resources>"#,
      "catalog/src/release/res/values/colors.xml":
        #"<resources><color name="listed">#0000ff</color></resources>"#,
      "catalog/java/base/res/layout/main.xml": layout,
    ])
    defer {
      try? FileManager.default.removeItem(at: listed)
      try? FileManager.default.removeItem(at: computed)
    }
    // The computed list: the module's res/ folders, neither tests' nor another source set's.
    let base = computed.appendingPathComponent("catalog/java/base/res").path
    let merged = ResourceSourceSets.folders(besides: base).map {
      String($0.dropFirst((computed.path as NSString).standardizingPath.count))
    }
    #expect(merged == ["/catalog/java/cards/res"], "\(merged)")
    for (folder, path, color) in [
      (listed, "app/src/main/res/layout/main.xml", "#ff0000"),
      (computed, "catalog/java/base/res/layout/main.xml", "#00ff00"),
    ] {
      let result = displayList(folder.appendingPathComponent(path).path, size: "20x20")
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(result.output.contains("fill 0 0 10 10 \(color)"), "\(result.output)")
    }
  }

  /// A module whose build names its manifest (`manifest.srcFile`) takes its theme from it.
  @Test func theManifestTheBuildNamesGivesTheTheme() throws {
    let folder = try androidFolder([
      "catalog/build.gradle": """
      android { sourceSets { main { manifest.srcFile 'java/app/AndroidManifest.xml' } } }
      """,
      "catalog/java/app/AndroidManifest.xml": """
      <manifest \(Self.ns) package="com.example"><application android:theme="@style/App"/></manifest>
      """,
      "catalog/java/app/res/values/themes.xml": """
      <resources><style name="App"><item name="brandColor">#ff0000</item></style></resources>
      """,
      "catalog/java/app/res/layout/main.xml": """
      <View \(Self.ns) android:layout_width="10dp" android:layout_height="10dp"
          android:background="?attr/brandColor"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = displayList(
      folder.appendingPathComponent("catalog/java/app/res/layout/main.xml").path, size: "20x20")
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.output.contains("fill 0 0 10 10 #ff0000"), "\(result.output)")
  }

  @Test func anAppModuleReadsTheResourcesOfTheModulesItDependsOn() throws {
    let folder = try androidFolder([
      "settings.gradle.kts": #"include(":app", ":core:ui", ":test-shared")"#,
      "app/build.gradle.kts": """
      dependencies {
          implementation(project(":core:ui"))
          testImplementation(project(":test-shared"))
      }
      """,
      "core/ui/build.gradle": "dependencies { api project(':base') }",
      "base/src/main/res/values/colors.xml": """
      <resources><color name="brand">#ff0000</color><color name="ink">#00ff00</color></resources>
      """,
      "core/ui/src/main/res/values/colors.xml":
        #"<resources><color name="ink">#0000ff</color></resources>"#,
      "core/ui/src/main/res/drawable/dot.xml": """
      <shape \(Self.ns)><solid android:color="@color/brand"/></shape>
      """,
      "test-shared/src/main/res/values/colors.xml":
        #"<resources><color name="brand">#123456</color></resources>"#,
      "app/src/main/res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@drawable/dot"/>
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@color/ink"/>
      </LinearLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("app/src/main/res/layout/main.xml").path
    let result = displayList(layout, size: "20x20")
    #expect(result.exitCode == 0, "\(result.errors)")
    // The drawable and the colour of the modules (the nearer module's colour winning), not
    // the test module's.
    #expect(result.output.contains("#ff0000"), "\(result.output)")
    #expect(result.output.contains("#0000ff"), "\(result.output)")
    #expect(!result.output.contains("#123456"), "\(result.output)")
  }

  @Test func aReferenceOnlyALibraryCanDefineIsAWarningWhenTheBuildNamesLibraries() throws {
    func render(dependencies: String) throws -> CommandResult {
      let folder = try androidFolder([
        "settings.gradle": "include ':app'",
        "app/build.gradle": "dependencies {\n\(dependencies)\n}",
        "app/src/main/res/layout/main.xml": """
        <LinearLayout \(Self.ns) android:layout_width="match_parent"
            android:layout_height="match_parent" android:orientation="vertical">
          <View android:layout_width="10dp" android:layout_height="10dp"
              android:background="@color/grey_900"/>
          <TextView android:layout_width="10dp" android:layout_height="10dp"
              android:textColor="@color/high_emphasis_text"/>
          <ImageView android:layout_width="10dp" android:layout_height="10dp"
              android:src="@drawable/brand_logo"/>
          <View android:layout_width="10dp" android:layout_height="10dp"
              style="@style/Widget.Example.Card"/>
        </LinearLayout>
        """,
      ])
      defer { try? FileManager.default.removeItem(at: folder) }
      let layout = folder.appendingPathComponent("app/src/main/res/layout/main.xml").path
      return runLayout(["render", layout, "--dump", "frames", "--size", "20x20"])
    }
    // The build names a library (by coordinates, or from the version catalog): the app's
    // build would fail on a name no one defines, so a library defines these.
    for library in ["  implementation 'com.example:ui:1.0'", "  implementation(libs.example.ui)"] {
      let result = try render(dependencies: library)
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(result.errors.contains("comes from a library the build names"), "\(result.errors)")
      #expect(result.errors.contains("Style 'Widget.Example.Card'"), "\(result.errors)")
    }
    // Only the project's own modules and tests' libraries: the name is wrong, and left out
    // as the preview leaves it.
    let own = try render(
      dependencies: "  testImplementation 'junit:junit:4.13'\n  implementation project(':app')")
    #expect(own.exitCode == 0, "\(own.errors)")
    #expect(
      own.errors.contains("@color/grey_900 is not defined in the app, its modules or the platform"),
      "\(own.errors)")
    #expect(!own.errors.contains("comes from a library the build names"), "\(own.errors)")
    #expect(GradleModules.namesLibraries(inBuildFile: "api(platform(libs.bom))") == false)
  }

  @Test func typeSafeProjectAccessorsNameModulesToo() throws {
    let folder = try androidFolder([
      "settings.gradle.kts": #"include(":app", ":core:message-list", ":core:ui_kit")"#,
      "app/build.gradle.kts": """
      dependencies {
          implementation(projects.core.messageList)
          testImplementation(projects.core.uiKit)
      }
      """,
      "core/message-list/build.gradle.kts": "dependencies { api(projects.core.uiKit) }",
      "core/message-list/src/main/res/values/colors.xml":
        #"<resources><color name="ink">#0000ff</color></resources>"#,
      "core/ui_kit/src/main/res/values/styles.xml": """
      <resources><style name="Widget.App.Bar" parent="">
        <item name="android:background">#ff0000</item></style></resources>
      """,
      "app/src/main/res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        <View android:layout_width="10dp" android:layout_height="10dp"
            style="@style/Widget.App.Bar"/>
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@color/ink"/>
      </LinearLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("app/src/main/res/layout/main.xml").path
    let result = displayList(layout, size: "20x20")
    #expect(result.exitCode == 0, "\(result.errors)")
    // The style of the module the first one depends on, and the colour of the first.
    #expect(result.output.contains("#ff0000"), "\(result.output)")
    #expect(result.output.contains("#0000ff"), "\(result.output)")
    let text = """
      implementation(projects.feature.widget.unread)
      api(libs.androidx.core)
      testImplementation(projects.core.testing)
      subprojects.forEach { }
      """
    #expect(GradleModules.projectAccessors(inBuildFile: text) == [["feature", "widget", "unread"]])
    #expect(GradleModules.camelCased("message-list_view") == "messageListView")
  }

  @Test func modulesAreFoundWhereTheSettingsPutThemOrInSubfolders() throws {
    let folder = try androidFolder([
      "settings.gradle": """
      include ':app', ':core', ':design'
      project(':core').projectDir = new File('libraries/core-lib')
      """,
      "app/build.gradle": """
      dependencies {
          implementation project(path: ':core')
          implementation project (":design")
          implementation(project(":test-fixtures-api"))
      }
      """,
      "libraries/core-lib/src/main/res/values/colors.xml":
        #"<resources><color name="ink">#0000ff</color></resources>"#,
      "android-design/design/build.gradle": "",
      "android-design/design/src/main/res/values/dimens.xml":
        #"<resources><dimen name="keyline">7dp</dimen></resources>"#,
      "test-fixtures-api/src/main/res/values/colors.xml":
        #"<resources><color name="paper">#00ff00</color></resources>"#,
      "app/src/main/res/values/strings.xml":
        #"<resources><string name="hi">Hi</string></resources>"#,
      "app/src/debug/res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        <TextView android:layout_width="@dimen/keyline" android:layout_height="10dp"
            android:text="@string/hi" android:background="@color/ink"/>
        <View android:layout_width="10dp" android:layout_height="10dp"
            android:background="@color/paper"/>
      </LinearLayout>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // A layout of the debug source set reads the module's main resources and its modules'.
    let layout = folder.appendingPathComponent("app/src/debug/res/layout/main.xml").path
    let result = displayList(layout, size: "20x20")
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("#0000ff"), "\(result.output)")
    #expect(result.output.contains("#00ff00"), "\(result.output)")
    #expect(result.output.contains("\"Hi\""), "\(result.output)")
    #expect(
      GradleModules.placedModules(
        inSettings: #"project(":x").projectDir = file("../outside")"#, root: "/p"
      ).isEmpty)
  }

  /// A name only the module's other source sets define (each flavour's `app_name`) comes
  /// from them, beneath `main`'s: `debug`'s first, then the flavours' in name order; tests'
  /// are not read. A layout of a flavour reads `main`'s values beneath its own.
  @Test func valuesOnlyAFlavourOrBuildTypeDefinesAreRead() throws {
    let strings = { (pairs: [(String, String)]) in
      "<resources>"
        + pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "</resources>"
    }
    let text = { (names: [String]) in
      names.map {
        "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" "
          + "android:text=\"@string/\($0)\"/>"
      }.joined()
    }
    let folder = try androidFolder([
      "app/build.gradle": "android { productFlavors { foss {}; play {} } }",
      "app/src/main/res/layout/main.xml": """
      <LinearLayout \(Self.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        \(text(["app_name", "store", "title"]))
      </LinearLayout>
      """,
      "app/src/main/res/values/strings.xml": strings([("title", "Notes")]),
      "app/src/foss/res/values/strings.xml": strings([("app_name", "Foss"), ("store", "F-Droid")]),
      "app/src/play/res/values/strings.xml": strings([("app_name", "Play"), ("store", "Play")]),
      "app/src/debug/res/values/strings.xml": strings([("app_name", "Debug")]),
      "app/src/test/res/values/strings.xml": strings([("title", "Test")]),
      "app/src/foss/res/layout/about.xml": "<LinearLayout \(Self.ns) "
        + "android:layout_width=\"match_parent\" android:layout_height=\"match_parent\">"
        + text(["title"]) + "</LinearLayout>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = displayList(
      folder.appendingPathComponent("app/src/main/res/layout/main.xml").path, size: "200x200")
    #expect(main.exitCode == 0, "\(main.errors)")
    let texts = main.output.split(separator: "\n").filter { $0.contains("text ") }
    #expect(
      texts.map { $0.split(separator: "\"").last.map(String.init) } == [
        "Debug", "F-Droid", "Notes",
      ])
    let about = displayList(
      folder.appendingPathComponent("app/src/foss/res/layout/about.xml").path, size: "200x200")
    #expect(about.exitCode == 0, "\(about.errors)")
    #expect(about.output.contains("\"Notes\""), "\(about.output)")
  }

  /// A library module's layout is shown under the theme of the app module that depends on
  /// it (through another module here), with that app's resources beneath its own.
  @Test func aLibraryModulesLayoutTakesTheThemeOfTheAppThatDependsOnIt() throws {
    let folder = try androidFolder([
      "settings.gradle": "include ':app', ':feature', ':ui'",
      "app/build.gradle": "dependencies { implementation project(':feature') }",
      "app/src/main/AndroidManifest.xml": """
      <manifest \(Self.ns)><application android:theme="@style/AppTheme"/></manifest>
      """,
      "app/src/main/res/values/themes.xml": """
      <resources><style name="AppTheme" parent=""><item name="brandColor">@color/brand</item>
      </style><color name="brand">#ff0000</color></resources>
      """,
      "feature/build.gradle": "dependencies { implementation project(':ui') }",
      "ui/src/main/AndroidManifest.xml": "<manifest/>",
      "ui/src/main/res/layout/badge.xml": """
      <View \(Self.ns) android:layout_width="10dp" android:layout_height="10dp"
          android:background="?attr/brandColor"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = displayList(
      folder.appendingPathComponent("ui/src/main/res/layout/badge.xml").path, size: "20x20")
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("fill 0 0 10 10 #ff0000"), "\(result.output)")
  }

  @Test func aModuleLinkedFromOutsideTheProjectIsNotRead() throws {
    let outside = try androidFolder([
      "src/main/res/values/colors.xml": #"<resources><color name="ink">#0000ff</color></resources>"#
    ])
    defer { try? FileManager.default.removeItem(at: outside) }
    let folder = try androidFolder([
      "settings.gradle": "include ':app', ':shared'",
      "app/build.gradle": "dependencies { implementation project(':shared') }",
      "app/src/main/res/layout/main.xml": """
      <View \(Self.ns) android:layout_width="10dp" android:layout_height="10dp"
          android:background="@color/ink"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("shared"), withDestinationURL: outside)
    let res = folder.appendingPathComponent("app/src/main/res").path
    #expect(GradleModules.dependencyResourceFolders(of: res).isEmpty)
    let result = displayList(
      folder.appendingPathComponent("app/src/main/res/layout/main.xml").path, size: "20x20")
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      result.errors.contains("@color/ink is not defined in the app, its modules or the platform"),
      "\(result.errors)")
    #expect(!result.output.contains("#0000ff"), "\(result.output)")
  }

  @Test func valuesTheBuildFileDefinesAreResources() throws {
    let folder = try androidFolder([
      "settings.gradle": "include ':app'",
      "app/build.gradle": """
      android {
          defaultConfig { resValue "string", "app_name", "Notes & Co" }
          buildTypes { debug { resValue("string", "app_name", "Notes Debug") } }
          release { resValue("string", "suffix", "v$version") }
      }
      """,
      "app/src/main/res/layout/main.xml": """
      <TextView \(Self.ns) android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:text="@string/app_name"/>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("app/src/main/res/layout/main.xml").path
    let result = displayList(layout, size: "200x40")
    #expect(result.exitCode == 0, "\(result.errors)")
    // The default configuration's value, the first written.
    #expect(result.output.contains("\"Notes & Co\""), "\(result.output)")
    let values = GradleModules.resValues(
      inBuildFile: ##"resValue("color", "brand", "#ff0000")"## + "\n"
        + #"resValue "string", "v", "$x""#)
    #expect(values.map(\.name) == ["brand"])
  }

  @Test func buildFilesNameModulesButNotTestOnesOrPathsOutOfTheProject() {
    let text = """
      dependencies {
          implementation(project(":shared"))
          api project(':feature:home')
          kapt(platform(project(":depconstraints")))
          androidTestImplementation(project(":androidTest-shared"))
      }
      """
    #expect(GradleModules.projectPaths(inBuildFile: text) == [":shared", ":feature:home"])
    #expect(
      GradleModules.projectPaths(
        inBuildFile: "api project(path: ':a', configuration: 'x')\nimplementation project (\":b\")"
      ) == [":a", ":b"])
    #expect(GradleModules.folder(of: ":feature:home", in: "/p") == "/p/feature/home")
    #expect(GradleModules.folder(of: ":..:etc", in: "/p") == nil)
  }
}
