import LayoutCore

/// The configuration qualifiers of a resource folder's name (`night` and `v21` in
/// `values-night-v21`) or of a render (`--qualifiers night,land,w600dp`): each kind of
/// qualifier Android knows, nil where the words do not name one.
public struct ResourceQualifiers: Sendable, Hashable {
  /// Mobile country code (`mcc310`) and network code (`mnc004`).
  public var mcc: Int?
  public var mnc: Int?
  /// Language (`en`, `fr`) and region (`rUS` after the language, stored as `US`).
  public var language: String?
  public var region: String?
  /// `ldltr` or `ldrtl`.
  public var layoutDirection: String?
  /// `sw<N>dp`, `w<N>dp` and `h<N>dp`, in dp.
  public var smallestWidth: Int?
  public var width: Int?
  public var height: Int?
  /// `small`, `normal`, `large`, `xlarge` as 1 to 4.
  public var screenSize: Int?
  /// `long` (true) or `notlong`; `round` or `notround`; `widecg` or `nowidecg`; `highdr` or
  /// `lowdr`.
  public var long: Bool?
  public var round: Bool?
  public var wideColorGamut: Bool?
  public var highDynamicRange: Bool?
  /// `port` or `land`.
  public var orientation: String?
  /// `car`, `desk`, `television`, `appliance`, `watch` or `vrheadset`; `normal` for none.
  public var uiMode: String?
  /// `night` (true) or `notnight`.
  public var night: Bool?
  /// Dots per inch: `mdpi` is 160, `xhdpi` 320; `nodpi` and `anydpi` are `noDensity` and
  /// `anyDensity`.
  public var density: Int?
  /// `notouch` or `finger`.
  public var touchscreen: String?
  /// `keysexposed`, `keyshidden` or `keyssoft`.
  public var keysHidden: String?
  /// `nokeys`, `qwerty` or `12key`.
  public var keyboard: String?
  /// `navexposed` or `navhidden`.
  public var navigationHidden: String?
  /// `nonav`, `dpad`, `trackball` or `wheel`.
  public var navigation: String?
  /// Platform version `v<N>`, the API level.
  public var version: Int?

  /// The density `nodpi` stands for: bitmaps that are never scaled.
  public static let noDensity = 0xFFFF
  /// The density `anydpi` stands for: drawables that scale to any density (vectors).
  public static let anyDensity = 0xFFFE

  /// The named densities.
  public static let densities: [String: Int] = [
    "ldpi": 120, "mdpi": 160, "tvdpi": 213, "hdpi": 240, "xhdpi": 320, "xxhdpi": 480,
    "xxxhdpi": 640, "nodpi": noDensity, "anydpi": anyDensity,
  ]

  /// The kinds of qualifier, in Android's order of precedence, with examples, for hints.
  public static let kinds: [String] = [
    "mcc310", "mnc004", "en (a language) and rUS (its region)", "ldltr/ldrtl",
    "sw<N>dp", "w<N>dp", "h<N>dp", "small/normal/large/xlarge", "long/notlong",
    "round/notround", "widecg/nowidecg", "highdr/lowdr", "port/land",
    "car/desk/television/appliance/watch/vrheadset", "night/notnight",
    "ldpi/mdpi/tvdpi/hdpi/xhdpi/xxhdpi/xxxhdpi/nodpi/anydpi/<N>dpi", "notouch/finger",
    "keysexposed/keyshidden/keyssoft", "nokeys/qwerty/12key", "navexposed/navhidden",
    "nonav/dpad/trackball/wheel", "v<N>",
  ]

  /// No qualifier: what an unqualified folder (`values/`) names.
  public init() {}

  /// The qualifiers of `words`, or the first word that is none (Android's folder names are
  /// case-insensitive, so `rUS` and `rus` are the same region).
  public static func parse<Words: Sequence<String>>(_ words: Words) -> Result<Self, Unknown> {
    var qualifiers = Self()
    var previousWasLanguage = false
    for word in words {
      let lower = word.lowercased()
      if previousWasLanguage, lower.count == 3, lower.hasPrefix("r"),
        lower.dropFirst().allSatisfy(\.isLetter)
      {
        qualifiers.region = String(lower.dropFirst()).uppercased()
        previousWasLanguage = false
        continue
      }
      previousWasLanguage = false
      if qualifiers.apply(keyword: lower) { continue }
      if let number = Self.number(lower, prefix: "mcc", suffix: "") {
        qualifiers.mcc = number
      } else if let number = Self.number(lower, prefix: "mnc", suffix: "") {
        qualifiers.mnc = number
      } else if let number = Self.number(lower, prefix: "sw", suffix: "dp") {
        qualifiers.smallestWidth = number
      } else if let number = Self.number(lower, prefix: "w", suffix: "dp") {
        qualifiers.width = number
      } else if let number = Self.number(lower, prefix: "h", suffix: "dp") {
        qualifiers.height = number
      } else if let number = Self.number(lower, prefix: "", suffix: "dpi") {
        qualifiers.density = number
      } else if let number = Self.number(lower, prefix: "v", suffix: "") {
        qualifiers.version = number
      } else if (2...3).contains(lower.count), lower.allSatisfy({ $0.isASCII && $0.isLetter }) {
        qualifiers.language = lower
        previousWasLanguage = true
      } else {
        return .failure(Unknown(word: word))
      }
    }
    return .success(qualifiers)
  }

  /// The qualifiers of a resource folder's name after its kind (`values-night-v21`), or nil
  /// when the name is not `kind` or has a word that is no qualifier.
  public static func ofFolder(_ name: String, kind: String) -> Self? {
    let words = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard words.first == kind else { return nil }
    return try? parse(words.dropFirst()).get()
  }

  /// The qualifiers of a render as `--qualifiers` takes them, separated by commas or, as in a
  /// folder's name, by dashes (`night,land,w600dp`, `en-rGB`); a word that names no qualifier,
  /// or `nodpi`/`anydpi` (which are no screen's density), is an error naming the kinds there
  /// are.
  public static func parse(list: String) throws(DiagnosticError) -> Self {
    let words = list.split(whereSeparator: { $0 == "," || $0 == "-" })
      .map { String($0).trimmingCharacters(in: " \t") }
      .filter { !$0.isEmpty }
    switch parse(words) {
    case .failure(let unknown):
      throw DiagnosticError(
        .error, code: .unknownQualifier,
        message: "'\(unknown.word)' is not a resource qualifier",
        hints: ["the kinds, in Android's order: " + kinds.joined(separator: ", ")])
    case .success(let qualifiers):
      if let density = qualifiers.density, density == noDensity || density == anyDensity {
        throw DiagnosticError(
          .error, code: .unknownQualifier,
          message: "nodpi and anydpi name drawables, not a screen's density",
          hints: ["name the screen's density: ldpi, mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi or <N>dpi"])
      }
      return qualifiers
    }
  }

  /// A word that names no qualifier.
  public struct Unknown: Error, Sendable, Equatable {
    /// The word, as written.
    public var word: String
  }

  /// Sets the qualifier a fixed word names; false when it names none.
  private mutating func apply(keyword word: String) -> Bool {
    switch word {
    case "ldltr", "ldrtl": layoutDirection = word
    case "small": screenSize = 1
    case "normal": screenSize = 2
    case "large": screenSize = 3
    case "xlarge": screenSize = 4
    case "long", "notlong": long = word == "long"
    case "round", "notround": round = word == "round"
    case "widecg", "nowidecg": wideColorGamut = word == "widecg"
    case "highdr", "lowdr": highDynamicRange = word == "highdr"
    case "port", "land": orientation = word
    case "car", "desk", "television", "appliance", "watch", "vrheadset": uiMode = word
    case "night", "notnight": night = word == "night"
    case "notouch", "finger": touchscreen = word
    case "keysexposed", "keyshidden", "keyssoft": keysHidden = word
    case "nokeys", "qwerty", "12key": keyboard = word
    case "navexposed", "navhidden": navigationHidden = word
    case "nonav", "dpad", "trackball", "wheel": navigation = word
    default:
      guard let density = Self.densities[word] else { return false }
      self.density = density
    }
    return true
  }

  /// The number between `prefix` and `suffix` of `word` (`600` in `w600dp`).
  private static func number(_ word: String, prefix: String, suffix: String) -> Int? {
    guard word.hasPrefix(prefix), word.hasSuffix(suffix),
      word.count > prefix.count + suffix.count
    else { return nil }
    let digits = word.dropFirst(prefix.count).dropLast(suffix.count)
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    return Int(digits)
  }
}
