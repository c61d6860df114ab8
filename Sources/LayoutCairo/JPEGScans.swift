import LayoutCore

/// The scans of a JPEG image, counted from its markers before it is decoded: a progressive
/// JPEG may repeat scans without end, and each one makes the decoder pass over every
/// coefficient again (a half-megabyte file can cost many seconds).
enum JPEGScans {
  /// The most scans an image may have: real progressive images have about ten.
  static let maximum = 100

  /// Refuses a JPEG image with more than `maximum` scans; other bytes pass.
  static func check(_ bytes: [UInt8], name: String) throws(DiagnosticError) {
    let scans = count(bytes, stoppingAfter: maximum)
    guard scans > maximum else { return }
    throw DiagnosticError(
      .error, code: .imageTooLarge,
      message: "JPEG image '\(name)' has more than \(maximum) scans",
      hints: ["save it again as a baseline or ordinary progressive JPEG"])
  }

  /// The start-of-scan markers in the image, counted up to one past `limit`.
  static func count(_ bytes: [UInt8], stoppingAfter limit: Int) -> Int {
    guard bytes.starts(with: [0xFF, 0xD8]) else { return 0 }
    var scans = 0
    var index = 2
    while index + 3 < bytes.count, scans <= limit {
      guard bytes[index] == 0xFF else {
        index += 1
        continue
      }
      let marker = bytes[index + 1]
      switch marker {
      case 0xD9: return scans
      case 0xFF: index += 1
      case 0x00, 0x01, 0xD0...0xD7: index += 2
      default:
        index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        if marker == 0xDA {
          scans += 1
          index = endOfEntropyCodedData(bytes, from: index)
        }
      }
    }
    return scans
  }

  /// Where the entropy-coded data after a scan header ends: at the next marker that is
  /// neither a stuffed zero nor a restart.
  private static func endOfEntropyCodedData(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == 0xFF, bytes[index + 1] != 0, !(0xD0...0xD7).contains(bytes[index + 1]) {
        return index
      }
      index += 1
    }
    return bytes.count
  }
}
