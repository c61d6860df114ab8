import LayoutCore

/// The rasters a PDF document embeds (its image XObjects, soft masks included), measured from
/// their dictionaries before poppler decodes them: a PDF of a few hundred kilobytes can hold a
/// compressed image that decodes to gigabytes.
///
/// Image XObjects are streams, and streams are never compressed into object streams, so their
/// dictionaries are plain text in the file; a `/Width` or `/Height` given by reference is
/// looked up among the file's plain objects. Inline images (`BI … ID … EI` in a content
/// stream) are not measured.
enum PDFEmbeddedRasters {
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
    return total
  }

  private static func unmeasurable(_ name: String) -> DiagnosticError {
    DiagnosticError(
      .error, code: .imageTooLarge,
      message: "PDF image '\(name)' embeds an image whose size cannot be read",
      hints: ["images in a PDF must give /Width and /Height as numbers"])
  }
}
