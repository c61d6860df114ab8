/// Renumbers the ids Cairo writes into SVG documents.
///
/// Cairo 1.16 numbers `surfaceN`, `imageN`, `patternN`, `clipN` and `maskN` from counters that
/// live for the whole process, so a second SVG made by the same process gets other numbers.
/// Renumbering each prefix in order of first appearance makes every document's ids the same
/// whatever was rendered before it.
enum SVGIdentifiers {
  static let prefixes: [[UInt8]] = ["surface", "image", "pattern", "clip", "mask"].map {
    Array($0.utf8)
  }

  static func renumber(_ svg: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var mappings = [[String: Int]](repeating: [:], count: prefixes.count)
    var index = 0
    while index < svg.count {
      if let (prefix, digits) = identifier(in: svg, at: index) {
        let number = String(decoding: svg[(index + prefixes[prefix].count)..<digits], as: UTF8.self)
        let renumbered = mappings[prefix][number] ?? (mappings[prefix].count + 1)
        mappings[prefix][number] = renumbered
        output += prefixes[prefix]
        output += Array(String(renumbered).utf8)
        index = digits
      } else {
        output.append(svg[index])
        index += 1
      }
    }
    return output
  }

  /// An id reference starts after `"` or `#` with a known prefix followed by digits; returns
  /// the prefix and the end of the digits.
  private static func identifier(in svg: [UInt8], at index: Int) -> (Int, Int)? {
    guard index > 0, svg[index - 1] == UInt8(ascii: "\"") || svg[index - 1] == UInt8(ascii: "#")
    else { return nil }
    for (number, prefix) in prefixes.enumerated() where svg[index...].starts(with: prefix) {
      var end = index + prefix.count
      while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9") {
        end += 1
      }
      if end > index + prefix.count { return (number, end) }
    }
    return nil
  }
}
