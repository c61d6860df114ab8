import CommandSupport
import Foundation
import Layout
import TestSupport
import Testing

/// CSV files as spreadsheets write them: a byte-order mark, `;` or tab between fields, quoted
/// fields over several lines; and field names with invisible characters shown in messages.
@Suite struct BatchCSVTests {
  /// A folder holding a template and one data file, removed by the caller.
  func folder(data name: String, _ bytes: [UInt8]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    try #"<UILabel text="{name} {n}" font="12" textColor="black"/>"#.write(
      to: folder.appendingPathComponent("t.xml"), atomically: true, encoding: .utf8)
    try Data(bytes).write(to: folder.appendingPathComponent(name))
    return folder
  }

  func render(_ folder: URL, _ data: String, _ extra: [String] = []) -> CommandResult {
    runLayout(
      [
        "render", folder.path + "/t.xml", "--data", folder.path + "/" + data, "--out",
        folder.path + "/out/{#}-{name}.png", "--quiet", "--jobs", "1",
      ] + extra)
  }

  func outputs(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []).sorted()
  }

  /// The rows of a CSV text, through the Swift API.
  func rows(_ text: String, delimiter: UInt8? = nil) throws -> [DataRowRead] {
    let folder = try folder(data: "rows.csv", Array(text.utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try DataRows(path: folder.path + "/rows.csv", delimiter: delimiter)
    var read: [DataRowRead] = []
    while let row = try rows.read() { read.append(row) }
    return read
  }

  func values(_ read: DataRowRead) -> [String: Value]? {
    if case .row(let row) = read { return row.values }
    return nil
  }

  @Test func aByteOrderMarkIsDropped() throws {
    let folder = try folder(data: "rows.csv", [0xEF, 0xBB, 0xBF] + Array("name,n\nAda,1\n".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.csv")
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(outputs(folder) == ["1-Ada.png"])
  }

  @Test(arguments: [
    ("name;n\nAda;1\n\"Doe; Jane\";2\n", ";"), ("name\tn\nAda\t1\nDoe; Jane\t2\n", "\t"),
  ])
  func theDelimiterIsTheHeaderLines(_ text: String, _ delimiter: String) throws {
    let folder = try folder(data: "rows.csv", Array(text.utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.csv")
    #expect(result.exitCode == 0, "\(delimiter): \(result.errors)")
    #expect(outputs(folder) == ["1-Ada.png", "2-Doe; Jane.png"])
  }

  @Test func aDelimiterCanBeGiven() throws {
    let folder = try folder(data: "rows.csv", Array("name|n\nDoe, Jane|1\n".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.csv", ["--data-delimiter", "|"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(outputs(folder) == ["1-Doe, Jane.png"])
    let quote = render(folder, "rows.csv", ["--data-delimiter", "\""])
    #expect(quote.exitCode != 0)
    #expect(quote.errors.contains("--data-delimiter takes one character"), "\(quote.errors)")
    #expect(try rows("a\tb\n1\t2\n", delimiter: UInt8(ascii: "\t")).compactMap(values).count == 1)
  }

  @Test func quotedFieldsHoldLineBreaksAndQuotes() throws {
    let read = try rows("name;n\n\"Line 1\nLine \"\"2\"\"\";1\r\nB;2\n")
    #expect(read.count == 2)
    #expect(values(read[0])?["name"] == .string("Line 1\nLine \"2\""))
    #expect(values(read[1])?["name"] == .string("B"))
    guard case .row(let second) = read[1] else { return }
    #expect(second.line == 4, "the second row starts on the fourth line")
  }

  @Test func aMissingFieldShowsInvisibleCharacters() throws {
    let folder = try folder(data: "rows.csv", Array("name\u{200D},n \nAda,1\n".utf8))
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = render(folder, "rows.csv")
    #expect(result.exitCode == 1)
    #expect(
      result.errors.contains("Row 1: No field 'name' for the output path"), "\(result.errors)")
    #expect(result.errors.contains(#"fields: 'n', 'name\u{200D}'"#), "\(result.errors)")
    #expect(VisibleText.escaped("\u{FEFF}id ") == #"\u{FEFF}id\u{20}"#)
    #expect(VisibleText.escaped("a b\u{00A0}\t") == #"a b\u{A0}\t"#)
    #expect(VisibleText.escaped("Zoë 名前") == "Zoë 名前")
  }
}
