/// The text a `TextClock` or a `Chronometer` shows in a still picture: a fixed time, so the
/// same layout renders to the same pixels at any hour.
enum ClockText {
  /// The time every clock shows: 12:30:00 in the afternoon.
  static let hour = 12
  static let minute = 30
  static let second = 0

  /// A `TextClock`'s text: its `format12Hour` (the device's locale is English, which reads
  /// the 12-hour format), else the platform's default `h:mm a`.
  static func clock(format: String?) -> String {
    formatted(format ?? "h:mm a")
  }

  /// A `Chronometer`'s text: no time elapsed (`00:00`), in its `format` (`%s` stands for the
  /// time).
  static func chronometer(format: String?) -> String {
    guard let format, format.contains("%s") else { return "00:00" }
    return format.replacingOccurrences(of: "%s", with: "00:00")
  }

  /// A date pattern's time fields filled in (`h`, `hh`, `H`, `HH`, `k`, `kk`, `m`, `mm`, `s`,
  /// `ss`, `a`); text in single quotes is literal (`''` is a quote), and other letters (the
  /// date's) are kept as written.
  static func formatted(_ pattern: String) -> String {
    var output = ""
    var characters = Array(pattern)[...]
    while let first = characters.first {
      if first == "'" {
        characters = quoted(characters.dropFirst(), into: &output)
        continue
      }
      let run = characters.prefix { $0 == first }
      characters = characters.dropFirst(run.count)
      output += field(first, width: run.count) ?? String(run)
    }
    return output
  }

  /// Reads a quoted literal up to its closing quote (`''` inside it, or alone, is a quote)
  /// into `output`, and returns what follows it.
  private static func quoted(_ rest: ArraySlice<Character>, into output: inout String)
    -> ArraySlice<Character>
  {
    var characters = rest
    if characters.first == "'" {
      output.append("'")
      return characters.dropFirst()
    }
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "'" else {
        output.append(character)
        continue
      }
      guard characters.first == "'" else { break }
      output.append("'")
      characters = characters.dropFirst()
    }
    return characters
  }

  /// One field's text, padded to two digits when written twice; nil for a letter that is not
  /// a time field.
  private static func field(_ letter: Character, width: Int) -> String? {
    let number: Int
    switch letter {
    case "h": number = hour % 12 == 0 ? 12 : hour % 12
    case "H": number = hour
    case "k": number = hour == 0 ? 24 : hour
    case "m": number = minute
    case "s": number = second
    case "a": return hour < 12 ? "AM" : "PM"
    default: return nil
    }
    let digits = String(number)
    return width >= 2 && digits.count < 2 ? "0" + digits : digits
  }
}
