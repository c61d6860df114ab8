import ArgumentParser
import Layout

/// `layout eval EXPRESSION`: evaluates one expression and prints its value as JSON.
struct EvalCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval", _superCommandName: "layout",
    abstract: "Evaluate an expression and print its value as one JSON value.",
    discussion: """
      --type chooses how the text is parsed: number, length, bool, string, attributed, color, \
      colors, \
      font, image, \
      point, size, rect, insets, array, any (the default), or an enum type such as \
      NSTextAlignment or UIViewContentMode. The expression is read as an attribute of a \
      root view of --class on a 375x812 canvas, so `50%`, `width` and `parent.width` work.

      Output: numbers, bools, strings and null as JSON; colours {"r","g","b","a"} (0-1); \
      fonts {"family","size","weight","traits"}; points {"x","y"}; sizes {"width","height"}; \
      rects {"x","y","width","height"}; insets {"top","left","bottom","right"}; images \
      {"image"}; attributed strings {"string", "runs": [{"range": [start, length], "traits": \
      [...], "alignment"}]} (ranges in Unicode scalars); enum values as their case names; \
      arrays as arrays; range values (1...3) as their text.

      In --state and --constants files, typed values use $-keys: {"$color": "#f00"}, \
      {"$font": "Courier 20"}, {"$image": "a.png"}, {"$attributed": "<b>hi</b>"}, \
      {"$point": [x, y]}, {"$size": [w, h]}, \
      {"$rect": [x, y, w, h]}, {"$insets": [top, left, bottom, right]}; null is nil.
      """)

  @Argument(help: "The expression text, as it would appear in an attribute.")
  var expression: String

  @Option(
    help: "How to parse and cast the expression (default any).",
    completion: .words(OptionValues.evalTypes))
  var type: String = "any"

  @Option(help: "JSON object of state values.", completion: .json)
  var state: String?

  @Option(
    help: "JSON object of constants (may be repeated; later files win).", completion: .json)
  var constants: [String] = []

  @Option(help: "Localized strings file for strings.Key symbols.", completion: .strings)
  var strings: String?

  @Option(name: .customLong("class"), help: "The view class the expression is written on.")
  var className: String = "UIView"

  func validate() throws {
    guard ExpressionEvaluation.type(named: type) != nil else {
      throw ValidationError(
        "Unknown --type '\(type)': use number, length, bool, string, attributed, color, font, "
          + "colors, image, point, size, rect, insets, array, any, or an enum type such as "
          + "NSTextAlignment")
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    var evaluation = ExpressionEvaluation(className: className)
    for file in constants {
      evaluation.constants.merge(try StateFile.read(file)) { _, later in later }
    }
    if let state { evaluation.state = try StateFile.read(state) }
    if let strings { evaluation.strings = try LocalizedStrings.read(strings) }
    let value = try evaluation.evaluate(
      expression, as: ExpressionEvaluation.type(named: type)!, renderer: try Renderer())
    console.print(value.jsonText)
    return ExitCode.success
  }
}
