import LayoutCore
import Testing

@testable import LayoutExpressions

/// What a table case expects: a value, a number within 1e-9, or an error containing a fragment.
enum Expected: Sendable {
  case value(Value)
  case approximately(Double)
  case error(String)
}

/// One table-driven case: the rule it pins, the attribute text, its type and the expectation.
struct Case: Sendable, CustomTestStringConvertible {
  var rule: String
  var source: String
  var type: ExpressionType
  var expected: Expected

  var testDescription: String { "\(rule) — `\(source)`" }

  /// Compiles and evaluates the case in a `TestContext` and checks the expectation.
  func check() {
    let result: Value
    do throws(DiagnosticError) {
      let compiled = try ExpressionCompiler.compile(
        source, as: type, at: LayoutCore.SourceLocation(line: 1, column: 1))
      result = try compiled.evaluate(in: TestContext())
    } catch {
      guard case .error(let fragment) = expected else {
        Issue.record("\(rule): `\(source)` failed with \(error.primary.message)")
        return
      }
      #expect(
        error.primary.message.contains(fragment), "\(rule): `\(source)` → \(error.primary.message)")
      return
    }
    switch expected {
    case .value(let value):
      #expect(result == value, "\(rule): `\(source)`")
    case .approximately(let number):
      guard case .number(let actual) = result else {
        Issue.record("\(rule): `\(source)` gave \(result)")
        return
      }
      #expect(abs(actual - number) < 1e-9, "\(rule): `\(source)` gave \(actual)")
    case .error(let fragment):
      Issue.record("\(rule): `\(source)` gave \(result), expected error '\(fragment)'")
    }
  }
}

/// A case expecting a value.
func yields(_ rule: String, _ source: String, _ type: ExpressionType = .any, _ value: Value)
  -> Case
{
  Case(rule: rule, source: source, type: type, expected: .value(value))
}

/// A case expecting a number within 1e-9.
func approximates(
  _ rule: String, _ source: String, _ type: ExpressionType = .any, _ number: Double
) -> Case {
  Case(rule: rule, source: source, type: type, expected: .approximately(number))
}

/// A case expecting an error whose message contains `fragment`.
func fails(_ rule: String, _ source: String, _ type: ExpressionType = .any, _ fragment: String)
  -> Case
{
  Case(rule: rule, source: source, type: type, expected: .error(fragment))
}

/// Symbols and references used by the table cases: horizontal `%` is of 200, vertical of 100,
/// `auto` is 50 wide and 25 high.
struct TestContext: EvaluationContext {
  static let symbols: [String: Value] = [
    "a": .number(1), "b": .number(2), "c": .number(3), "d": .number(4), "e": .number(5),
    "f": .number(6), "g": .number(7), "h": .number(8),
    "name": .string("Bob"), "flag": .bool(true), "width": .number(150),
    "parent.width": .number(320), "strings.Some text!": .string("Some text!"),
    "x'": .number(9), "foo.3": .number(3),
    "items": .array([.number(10), .number(20), .number(30)]),
    "greeting": .string("Hi %@"), "red": .number(255),
    "tintColor": .color(Color(red: 0, green: 1, blue: 0)), "level": .number(3),
    "nothing": .null,
    "themeFont": .font(FontDescriptor(family: "Avenir", size: 20, weight: .medium)),
    "origin": .point(Point(x: 3, y: 4)),
    "frame": .rect(Rect(x: 10, y: 20, width: 30, height: 40)),
    "padding": .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
    "card.size": .size(Size(width: 300, height: 200)),
    "user.name": .string("Ada"),
  ]

  func value(of symbol: String) throws -> Value? {
    if symbol == "top" {
      throw DiagnosticError(
        code: .selfReference,
        message: "Expression for top references a nonexistent symbol of the same name "
          + "(expressions cannot reference themselves)")
    }
    return KeyPathResolver.resolve(symbol) { Self.symbols[$0] }
  }

  func percentReference(_ axis: PercentAxis) throws -> Double {
    axis == .horizontal ? 200 : 100
  }

  func autoSize(_ axis: PercentAxis) throws -> Double {
    axis == .horizontal ? 50 : 25
  }

  var knownSymbols: [String] { Self.symbols.keys.sorted() }

  func colorAsset(named name: String) throws -> Color? {
    name == "myAsset" ? Color(white: 0.25) : nil
  }

  /// Families whose names contain grammar keywords, as on iOS, and ones that do not.
  static let fontFamilies: Set<String> = [
    "avenir next", "avenir next condensed", "dejavu sans mono", "liberation sans narrow",
  ]

  func isFontFamily(_ name: String) -> Bool {
    Self.fontFamilies.contains(name.lowercased())
  }
}

/// Shorthands for expected values.
func number(_ value: Double) -> Value { .number(value) }
func text(_ value: String) -> Value { .string(value) }
func numbers(_ values: Double...) -> Value { .array(values.map(Value.number)) }
