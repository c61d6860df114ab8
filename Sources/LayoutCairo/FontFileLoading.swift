import CFontconfig
import CPangoCairo

extension FontLibrary {
  /// Adds the font file at `path` to the library's faces (once; a layout's own font
  /// resources) and answers its family; nil when fontconfig cannot read it. Call it holding
  /// `FontEngineLock`.
  func family(ofFontFile path: String) -> String? {
    if let known = fontFileFamilies[path] { return known }
    let family = Self.family(ofFile: path)
    if family != nil, FcConfigAppFontAddFile(configuration, path) == FcTrue {
      pango_fc_font_map_config_changed(layout_pango_fc_font_map(fontMap))
      fontFileFamilies[path] = family
      return family
    }
    fontFileFamilies[path] = .some(nil)
    return nil
  }

  /// The family name of the first face in a font file.
  private static func family(ofFile path: String) -> String? {
    var count: Int32 = 0
    guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else { return nil }
    defer { FcPatternDestroy(pattern) }
    var family: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else {
      return nil
    }
    return String(cString: family)
  }
}
