/// An operator as written, with its position.
struct OperatorName {
  var name: String
  var range: Range<Int>
}

/// A node of the parsed expression tree, with the scalar range it covers.
struct Syntax {
  indirect enum Kind {
    case number(Double)
    case string(String)
    case identifier(String)
    /// An array literal `[a, b]`.
    case arrayLiteral([Syntax])
    /// A comma list `a, b`: elements that are arrays are flattened into the result.
    case commaList([Syntax])
    case prefix(OperatorName, Syntax)
    case postfix(OperatorName, Syntax)
    case infix(OperatorName, Syntax, Syntax)
    case ternary(condition: Syntax, then: Syntax, else: Syntax)
    /// `name(args)`.
    case call(name: String, arguments: [Syntax])
    /// `(expr)(args)` or `'format'(args)`.
    case callValue(Syntax, arguments: [Syntax])
    case subscripting(Syntax, index: Syntax)
  }

  var kind: Kind
  var range: Range<Int>
}
