import LayoutCore

/// A phone or tablet to render as: its screen in points (dp on Android), its scale (pixels per
/// point, or Android's density over 160 dpi) and its safe area in portrait.
public struct Device: Sendable, Hashable {
  /// The name `--device` takes: `iphone-15`, `pixel-8`.
  public let name: String
  /// `ios` or `android`.
  public let platform: String
  /// The screen in points (dp).
  public let size: Size
  /// Pixels per point (per dp).
  public let scale: Double
  /// The status bar, notch or island, and home indicator in points; zero on Android, whose
  /// layouts are drawn below the status bar.
  public let safeArea: EdgeInsets

  /// The presets, phones first, each platform's smallest first.
  public static let presets: [Device] = [
    ios("iphone-se", 375, 667, 2, top: 20, bottom: 0),
    ios("iphone-13-mini", 375, 812, 3, top: 50, bottom: 34),
    ios("iphone-15", 393, 852, 3, top: 59, bottom: 34),
    ios("iphone-15-plus", 430, 932, 3, top: 59, bottom: 34),
    ios("iphone-15-pro-max", 430, 932, 3, top: 59, bottom: 34),
    ios("ipad-mini", 744, 1133, 2, top: 24, bottom: 20),
    ios("ipad-air", 820, 1180, 2, top: 24, bottom: 20),
    ios("ipad-pro-13", 1032, 1376, 2, top: 24, bottom: 20),
    android("pixel-5", 393, 851, 2.75),
    android("pixel-8", 412, 915, 2.625),
    android("pixel-8-pro", 448, 998, 3),
    android("pixel-fold", 673, 841, 2.625),
    android("pixel-tablet", 1280, 800, 2),
  ]

  /// The preset of that name (any case), nil for others.
  public static func named(_ name: String) -> Device? {
    presets.first { $0.name == name.lowercased() }
  }

  private static func ios(
    _ name: String, _ width: Double, _ height: Double, _ scale: Double, top: Double,
    bottom: Double
  ) -> Device {
    Device(
      name: name, platform: "ios", size: Size(width: width, height: height), scale: scale,
      safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
  }

  private static func android(_ name: String, _ width: Double, _ height: Double, _ scale: Double)
    -> Device
  {
    Device(
      name: name, platform: "android", size: Size(width: width, height: height), scale: scale,
      safeArea: .zero)
  }
}
