import LayoutCore
import Testing

@testable import LayoutEverLayout

@Suite struct PlaceholderInjectionTests {
  @Test func placeholdersAreFilledOnceAndUnknownOnesStay() throws {
    let text = ##"{"a": "#{name} #{missing} #{name}", "b": "#{other}"}"##
    let data = ["name": "#{other}", "other": "X"]
    let injected = try PlaceholderInjection.inject(data, into: text, file: "l.json")
    // A value is not scanned again: `#{other}` from `name`'s value stays as written.
    #expect(injected == ##"{"a": "#{other} #{missing} #{other}", "b": "X"}"##)
  }

  @Test func aLongValueInManyPlaceholdersIsAResourceLimit() {
    let text = String(repeating: "#{big}", count: 8)
    let data = ["big": String(repeating: "x", count: 1 << 20)]
    #expect {
      try PlaceholderInjection.inject(data, into: text, file: "l.json")
    } throws: { error in
      let diagnostic = (error as? DiagnosticError)?.primary
      return diagnostic?.code == .resourceLimit && diagnostic?.file == "l.json"
    }
  }

  @Test func manyOpeningsWithoutAClosingBraceStayAsWritten() throws {
    let text = String(repeating: "#{", count: 100_000)
    #expect(try PlaceholderInjection.inject(["k": "v"], into: text, file: nil) == text)
  }

  @Test func readingALayoutGoesThroughTheBudget() {
    let text = String(repeating: "#{s}", count: 100)
    let layout = ##"{"root": {"properties": {"text": "\##(text)"}}}"##
    #expect(throws: DiagnosticError.self) {
      try EverLayoutDocument.read(layout, data: ["s": String(repeating: "y", count: 64 << 10)])
    }
  }
}
