/// Character references of HTML: the five XML entities, the common named entities (Latin-1,
/// Greek letters, typographic punctuation, arrows, maths) and numeric references.
enum HTMLEntities {
  /// The character a reference body (the text between `&` and `;`) stands for, or nil when the
  /// name is unknown or the number is not a Unicode scalar value other than NUL.
  static func scalar(for reference: Substring) -> Unicode.Scalar? {
    guard reference.first == "#" else { return named[String(reference)] }
    let digits = reference.dropFirst()
    let value: UInt32?
    if digits.first == "x" || digits.first == "X" {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    guard let value, value != 0 else { return nil }
    return Unicode.Scalar(value)
  }

  private static let named: [String: Unicode.Scalar] = {
    var table: [String: Unicode.Scalar] = [:]
    add(latin1, from: 0xA0, to: &table)
    add(greekCapitals, from: 0x391, to: &table)
    add(greekSmall, from: 0x3B1, to: &table)
    for (name, value) in others { table[name] = Unicode.Scalar(value) }
    return table
  }()

  /// Adds consecutive code points; an empty name marks a code point without an entity.
  private static func add(
    _ names: [String], from first: UInt32, to table: inout [String: Unicode.Scalar]
  ) {
    for (offset, name) in names.enumerated() where !name.isEmpty {
      table[name] = Unicode.Scalar(first + UInt32(offset))
    }
  }

  /// U+00A0 to U+00FF.
  private static let latin1 = [
    "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect",
    "uml", "copy", "ordf", "laquo", "not", "shy", "reg", "macr",
    "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot",
    "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
    "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil",
    "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml",
    "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times",
    "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
    "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
    "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml",
    "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide",
    "oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
  ]

  /// U+0391 to U+03A9 (U+03A2 is unassigned).
  private static let greekCapitals = [
    "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa",
    "Lambda", "Mu", "Nu", "Xi", "Omicron", "Pi", "Rho", "", "Sigma", "Tau", "Upsilon", "Phi",
    "Chi", "Psi", "Omega",
  ]

  /// U+03B1 to U+03C9.
  private static let greekSmall = [
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
    "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigmaf", "sigma", "tau", "upsilon",
    "phi", "chi", "psi", "omega",
  ]

  private static let others: [(String, UInt32)] = [
    ("quot", 0x22), ("amp", 0x26), ("apos", 0x27), ("lt", 0x3C), ("gt", 0x3E),
    ("OElig", 0x152), ("oelig", 0x153), ("Scaron", 0x160), ("scaron", 0x161),
    ("Yuml", 0x178), ("fnof", 0x192), ("circ", 0x2C6), ("tilde", 0x2DC),
    ("ensp", 0x2002), ("emsp", 0x2003), ("thinsp", 0x2009), ("zwnj", 0x200C),
    ("zwj", 0x200D), ("lrm", 0x200E), ("rlm", 0x200F), ("ndash", 0x2013), ("mdash", 0x2014),
    ("lsquo", 0x2018), ("rsquo", 0x2019), ("sbquo", 0x201A), ("ldquo", 0x201C),
    ("rdquo", 0x201D), ("bdquo", 0x201E), ("dagger", 0x2020), ("Dagger", 0x2021),
    ("bull", 0x2022), ("hellip", 0x2026), ("permil", 0x2030), ("prime", 0x2032),
    ("Prime", 0x2033), ("lsaquo", 0x2039), ("rsaquo", 0x203A), ("oline", 0x203E),
    ("frasl", 0x2044), ("euro", 0x20AC), ("trade", 0x2122), ("larr", 0x2190),
    ("uarr", 0x2191), ("rarr", 0x2192), ("darr", 0x2193), ("harr", 0x2194),
    ("minus", 0x2212), ("infin", 0x221E), ("asymp", 0x2248), ("ne", 0x2260), ("le", 0x2264),
    ("ge", 0x2265), ("loz", 0x25CA), ("spades", 0x2660), ("clubs", 0x2663),
    ("hearts", 0x2665), ("diams", 0x2666), ("check", 0x2713),
  ]
}
