import LayoutCore

/// Function calls and subscripts (Behaviour.md §b4).
extension Compiler {
  /// `name(args)`: a built-in function, `rgb`/`rgba` in color expressions, or a value from the
  /// context called as a function (a string is a printf format).
  mutating func compileCall(
    _ name: String, _ argumentSyntaxes: [Syntax], range: SourceRange
  ) throws(DiagnosticError) -> Evaluator {
    if let builtin = BuiltinFunction.all[name] {
      guard builtin.accepts(argumentCount: argumentSyntaxes.count) else {
        throw .expression(
          .unknownFunction, builtin.arityMessage(name: name), at: range)
      }
      return Self.builtinCall(builtin, name: name, try compileAll(argumentSyntaxes), range: range)
    }
    if type.readsColors, let arity = ColorFunction.arity(of: name) {
      guard argumentSyntaxes.count == arity else {
        throw .expression(
          .unknownFunction,
          "Function \(name)() expects \(arity) arguments", at: range)
      }
      return Self.colorCall(name, try compileAll(argumentSyntaxes), range: range)
    }
    recordSymbol(name)
    let arguments = try compileAll(argumentSyntaxes)
    return { context throws(DiagnosticError) in
      let callee: Value?
      do { callee = try context.value(of: name) } catch { throw .wrapping(error, at: range) }
      guard let callee else {
        throw .expression(
          .unknownFunction, "Unknown function \(name)()", at: range,
          hints: [
            "an app's function is a constant; to bind \(name) to a built-in one, declare it in "
              + "layout.json beside the template: {\"functions\": {\"\(name)\": \"uppercased\"}}"
          ])
      }
      return try Self.call(callee, with: Self.evaluateAll(arguments, context), range: range)
    }
  }

  /// `(expr)(args)` or `'format'(args)`.
  mutating func compileCallValue(
    _ calleeSyntax: Syntax, _ argumentSyntaxes: [Syntax], range: SourceRange
  ) throws(DiagnosticError) -> Evaluator {
    let callee = try compile(calleeSyntax)
    let arguments = try compileAll(argumentSyntaxes)
    return { context throws(DiagnosticError) in
      try Self.call(try callee(context), with: Self.evaluateAll(arguments, context), range: range)
    }
  }

  /// `base[index]`; a range index (`1...2`, `1..<3`, `1...`, `..<3`) slices.
  mutating func compileSubscript(
    _ baseSyntax: Syntax, _ indexSyntax: Syntax, range: SourceRange
  ) throws(DiagnosticError) -> Evaluator {
    let base = try compile(baseSyntax)
    let index = try compile(indexSyntax)
    let name = Subscripts.operatorName(of: baseSyntax)
    return { context throws(DiagnosticError) in
      try Subscripts.element(
        of: try base(context), at: try index(context), name: name, range: range)
    }
  }

  // MARK: - Helpers

  private static func builtinCall(
    _ builtin: BuiltinFunction, name: String, _ arguments: [Evaluator], range: SourceRange
  ) -> Evaluator {
    switch builtin {
    case .unary(let function):
      let argument = arguments[0]
      return { context throws(DiagnosticError) in
        .number(function(try number(argument(context), function: name, range: range)))
      }
    case .binary(let function):
      let (first, second) = (arguments[0], arguments[1])
      return { context throws(DiagnosticError) in
        let a = try number(first(context), function: name, range: range)
        let b = try number(second(context), function: name, range: range)
        return .number(function(a, b))
      }
    case .variadic(_, let function):
      return { context throws(DiagnosticError) in
        var numbers: [Double] = []
        for argument in arguments {
          numbers.append(try number(argument(context), function: name, range: range))
        }
        return .number(function(numbers))
      }
    }
  }

  private static func colorCall(
    _ name: String, _ arguments: [Evaluator], range: SourceRange
  ) -> Evaluator {
    { context throws(DiagnosticError) in
      var channels: [Double] = []
      for argument in arguments {
        let value = try argument(context)
        guard let channel = value.numericValue else {
          throw .expression(
            .expressionType,
            "Type mismatch: \(name)() expects numbers, not \(value.typeName)", at: range)
        }
        channels.append(channel)
      }
      return .color(ColorNames.rgba(channels))
    }
  }

  private static func number(
    _ value: Value, function name: String, range: SourceRange
  ) throws(DiagnosticError) -> Double {
    guard let number = value.numericValue else {
      throw .expression(
        .expressionType,
        "Argument of type \(value.typeName) is not compatible with function \(name)()",
        at: range)
    }
    return number
  }

  private static func evaluateAll(
    _ evaluators: [Evaluator], _ context: any EvaluationContext
  ) throws(DiagnosticError) -> [Value] {
    var values: [Value] = []
    for evaluator in evaluators { values.append(try evaluator(context)) }
    return values
  }

  /// Calls a value: strings are printf formats, functions are called; nothing else is
  /// callable.
  private static func call(
    _ callee: Value, with arguments: [Value], range: SourceRange
  ) throws(DiagnosticError) -> Value {
    if case .function(let function) = callee {
      do { return try function.body(arguments) } catch {
        throw .expression(.evaluationError, "\(function.name)(): \(error)", at: range)
      }
    }
    guard case .string(let format) = callee else {
      throw .expression(
        .expressionType, "Attempted to call \(callee.typeName) value", at: range)
    }
    return .string(try FormatString(format).apply(to: arguments, range: range))
  }
}
