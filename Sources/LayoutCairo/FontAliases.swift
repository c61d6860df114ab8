import LayoutCore

/// The family names templates use, mapped onto the bundled faces.
enum FontAliases {
  /// Each alias and the families it resolves to, in order of preference.
  static let aliases: [(name: String, families: [String])] = [
    ("system", ["Inter"]),
    ("system-ui", ["Inter"]),
    (".SF UI Text", ["Inter"]),
    (".SF UI Display", ["Inter"]),
    ("San Francisco", ["Inter"]),
    ("SF Pro", ["Inter"]),
    ("SF Pro Text", ["Inter"]),
    ("SF Pro Display", ["Inter"]),
    ("sans-serif", ["Inter"]),
    ("Helvetica", ["Liberation Sans"]),
    ("Helvetica Neue", ["Liberation Sans"]),
    ("Arial", ["Liberation Sans"]),
    ("serif", ["Liberation Serif"]),
    ("Times", ["Liberation Serif"]),
    ("Times New Roman", ["Liberation Serif"]),
    ("Georgia", ["Liberation Serif"]),
    ("monospace", ["JetBrains Mono"]),
    ("Courier", ["Liberation Mono"]),
    ("Courier New", ["Liberation Mono"]),
    ("Menlo", ["JetBrains Mono"]),
    ("Monaco", ["JetBrains Mono"]),
    ("SF Mono", ["JetBrains Mono"]),
    ("emoji", ["Noto Color Emoji"]),
  ]

  /// Families tried, in order, for characters the requested face lacks: DejaVu Sans (bundled)
  /// for most scripts, then Droid Sans Fallback (loaded from the system when installed) for
  /// Chinese, Japanese and Korean.
  static let fallback = ["DejaVu Sans", "Droid Sans Fallback"]

  /// Android's own families, and the faces its font list tries first for the scripts they
  /// lack: Noto Naskh Arabic UI for Arabic, Noto Sans Hebrew for Hebrew (bundled), as a device
  /// draws them, before the fallback every template gets.
  static let platformFallback: (families: [String], scripts: [String]) = (
    ["Roboto", "Roboto Condensed", "Noto Serif", "Noto Mono"],
    ["Noto Naskh Arabic UI", "Noto Sans Hebrew"]
  )

  /// An in-memory fontconfig configuration: the cache folder and the aliases. Loading it
  /// before the font folders keeps fontconfig from complaining about its cache.
  static func fontconfigXML(cacheDirectory: String) -> String {
    var xml = """
      <?xml version="1.0"?>
      <fontconfig>
      <cachedir>\(XMLEscaping.escaped(cacheDirectory))</cachedir>

      """
    for alias in aliases {
      let prefer = (alias.families + fallback).map { "<family>\(XMLEscaping.escaped($0))</family>" }
      xml += "<alias binding=\"same\"><family>\(XMLEscaping.escaped(alias.name))</family>"
      xml += "<prefer>\(prefer.joined())</prefer></alias>\n"
    }
    let scripts = platformFallback.scripts.map { "<family>\(XMLEscaping.escaped($0))</family>" }
    for family in platformFallback.families {
      xml += "<alias binding=\"same\"><family>\(XMLEscaping.escaped(family))</family>"
      xml += "<accept>\(scripts.joined())</accept></alias>\n"
    }
    // Every request ends with the system face and the fallback chain, so an unknown family
    // resolves to Inter and characters Inter lacks come from DejaVu Sans.
    let tail = (["Inter"] + fallback).map { "<string>\(XMLEscaping.escaped($0))</string>" }
    xml += "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\">"
    xml += tail.joined() + "</edit></match>\n"
    return xml + BitmapFontScaling.fontconfigRule + "</fontconfig>\n"
  }

}
