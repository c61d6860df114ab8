/// The words of a resource folder's name for each kind of qualifier, in Android's order.
extension CompiledQualifiers {
  var localeWords: [String] {
    var words: [String] = []
    if mcc != 0 { words.append("mcc\(mcc)") }
    if mnc != 0 { words.append(mnc == 0xFFFF ? "mnc00" : "mnc\(mnc)") }
    guard !languageCode.isEmpty || !regionCode.isEmpty else { return words }
    if scriptCode.isEmpty, variantCode.isEmpty {
      words.append(languageCode.isEmpty ? "r" + regionCode : languageCode)
      if !languageCode.isEmpty, !regionCode.isEmpty { words.append("r" + regionCode) }
    } else {
      let parts = [languageCode, scriptCode, regionCode, variantCode].filter { !$0.isEmpty }
      words.append("b+" + parts.joined(separator: "+"))
    }
    return words
  }

  var screenWords: [String] {
    var words = Self.named(screenLayout >> 6, ["", "ldltr", "ldrtl"])
    if smallestWidth != 0 { words.append("sw\(smallestWidth)dp") }
    if width != 0 { words.append("w\(width)dp") }
    if height != 0 { words.append("h\(height)dp") }
    words += Self.named(screenLayout & 0x0F, ["", "small", "normal", "large", "xlarge"])
    words += Self.named(screenLayout >> 4 & 0x3, ["", "notlong", "long"])
    words += Self.named(screenLayout2 & 0x3, ["", "notround", "round"])
    words += Self.named(colorMode & 0x3, ["", "nowidecg", "widecg"])
    words += Self.named(colorMode >> 2 & 0x3, ["", "lowdr", "highdr"])
    words += Self.named(orientation, ["", "port", "land", "square"])
    return words
  }

  var modeWords: [String] {
    let types = ["", "", "desk", "car", "television", "appliance", "watch", "vrheadset"]
    var words = Self.named(uiMode & 0x0F, types)
    words += Self.named(uiMode >> 4 & 0x3, ["", "notnight", "night"])
    let densities: [UInt16: String] = [
      120: "ldpi", 160: "mdpi", 213: "tvdpi", 240: "hdpi", 320: "xhdpi", 480: "xxhdpi",
      640: "xxxhdpi", 0xFFFE: "anydpi", 0xFFFF: "nodpi",
    ]
    if densityValue != 0 { words.append(densities[densityValue] ?? "\(densityValue)dpi") }
    return words
  }

  var inputWords: [String] {
    var words = Self.named(touchscreen, ["", "notouch", "stylus", "finger"])
    words += Self.named(inputFlags & 0x3, ["", "keysexposed", "keyshidden", "keyssoft"])
    words += Self.named(keyboard, ["", "nokeys", "qwerty", "12key"])
    words += Self.named(inputFlags >> 2 & 0x3, ["", "navexposed", "navhidden"])
    words += Self.named(navigation, ["", "nonav", "dpad", "trackball", "wheel"])
    if screenWidth != 0 || screenHeight != 0 { words.append("\(screenWidth)x\(screenHeight)") }
    return words
  }

  var versionWords: [String] {
    guard sdk != 0 || minorVersion != 0 else { return [] }
    return ["v\(sdk)" + (minorVersion == 0 ? "" : ".\(minorVersion)")]
  }

  /// The name at `index` in `names`, as a one-word list; no word for an empty or unknown name.
  private static func named(_ index: UInt8, _ names: [String]) -> [String] {
    let position = Int(index)
    guard position < names.count, !names[position].isEmpty else { return [] }
    return [names[position]]
  }
}
