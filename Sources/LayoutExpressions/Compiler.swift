import LayoutCore

/// A compiled expression node: evaluates to a value in a context.
typealias Evaluator = @Sendable (any EvaluationContext) throws(DiagnosticError) -> Value

/// Turns a syntax tree into a tree of closures, resolving names, operators and functions once so
/// that evaluation does no string parsing or lookups by name (Behaviour.md §b2–§b6).
///
/// The compiler also records what the expression depends on: the symbols it reads and whether
/// it uses `%` or `auto`.
struct Compiler {
  let source: SourceText
  /// The type whose names (colors, enum cases, `auto`, `%`) are in scope.
  var type: ExpressionType
  private(set) var symbols: [String] = []
  private(set) var usesPercent = false
  private(set) var usesAuto = false
  /// Numbers symbols for contexts that resolve them by number; nil numbers them all -1.
  let symbolTable: SymbolTable?
  /// Whether the value depends on the font families the context has (see `FontTemplate`).
  private(set) var readsFontFamilies = false

  init(source: SourceText, type: ExpressionType, symbolTable: SymbolTable? = nil) {
    self.source = source
    self.type = type
    self.symbolTable = symbolTable
  }

  /// The evaluator for `syntax`, or a diagnostic for undefined operators, wrong arities and
  /// other problems visible before evaluation.
  mutating func compile(_ syntax: Syntax) throws(DiagnosticError) -> Evaluator {
    let range = source.sourceRange(syntax.range)
    switch syntax.kind {
    case .number(let number): return { _ in .number(number) }
    case .string(let text): return Self.constant(.string(text))
    case .identifier(let name): return compileIdentifier(name, range: range)
    case .arrayLiteral(let elements): return try compileArray(elements, flattening: false)
    case .commaList(let elements): return try compileArray(elements, flattening: true)
    case .prefix(let op, let operand): return try compilePrefix(op, operand)
    case .postfix(let op, let operand): return try compilePostfix(op, operand)
    case .infix(let op, let lhs, let rhs): return try compileInfix(op, lhs, rhs)
    case .ternary(let condition, let thenBranch, let elseBranch):
      return try compileTernary(condition, thenBranch, elseBranch)
    case .call(let name, let arguments):
      return try compileCall(name, arguments, range: range)
    case .callValue(let callee, let arguments):
      return try compileCallValue(callee, arguments, range: range)
    case .subscripting(let base, let index):
      return try compileSubscript(base, index, range: range)
    }
  }

  static func constant(_ value: Value) -> Evaluator {
    { _ in value }
  }

  mutating func compileAll(_ syntaxes: [Syntax]) throws(DiagnosticError) -> [Evaluator] {
    var evaluators: [Evaluator] = []
    for syntax in syntaxes { evaluators.append(try compile(syntax)) }
    return evaluators
  }

  // MARK: - Names

  private static let keywords: [String: Value] = [
    "true": .bool(true), "false": .bool(false), "nil": .null, "pi": .number(Double.pi),
  ]

  private mutating func compileIdentifier(_ name: String, range: SourceRange) -> Evaluator {
    if let keyword = Self.keywords[name] { return Self.constant(keyword) }
    if name == "auto", let axis = type.autoAxis { return compileAuto(axis, range: range) }
    if let value = typeSpecificValue(name) { return Self.constant(value) }
    if let color = ColorNames.classColor(name) { return Self.constant(.color(color)) }
    if type.readsColors, name.hasPrefix("#"), !name.contains(".") {
      // Not a symbol: a hex colour that does not parse (a constant, so reported on compiling).
      let error = DiagnosticError.expression(
        .expressionValue, "Invalid color literal '\(name)'", at: range,
        hints: ["write a hex colour as #rgb, #rgba, #rrggbb or #rrggbbaa"])
      return { _ throws(DiagnosticError) in throw error }
    }
    recordSymbol(name)
    let number = symbolTable?.number(for: name) ?? -1
    return { context throws(DiagnosticError) in
      let value: Value?
      do {
        value = try context.value(of: name, number: number)
      } catch {
        throw .wrapping(error, at: range)
      }
      guard let value else { throw Self.unknownSymbol(name, context: context, range: range) }
      return value
    }
  }

  /// Named colors in color expressions, case names in enum expressions and qualified UIKit font
  /// constants in font clauses (Behaviour.md §b8 step 2).
  private func typeSpecificValue(_ name: String) -> Value? {
    switch type {
    case .color, .colors:
      return ColorNames.color(named: name).map(Value.color)
    case .enumeration(let typeName, let cases):
      var caseName = name.hasPrefix(".") ? String(name.dropFirst()) : name
      for qualifier in EnumerationAliases.qualifiers(of: typeName)
      where caseName.hasPrefix(qualifier + ".") {
        caseName = String(caseName.dropFirst(qualifier.count + 1))
        break
      }
      return cases.contains(caseName) ? .string(caseName) : nil
    case .font:
      return FontSpecifier.qualifiedName(name).map(Value.string)
    default:
      return nil
    }
  }

  private mutating func compileAuto(_ axis: PercentAxis, range: SourceRange) -> Evaluator {
    usesAuto = true
    return { context throws(DiagnosticError) in
      do { return .number(try context.autoSize(axis)) } catch { throw .wrapping(error, at: range) }
    }
  }

  /// Notes that the value depends on the context's font families, so it is not folded into a
  /// constant at compile time, when no families are known.
  mutating func recordFontFamilyLookup() {
    readsFontFamilies = true
  }

  mutating func recordSymbol(_ name: String) {
    if !symbols.contains(name) { symbols.append(name) }
  }

  static func unknownSymbol(
    _ name: String, context: any EvaluationContext, range: SourceRange
  ) -> DiagnosticError {
    // A member of a property the view has (`layer.foobar`), in Layout's words.
    if let dot = name.firstIndex(of: "."), !name.hasPrefix("parent."),
      !name.hasPrefix("previous."), !name.hasPrefix("next."), !name.hasPrefix("#")
    {
      let base = String(name[..<dot])
      let member = String(name[name.index(after: dot)...])
      if ["frame", "bounds"].contains(base)
        || context.knownSymbols.contains(where: { $0 == base || $0.hasPrefix(base + ".") })
      {
        let members = context.knownSymbols.filter { $0.hasPrefix(base + ".") }
        let suggestion = Suggestions.closest(to: name, in: members)
        return .expression(
          .unknownSymbol, "Unknown property \(member) in \(base)", at: range,
          hints: suggestion.map { ["did you mean '\($0)'?"] } ?? [])
      }
    }
    let suggestion = Suggestions.closest(to: name, in: context.knownSymbols)
    return .expression(
      .unknownSymbol, "Unknown symbol '\(name)'", at: range,
      hints: suggestion.map { ["did you mean '\($0)'?"] } ?? [])
  }

  // MARK: - Arrays

  private mutating func compileArray(
    _ elements: [Syntax], flattening: Bool
  ) throws(DiagnosticError) -> Evaluator {
    let evaluators = try compileAll(elements)
    return { context throws(DiagnosticError) in
      var values: [Value] = []
      values.reserveCapacity(evaluators.count)
      for evaluator in evaluators {
        let value = try evaluator(context)
        if flattening, case .array(let nested) = value {
          values.append(contentsOf: nested)
        } else {
          values.append(value)
        }
      }
      return .array(values)
    }
  }

  // MARK: - Operators

  private mutating func compilePrefix(
    _ op: OperatorName, _ operandSyntax: Syntax
  ) throws(DiagnosticError) -> Evaluator {
    guard let operation = Operators.prefix[op.name] else {
      throw undefinedOperator("prefix", op)
    }
    let operand = try compile(operandSyntax)
    let range = source.sourceRange(op.range)
    return { context throws(DiagnosticError) in try operation(try operand(context), range) }
  }

  private mutating func compilePostfix(
    _ op: OperatorName, _ operandSyntax: Syntax
  ) throws(DiagnosticError) -> Evaluator {
    if op.name == "..." {
      let operand = try compile(operandSyntax)
      let range = source.sourceRange(op.range)
      return { context throws(DiagnosticError) in
        .range(
          try IndexRange.partial(try operand(context), name: "...", isPrefix: false, range: range))
      }
    }
    guard op.name == "%", let axis = type.percentAxis else {
      throw undefinedOperator("postfix", op)
    }
    usesPercent = true
    let operand = try compile(operandSyntax)
    let range = source.sourceRange(op.range)
    return { context throws(DiagnosticError) in
      let value = try operand(context)
      guard let number = value.numericValue else {
        throw .expression(
          .expressionType,
          "Argument of type \(value.typeName) is not compatible with postfix operator %",
          at: range)
      }
      do {
        return .number(number / 100 * (try context.percentReference(axis)))
      } catch {
        throw .wrapping(error, at: range)
      }
    }
  }

  private mutating func compileInfix(
    _ op: OperatorName, _ lhsSyntax: Syntax, _ rhsSyntax: Syntax
  ) throws(DiagnosticError) -> Evaluator {
    guard let operation = Operators.infix[op.name] else {
      throw undefinedOperator("infix", op)
    }
    let lhs = try compile(lhsSyntax)
    let rhs = try compile(rhsSyntax)
    let range = source.sourceRange(op.range)
    switch Operators.numericFastPaths[op.name] {
    case .arithmetic(let arithmetic)?:
      return { context throws(DiagnosticError) in
        let a = try lhs(context)
        let b = try rhs(context)
        if case .number(let x) = a, case .number(let y) = b { return .number(arithmetic(x, y)) }
        return try operation(a, b, range)
      }
    case .comparison(let comparison)?:
      return { context throws(DiagnosticError) in
        let a = try lhs(context)
        let b = try rhs(context)
        if case .number(let x) = a, case .number(let y) = b { return .bool(comparison(x, y)) }
        return try operation(a, b, range)
      }
    case nil:
      return { context throws(DiagnosticError) in
        try operation(try lhs(context), try rhs(context), range)
      }
    }
  }

  /// `c ? a : b` evaluates all three operands (Layout's evaluation is eager).
  private mutating func compileTernary(
    _ conditionSyntax: Syntax, _ thenSyntax: Syntax, _ elseSyntax: Syntax
  ) throws(DiagnosticError) -> Evaluator {
    let condition = try compile(conditionSyntax)
    let thenBranch = try compile(thenSyntax)
    let elseBranch = try compile(elseSyntax)
    let range = source.sourceRange(conditionSyntax.range)
    return { context throws(DiagnosticError) in
      let test = try condition(context)
      let whenTrue = try thenBranch(context)
      let whenFalse = try elseBranch(context)
      guard let number = test.numericValue else {
        throw .expression(
          .expressionType,
          "Argument of type \(test.typeName) is not compatible with ternary operator ?:",
          at: range)
      }
      return number != 0 ? whenTrue : whenFalse
    }
  }

  func undefinedOperator(_ fixity: String, _ op: OperatorName) -> DiagnosticError {
    .expression(
      .unknownOperator, "Undefined \(fixity) operator \(op.name)",
      at: source.sourceRange(op.range))
  }
}
