/// Text with its invisible characters written out, so that two names that look the same in a
/// message can be told apart: a byte-order mark, zero-width and other format characters,
/// control characters, spaces other than the plain one, and spaces at either end appear as
/// `\u{FEFF}`-style escapes (tab, newline and carriage return as `\t`, `\n`, `\r`).
public enum VisibleText {
  /// `text` with its invisible characters escaped.
  public static func escaped(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let firstVisible = scalars.firstIndex { $0 != " " } ?? scalars.count
    let lastVisible = scalars.lastIndex { $0 != " " } ?? -1
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      let isEdgeSpace = scalar == " " && (index < firstVisible || index > lastVisible)
      result += isEdgeSpace || isInvisible(scalar) ? escape(scalar) : String(scalar)
    }
    return result
  }

  /// Whether a scalar shows as nothing, or as a plain space, where it is not one.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
      .surrogate:
      return true
    case .spaceSeparator: return scalar != " "
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\t": return "\\t"
    case "\n": return "\\n"
    case "\r": return "\\r"
    default:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
