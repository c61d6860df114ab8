/// Character classes of the expression lexer (Behaviour.md §b1).
enum CharacterClass {
  /// Characters that form operator runs. `-` and `.` only start runs, so `5+-4` is `5 + -4`.
  static func isOperator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "/", "=", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", ":": return true
    default:
      guard scalar.value > 0x7F else { return false }
      switch scalar.properties.generalCategory {
      case .mathSymbol, .otherSymbol: return true
      default: return false
      }
    }
  }

  /// Characters that may start an identifier.
  static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "_", "#", "$", "@": return true
    default: return scalar.value > 0x7F && scalar.properties.isAlphabetic
    }
  }

  /// Characters that may continue an identifier.
  static func isIdentifierTail(_ scalar: Unicode.Scalar) -> Bool {
    if isIdentifierHead(scalar) || isDigit(scalar) { return true }
    guard scalar.value > 0x7F else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .decimalNumber: return true
    default: return false
    }
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  static func hexValue(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "0"..."9": return Int(scalar.value - 48)
    case "a"..."f": return Int(scalar.value - 87)
    case "A"..."F": return Int(scalar.value - 55)
    default: return nil
    }
  }
}
