import LayoutCore
import LayoutSyntax

/// Writes changed attribute values back as XML, keeping the entity and character references
/// the original value used: a value that had `&#160;` keeps writing that character as `&#160;`.
struct EntitySpellings {
  /// How each referenced character was written, first spelling first.
  private var spellings: [Character: String] = [:]

  /// Learns the references written in raw (undecoded) XML text.
  init(raw: String) {
    var rest = Substring(raw)
    while let ampersand = rest.firstIndex(of: "&") {
      rest = rest[ampersand...]
      guard let semicolon = rest.prefix(34).firstIndex(of: ";") else { break }
      let reference = String(rest[...semicolon])
      if let character = XmlText.character(forReference: reference), spellings[character] == nil {
        spellings[character] = reference
      }
      rest = rest[rest.index(after: semicolon)...]
    }
  }

  /// `text` escaped for a double-quoted attribute value.
  func attributeValue(_ text: String) -> String {
    escaped(text, quotes: true)
  }

  /// `text` escaped as character data.
  func text(_ text: String) -> String {
    escaped(text, quotes: false)
  }

  /// `text` with each character the source spelled as a reference spelled that way again,
  /// and `&`, `<` (and, in attribute values, `"`) escaped.
  private func escaped(_ text: String, quotes: Bool) -> String {
    XMLEscaping.escaped(text, quotes: quotes) { spellings[$0] }
  }
}
