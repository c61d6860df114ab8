import LayoutCore

/// A font resource (`res/font/name.ttf`, or `name.xml`): a font file, a family of files by
/// weight and style, or a downloadable font that a provider (Google Fonts) supplies by query.
package enum FontResource: Sendable, Hashable {
  case file(String)
  case family([Face])
  case downloadable(family: String, weight: Int?, italic: Bool)

  /// One face of a `<font-family>`: the font resource it names, its weight and its style.
  package struct Face: Sendable, Hashable {
    package var font: String
    package var weight: Int
    package var italic: Bool
  }

  /// A font file a text view may draw with: its path, and the weight and style its
  /// `<font-family>` gives it (a lone file is a regular upright face).
  struct File: Sendable, Hashable {
    var path: String
    var weight = 400
    var italic = false

    /// How far the face is from the style asked for, as the platform's font matching
    /// scores it: a hundred of weight counts one, the other slant two; the lowest wins.
    func distance(weight wanted: Int, italic wantsItalic: Bool) -> Int {
      abs(weight / 100 - wanted / 100) + (italic == wantsItalic ? 0 : 2)
    }
  }

  /// The resource a `<font-family>` file describes; nil (an error) for another root.
  static func read(_ document: AndroidDocument, file: String?) throws(DiagnosticError)
    -> FontResource
  {
    let root = document.root
    guard root.tag == "font-family" else {
      throw DiagnosticError(
        .error, code: .invalidAndroidLayout,
        message: "A font resource is a <font-family>, not <\(root.tag)>", file: file,
        range: root.range, hints: ["list its faces as <font android:font=\"@font/name\"/>"])
    }
    if let query = root.attribute("fontProviderQuery")?.value {
      return downloadable(query: query)
    }
    let faces = root.children.filter { $0.tag == "font" }.compactMap { font -> Face? in
      guard let reference = font.attribute("font")?.value, reference.hasPrefix("@font/") else {
        return nil
      }
      return Face(
        font: String(reference.dropFirst("@font/".count)),
        weight: font.attribute("fontWeight").flatMap { Int($0.value) } ?? 400,
        italic: font.attribute("fontStyle")?.value == "italic")
    }
    return .family(faces)
  }

  /// A provider's query: a family name (`Google Sans`), with a weight (`Google Sans:500`,
  /// also `:500italic`, `:bold`), or `name=Rubik&weight=500&italic=1`.
  static func downloadable(query: String) -> FontResource {
    guard query.contains("=") else {
      let parts = query.split(separator: ":", maxSplits: 1).map(String.init)
      let family = (parts.first ?? query).trimmingCharacters(in: " ")
      guard parts.count == 2 else {
        return .downloadable(family: family, weight: nil, italic: false)
      }
      let variant = parts[1].lowercased()
      let digits = variant.prefix { $0.isNumber }
      let weight = Int(digits) ?? (variant.hasPrefix("bold") ? 700 : nil)
      return .downloadable(family: family, weight: weight, italic: variant.hasSuffix("italic"))
    }
    var fields: [String: String] = [:]
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0].trimmingCharacters(in: " ")] = parts[1] }
    }
    return .downloadable(
      family: fields["name"] ?? query, weight: fields["weight"].flatMap { Int(Double($0) ?? 0) },
      italic: ["1", "true"].contains(fields["italic"] ?? ""))
  }
}
