import LayoutCore

/// The rasters an SVG document embeds as base64 `data:` URIs, measured from their headers
/// before librsvg decodes them: an SVG of a few kilobytes can embed a PNG that decodes to
/// gigabytes.
enum SVGEmbeddedRasters {
  /// The decoded pixels of all the rasters `bytes` embeds (those in embedded SVG documents
  /// too), refusing any one beyond `pixelLimit` and any whose size cannot be read.
  static func pixels(in bytes: [UInt8], name: String, pixelLimit: Int, depth: Int = 0)
    throws(DiagnosticError) -> Int
  {
    var total = 0
    for payload in base64Payloads(bytes) {
      let decoded = Base64.decode(payload.data)
      if payload.isSVG {
        guard depth < 4 else { throw unmeasurable(name) }
        total += try pixels(in: decoded, name: name, pixelLimit: pixelLimit, depth: depth + 1)
      } else if let (width, height) = ImageHeader.dimensions(decoded) {
        try ImageDecoder.checkSize(width: width, height: height, limit: pixelLimit, name: name)
        total += width * height
      } else {
        throw unmeasurable(name)
      }
    }
    return total
  }

  /// Each `data:image/…;base64,` payload: its bytes up to the closing quote or parenthesis.
  private static func base64Payloads(_ bytes: [UInt8]) -> [(isSVG: Bool, data: ArraySlice<UInt8>)] {
    let prefix = Array("data:image/".utf8)
    let marker = Array(";base64,".utf8)
    var payloads: [(Bool, ArraySlice<UInt8>)] = []
    var index = 0
    while let start = find(prefix, in: bytes, from: index) {
      let typeEnd = min(bytes.count, start + prefix.count + 64)
      guard let base = find(marker, in: bytes[..<typeEnd], from: start) else {
        index = start + prefix.count
        continue
      }
      let type = bytes[(start + prefix.count)..<base]
      let dataStart = base + marker.count
      var end = dataStart
      while end < bytes.count, !isTerminator(bytes[end]) { end += 1 }
      payloads.append((type.starts(with: "svg".utf8), bytes[dataStart..<end]))
      index = end
    }
    return payloads
  }

  private static func isTerminator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ")")
      || byte == UInt8(ascii: "<")
  }

  private static func unmeasurable(_ name: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .imageTooLarge,
      message: "SVG image '\(name)' embeds a raster whose size cannot be read before decoding",
      hints: ["embed PNG, JPEG or WebP images, or link the image from the template instead"])
  }
}
