/// One lexical token of an expression.
struct Token {
  enum Kind: Equatable {
    case number(Double)
    case identifier(String)
    case string(String)
    case symbolOperator(String)
    case openParen
    case closeParen
    case openBracket
    case closeBracket
    case comma
  }

  var kind: Kind
  /// Scalar offsets into the attribute text.
  var range: Range<Int>
  /// Whether whitespace (or the start of the expression) comes directly before the token.
  var spaceBefore: Bool
  /// Whether whitespace (or the end of the expression) comes directly after the token.
  var spaceAfter: Bool
}
