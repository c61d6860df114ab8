/// The configuration of one type chunk of a resource table (`ResTable_config`): the
/// qualifiers of the folder its values came from (`values-night`, `drawable-xxhdpi-v4`),
/// each zero where the folder does not name it.
package struct CompiledQualifiers: Sendable, Hashable, CustomStringConvertible {
  /// The density of `anydpi` folders: drawables that scale to any density (vectors).
  package static let anyDensity = 0xFFFE
  /// The density of `nodpi` folders: bitmaps that are never scaled.
  package static let noDensity = 0xFFFF

  static let fingerTouchscreen: UInt8 = 3
  static let noKeys: UInt8 = 1
  static let noNavigation: UInt8 = 1
  static let softKeys: UInt8 = 0x03
  static let navigationHidden: UInt8 = 0x08
  static let normalUIMode: UInt8 = 0x01
  static let notRound: UInt8 = 0x01
  static let narrowGamut: UInt8 = 0x01
  static let lowDynamicRange: UInt8 = 0x04

  var mcc: UInt16 = 0
  var mnc: UInt16 = 0
  var languageCode = ""
  var regionCode = ""
  var scriptCode = ""
  var variantCode = ""
  var orientation: UInt8 = 0
  var touchscreen: UInt8 = 0
  var densityValue: UInt16 = 0
  var keyboard: UInt8 = 0
  var navigation: UInt8 = 0
  var inputFlags: UInt8 = 0
  var screenWidth: UInt16 = 0
  var screenHeight: UInt16 = 0
  var sdk: UInt16 = 0
  var minorVersion: UInt16 = 0
  var screenLayout: UInt8 = 0
  var uiMode: UInt8 = 0
  var smallestWidth: UInt16 = 0
  var width: UInt16 = 0
  var height: UInt16 = 0
  var screenLayout2: UInt8 = 0
  var colorMode: UInt8 = 0

  /// No qualifier: the default configuration.
  init() {}

  /// The configuration at `offset` in `chunk`, whose header ends at `limit`. Its first field
  /// is its size; fields past the size (older tables have fewer) are zero.
  init(chunk: ResourceChunk, at offset: Int, limit: Int) throws(PlatformResourceError) {
    let declared = Int(try chunk.u32(offset))
    let fields = ConfigurationFields(
      chunk: chunk, base: offset, available: min(declared, limit - offset))
    guard declared >= 4, fields.available >= 4 else {
      throw chunk.failure("configuration at +\(offset) of \(declared) bytes")
    }
    mcc = try fields.u16(4)
    mnc = try fields.u16(6)
    languageCode = Self.unpack(try fields.u8(8), try fields.u8(9), base: UInt8(ascii: "a"))
    regionCode = Self.unpack(try fields.u8(10), try fields.u8(11), base: UInt8(ascii: "0"))
    orientation = try fields.u8(12)
    touchscreen = try fields.u8(13)
    densityValue = try fields.u16(14)
    keyboard = try fields.u8(16)
    navigation = try fields.u8(17)
    inputFlags = try fields.u8(18)
    try readScreen(fields)
    scriptCode = try fields.text(36, length: 4)
    variantCode = try fields.text(40, length: 8)
    screenLayout2 = try fields.u8(48)
    colorMode = try fields.u8(49)
  }

  private mutating func readScreen(_ fields: ConfigurationFields) throws(PlatformResourceError) {
    screenWidth = try fields.u16(20)
    screenHeight = try fields.u16(22)
    sdk = try fields.u16(24)
    minorVersion = try fields.u16(26)
    screenLayout = try fields.u8(28)
    uiMode = try fields.u8(29)
    smallestWidth = try fields.u16(30)
    width = try fields.u16(32)
    height = try fields.u16(34)
  }

  /// A language or region code: two letters, or three packed into 15 bits when the first
  /// byte's high bit is set; empty when not set.
  private static func unpack(_ first: UInt8, _ second: UInt8, base: UInt8) -> String {
    guard first != 0 else { return "" }
    guard first & 0x80 != 0 else { return String(decoding: [first, second], as: UTF8.self) }
    let letters = [
      second & 0x1F, (second & 0xE0) >> 5 | (first & 0x03) << 3, (first & 0x7C) >> 2,
    ]
    return String(decoding: letters.map { base + $0 }, as: UTF8.self)
  }

  /// The density in dpi (`anyDensity` for `anydpi`, `noDensity` for `nodpi`), nil if unset.
  package var density: Int? { densityValue == 0 ? nil : Int(densityValue) }
  /// True for `night`, false for `notnight`, nil if unset.
  package var night: Bool? { Self.flag(uiMode & 0x30, yes: 0x20, no: 0x10) }
  /// The platform version (`v21`), nil if unset.
  package var sdkVersion: Int? { sdk == 0 ? nil : Int(sdk) }
  /// The language (`en`) and region (`US`), nil if unset.
  package var language: String? { languageCode.isEmpty ? nil : languageCode }
  package var region: String? { regionCode.isEmpty ? nil : regionCode }
  /// `sw<N>dp`, `w<N>dp` and `h<N>dp`, nil if unset.
  package var smallestWidthDp: Int? { smallestWidth == 0 ? nil : Int(smallestWidth) }
  package var widthDp: Int? { width == 0 ? nil : Int(width) }
  package var heightDp: Int? { height == 0 ? nil : Int(height) }
  /// True for `ldrtl`, false for `ldltr`, nil if unset.
  package var rightToLeft: Bool? { Self.flag(screenLayout & 0xC0, yes: 0x80, no: 0x40) }

  private static func flag(_ value: UInt8, yes: UInt8, no: UInt8) -> Bool? {
    value == yes ? true : value == no ? false : nil
  }

  /// The qualifiers as a resource folder's name writes them, in Android's order
  /// (`en-rGB-night-xxhdpi-v21`); empty for the default configuration.
  package var description: String {
    (localeWords + screenWords + modeWords + inputWords + versionWords).joined(separator: "-")
  }
}

/// Reads of a `ResTable_config`'s fields that give zero past its declared size.
private struct ConfigurationFields {
  let chunk: ResourceChunk
  let base: Int
  let available: Int

  func u8(_ field: Int) throws(PlatformResourceError) -> UInt8 {
    field + 1 <= available ? try chunk.u8(base + field) : 0
  }

  func u16(_ field: Int) throws(PlatformResourceError) -> UInt16 {
    field + 2 <= available ? try chunk.u16(base + field) : 0
  }

  /// The ASCII text of a fixed-size field, up to its first zero byte.
  func text(_ field: Int, length: Int) throws(PlatformResourceError) -> String {
    var characters: [UInt8] = []
    for index in 0..<length {
      let byte = try u8(field + index)
      if byte == 0 { break }
      characters.append(byte)
    }
    return String(decoding: characters, as: UTF8.self)
  }
}
