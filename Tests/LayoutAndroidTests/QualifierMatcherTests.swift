import LayoutAndroid
import LayoutCore
import Testing

/// Resource folders chosen as Android chooses them: qualifier words read, folders that
/// contradict the configuration left out, the rest ranked by the qualifier kinds in order of
/// precedence (density by its nearest-match rule).
@Suite struct QualifierMatcherTests {
  /// The folders of `names` (`values-night`, …) ranked for `asked` on a canvas at a scale.
  func ranked(
    _ names: [String], _ asked: String = "", canvas: Size = Size(width: 400, height: 700),
    scale: Double = 1
  ) throws -> [String] {
    let configuration = ResourceConfiguration(
      asked: try ResourceQualifiers.parse(list: asked), canvas: canvas, scale: scale)
    return configuration.ranked(
      names.map { ($0, ResourceQualifiers.ofFolder($0, kind: "values")!) })
  }

  @Test func wordsOfEveryKindAreRead() throws {
    let words =
      "mcc310-mnc004-en-rUS-ldrtl-sw600dp-w720dp-h400dp-large-long-round-widecg-highdr"
      + "-land-car-night-xhdpi-finger-keyssoft-qwerty-navhidden-dpad-v21"
    let qualifiers = try #require(ResourceQualifiers.ofFolder("values-" + words, kind: "values"))
    #expect(qualifiers.mcc == 310 && qualifiers.mnc == 4)
    #expect(qualifiers.language == "en" && qualifiers.region == "US")
    #expect(qualifiers.layoutDirection == "ldrtl")
    #expect(qualifiers.smallestWidth == 600 && qualifiers.width == 720)
    #expect(qualifiers.height == 400 && qualifiers.screenSize == 3)
    #expect(qualifiers.long == true && qualifiers.round == true)
    #expect(qualifiers.wideColorGamut == true && qualifiers.highDynamicRange == true)
    #expect(qualifiers.orientation == "land" && qualifiers.uiMode == "car")
    #expect(qualifiers.night == true && qualifiers.density == 320)
    #expect(qualifiers.touchscreen == "finger" && qualifiers.keysHidden == "keyssoft")
    #expect(qualifiers.keyboard == "qwerty" && qualifiers.navigationHidden == "navhidden")
    #expect(qualifiers.navigation == "dpad" && qualifiers.version == 21)
    #expect(ResourceQualifiers.ofFolder("values-420dpi", kind: "values")?.density == 420)
    #expect(ResourceQualifiers.ofFolder("values-sideways", kind: "values") == nil)
    #expect(ResourceQualifiers.ofFolder("valuesx", kind: "values") == nil)
  }

  @Test func aListIsSeparatedByCommasOrByDashesAsInAFoldersName() throws {
    let dashed = try ResourceQualifiers.parse(list: "en-rGB")
    #expect(dashed.language == "en" && dashed.region == "GB")
    let mixed = try ResourceQualifiers.parse(list: "fr-rFR,night-land")
    #expect(mixed.language == "fr" && mixed.region == "FR")
    #expect(mixed.night == true && mixed.orientation == "land")
  }

  @Test func anUnknownWordIsAnErrorListingTheKinds() {
    #expect {
      _ = try ResourceQualifiers.parse(list: "night,sideways")
    } throws: { error in
      let diagnostic = (error as? DiagnosticError)?.primary
      return diagnostic?.code == .unknownQualifier
        && diagnostic?.message == "'sideways' is not a resource qualifier"
        && diagnostic?.hints.first?.contains("night/notnight") == true
    }
    #expect(throws: DiagnosticError.self) { _ = try ResourceQualifiers.parse(list: "nodpi") }
  }

  @Test func foldersThatContradictTheConfigurationAreLeftOut() throws {
    let folders = [
      "values", "values-night", "values-land", "values-port", "values-fr", "values-w600dp",
      "values-v99999",
    ]
    // A 400×700 portrait canvas, not night, English, and every v<N> up to the newest.
    #expect(try ranked(folders) == ["values-port", "values-v99999", "values"])
    #expect(
      try ranked(folders, "night,land,w600dp") == [
        "values-w600dp", "values-land", "values-night", "values-v99999", "values",
      ])
  }

  @Test func aRenderIsAnEnglishDeviceUnlessALanguageIsAsked() throws {
    let folders = [
      "values", "values-en", "values-en-rGB", "values-en-rUS", "values-fr", "values-land",
    ]
    #expect(try ranked(folders) == ["values-en-rUS", "values-en", "values"])
    #expect(try ranked(folders, "fr") == ["values-fr", "values"])
    #expect(try ranked(folders, "en,rGB") == ["values-en-rGB", "values-en", "values"])
  }

  @Test func precedenceDecidesBetweenQualifiers() throws {
    // The locale outranks orientation, which outranks night, which outranks the version.
    let folders = ["values", "values-v21", "values-night", "values-land", "values-fr"]
    #expect(
      try ranked(folders, "fr,land,night") == [
        "values-fr", "values-land", "values-night", "values-v21", "values",
      ])
  }

  @Test func theClosestSizeAtMostTheScreensWins() throws {
    let folders = ["values", "values-sw320dp", "values-sw600dp", "values-w500dp", "values-w300dp"]
    #expect(
      try ranked(folders, canvas: Size(width: 550, height: 800)) == [
        "values-sw320dp", "values-w500dp", "values-w300dp", "values",
      ])
    #expect(
      try ranked(folders, "sw600dp") == [
        "values-sw600dp", "values-sw320dp", "values-w300dp", "values",
      ])
  }

  @Test func theVersionQualifiesUpToTheOneAskedFor() throws {
    let folders = ["values", "values-v19", "values-v21", "values-v28"]
    #expect(try ranked(folders) == ["values-v28", "values-v21", "values-v19", "values"])
    #expect(try ranked(folders, "v21") == ["values-v21", "values-v19", "values"])
    #expect(try ranked(folders, "v18") == ["values"])
  }

  @Test func theNearestDensityWinsPreferringToScaleDown() throws {
    let folders = ["values", "values-hdpi", "values-xhdpi", "values-xxxhdpi", "values-nodpi"]
    #expect(try ranked(folders, scale: 2).first == "values-xhdpi")
    // 480 dpi: xxxhdpi (640) scaled down beats xhdpi (320) scaled up.
    #expect(try ranked(folders, scale: 3).first == "values-xxxhdpi")
    #expect(try ranked(folders, "hdpi").first == "values-hdpi")
    // mdpi: an unqualified folder counts as mdpi, and beats scaling hdpi down.
    #expect(try ranked(["values", "values-hdpi"], scale: 1).first == "values")
    #expect(try ranked(["values-anydpi", "values-xhdpi"], scale: 2).first == "values-anydpi")
  }

  @Test func theCanvasGivesOrientationSizeAndScreenBucket() {
    let land = ResourceConfiguration(canvas: Size(width: 1200, height: 630), scale: 2)
    #expect(land.qualifiers.orientation == "land" && land.qualifiers.density == 320)
    #expect(land.qualifiers.smallestWidth == 630 && land.qualifiers.width == 1200)
    #expect(land.qualifiers.screenSize == 3 && land.qualifiers.long == true)
    let port = ResourceConfiguration(canvas: Size(width: 360, height: 640))
    #expect(port.qualifiers.orientation == "port" && port.qualifiers.screenSize == 2)
    #expect(port.qualifiers.night == false && port.qualifiers.version == nil)
  }
}
