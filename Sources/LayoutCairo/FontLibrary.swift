import CCairo
import CFontconfig
import CPangoCairo
import LayoutCore
import LayoutDisplayList

/// Where fonts come from: the bundled `Fonts/` folder, extra folders, and optionally the
/// system's fonts.
public struct FontConfiguration: Sendable, Hashable {
  /// Folders whose fonts are loaded (searched recursively), bundled fonts first.
  public var directories: [String]
  /// Single font files loaded after the folders (such as the system's colour emoji font).
  public var files: [String]
  /// Also load the system's and the user's fonts (off by default: output then depends on the
  /// machine).
  public var includeSystemFonts: Bool
  /// A writable folder for fontconfig's cache.
  public var cacheDirectory: String
  /// What to tell the user when the folders hold no font (where they were looked for, how to
  /// name another).
  public var missingFontsHints: [String] = ["pass a folder of fonts with --fonts DIR"]

  public init(
    directories: [String], files: [String] = [], includeSystemFonts: Bool = false,
    cacheDirectory: String
  ) {
    self.directories = directories
    self.files = files
    self.includeSystemFonts = includeSystemFonts
    self.cacheDirectory = cacheDirectory
  }
}

/// A private fontconfig configuration with a Pango font map and context on top, set up with
/// the fixed options that make output byte-identical.
///
/// Pango objects are not thread-safe: use one library per thread (each worker makes its own).
/// It is not `Sendable`, so the compiler keeps it on the thread that made it.
public final class FontLibrary {
  let configuration: OpaquePointer
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// The same context with right-to-left paragraphs, for text whose direction is given.
  let rightToLeftContext: OpaquePointer
  public let settings: FontConfiguration
  /// Layouts shared by the measurer and the painter.
  var layouts = TextLayoutCache()
  /// The font bounds measured so far, by font (nil: not known).
  var measuredFontBounds: [FontDescriptor: FontBounds?] = [:]
  /// The families of the font files loaded after the configuration's own, by path (nil: not
  /// a font).
  var fontFileFamilies: [String: String?] = [:]

  public init(_ settings: FontConfiguration) throws(DiagnosticError) {
    self.settings = settings
    guard let config = FcConfigCreate() else {
      throw DiagnosticError(.error, code: .fonts, message: "Could not create a font configuration")
    }
    configuration = config
    let xml = FontAliases.fontconfigXML(cacheDirectory: settings.cacheDirectory)
    if settings.includeSystemFonts {
      _ = FcConfigParseAndLoad(config, nil, FcTrue)
    }
    guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) == FcTrue else {
      FcConfigDestroy(config)
      throw DiagnosticError(.error, code: .fonts, message: "Invalid built-in font configuration")
    }
    // The fonts of the configuration's own folders: the system's, with system fonts (fontconfig
    // builds them only for its default configuration).
    _ = FcConfigBuildFonts(config)
    for directory in settings.directories {
      _ = FcConfigAppFontAddDir(config, directory)
    }
    // The folders must hold fonts: the single files (emoji, CJK) cannot draw Latin text, and
    // without a face every glyph would be drawn as a box.
    let loaded = FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
    if loaded == 0 && !settings.includeSystemFonts {
      FcConfigDestroy(config)
      throw DiagnosticError(
        .error, code: .fonts,
        message: "No fonts found in \(settings.directories.joined(separator: ", "))",
        hints: settings.missingFontsHints)
    }
    do {
      try FontFolderCheck.check(settings.directories, loadedBy: config)
    } catch {
      FcConfigDestroy(config)
      throw error
    }
    LinkedFontFiles.add(settings.files, to: config, cacheDirectory: settings.cacheDirectory)
    SystemFontconfig.skipLoading(for: config)
    fontMap = pango_cairo_font_map_new()
    pango_fc_font_map_set_config(layout_pango_fc_font_map(fontMap), config)
    context = pango_font_map_create_context(fontMap)
    Self.applyDeterministicOptions(to: context)
    rightToLeftContext = pango_font_map_create_context(fontMap)
    Self.applyDeterministicOptions(to: rightToLeftContext)
    pango_context_set_base_dir(rightToLeftContext, PANGO_DIRECTION_RTL)
  }

  deinit {
    FontEngineLock.withLock {
      layouts.removeAll()
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
      g_object_unref(UnsafeMutableRawPointer(fontMap))
      FcConfigDestroy(configuration)
    }
  }

  /// The context text in `style` is laid out in: its paragraphs' direction's.
  func context(for style: TextStyle) -> OpaquePointer {
    style.direction == .rightToLeft ? rightToLeftContext : context
  }

  /// Grey antialiasing, no hinting, unrounded glyph positions, 96 dpi (so a Pango pixel is a
  /// point at scale 1): measuring and drawing agree on every surface.
  private static func applyDeterministicOptions(to context: OpaquePointer) {
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 96)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string("en"))
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
  }

  /// Lowercased names of the families and of the aliases, made on first use.
  private lazy var familyNames: Set<String> = Set(
    families().map { $0.family.lowercased() } + FontAliases.aliases.map { $0.name.lowercased() })

  /// Whether `name` (any case) is a family this library has or an alias of one.
  public func isFamily(_ name: String) -> Bool {
    familyNames.contains(name.lowercased())
  }

  /// The families and their faces this library can draw, sorted by family name.
  public func families() -> [(family: String, faces: [String])] {
    var familiesPointer: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(fontMap, &familiesPointer, &count)
    defer { g_free(familiesPointer) }
    var result: [(family: String, faces: [String])] = []
    for index in 0..<Int(count) {
      guard let family = familiesPointer?[index] else { continue }
      let name = String(cString: pango_font_family_get_name(family))
      result.append((name, faces(of: family)))
    }
    return result.sorted { $0.family.lowercased() < $1.family.lowercased() }
  }

  private func faces(of family: UnsafeMutablePointer<PangoFontFamily>) -> [String] {
    var facesPointer: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
    var count: Int32 = 0
    pango_font_family_list_faces(family, &facesPointer, &count)
    defer { g_free(facesPointer) }
    return (0..<Int(count)).compactMap { index in
      facesPointer?[index].map { String(cString: pango_font_face_get_face_name($0)) }
    }
  }

  /// The font file a descriptor resolves to, for `layout fonts --resolve`.
  public func resolvedFile(for font: FontDescriptor) -> String? {
    let description = PangoFont.description(for: font)
    defer { pango_font_description_free(description) }
    guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let pattern = pango_fc_font_get_pattern(layout_pango_fc_font(loaded)) else { return nil }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
      return nil
    }
    return String(cString: file)
  }
}
