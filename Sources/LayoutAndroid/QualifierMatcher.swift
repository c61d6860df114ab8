import LayoutCore

/// The configuration a layout is rendered in, and Android's choice among resource folders for
/// it: folders whose qualifiers contradict the configuration are left out, then the qualifier
/// kinds are compared in Android's order of precedence (MCC/MNC, locale, layout direction,
/// smallest width, available width and height, screen size, aspect, round, colour gamut, HDR,
/// orientation, UI mode, night, density, touchscreen, keyboard, navigation, platform version),
/// the first kind on which two folders differ deciding which is better.
public struct ResourceConfiguration: Sendable, Equatable {
  /// Every kind the render has a value for; MCC and MNC only when asked for, and no platform
  /// version unless asked for (every `v<N>` folder qualifies, as on the newest platform;
  /// `onPlatform(apiLevel:)` sets the version of the platform resources read).
  public private(set) var qualifiers: ResourceQualifiers

  /// The configuration of a render on `canvas` (in dp) at `scale` pixels per dp: the kinds
  /// `asked` names, and for the others the canvas's width, height, smallest width, screen
  /// size, aspect and orientation, the scale's density (1 is mdpi, 2 xhdpi, 3 xxhdpi), and a
  /// phone's defaults: English (United States) unless a language is asked for, left to right
  /// (unless the language is written right to left),
  /// not round, narrow gamut, low dynamic range, UI mode normal, not night, a finger
  /// touchscreen, a soft keyboard and no navigation keys.
  public init(asked: ResourceQualifiers = ResourceQualifiers(), canvas: Size, scale: Double = 1) {
    var value = asked
    // A device always has a locale: `values-en/` is an English device's, over `values/`.
    if asked.language == nil {
      value.language = "en"
      value.region = asked.region ?? "US"
    }
    let width = Int(canvas.width.rounded(.down))
    let height = Int(canvas.height.rounded(.down))
    value.width = asked.width ?? width
    value.height = asked.height ?? height
    value.smallestWidth = asked.smallestWidth ?? min(width, height)
    let long = max(value.width!, value.height!)
    let short = min(value.width!, value.height!)
    value.screenSize = asked.screenSize ?? Self.screenSize(long: long, short: short)
    value.long = asked.long ?? (long * 3 / 5 >= short - 1)
    value.orientation = asked.orientation ?? (width > height ? "land" : "port")
    value.density = asked.density ?? Int((scale * 160).rounded())
    // A right-to-left language makes the device right to left.
    let rightToLeftLanguage = LayoutMirroring.rightToLeftLanguages.contains(value.language ?? "")
    value.layoutDirection = asked.layoutDirection ?? (rightToLeftLanguage ? "ldrtl" : "ldltr")
    value.round = asked.round ?? false
    value.wideColorGamut = asked.wideColorGamut ?? false
    value.highDynamicRange = asked.highDynamicRange ?? false
    value.uiMode = asked.uiMode ?? "normal"
    value.night = asked.night ?? false
    value.touchscreen = asked.touchscreen ?? "finger"
    value.keysHidden = asked.keysHidden ?? "keyssoft"
    value.keyboard = asked.keyboard ?? "nokeys"
    value.navigationHidden = asked.navigationHidden ?? "navhidden"
    value.navigation = asked.navigation ?? "nonav"
    qualifiers = value
  }

  /// This configuration on a device running the platform of API level `level` (the
  /// platform resources the render reads): `v<N>` folders qualify up to that level, as on
  /// that device, unless a version was asked for; unchanged for an unknown level.
  package func onPlatform(apiLevel level: Int?) -> ResourceConfiguration {
    guard let level, qualifiers.version == nil else { return self }
    var configuration = self
    configuration.qualifiers.version = level
    return configuration
  }

  /// Whether the device is right to left (`ldrtl`, or a right-to-left language).
  public var isRightToLeft: Bool { qualifiers.layoutDirection == "ldrtl" }

  /// Android's screen size buckets, by the longer and shorter side in dp.
  static func screenSize(long: Int, short: Int) -> Int {
    if long >= 960, short >= 720 { return 4 }
    if long >= 640, short >= 480 { return 3 }
    if long >= 470, short >= 320 { return 2 }
    return 1
  }

  /// Whether a folder with these qualifiers may be used: none contradicts the configuration.
  /// Sizes and the version qualify up to the configuration's; density never rules a folder
  /// out.
  public func admits(_ folder: ResourceQualifiers) -> Bool {
    let c = qualifiers
    func same<T: Equatable>(_ key: KeyPath<ResourceQualifiers, T?>) -> Bool {
      folder[keyPath: key] == nil || folder[keyPath: key] == c[keyPath: key]
    }
    func atMost(_ key: KeyPath<ResourceQualifiers, Int?>, _ limit: Int?) -> Bool {
      guard let value = folder[keyPath: key] else { return true }
      return value <= (limit ?? 0)
    }
    let keysHidden =
      same(\.keysHidden) || (folder.keysHidden == "keysexposed" && c.keysHidden == "keyssoft")
    return same(\.mcc) && same(\.mnc) && same(\.language) && same(\.region)
      && same(\.layoutDirection) && atMost(\.smallestWidth, c.smallestWidth)
      && atMost(\.width, c.width) && atMost(\.height, c.height)
      && atMost(\.screenSize, c.screenSize) && same(\.long) && same(\.round)
      && same(\.wideColorGamut) && same(\.highDynamicRange) && same(\.orientation)
      && same(\.uiMode) && same(\.night) && same(\.touchscreen) && keysHidden
      && same(\.keyboard) && same(\.navigationHidden) && same(\.navigation)
      && atMost(\.version, c.version ?? Int.max)
  }

  /// Whether folder `a` matches the configuration better than folder `b` (both admitted):
  /// the first kind, in order of precedence, on which they differ decides.
  public func isBetter(_ a: ResourceQualifiers, than b: ResourceQualifiers) -> Bool {
    for decide in deciders {
      if let verdict = decide(a, b) { return verdict }
    }
    return false
  }

  /// The folders that may be used, best first; folders that match equally well keep their
  /// order by name.
  public func ranked(_ folders: [(name: String, qualifiers: ResourceQualifiers)]) -> [String] {
    folders.filter { admits($0.qualifiers) }.sorted { a, b in
      if isBetter(a.qualifiers, than: b.qualifiers) { return true }
      if isBetter(b.qualifiers, than: a.qualifiers) { return false }
      return a.name < b.name
    }.map(\.name)
  }

  /// One comparison per kind, in Android's order of precedence: true when `a` is better,
  /// false when `b` is, nil when the kind does not tell them apart.
  private var deciders: [(ResourceQualifiers, ResourceQualifiers) -> Bool?] {
    let c = qualifiers
    /// A kind matched exactly: having it (it equals the configuration's) beats not.
    func exact<T: Equatable>(_ key: KeyPath<ResourceQualifiers, T?>)
      -> (ResourceQualifiers, ResourceQualifiers) -> Bool?
    {
      { a, b in a[keyPath: key] == b[keyPath: key] ? nil : a[keyPath: key] != nil }
    }
    /// A kind matched up to the configuration's value: the larger (the closer) is better.
    func largest(_ key: KeyPath<ResourceQualifiers, Int?>)
      -> (ResourceQualifiers, ResourceQualifiers) -> Bool?
    {
      { a, b in
        a[keyPath: key] == b[keyPath: key] ? nil : (a[keyPath: key] ?? 0) > (b[keyPath: key] ?? 0)
      }
    }
    return [
      exact(\.mcc), exact(\.mnc), exact(\.language), exact(\.region), exact(\.layoutDirection),
      largest(\.smallestWidth),
      { a, b in
        // Available width and height together: the smaller sum of what is left over wins,
        // an unnamed side leaving all of the configuration's.
        let left = { (q: ResourceQualifiers) in
          (c.width ?? 0) - (q.width ?? 0) + (c.height ?? 0) - (q.height ?? 0)
        }
        return left(a) == left(b) ? nil : left(a) < left(b)
      },
      { a, b in
        guard a.screenSize != b.screenSize else { return nil }
        // No size counts as normal when the screen is at least normal.
        let fallback = (c.screenSize ?? 0) >= 2 ? 2 : 0
        let mine = a.screenSize ?? fallback
        let other = b.screenSize ?? fallback
        return mine == other ? a.screenSize != nil : mine > other
      },
      exact(\.long), exact(\.round), exact(\.wideColorGamut), exact(\.highDynamicRange),
      exact(\.orientation), exact(\.uiMode), exact(\.night),
      { a, b in
        a.density == b.density
          ? nil
          : Self.isBetterDensity(a.density, than: b.density, for: c.density ?? 160)
      },
      exact(\.touchscreen),
      { a, b in
        guard a.keysHidden != b.keysHidden else { return nil }
        if a.keysHidden == nil { return false }
        if b.keysHidden == nil { return true }
        if a.keysHidden == c.keysHidden { return true }
        if b.keysHidden == c.keysHidden { return false }
        return nil
      },
      exact(\.keyboard), exact(\.navigationHidden), exact(\.navigation), largest(\.version),
    ]
  }

  /// Android's density match: `anydpi` first; otherwise a folder without a density counts as
  /// mdpi, and of two densities the one nearer the screen's wins, scaling down counting as
  /// twice as good as scaling up (a density above or below both picks the nearer one).
  static func isBetterDensity(_ a: Int?, than b: Int?, for screen: Int) -> Bool {
    let any = ResourceQualifiers.anyDensity
    if a == any { return true }
    if b == any { return false }
    let mine = a ?? 160
    let other = b ?? 160
    if mine == other { return a != nil }
    let (low, high) = (min(mine, other), max(mine, other))
    let requested = screen == any ? 160 : screen
    let pickHigh: Bool
    if requested >= high {
      pickHigh = true
    } else if low >= requested {
      pickHigh = false
    } else {
      pickHigh = (2 * low - requested) * high <= requested * requested
    }
    return pickHigh == (mine == high)
  }
}
