/// Korean words kept whole when lines wrap, as UIKit does (its standard line-break strategy
/// prefers breaking Hangul at spaces). Pango follows UAX #14, which lets a line break between
/// any two Hangul syllables; an allow-breaks attribute of false over each run of Hangul
/// letters stops that, while the spaces between words still break.
enum HangulWordBreaks {
  /// The UTF-8 byte ranges of runs of two or more adjacent Hangul letters.
  static func runs(in text: String) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    var count = 0
    var offset = 0
    for scalar in text.unicodeScalars {
      if isHangul(scalar) {
        if start == nil { (start, count) = (offset, 0) }
        count += 1
      } else if let runStart = start {
        if count >= 2 { runs.append(runStart..<offset) }
        start = nil
      }
      offset += UTF8.width(scalar)
    }
    if let runStart = start, count >= 2 { runs.append(runStart..<offset) }
    return runs
  }

  /// Hangul syllables, jamo and compatibility jamo.
  private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return true
    default:
      return false
    }
  }
}
