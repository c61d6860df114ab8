import Foundation
import LayoutCore
import Testing

@testable import LayoutAndroid

/// Android's own resources read from Debian's framework-res.apk: the resource table's
/// styles, themes and values by configuration, compiled XML, and damaged files refused with
/// an error rather than a crash.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: PlatformResources.defaultPath),
    "android-framework-res is not installed: scripts/bootstrap installs it"))
struct PlatformResourceTests {
  static func platform(night: Bool = false, density: Int = 160) throws -> PlatformResources {
    try PlatformResources.load(device: DeviceConfiguration(density: density, night: night))
  }

  @Test func aThemeInheritsThroughThePlatformsParents() throws {
    let platform = try Self.platform()
    var names: [String] = []
    var style = platform.style(named: PlatformResources.defaultTheme)
    while let current = style, names.count < 16 {
      names.append(current.name)
      style = current.parentName.flatMap { name in
        platform.style(named: String(name.dropFirst("@android:style/".count)))
      }
    }
    #expect(names.first == "@android:style/Theme.DeviceDefault.Light.DarkActionBar")
    #expect(names.last == "@android:style/Theme")
    #expect(names.contains("@android:style/Theme.Material.Light"))
    let material = try #require(platform.style(named: "Theme.Material.Light"))
    let items = Dictionary(
      material.items.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    #expect(items["buttonStyle"] == "@android:style/Widget.Material.Light.Button")
    #expect(items["colorAccent"] == "@android:color/accent_material_light")
    #expect(items["textAppearanceMedium"] == "@android:style/TextAppearance.Material.Medium")
  }

  @Test func valuesFollowTheDevice() throws {
    let day = try Self.platform()
    let night = try Self.platform(night: true)
    #expect(day.value(of: "@android:color/white", state: []) == "#ffffffff")
    #expect(day.value(of: "@android:dimen/app_icon_size", state: []) == "48dp")
    #expect(day.value(of: "@android:string/ok", state: []) == "OK")
    #expect(day.value(of: "@android:color/no_such_colour", state: []) == nil)
    // A DayNight theme is light by day and dark at night.
    #expect(
      day.style(named: "Theme.DeviceDefault.DayNight")?.parent?.value.hasSuffix("Light") == true)
    #expect(
      night.style(named: "Theme.DeviceDefault.DayNight")?.parent?.value.hasSuffix("Light") == false)
  }

  @Test func aColourStateListOfThePlatformGivesItsItemsAlpha() throws {
    let platform = try Self.platform()
    let list = try #require(platform.colorList("@android:color/secondary_text_material_light"))
    let disabled = list.entry(for: [])
    #expect(disabled.alpha?.contains("disabled_alpha") == true, "\(disabled)")
    let enabled = list.entry(for: ["enabled"])
    #expect(enabled.alpha == nil)
    #expect(enabled.color.hasPrefix("@android:color/"), "\(enabled)")
  }

  @Test func libraryStylesTakeThePlatformsNearest() throws {
    let platform = try Self.platform()
    let standIn = { (name: String) in PlatformStandIn.style(for: name, in: platform)?.name }
    #expect(
      standIn("Theme.AppCompat.Light.DarkActionBar")
        == "@android:style/Theme.Material.Light.DarkActionBar")
    #expect(
      standIn("Widget.MaterialComponents.Button.OutlinedButton")
        == "@android:style/Widget.Material.Button")
    #expect(
      standIn("Base.TextAppearance.AppCompat.Body1")
        == "@android:style/TextAppearance.Material.Body1")
    #expect(standIn("Theme.MaterialComponents.DayNight.NoActionBar")?.contains("DayNight") == true)
    // Material 3's dynamic colours are its own: the theme stands in as its plain name does.
    #expect(
      standIn("Theme.Material3.DynamicColors.DayNight")
        == "@android:style/Theme.DeviceDefault.DayNight")
    #expect(
      standIn("Theme.Material3.DynamicColors.Light.NoActionBar")
        == "@android:style/Theme.Material.Light.NoActionBar")
    // Material 3's Expressive themes are Material 3's.
    #expect(
      standIn("Theme.Material3Expressive.DayNight.NoActionBar")
        == "@android:style/Theme.DeviceDefault.DayNight")
    #expect(LibraryThemes.family(of: "Theme.Material3Expressive.Light") == .material3)
  }

  @Test func damagedFilesAreRefused() throws {
    let archive = try ZipArchive(path: PlatformResources.defaultPath)
    let table = try archive.contents(of: "resources.arsc")
    #expect(throws: PlatformResourceError.self) {
      _ = try ResourceTable(bytes: Array(table.prefix(1_000_000)))
    }
    var generator = SystemRandomNumberGenerator()
    let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(throws: PlatformResourceError.self) { _ = try ResourceTable(bytes: garbage) }
    #expect(throws: PlatformResourceError.self) { _ = try BinaryXMLElement.parse(garbage) }
    let notZip = FileManager.default.temporaryDirectory.appendingPathComponent(
      "not-an-apk-\(UUID().uuidString).apk")
    try Data(garbage).write(to: notZip)
    defer { try? FileManager.default.removeItem(at: notZip) }
    #expect(throws: PlatformResourceError.self) { _ = try ZipArchive(path: notZip.path) }
    #expect(throws: DiagnosticError.self) {
      _ = try PlatformResources.load(path: notZip.path, device: DeviceConfiguration())
    }
  }

  @Test func compiledXMLReadsAsADocument() throws {
    let platform = try Self.platform()
    let ripple = try #require(platform.element("res/drawable/btn_default_material.xml"))
    #expect(ripple.tag == "ripple")
    #expect(ripple.attribute("color")?.value == "?android:attr/colorControlHighlight")
    #expect(
      ripple.children.first?.attribute("drawable")?.value.hasPrefix("@android:drawable/") == true)
  }
}
