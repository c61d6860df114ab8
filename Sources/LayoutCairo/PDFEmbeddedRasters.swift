import LayoutCore

/// The rasters a PDF document embeds (its image XObjects, soft masks included), measured from
/// their dictionaries before poppler decodes them: a PDF of a few hundred kilobytes can hold a
/// compressed image that decodes to gigabytes.
///
/// Image XObjects are streams, and streams are never compressed into object streams, so their
/// dictionaries are plain text in the file; a `/Width` or `/Height` given by reference is
/// looked up among the file's plain objects. Inline images (`BI … ID … EI`) are read from the
/// content streams that may draw them (pages, forms, patterns), inflated when they are
/// `/FlateDecode` (other filters are not read).
enum PDFEmbeddedRasters {
  /// The most bytes the content streams of one document may inflate to: far beyond what real
  /// pages hold, and past it poppler would spend minutes on the operators alone.
  static let maximumContentBytes = 256 << 20

  /// The decoded pixels of all the images `bytes` declares, refusing any one beyond
  /// `pixelLimit` and any whose size cannot be read.
  static func pixels(in bytes: [UInt8], name: String, pixelLimit: Int) throws(DiagnosticError)
    -> Int
  {
    var scanner = PDFObjectScanner(bytes: bytes)
    guard scanner.scan() else { throw unmeasurable(name) }
    var total = 0
    for dictionary in scanner.dictionaries where dictionary["Subtype"] == .name("Image") {
      guard let width = scanner.integer(dictionary["Width"]),
        let height = scanner.integer(dictionary["Height"]), width > 0, height > 0
      else { throw unmeasurable(name) }
      try ImageDecoder.checkSize(width: width, height: height, limit: pixelLimit, name: name)
      let (sum, overflow) = total.addingReportingOverflow(width * height)
      guard !overflow else { throw unmeasurable(name) }
      total = sum
    }
    var contentBytes = 0
    for stream in scanner.streams where mayDrawInline(stream.dictionary) {
      guard
        let content = try content(
          of: stream, in: bytes, limit: maximumContentBytes - contentBytes, name: name)
      else { continue }
      contentBytes += content.count
      var reader = PDFObjectScanner(bytes: content)
      guard let images = reader.inlineImages() else { throw unmeasurable(name) }
      for image in images {
        guard case .integer(let width) = image["W"] ?? image["Width"],
          case .integer(let height) = image["H"] ?? image["Height"], width > 0, height > 0
        else { throw unmeasurable(name) }
        try ImageDecoder.checkSize(width: width, height: height, limit: pixelLimit, name: name)
        let (sum, overflow) = total.addingReportingOverflow(width * height)
        guard !overflow else { throw unmeasurable(name) }
        total = sum
      }
    }
    return total
  }

  /// Whether a stream is one whose operators can draw an inline image: a page's contents, a
  /// form, a tiling pattern or a Type 3 glyph; not an image, a font, a function, a shading,
  /// a colour profile, metadata or a cross-reference or object stream.
  private static func mayDrawInline(_ dictionary: [String: PDFValue]) -> Bool {
    let subtype = dictionary["Subtype"]
    guard subtype == nil || subtype == .name("Form") else { return false }
    if case .name(let type) = dictionary["Type"],
      ["XRef", "ObjStm", "Metadata", "EmbeddedFile", "CMap"].contains(type)
    {
      return false
    }
    let dataKeys = ["FunctionType", "ShadingType", "N", "Length1", "Length2", "Length3"]
    return !dataKeys.contains { dictionary[$0] != nil }
  }

  /// A content stream's operators: as written, or inflated when `/FlateDecode` (or a filter
  /// list, tried as one); nil for other filters and data that does not inflate.
  private static func content(
    of stream: PDFObjectScanner.Stream, in bytes: [UInt8], limit: Int, name: String
  ) throws(DiagnosticError) -> [UInt8]? {
    let data = bytes[stream.data]
    switch stream.dictionary["Filter"] {
    case nil: return Array(data)
    case .name("FlateDecode")?, .other?:
      switch FlateStream.inflate(data, limit: limit) {
      case .inflated(let content): return content
      case .invalid: return nil
      case .tooLarge:
        throw DiagnosticError(
          .error, code: .imageTooLarge,
          message: "PDF image '\(name)' has content streams that inflate to more than "
            + "\(maximumContentBytes >> 20) MiB",
          hints: ["a page's drawing takes a few megabytes at most: this document is a bomb"])
      }
    default: return nil
    }
  }

  private static func unmeasurable(_ name: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .imageTooLarge,
      message: "PDF image '\(name)' embeds an image whose size cannot be read",
      hints: ["images in a PDF must give /Width and /Height as numbers"])
  }
}
