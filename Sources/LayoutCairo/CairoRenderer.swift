import CCairo
import CPNGWriter
import LayoutCore
import LayoutDisplayList

/// The output formats a display list can be written in.
public enum OutputFormat: String, Sendable, CaseIterable {
  case png, svg, pdf, jpeg, webp, avif

  /// The format a file extension names (`jpg` too), nil for others.
  public init?(fileExtension: String) {
    let name = fileExtension.lowercased()
    self.init(rawValue: name == "jpg" ? "jpeg" : name)
  }

  /// The format's media type, for HTTP.
  public var mediaType: String {
    switch self {
    case .svg: return "image/svg+xml"
    case .pdf: return "application/pdf"
    default: return "image/" + rawValue
    }
  }

  /// Whether the format is pixels (rendered at `RasterOptions.scale`), not vectors.
  public var isRaster: Bool { self != .svg && self != .pdf }

  /// The quality lossy formats use when none is given: JPEG 90, WebP 80, AVIF 60.
  var defaultQuality: Int {
    switch self {
    case .jpeg: return 90
    case .avif: return 60
    default: return 80
    }
  }
}

/// How to turn points into output.
public struct RasterOptions: Sendable, Hashable {
  /// Pixels per point (2 and 3 give @2x and @3x screenshots).
  public var scale: Double
  /// zlib level for PNG output, 0-9. Level 1 is several times faster than 6 at a modest
  /// size cost.
  public var pngCompression: Int

  /// Quality of lossy formats, 0–100 (nil: the format's default, `OutputFormat.defaultQuality`).
  public var quality: Int?
  /// Whether JPEG output is progressive.
  public var progressive: Bool
  /// Whether WebP output is lossless.
  public var lossless: Bool
  /// What JPEG output shows where the canvas is transparent.
  public var matte: Color
  /// Threads that compress a PNG at levels 0–3 (0: one per core). Renders already running
  /// side by side, as a batch or a server runs them, keep to 1. The bytes are the same
  /// whatever the count.
  public var pngThreads = 0

  public init(
    scale: Double = 1, pngCompression: Int = 1, quality: Int? = nil, progressive: Bool = false,
    lossless: Bool = false, matte: Color = .white
  ) {
    self.scale = scale
    self.pngCompression = pngCompression
    self.quality = quality
    self.progressive = progressive
    self.lossless = lossless
    self.matte = matte
  }
}

/// The Draw stage: draws display lists with Cairo into PNG, SVG or PDF bytes.
public struct CairoRenderer {
  public let fonts: FontLibrary
  public let images: ImageLibrary
  /// The raster surface reused by the next PNG or bitmap of the same size.
  private let surfaces = RasterSurfaceCache()

  public init(fonts: FontLibrary, images: ImageLibrary = ImageLibrary()) {
    self.fonts = fonts
    self.images = images
  }

  /// Encodes a display list in the given format.
  public func render(_ list: DisplayList, as format: OutputFormat, options: RasterOptions)
    throws(DiagnosticError) -> [UInt8]
  {
    switch format {
    case .png: return try png(list, options: options)
    case .svg: return try svg(list, options: options)
    case .pdf: return try pdf(list, options: options)
    case .jpeg, .webp, .avif: return try compressed(list, as: format, options: options)
    }
  }

  /// JPEG, WebP or AVIF bytes of the rasterised list.
  private func compressed(_ list: DisplayList, as format: OutputFormat, options: RasterOptions)
    throws(DiagnosticError) -> [UInt8]
  {
    let surface = try rasterize(list, options: options)
    defer { surfaces.recycle(surface) }
    let quality = options.quality ?? format.defaultQuality
    switch format {
    case .jpeg:
      return try JPEGEncoder.encode(
        surface, quality: quality, progressive: options.progressive, matte: options.matte)
    case .webp: return try WebPEncoder.encode(surface, quality: quality, lossless: options.lossless)
    default: return try AVIFEncoder.encode(surface, quality: quality)
    }
  }

  /// Paints into a cleared ARGB32 image surface; hand it back with `surfaces.recycle`.
  private func rasterize(_ list: DisplayList, options: RasterOptions) throws(DiagnosticError)
    -> OpaquePointer
  {
    let pixelWidth = Self.pixels(list.size.width, scale: options.scale)
    let pixelHeight = Self.pixels(list.size.height, scale: options.scale)
    try Self.checkCanvas(width: pixelWidth, height: pixelHeight, unit: "pixels")
    // Both fit in Int32: neither is more than maxSide.
    let width = Int32(pixelWidth)
    let height = Int32(pixelHeight)
    let surface = surfaces.surface(width: width, height: height)
    do {
      try FontEngineLock.withLock { () throws(DiagnosticError) in
        try paint(list, on: surface, scale: options.scale)
      }
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_flush(surface)
    return surface
  }

  /// Paints a display list into a bitmap.
  public func bitmap(_ list: DisplayList, options: RasterOptions) throws(DiagnosticError) -> Bitmap
  {
    let surface = try rasterize(list, options: options)
    defer { surfaces.recycle(surface) }
    return Bitmap(surface: surface)
  }

  /// The pixels a canvas side of `points` covers at `scale`: every pixel it reaches into (so
  /// an auto-sized root's last partial row is drawn), but for less than `pixelTolerance` past
  /// a whole number, so that a side given to a few decimal places (392.7273 points at 2.75 is
  /// 1080.00008) gets the pixels it stands for, as on Android, rather than one more; at least 1
  /// for a side that is not empty.
  static func pixels(_ points: Double, scale: Double) -> Double {
    let exact = points * scale
    guard exact > 0, exact.isFinite else { return exact }
    return max(1, (exact - pixelTolerance).rounded(.up))
  }

  /// How far past a whole number of pixels a canvas side may reach and still be that many
  /// pixels: a hundredth of a pixel, far more than sizes written to four decimal places miss
  /// by, and too little to see.
  static let pixelTolerance = 0.01

  /// The largest canvas drawn, in pixels (16384 × 16384), or points for SVG and PDF.
  public static let maxPixels = 16384 * 16384
  /// The longest side Cairo's image surfaces take, in pixels; SVG and PDF sides are held to
  /// it too, in points.
  public static let maxSide = 32767.0

  private func png(_ list: DisplayList, options: RasterOptions) throws(DiagnosticError) -> [UInt8] {
    let surface = try rasterize(list, options: options)
    defer { surfaces.recycle(surface) }
    return try PNGEncoder.encode(
      surface, compression: options.pngCompression, threads: options.pngThreads)
  }

  /// Refuses a canvas that is empty, not finite, or beyond `maxSide` a side or `maxPixels` in
  /// all, in the output's units (pixels for PNG, points for SVG and PDF).
  public static func checkCanvas(width: Double, height: Double, unit: String)
    throws(DiagnosticError)
  {
    guard width > 0, height > 0, width <= maxSide, height <= maxSide,
      width * height <= Double(maxPixels)
    else {
      throw DiagnosticError(
        .error, code: .canvasSize,
        message: "Canvas of \(formatNumber(width))x\(formatNumber(height)) \(unit) is "
          + "empty, not finite or larger than the limits of \(formatNumber(maxSide)) \(unit) "
          + "a side and \(maxPixels) in all",
        hints: ["give the root view a positive size, or a smaller --size or --scale"])
    }
  }

  private func svg(_ list: DisplayList, options: RasterOptions) throws(DiagnosticError) -> [UInt8] {
    try Self.checkCanvas(
      width: list.size.width * options.scale, height: list.size.height * options.scale,
      unit: "points")
    let sink = ByteSink()
    try sink.withClosure { closure throws(DiagnosticError) in
      let surface = cairo_svg_surface_create_for_stream(
        ByteSink.write, closure, list.size.width * options.scale,
        list.size.height * options.scale)!
      defer { cairo_surface_destroy(surface) }
      cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
      // Finishing writes the fonts' glyphs, so it reads the faces too.
      try FontEngineLock.withLock { () throws(DiagnosticError) in
        try paint(list, on: surface, scale: options.scale)
        cairo_surface_finish(surface)
      }
      try check(surface)
    }
    return SVGIdentifiers.renumber(sink.bytes)
  }

  private func pdf(_ list: DisplayList, options: RasterOptions) throws(DiagnosticError) -> [UInt8] {
    try Self.checkCanvas(width: list.size.width, height: list.size.height, unit: "points")
    let sink = ByteSink()
    try sink.withClosure { closure throws(DiagnosticError) in
      let surface = cairo_pdf_surface_create_for_stream(
        ByteSink.write, closure, list.size.width, list.size.height)!
      defer { cairo_surface_destroy(surface) }
      // A fixed date keeps PDF output byte-identical between runs.
      cairo_pdf_surface_set_metadata(
        surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Layout")
      try FontEngineLock.withLock { () throws(DiagnosticError) in
        try paint(list, on: surface, scale: 1)
        cairo_surface_finish(surface)
      }
      try check(surface)
    }
    return sink.bytes
  }

  private func paint(_ list: DisplayList, on surface: OpaquePointer, scale: Double)
    throws(DiagnosticError)
  {
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    cairo_scale(cairo, scale, scale)
    CairoPainter(cairo: cairo, fonts: fonts, images: images).draw(list)
    try RenderBudget.check()
    let status = cairo_status(cairo)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw DiagnosticError(
        .error, code: .cairo,
        message: "Drawing failed: \(String(cString: cairo_status_to_string(status)))")
    }
  }

  private func check(_ surface: OpaquePointer) throws(DiagnosticError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw DiagnosticError(
        .error, code: .cairo,
        message: "Writing failed: \(String(cString: cairo_status_to_string(status)))")
    }
  }
}
