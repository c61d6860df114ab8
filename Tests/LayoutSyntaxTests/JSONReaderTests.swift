import LayoutCore
import LayoutSyntax
import Testing

/// JSON with positions and member order, for formats written in JSON.
@Suite struct JSONReaderTests {
  @Test func membersKeepTheirOrderAndPositions() throws {
    let node = try JSONReader.read("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\"]\n}")
    guard case .object(let members, let range) = node else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
    #expect(range.start.line == 1 && range.start.column == 1)
    #expect(members[1].keyRange.start.line == 3 && members[1].keyRange.start.column == 3)
    #expect(members[1].value.range.start.column == 8)
    guard case .array(let elements, _) = members[1].value else {
      Issue.record("not an array")
      return
    }
    #expect(elements[2].string == "x")
    #expect(node["b"].map { if case .number(1, _) = $0 { true } else { false } } == true)
  }

  @Test func stringsDecodeEscapesAndUnicode() throws {
    let node = try JSONReader.read(#"["a\"b\\\/\n\t\u00e9\ud83d\ude00", "é👋"]"#)
    guard case .array(let elements, _) = node else { return }
    #expect(elements[0].string == "a\"b\\/\n\té😀")
    #expect(elements[1].string == "é👋")
  }

  @Test func numbersParseAsDoubles() throws {
    let node = try JSONReader.read("[0, -1.5, 2e3, 1E-2]")
    guard case .array(let elements, _) = node else { return }
    let values = elements.compactMap { element -> Double? in
      if case .number(let value, _) = element { return value }
      return nil
    }
    #expect(values == [0, -1.5, 2000, 0.01])
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "Expected a member name in quotes"),
    ("{\n  \"a\" 1\n}", 2, 7, "Expected ':'"),
    ("[1, 2", 1, 6, "Expected ',' or ']'"),
    ("\"open", 1, 6, "Unterminated string"),
    ("{\"a\": tru}", 1, 10, "Unexpected character in 'true'"),
    ("[1] 2", 1, 5, "Unexpected text after the JSON value"),
    ("", 1, 1, "Unexpected end of JSON"),
    ("[\"\\q\"]", 1, 3, "Invalid escape"),
  ])
  func errorsAreLocated(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    do {
      _ = try JSONReader.read(text, file: "layout.json")
      Issue.record("\(text) read")
    } catch {
      #expect(error.primary.code == .invalidJSON)
      #expect(error.primary.message.contains(message), "\(error.primary.message)")
      #expect(error.primary.range?.start.line == line, "\(text)")
      #expect(error.primary.range?.start.column == column, "\(text)")
      #expect(error.primary.file == "layout.json")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: DiagnosticError.self) { try JSONReader.read(text) }
  }
}
