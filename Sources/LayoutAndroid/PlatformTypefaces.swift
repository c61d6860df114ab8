import LayoutCore

/// The font families Android draws text with, by the names `fontFamily` and `typeface` give,
/// mapped onto the bundled faces (the platform's `fonts.xml` names them).
enum PlatformTypefaces {
  /// Android's default face (`sans-serif`) and the family every name it does not know
  /// falls back to.
  static let sansSerif = "Roboto"

  /// The bundled family drawing a platform family name. Faces the platform has and the
  /// bundle does not are drawn with the nearest bundled one: Cutive Mono (`serif-monospace`)
  /// with Noto Mono, Coming Soon (`casual`), Dancing Script (`cursive`) and Carrois Gothic SC
  /// (`sans-serif-smallcaps`) with Roboto.
  static let families: [String: String] = {
    var families: [String: String] = [:]
    for name in [
      "sans-serif", "sans-serif-thin", "sans-serif-light", "sans-serif-medium",
      "sans-serif-black", "arial", "helvetica", "tahoma", "verdana", "roboto",
    ] {
      families[name] = sansSerif
    }
    for name in [
      "sans-serif-condensed", "sans-serif-condensed-light", "sans-serif-condensed-medium",
    ] {
      families[name] = "Roboto Condensed"
    }
    for name in [
      "serif", "times", "times new roman", "palatino", "georgia", "baskerville", "goudy",
      "fantasy", "itc stone serif",
    ] {
      families[name] = "Noto Serif"
    }
    for name in [
      "monospace", "sans-serif-monospace", "serif-monospace", "courier", "courier new",
      "monaco",
    ] {
      families[name] = "Noto Mono"
    }
    return families
  }()

  /// The weights the platform's family names give (`sans-serif-medium` is Roboto Medium); a
  /// family without a weight in its name leaves the weight as it is.
  static let weights: [String: FontWeight] = [
    "sans-serif-thin": .thin, "sans-serif-light": .light, "sans-serif": .regular,
    "sans-serif-medium": .medium, "sans-serif-black": .black,
    "sans-serif-condensed-light": .light, "sans-serif-condensed-medium": .medium,
  ]

  /// The families of `typeface`'s values, by name and by the number a style may give
  /// (`normal` is the default face).
  static let typefaces: [String: String] = [
    "normal": sansSerif, "0": sansSerif, "sans": sansSerif, "1": sansSerif,
    "serif": "Noto Serif", "2": "Noto Serif", "monospace": "Noto Mono", "3": "Noto Mono",
  ]

  /// The family text is drawn with: `fontFamily`'s when it names one (it wins over
  /// `typeface`, as `TextView.setTypefaceFromAttrs` lets it), else `typeface`'s, else
  /// Roboto.
  static func family(fontFamily: String?, typeface: String?) -> String {
    if let fontFamily {
      return families[fontFamily.lowercased()] ?? sansSerif
    }
    return typeface.flatMap { typefaces[$0] } ?? sansSerif
  }
}
