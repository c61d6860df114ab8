import LayoutCore
import LayoutEngine
import LayoutExpressions
import LayoutSyntax
import LayoutViews

/// Evaluates a single expression outside a template, as `layout eval` does: as an attribute of
/// a root view of a chosen class, on a canvas, with state and constants in scope.
public struct ExpressionEvaluation {
  /// The class of the imaginary node the expression is written on.
  public var className: String
  public var canvas: Size
  public var state: [String: Value]
  public var constants: [String: Value]
  public var strings: [String: String] = [:]

  public init(
    className: String = "UIView", canvas: Size = Size(width: 375, height: 812),
    state: [String: Value] = [:], constants: [String: Value] = [:]
  ) {
    self.className = className
    self.canvas = canvas
    self.state = state
    self.constants = constants
  }

  /// The expression types `--type` accepts, by name.
  public static func type(named name: String) -> ExpressionType? {
    switch name {
    case "number": return .number
    case "length": return .length(.horizontal)
    case "bool": return .bool
    case "string": return .string
    case "attributed": return .attributedString
    case "color": return .color
    case "colors": return .colors
    case "font": return .font
    case "image": return .image
    case "point": return .point
    case "size": return .size
    case "rect": return .rect
    case "insets": return .insets
    case "any", "array": return .any
    default: return EnumerationTypes.type(named: name)
    }
  }

  /// Compiles and evaluates `source`, located as `<expression>:1:col` in messages.
  public func evaluate(_ source: String, as type: ExpressionType, renderer: Renderer)
    throws(DiagnosticError) -> Value
  {
    let file = "<expression>"
    let node = try LayoutTemplate(xml: "<\(className)/>", file: "<class>")
    do {
      let expression = try ExpressionCompiler.compile(
        source, as: type, at: SourceLocation(line: 1, column: 1))
      let input = SolveInput(
        canvas: canvas, state: state, constants: constants, strings: strings,
        measurer: renderer.measurer)
      return try LayoutSolver.evaluate(
        expression, property: "<expression>", in: node.compiled, input)
    } catch {
      throw DiagnosticError(error.diagnostics.map { $0.forExpression(file: file) })
    }
  }
}

extension Diagnostic {
  /// A copy located in the expression text rather than on the imaginary node.
  fileprivate func forExpression(file: String) -> Diagnostic {
    var copy = self
    copy.file = file
    copy.nodePath = nil
    copy.attribute = nil
    return copy
  }
}
