import LayoutCore

/// Reads Apple `.strings` files (`"key" = "value";`), as used for `strings.` keys.
///
/// Keys and values are quoted (or bare words of letters, digits and `_ . - $ : /`); escapes
/// `\" \\ \n \t \r \0` and `\U` followed by four hex digits are decoded; `/* */` and `//`
/// comments are skipped. Errors are located diagnostics with code `strings-syntax`.
package struct StringsFileParser {
  private let scalars: [Unicode.Scalar]
  private let file: String?
  private var index = 0
  private var line = 1
  private var column = 1

  package static func parse(_ text: String, file: String? = nil) throws(DiagnosticError)
    -> [String: String]
  {
    var parser = StringsFileParser(scalars: Array(text.unicodeScalars), file: file)
    return try parser.parseEntries()
  }

  private init(scalars: [Unicode.Scalar], file: String?) {
    self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
    self.file = file
  }

  private mutating func parseEntries() throws(DiagnosticError) -> [String: String] {
    var entries: [String: String] = [:]
    while try skipTrivia() {
      let key = try parseToken(what: "key")
      _ = try skipTrivia()
      let value: String
      if peek == "=" {
        advance()
        _ = try skipTrivia()
        value = try parseToken(what: "value")
        _ = try skipTrivia()
      } else {
        value = key
      }
      guard peek == ";" else { throw error("Expected ';' after the entry for \"\(key)\"") }
      advance()
      entries[key] = value
    }
    return entries
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// Skips whitespace and comments; returns whether any input is left.
  private mutating func skipTrivia() throws(DiagnosticError) -> Bool {
    while let scalar = peek {
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while let next = peek, next != "\n" { advance() }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = (line, column)
        advance()
        advance()
        while peek != nil, !(peek == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
        {
          advance()
        }
        guard peek != nil else { throw error("Unterminated comment", at: start) }
        advance()
        advance()
      } else {
        return true
      }
    }
    return false
  }

  private mutating func parseToken(what: String) throws(DiagnosticError) -> String {
    if peek == "\"" { return try parseQuoted() }
    var token = ""
    while let scalar = peek, Self.isBareCharacter(scalar) {
      token.unicodeScalars.append(scalar)
      advance()
    }
    guard !token.isEmpty else { throw error("Expected a quoted \(what)") }
    return token
  }

  private mutating func parseQuoted() throws(DiagnosticError) -> String {
    let start = (line, column)
    advance()
    var text = ""
    while let scalar = peek, scalar != "\"" {
      advance()
      guard scalar == "\\" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      text.unicodeScalars.append(try parseEscape())
    }
    guard peek != nil else { throw error("Unterminated string", at: start) }
    advance()
    return text
  }

  private mutating func parseEscape() throws(DiagnosticError) -> Unicode.Scalar {
    guard let escaped = peek else { throw error("Unterminated escape") }
    advance()
    switch escaped {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\0"
    case "U", "u":
      var digits = ""
      for _ in 0..<4 {
        guard let digit = peek, digit.properties.isASCIIHexDigit else {
          throw error("Expected four hex digits after \\\(escaped)")
        }
        digits.unicodeScalars.append(digit)
        advance()
      }
      guard let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) else {
        throw error("Invalid character \\\(escaped)\(digits)")
      }
      return scalar
    default: return escaped
    }
  }

  private static func isBareCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      || "_.-$:/".unicodeScalars.contains(scalar)
  }

  private func error(_ message: String, at position: (Int, Int)? = nil) -> DiagnosticError {
    let (line, column) = position ?? (self.line, self.column)
    return DiagnosticError(
      .error, code: .stringsSyntax, message: message, file: file,
      range: SourceRange(at: SourceLocation(line: line, column: column)))
  }
}
