import LayoutCore
import Testing

@testable import LayoutExpressions

/// `ExpressionFormatter`: canonical spelling that keeps every expression's meaning.
@Suite struct FormattingTests {
  static let corpus =
    operatorCases + lexicalCases + functionCases + modeCases + valueCases + colorCases
    + fontCases + structCases + referenceCases

  /// The outcome of compiling and evaluating text: its value or its error message.
  private static func outcome(_ source: String, _ type: ExpressionType) -> String {
    do throws(DiagnosticError) {
      let compiled = try ExpressionCompiler.compile(
        source, as: type, at: SourceLocation(line: 1, column: 1))
      return "\(try compiled.evaluate(in: TestContext()))"
    } catch {
      return "error: " + error.primary.message
    }
  }

  @Test(arguments: corpus)
  func formattingKeepsTheOutcome(_ testCase: Case) throws {
    let formatter = ExpressionFormatter()
    guard let formatted = try? formatter.format(testCase.source, as: testCase.type) else {
      #expect(Self.outcome(testCase.source, testCase.type).hasPrefix("error: "))
      return
    }
    #expect(
      Self.outcome(formatted, testCase.type) == Self.outcome(testCase.source, testCase.type),
      "`\(testCase.source)` → `\(formatted)`")
    #expect(try formatter.format(formatted, as: testCase.type) == formatted)
  }

  @Test func expressionsAreSpelledCanonically() throws {
    let cases: [(String, ExpressionType, String)] = [
      ("10-5* 4", .number, "10 - 5 * 4"), ("a,b", .any, "a, b"), ("((a))", .number, "a"),
      ("a -(b+c)", .number, "a - (b + c)"), ("2*(3*4)", .number, "2 * (3 * 4)"),
      ("a==b==c", .bool, "a == b == c"), ("(a==b)==c", .bool, "(a == b) == c"),
      ("x?y:z?1:2", .any, "x ? y : z ? 1 : 2"), ("(x?y:z)?1:2", .any, "(x ? y : z) ? 1 : 2"),
      ("-(a)", .number, "-a"), ("-(a+b)", .number, "-(a + b)"), ("[1,2][0]", .any, "[1, 2][0]"),
      ("'%d'( 5 )", .string, "'%d'( 5 )"), ("{'%d'( 5 )}", .string, "{'%d'(5)}"),
      ("0x1F+.5", .number, "0x1F + .5"), ("`a b`+1", .number, "`a b` + 1"),
      ("a//note", .number, "a // note"), ("//off", .number, "//off"), ("", .number, ""),
      ("{ }", .string, "{}"), ("{//x}", .string, "{// x}"), ("#f00", .color, "#f00"),
      ("rgb(1,2,3)", .color, "rgb(1, 2, 3)"), ("Avenir {a+b}", .font, "Avenir {a + b}"),
    ]
    for (source, type, expected) in cases {
      #expect(try ExpressionFormatter().format(source, as: type) == expected, "`\(source)`")
    }
  }

  @Test func renamingTouchesIdentifiersAndKeyPathsOnly() throws {
    let formatter = ExpressionFormatter(renaming: SymbolRename(old: "user", new: "person"))
    let source = "user.name + 'user' + users + user(1) + other.user"
    #expect(
      try formatter.format(source, as: .any)
        == "person.name + 'user' + users + person(1) + other.user")
    #expect(try formatter.format("user {user}", as: .string) == "user {person}")
  }

  @Test func syntaxErrorsAreLocated() {
    #expect {
      try ExpressionFormatter().format(
        "1 + (2", as: .number, at: SourceLocation(line: 4, column: 9))
    } throws: { error in
      (error as? DiagnosticError)?.primary.range?.start
        == SourceLocation(line: 4, column: 13, offset: 4)
    }
  }
}
