import LayoutCore

/// The rasters an SVG document embeds as `data:` URIs, measured from their headers before
/// librsvg decodes them: an SVG of a few kilobytes can embed a PNG that decodes to gigabytes.
/// The document is read as its XML parser reads it (character references and entities
/// expanded, the scheme in any case, base64 or percent-encoded payloads, any media type or
/// none), so that no spelling hides a raster.
enum SVGEmbeddedRasters {
  /// How deeply SVG documents embedded in SVG documents are followed.
  static let maximumNesting = 4

  /// The decoded pixels of all the rasters `bytes` embeds (those in embedded SVG documents
  /// too), refusing any one beyond `pixelLimit` and any whose size cannot be read.
  static func pixels(in bytes: [UInt8], name: String, pixelLimit: Int, depth: Int = 0)
    throws(DiagnosticError) -> Int
  {
    let text = try SVGMarkupText.expand(bytes, name: name)
    try SVGFilterBudget.check(text, name: name)
    var total = 0
    for uri in DataURI.all(in: text) {
      total += try pixels(of: uri, name: name, pixelLimit: pixelLimit, depth: depth)
    }
    return total
  }

  /// The pixels one embedded payload decodes to; 0 for data no image decoder reads (a font,
  /// a style sheet).
  private static func pixels(of uri: DataURI, name: String, pixelLimit: Int, depth: Int)
    throws(DiagnosticError) -> Int
  {
    let bytes = uri.bytes
    if bytes.starts(with: [0x1F, 0x8B]) {
      throw unmeasurable(name, "compressed with gzip, whose size cannot be read")
    }
    if SVGImage.isSVG(bytes) || uri.mediaType.contains("svg") {
      guard depth < maximumNesting else { throw unmeasurable(name, "in SVG nested too deeply") }
      return try Self.pixels(in: bytes, name: name, pixelLimit: pixelLimit, depth: depth + 1)
    }
    if let (width, height) = ImageHeader.dimensions(bytes) {
      try ImageDecoder.checkSize(width: width, height: height, limit: pixelLimit, name: name)
      try JPEGScans.check(bytes, name: name)
      return width * height
    }
    guard mayBeImage(uri) else { return 0 }
    throw unmeasurable(name, "whose size cannot be read before decoding")
  }

  /// Whether an image decoder could read the payload: its media type is an image's or is
  /// missing, or its bytes start as an image format does.
  private static func mayBeImage(_ uri: DataURI) -> Bool {
    if uri.mediaType.isEmpty || uri.mediaType.hasPrefix("image/") { return true }
    let signatures: [[UInt8]] = [
      Array("GIF8".utf8), Array("BM".utf8), [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A],
      [0x00, 0x00, 0x01, 0x00], [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("RIFF".utf8),
    ]
    let isoMedia = uri.bytes.count > 8 && uri.bytes[4..<8].elementsEqual("ftyp".utf8)
    return isoMedia || signatures.contains { uri.bytes.starts(with: $0) }
  }

  private static func unmeasurable(_ name: String, _ reason: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .imageTooLarge,
      message: "SVG image '\(name)' embeds a raster \(reason)",
      hints: ["embed PNG, JPEG or WebP images, or link the image from the template instead"])
  }
}
