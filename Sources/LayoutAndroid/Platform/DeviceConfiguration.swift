/// The device a render asks platform resources for. What it does not name is a phone's: a
/// finger touchscreen, no hardware keyboard or navigation keys, UI mode normal, not round,
/// narrow colour gamut, low dynamic range; the orientation, screen size class and aspect
/// follow from the width and height.
package struct DeviceConfiguration: Sendable, Hashable {
  /// Dots per inch: 160 is mdpi, 320 xhdpi, 480 xxhdpi.
  package var density: Int
  /// Whether the UI is in night mode.
  package var night: Bool
  /// The platform version, an API level (29 is Android 10, the version of Debian's
  /// framework-res).
  package var sdkVersion: Int
  /// The smallest width (`sw<N>dp`), the width and the height of the screen, in dp.
  package var smallestWidthDp: Int
  package var widthDp: Int
  package var heightDp: Int
  /// Whether the layout direction is right to left.
  package var rightToLeft: Bool
  /// The language (`en`) and region (`US`), nil for none: then only resources without a
  /// locale qualify.
  package var language: String?
  package var region: String?

  /// A device with the given properties; the defaults are a 360 × 640 dp phone at mdpi,
  /// by day, left to right, on API 29, without a locale.
  package init(
    density: Int = 160, night: Bool = false, sdkVersion: Int = 29, smallestWidthDp: Int = 360,
    widthDp: Int = 360, heightDp: Int = 640, rightToLeft: Bool = false,
    language: String? = nil, region: String? = nil
  ) {
    self.density = density
    self.night = night
    self.sdkVersion = sdkVersion
    self.smallestWidthDp = smallestWidthDp
    self.widthDp = widthDp
    self.heightDp = heightDp
    self.rightToLeft = rightToLeft
    self.language = language
    self.region = region
  }

  /// Android's screen size class: 1 small, 2 normal, 3 large, 4 xlarge.
  var screenSizeClass: UInt8 {
    let long = max(widthDp, heightDp)
    let short = min(widthDp, heightDp)
    if long >= 960, short >= 720 { return 4 }
    if long >= 640, short >= 480 { return 3 }
    if long >= 470, short >= 320 { return 2 }
    return 1
  }

  /// Whether the screen is long (`long` rather than `notlong`): markedly longer than wide.
  var isLongScreen: Bool {
    max(widthDp, heightDp) * 3 / 5 >= min(widthDp, heightDp) - 1
  }
}

extension CompiledQualifiers {
  /// The configuration `device` requests, in the form of a table's configurations.
  init(device: DeviceConfiguration) {
    self.init()
    languageCode = device.language?.lowercased() ?? ""
    regionCode = device.region?.uppercased() ?? ""
    orientation = device.widthDp > device.heightDp ? 2 : 1
    touchscreen = Self.fingerTouchscreen
    densityValue = UInt16(clamping: device.density)
    keyboard = Self.noKeys
    navigation = Self.noNavigation
    inputFlags = Self.softKeys | Self.navigationHidden
    screenWidth = Self.pixels(device.widthDp, density: device.density)
    screenHeight = Self.pixels(device.heightDp, density: device.density)
    sdk = UInt16(clamping: device.sdkVersion)
    let direction: UInt8 = device.rightToLeft ? 0x80 : 0x40
    screenLayout = device.screenSizeClass | (device.isLongScreen ? 0x20 : 0x10) | direction
    uiMode = Self.normalUIMode | (device.night ? 0x20 : 0x10)
    smallestWidth = UInt16(clamping: device.smallestWidthDp)
    width = UInt16(clamping: device.widthDp)
    height = UInt16(clamping: device.heightDp)
    screenLayout2 = Self.notRound
    colorMode = Self.narrowGamut | Self.lowDynamicRange
  }

  /// A length in dp as pixels at `density` dpi, within the 16 bits a configuration holds.
  private static func pixels(_ dp: Int, density: Int) -> UInt16 {
    let limit = 0xFFFF
    let pixels = min(max(dp, 0), limit) * min(max(density, 0), limit) / 160
    return UInt16(clamping: pixels)
  }
}
