import Foundation
import Hummingbird
import Layout

/// What a render request's query asks for that the template will not read, told in the
/// `X-Layout-Warning` response header (the preview page shows it above the render): on an
/// Android layout, which reads no state, any key that is not a setting; on a Layout XML or
/// EverLayout template, the Android settings (`qualifiers`, `viewState`). On those, every
/// other key is a state value.
enum QueryWarnings {
  /// The response header that carries the warnings, one sentence each, `; ` between them.
  static let header = HTTPFields.Element.Name("X-Layout-Warning")!

  /// The warnings about `query` for the template at `file`.
  static func of(_ query: RenderQuery, file: String) -> [String] {
    if TemplateSource.isAndroid(file) {
      let unknown = unique(query.stateKeys)
      guard !unknown.isEmpty else { return [] }
      let known = RenderQuery.settings.sorted().joined(separator: ", ")
      return [
        "unknown query \(unknown.count == 1 ? "key" : "keys") \(list(unknown)) ignored: an "
          + "Android layout reads no state; the keys are \(known)"
      ]
    }
    let androidOnly = unique(query.settingKeys.filter(RenderQuery.androidSettings.contains))
    guard !androidOnly.isEmpty else { return [] }
    let pronoun = androidOnly.count == 1 ? "it" : "them"
    return ["\(list(androidOnly)) ignored: only Android layouts read \(pronoun)"]
  }

  /// The warnings as one header value, or nil when there are none.
  static func headerValue(_ warnings: [String]) -> String? {
    warnings.isEmpty ? nil : warnings.joined(separator: "; ")
  }

  /// The keys, each once, in the order first sent.
  private static func unique(_ keys: [String]) -> [String] {
    var seen: Set<String> = []
    return keys.filter { seen.insert($0).inserted }
  }

  /// The keys quoted, with what a header cannot carry percent-encoded.
  private static func list(_ keys: [String]) -> String {
    var allowed = CharacterSet(
      charactersIn: Unicode.Scalar(UInt8(0x21))...Unicode.Scalar(UInt8(0x7E)))
    allowed.remove(charactersIn: "%'")
    return keys.map { "'" + ($0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "'" }
      .joined(separator: ", ")
  }
}
