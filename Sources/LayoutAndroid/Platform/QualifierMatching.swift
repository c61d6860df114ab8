/// Android's choice among a resource's configurations (`ResTable_config::match` and
/// `isBetterThan`): a configuration with a qualifier the device does not satisfy is left out;
/// of two that remain, the first kind of qualifier, in order of precedence, on which they
/// differ decides. The order: locale, layout direction, smallest width, available width and
/// height, screen size, long, round, colour gamut, dynamic range, orientation, UI mode type,
/// night, density, touchscreen, keyboard, navigation, screen size in pixels, version.
extension CompiledQualifiers {
  /// Whether resources with these qualifiers may be used on `device`.
  package func matches(_ device: DeviceConfiguration) -> Bool {
    matches(requested: CompiledQualifiers(device: device))
  }

  /// Whether these qualifiers suit `device` better than `other` does (both matching it).
  package func isBetter(than other: CompiledQualifiers, for device: DeviceConfiguration) -> Bool {
    isBetter(than: other, requested: CompiledQualifiers(device: device))
  }

  /// Whether resources with these qualifiers may be used for the configuration `requested`.
  func matches(requested: CompiledQualifiers) -> Bool {
    matchesLocale(requested) && matchesScreen(requested) && matchesInput(requested)
      && (sdk == 0 || sdk <= requested.sdk)
      && (minorVersion == 0 || minorVersion == requested.minorVersion)
  }

  /// Whether these qualifiers suit `requested` better than `other` does (both matching it).
  func isBetter(than other: CompiledQualifiers, requested: CompiledQualifiers) -> Bool {
    if let verdict = localeVerdict(other, requested) { return verdict }
    if let verdict = screenVerdict(other, requested) { return verdict }
    if let verdict = modeVerdict(other, requested) { return verdict }
    if let verdict = densityVerdict(other, requested) { return verdict }
    if let verdict = inputVerdict(other, requested) { return verdict }
    if sdk != other.sdk { return sdk > other.sdk }
    return minorVersion != other.minorVersion && minorVersion != 0
  }

  // MARK: Matching

  /// A set field matches only an equal one.
  private static func same<Field: BinaryInteger>(_ mine: Field, _ asked: Field) -> Bool {
    mine == 0 || mine == asked
  }

  /// A set size matches a device at least that large.
  private static func fits<Field: BinaryInteger>(_ mine: Field, _ asked: Field) -> Bool {
    mine == 0 || mine <= asked
  }

  private func matchesLocale(_ asked: CompiledQualifiers) -> Bool {
    Self.same(mcc, asked.mcc) && Self.same(mnc, asked.mnc)
      && (languageCode.isEmpty || languageCode == asked.languageCode)
      && (regionCode.isEmpty || regionCode == asked.regionCode)
  }

  private func matchesScreen(_ asked: CompiledQualifiers) -> Bool {
    Self.same(screenLayout & 0xC0, asked.screenLayout & 0xC0)
      && Self.fits(screenLayout & 0x0F, asked.screenLayout & 0x0F)
      && Self.same(screenLayout & 0x30, asked.screenLayout & 0x30)
      && Self.same(uiMode & 0x0F, asked.uiMode & 0x0F)
      && Self.same(uiMode & 0x30, asked.uiMode & 0x30)
      && Self.fits(smallestWidth, asked.smallestWidth)
      && Self.same(screenLayout2 & 0x03, asked.screenLayout2 & 0x03)
      && Self.same(colorMode & 0x03, asked.colorMode & 0x03)
      && Self.same(colorMode & 0x0C, asked.colorMode & 0x0C)
      && Self.fits(width, asked.width) && Self.fits(height, asked.height)
      && Self.same(orientation, asked.orientation)
      && Self.fits(screenWidth, asked.screenWidth) && Self.fits(screenHeight, asked.screenHeight)
  }

  /// Input qualifiers; `keysexposed` also matches a device with a soft keyboard.
  private func matchesInput(_ asked: CompiledQualifiers) -> Bool {
    let keys = inputFlags & 0x03
    let askedKeys = asked.inputFlags & 0x03
    let keysMatch = Self.same(keys, askedKeys) || (keys == 0x01 && askedKeys == 0x03)
    return keysMatch && Self.same(touchscreen, asked.touchscreen)
      && Self.same(inputFlags & 0x0C, asked.inputFlags & 0x0C)
      && Self.same(keyboard, asked.keyboard) && Self.same(navigation, asked.navigation)
  }

  // MARK: Ranking

  /// Where two fields differ and the device has that kind, the one that is set wins.
  private static func setWins<Field: BinaryInteger>(_ mine: Field, _ other: Field, _ asked: Field)
    -> Bool?
  {
    mine != other && asked != 0 ? mine != 0 : nil
  }

  /// Of two sizes that both fit, the larger one (the closer to the device's) wins.
  private static func largerWins<Field: BinaryInteger>(_ mine: Field, _ other: Field) -> Bool? {
    mine != other ? mine > other : nil
  }

  /// The smaller sum of what is left of the device's width and height wins.
  private static func closerWins(
    _ mine: (UInt16, UInt16), _ other: (UInt16, UInt16), _ asked: (UInt16, UInt16)
  ) -> Bool? {
    let left = { (size: (UInt16, UInt16)) -> Int in
      (asked.0 == 0 ? 0 : Int(asked.0) - Int(size.0))
        + (asked.1 == 0 ? 0 : Int(asked.1) - Int(size.1))
    }
    return left(mine) != left(other) ? left(mine) < left(other) : nil
  }

  private func localeVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers) -> Bool? {
    guard !asked.languageCode.isEmpty else { return nil }
    if languageCode != other.languageCode { return !languageCode.isEmpty }
    if regionCode != other.regionCode { return !regionCode.isEmpty }
    return nil
  }

  private func screenVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers) -> Bool? {
    let layout = (screenLayout, other.screenLayout, asked.screenLayout)
    if let verdict = Self.setWins(layout.0 & 0xC0, layout.1 & 0xC0, layout.2 & 0xC0) {
      return verdict
    }
    if let verdict = Self.largerWins(smallestWidth, other.smallestWidth) { return verdict }
    let dp = Self.closerWins(
      (width, height), (other.width, other.height), (asked.width, asked.height))
    if let verdict = dp { return verdict }
    if let verdict = screenSizeVerdict(other, asked) { return verdict }
    if let verdict = Self.setWins(layout.0 & 0x30, layout.1 & 0x30, layout.2 & 0x30) {
      return verdict
    }
    let shape = (screenLayout2, other.screenLayout2, asked.screenLayout2)
    if let verdict = Self.setWins(shape.0 & 0x03, shape.1 & 0x03, shape.2 & 0x03) {
      return verdict
    }
    let color = (colorMode, other.colorMode, asked.colorMode)
    if let verdict = Self.setWins(color.0 & 0x03, color.1 & 0x03, color.2 & 0x03) {
      return verdict
    }
    if let verdict = Self.setWins(color.0 & 0x0C, color.1 & 0x0C, color.2 & 0x0C) {
      return verdict
    }
    return Self.setWins(orientation, other.orientation, asked.orientation)
  }

  /// The screen size class nearest the device's wins; unset counts as normal when the
  /// device's is at least normal, and then loses to an explicit normal.
  private func screenSizeVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers)
    -> Bool?
  {
    let mine = screenLayout & 0x0F
    let theirs = other.screenLayout & 0x0F
    let askedSize = asked.screenLayout & 0x0F
    guard mine != theirs, askedSize != 0 else { return nil }
    let fallback: UInt8 = askedSize >= 2 ? 2 : 0
    let fixedMine = mine == 0 ? fallback : mine
    let fixedTheirs = theirs == 0 ? fallback : theirs
    return fixedMine == fixedTheirs ? mine != 0 : fixedMine > fixedTheirs
  }

  private func modeVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers) -> Bool? {
    if let verdict = Self.setWins(uiMode & 0x0F, other.uiMode & 0x0F, asked.uiMode & 0x0F) {
      return verdict
    }
    return Self.setWins(uiMode & 0x30, other.uiMode & 0x30, asked.uiMode & 0x30)
  }

  /// Android's density choice: `anydpi` first; otherwise an unset density counts as mdpi,
  /// a density at or above the device's beats one below it, and between a lower and a higher
  /// one, scaling down counts as twice as good as scaling up.
  private func densityVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers) -> Bool? {
    guard densityValue != other.densityValue else { return nil }
    let any = UInt16(Self.anyDensity)
    if densityValue == any { return true }
    if other.densityValue == any { return false }
    let mine = Int(densityValue == 0 ? 160 : densityValue)
    let theirs = Int(other.densityValue == 0 ? 160 : other.densityValue)
    if mine == theirs { return densityValue != 0 }
    let requested =
      asked.densityValue == 0 || asked.densityValue == any ? 160 : Int(asked.densityValue)
    let (low, high) = (min(mine, theirs), max(mine, theirs))
    let highWins: Bool
    if requested >= high {
      highWins = true
    } else if low >= requested {
      highWins = false
    } else {
      highWins = (2 * low - requested) * high <= requested * requested
    }
    return highWins == (mine == high)
  }

  private func inputVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers) -> Bool? {
    if let verdict = Self.setWins(touchscreen, other.touchscreen, asked.touchscreen) {
      return verdict
    }
    if let verdict = keysVerdict(other, asked) { return verdict }
    let flags = (inputFlags & 0x0C, other.inputFlags & 0x0C, asked.inputFlags & 0x0C)
    if let verdict = Self.setWins(flags.0, flags.1, flags.2) { return verdict }
    if let verdict = Self.setWins(keyboard, other.keyboard, asked.keyboard) { return verdict }
    if let verdict = Self.setWins(navigation, other.navigation, asked.navigation) {
      return verdict
    }
    return Self.closerWins(
      (screenWidth, screenHeight), (other.screenWidth, other.screenHeight),
      (asked.screenWidth, asked.screenHeight))
  }

  /// A set keyboard state beats an unset one; of `keysexposed` and `keyssoft`, the one the
  /// device has wins.
  private func keysVerdict(_ other: CompiledQualifiers, _ asked: CompiledQualifiers) -> Bool? {
    let mine = inputFlags & 0x03
    let theirs = other.inputFlags & 0x03
    let askedKeys = asked.inputFlags & 0x03
    guard mine != theirs, askedKeys != 0 else { return nil }
    if mine == 0 { return false }
    if theirs == 0 { return true }
    if mine == askedKeys { return true }
    return theirs == askedKeys ? false : nil
  }
}
