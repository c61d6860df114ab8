import CommandSupport
import Foundation
import TestSupport
import Testing

/// `layout eval` prints every value type as one JSON value, and errors with a location.
@Suite struct EvalCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let output: String
    var exitCode: Int32 = 0
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["1 + 2 * 3"], output: "7"),
    Case(arguments: ["--type", "number", "10 / 4"], output: "2.5"),
    Case(arguments: ["--type", "length", "50% - 10"], output: "177.5"),
    Case(arguments: ["--type", "bool", "1 < 2 && 3 > 4"], output: "false"),
    Case(arguments: ["--type", "string", "Total: {2 * 21}"], output: "\"Total: 42\""),
    Case(
      arguments: ["--type", "color", "#ff000080"],
      output: "{\"r\":1,\"g\":0,\"b\":0,\"a\":0.5019607843137255}"),
    Case(
      arguments: ["--type", "font", "Courier 20 bold italic"],
      output: "{\"family\":\"Courier\",\"size\":20,\"weight\":\"bold\",\"traits\":[\"italic\"]}"),
    Case(arguments: ["--type", "image", "logo.png"], output: "{\"image\":\"logo.png\"}"),
    Case(arguments: ["--type", "point", "p"], output: "{\"x\":3,\"y\":4}"),
    Case(arguments: ["--type", "size", "s"], output: "{\"width\":5,\"height\":6}"),
    Case(arguments: ["--type", "rect", "r"], output: "{\"x\":1,\"y\":2,\"width\":3,\"height\":4}"),
    Case(
      arguments: ["--type", "insets", "i"],
      output: "{\"top\":1,\"left\":2,\"bottom\":3,\"right\":4}"),
    Case(arguments: ["--type", "array", "[1, 'a', true, nil]"], output: "[1,\"a\",true,null]"),
    Case(arguments: ["--type", "NSTextAlignment", "center"], output: "\"center\""),
    Case(
      arguments: ["--type", "colors", "red, #0000ff"],
      output: "[{\"r\":1,\"g\":0,\"b\":0,\"a\":1},{\"r\":0,\"g\":0,\"b\":1,\"a\":1}]"),
    Case(
      arguments: ["--type", "UIViewContentMode", "scaleAspectFit"], output: "\"scaleAspectFit\""),
    Case(arguments: ["--class", "UILabel", "numberOfLines + 1"], output: "2"),
    Case(arguments: ["name + '!'"], output: "\"Ada!\""),
    Case(arguments: ["origin.x"], output: "3"),
    Case(
      arguments: ["--type", "attributed", "Hi <b>{name}</b>!"],
      output: "{\"string\":\"Hi Ada!\",\"runs\":[{\"range\":[0,3],\"traits\":[]},"
        + "{\"range\":[3,3],\"traits\":[\"bold\"]},{\"range\":[6,1],\"traits\":[]}]}"),
    Case(
      arguments: ["--type", "attributed", "plain {name}"],
      output: "{\"string\":\"plain Ada\",\"runs\":[{\"range\":[0,9],\"traits\":[]}]}"),
    Case(
      arguments: ["--type", "attributed", "<i>{html}</i>"],
      output: "{\"string\":\"x y\",\"runs\":[{\"range\":[0,2],\"traits\":[\"italic\"]},"
        + "{\"range\":[2,1],\"traits\":[\"bold\",\"italic\"]}]}"),
    Case(
      arguments: ["--type", "attributed", "<center>{tagged}</center>"],
      output: "{\"string\":\"a<b\",\"runs\":[{\"range\":[0,3],\"traits\":[],"
        + "\"alignment\":\"center\"}]}"),
    Case(
      arguments: ["--type", "font", "{f} 25"],
      output: "{\"family\":\"Menlo\",\"size\":25,\"weight\":\"regular\",\"traits\":[]}"),
  ]

  static let stateJSON = """
    {"name": "Ada", "p": {"$point": [3, 4]}, "s": {"$size": [5, 6]},
     "r": {"$rect": [1, 2, 3, 4]}, "i": {"$insets": [1, 2, 3, 4]},
     "origin": {"$point": [3, 9]}, "f": {"$font": "Menlo 12"}, "html": "x <b>y</b>",
     "tagged": "a&lt;b"}
    """

  @Test(arguments: cases)
  func printsJSON(_ testCase: Case) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state.json").path
    try Self.stateJSON.write(toFile: state, atomically: true, encoding: .utf8)
    let result = runLayout(["eval", "--state", state] + testCase.arguments)
    #expect(result.exitCode == testCase.exitCode, "\(result.errors)")
    #expect(result.output == testCase.output + "\n")
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var exitCode: Int32 = 1
    var testDescription: String { message }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(arguments: ["1 +"], message: "<expression>:1:3: error: Undefined postfix operator +"),
    ErrorCase(arguments: ["nmae"], message: "<expression>:1:1: error: Unknown symbol 'nmae'"),
    ErrorCase(
      arguments: ["pow(2)"], message: "<expression>:1:1: error: Function pow() expects 2 arguments"),
    ErrorCase(arguments: ["--type", "color", "#12"], message: "<expression>:1:1: error:"),
    ErrorCase(
      arguments: ["--type", "number", "'a' / 2"],
      message:
        "<expression>:1:5: error: Arguments of type (String, Double) are not compatible with infix operator /"
    ),
    ErrorCase(
      arguments: ["--type", "nope", "1"], message: "error: Unknown --type 'nope'", exitCode: 2),
    ErrorCase(
      arguments: ["--type", "attributed", "<b>open"],
      message: "<expression>:1:1: error: Element <b> is not closed"),
  ]

  @Test func subcommandsHaveTheirOwnHelp() {
    for command in ["render", "eval", "fonts", "test", "bench", "diff"] {
      let result = runLayout([command, "--help"])
      #expect(result.exitCode == 0)
      #expect(result.output.contains("USAGE: layout \(command)"), "\(result.output)")
    }
  }

  @Test func subcommandHelpIsTheWholeCommandsHelp() {
    for command in ["render", "test", "serve"] {
      let result = runLayout([command, "--help"])
      let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      // Made from `layout` down to the subcommand, so the root's --version is listed.
      #expect(words.contains("--version Show the version."), "\(result.output)")
      // The default number of jobs is the machine's, said in words rather than as a number.
      #expect(words.contains("the number of cores)."))
      #expect(!words.contains("cores). (default:"))
    }
  }

  @Test(arguments: errorCases)
  func reportsLocatedErrors(_ testCase: ErrorCase) {
    let result = runLayout(["eval"] + testCase.arguments)
    #expect(result.exitCode == testCase.exitCode)
    #expect(result.errors.hasPrefix(testCase.message), "got: \(result.errors)")
    #expect(result.output.isEmpty)
  }
}
