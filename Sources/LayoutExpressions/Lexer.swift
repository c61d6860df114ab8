/// Splits the text of one expression into tokens (Behaviour.md §b1).
///
/// The lexer works on a slice of the attribute text so that token ranges are offsets into the
/// whole attribute. A `//` at the start of a token begins a comment that runs to the end.
struct Lexer {
  private let source: SourceText
  private let end: Int
  private var index: Int

  init(source: SourceText, range: Range<Int>) {
    self.source = source
    self.index = range.lowerBound
    self.end = range.upperBound
  }

  /// All tokens of the slice.
  mutating func tokenize() throws(SyntaxError) -> [Token] {
    var tokens: [Token] = []
    var spaceBefore = true
    while true {
      let skipped = skipWhitespace()
      spaceBefore = spaceBefore || skipped
      if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = skipped || atEnd }
      guard !atEnd else { break }
      let start = index
      let kind = try scanToken()
      tokens.append(
        Token(kind: kind, range: start..<index, spaceBefore: spaceBefore, spaceAfter: false))
      spaceBefore = false
    }
    return tokens
  }

  // MARK: - Scanning

  private var atEnd: Bool { index >= end || source.isCommentStart(at: index) }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position < end ? source.scalars[position] : nil
  }

  private mutating func skipWhitespace() -> Bool {
    let start = index
    while let scalar = peek(), isWhitespace(scalar) { index += 1 }
    return index > start
  }

  private mutating func scanToken() throws(SyntaxError) -> Token.Kind {
    let scalar = peek()!
    if let structural = structuralKind(scalar) {
      index += 1
      return structural
    }
    if CharacterClass.isDigit(scalar)
      || (scalar == "." && peek(1).map(CharacterClass.isDigit) == true)
    {
      return try scanNumber()
    }
    if CharacterClass.isIdentifierHead(scalar)
      || (scalar == "." && peek(1).map(CharacterClass.isIdentifierHead) == true)
    {
      return .identifier(scanIdentifier())
    }
    if scalar == "'" || scalar == "\"" || scalar == "`" {
      return try scanQuoted(delimiter: scalar)
    }
    if scalar == "." || scalar == "-" || CharacterClass.isOperator(scalar) {
      return .symbolOperator(scanOperator())
    }
    throw unexpectedCharacter()
  }

  private func structuralKind(_ scalar: Unicode.Scalar) -> Token.Kind? {
    switch scalar {
    case "(": return .openParen
    case ")": return .closeParen
    case "[": return .openBracket
    case "]": return .closeBracket
    case ",": return .comma
    default: return nil
    }
  }

  private mutating func unexpectedCharacter() -> SyntaxError {
    let start = index
    if peek() == "}" { return SyntaxError("Unexpected `}`", at: start..<start + 1) }
    while let scalar = peek(), !isWhitespace(scalar) { index += 1 }
    return .unexpectedToken(source.text(start..<index), at: start..<index)
  }

  // MARK: Numbers

  private mutating func scanNumber() throws(SyntaxError) -> Token.Kind {
    let start = index
    if peek() == "0", peek(1) == "x" {
      return try scanHexNumber(start: start)
    }
    scanDigits()
    if peek() == ".", let next = peek(1), CharacterClass.isDigit(next) {
      index += 1
      scanDigits()
    }
    scanExponent()
    let text = source.text(start..<index)
    guard let value = Double(text) else { throw .unexpectedToken(text, at: start..<index) }
    return .number(value)
  }

  private mutating func scanDigits() {
    while let scalar = peek(), CharacterClass.isDigit(scalar) { index += 1 }
  }

  private mutating func scanExponent() {
    guard peek() == "e" || peek() == "E" else { return }
    let signLength = (peek(1) == "+" || peek(1) == "-") ? 1 : 0
    guard let digit = peek(1 + signLength), CharacterClass.isDigit(digit) else { return }
    index += 1 + signLength
    scanDigits()
  }

  private mutating func scanHexNumber(start: Int) throws(SyntaxError) -> Token.Kind {
    index += 2
    var value = 0.0
    var digitCount = 0
    while let scalar = peek(), let digit = CharacterClass.hexValue(scalar) {
      value = value * 16 + Double(digit)
      digitCount += 1
      index += 1
    }
    guard digitCount > 0 else { throw .unexpectedToken("0x", at: start..<index) }
    return .number(value)
  }

  // MARK: Identifiers and operators

  /// An identifier, including dotted key paths (`parent.width`) and a single trailing `'`.
  private mutating func scanIdentifier() -> String {
    let start = index
    if peek() == "." { index += 1 }
    index += 1
    while let scalar = peek() {
      if CharacterClass.isIdentifierTail(scalar) {
        index += 1
      } else if scalar == ".", let next = peek(1), CharacterClass.isIdentifierTail(next) {
        index += 1
      } else {
        break
      }
    }
    if peek() == "'" { index += 1 }
    return source.text(start..<index)
  }

  /// A maximal operator run; a leading run of `.` or `-` may be followed by other operator
  /// characters. A run stops before a `//` comment.
  private mutating func scanOperator() -> String {
    let start = index
    if let first = peek(), first == "." || first == "-" {
      while peek() == first { index += 1 }
    }
    while let scalar = peek(), CharacterClass.isOperator(scalar),
      !(index > start && source.isCommentStart(at: index))
    {
      index += 1
    }
    return source.text(start..<index)
  }

  // MARK: Quoted text

  /// A `'...'` or `"..."` string literal, or a `` `...` `` escaped identifier.
  private mutating func scanQuoted(delimiter: Unicode.Scalar) throws(SyntaxError) -> Token.Kind {
    let start = index
    index += 1
    var text = ""
    while let scalar = peek(), scalar != delimiter {
      index += 1
      if scalar == "\\" {
        try text.unicodeScalars.append(scanEscape())
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    guard peek() == delimiter else {
      throw SyntaxError("Missing `\(delimiter)`", at: start..<index)
    }
    index += 1
    return delimiter == "`" ? .identifier(text) : .string(text)
  }

  /// The character after a backslash: `\0 \t \n \r \u{hex}`, anything else literally.
  private mutating func scanEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard let scalar = peek() else { return "\\" }
    index += 1
    switch scalar {
    case "0": return "\0"
    case "t": return "\t"
    case "n": return "\n"
    case "r": return "\r"
    case "u" where peek() == "{": return try scanUnicodeEscape()
    default: return scalar
    }
  }

  private mutating func scanUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
    let start = index
    index += 1
    var value: UInt32 = 0
    while let scalar = peek(), let digit = CharacterClass.hexValue(scalar), value < 0x110000 {
      value = value * 16 + UInt32(digit)
      index += 1
    }
    guard peek() == "}", index > start + 1, let result = Unicode.Scalar(value) else {
      throw .unexpectedToken(source.text(start..<min(index + 1, end)), at: start..<index)
    }
    index += 1
    return result
  }
}
