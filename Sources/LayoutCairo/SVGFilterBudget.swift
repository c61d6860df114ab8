import LayoutCore

/// Limits on the SVG filter attributes whose cost grows with their value rather than with the
/// image: librsvg computes every octave of `feTurbulence` for every pixel, every cell of an
/// `feConvolveMatrix` kernel and every pixel of an `feMorphology` window, so a document of a
/// few hundred bytes can render for days.
enum SVGFilterBudget {
  /// The most octaves of noise: past about ten, an octave changes no 8-bit pixel.
  static let maximumOctaves = 24.0
  /// The largest convolution kernel side.
  static let maximumKernelOrder = 32.0
  /// The largest erode or dilate radius (design tools export a shadow's spread as one, a few
  /// to a few tens of pixels).
  static let maximumMorphologyRadius = 64.0

  /// Refuses a document (its expanded text) whose filters ask for more.
  static func check(_ text: [UInt8], name: String) throws(DiagnosticError) {
    for value in attributeValues("numOctaves", in: text) {
      guard let octaves = Double(value), octaves > maximumOctaves else { continue }
      throw tooCostly(name, "feTurbulence numOctaves=\"\(value)\"", limit: maximumOctaves)
    }
    for value in attributeValues("order", in: text)
    where numbers(in: value).contains(where: { $0 > maximumKernelOrder }) {
      throw tooCostly(name, "feConvolveMatrix order=\"\(value)\"", limit: maximumKernelOrder)
    }
    for value in attributeValues("radius", in: text)
    where numbers(in: value).contains(where: { abs($0) > maximumMorphologyRadius }) {
      throw tooCostly(name, "feMorphology radius=\"\(value)\"", limit: maximumMorphologyRadius)
    }
  }

  /// The values of every attribute of this name in the text (trimmed, at most 64 bytes).
  static func attributeValues(_ attribute: String, in text: [UInt8]) -> [String] {
    let key = Array(attribute.utf8)
    var values: [String] = []
    var index = 0
    while let start = find(key, in: text, from: index) {
      index = start + key.count
      guard start > 0, isSpace(text[start - 1]) else { continue }
      var position = index
      while position < text.count, isSpace(text[position]) { position += 1 }
      guard position < text.count, text[position] == UInt8(ascii: "=") else { continue }
      position += 1
      while position < text.count, isSpace(text[position]) { position += 1 }
      guard position < text.count,
        text[position] == UInt8(ascii: "\"") || text[position] == UInt8(ascii: "'"),
        let close = text[(position + 1)..<min(text.count, position + 66)]
          .firstIndex(of: text[position])
      else { continue }
      let value = String(decoding: text[(position + 1)..<close], as: UTF8.self)
      values.append(value.trimmingSpaces)
      index = close
    }
    return values
  }

  /// The numbers of a list such as `order` or `radius` ("3", "3 5", "3,5").
  private static func numbers(in value: String) -> [Double] {
    value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func tooCostly(_ name: String, _ what: String, limit: Double) -> DiagnosticError {
    DiagnosticError(
      .error, code: .imageTooLarge,
      message: "SVG image '\(name)' asks for \(what), more than the limit of \(Int(limit))",
      hints: ["lower the value: the limit keeps one image's filters from rendering for minutes"])
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
