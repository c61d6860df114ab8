import CommandSupport
import Foundation
import TestSupport
import Testing

/// `--diagnostics json`: every line on standard error is an object that
/// Docs/diagnostics.schema.json accepts, for render, check, test and format --check.
@Suite struct DiagnosticJSONTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var schema: [String: Any] {
    let url = root.appendingPathComponent("Docs/diagnostics.schema.json")
    let data = (try? Data(contentsOf: url)) ?? Data()
    return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }

  /// The JSON objects of the lines of `text`, failing on any line that is not one.
  func objects(_ text: String) -> [Any] {
    text.split(separator: "\n").compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(object != nil, "not JSON: \(line)")
      return object
    }
  }

  func expectValid(_ text: String, _ command: String) {
    let found = objects(text)
    #expect(!found.isEmpty, "\(command) printed no diagnostics")
    for object in found {
      let problems = SchemaCheck(root: Self.schema).problems(of: object)
      #expect(problems.isEmpty, "\(command): \(problems) in \(object)")
    }
  }

  @Test func renderAndCheckPrintSchemaValidLines() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.xml")
    try
      #"<UIView><UILabel text="{missing}" nope="1"/><UIView left="0" right="1" width="1"/></UIView>"#
      .write(to: file, atomically: true, encoding: .utf8)
    let check = runLayout(["check", "--diagnostics", "json", file.path])
    #expect(check.exitCode == 1)
    expectValid(check.errors, "check")
    let render = runLayout([
      "render", "--diagnostics", "json", file.path, "-o",
      folder.appendingPathComponent("x.png").path,
    ])
    #expect(render.exitCode == 1)
    expectValid(render.errors, "render")
    let first = objects(render.errors).first as? [String: Any]
    #expect(first?["file"] as? String == file.path)
    #expect(first?["line"] as? Int == 1 && first?["path"] as? String == "UIView/UILabel")
  }

  @Test func formatCheckAndTestPrintSchemaValidLines() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"<UIView   width="10"   height="10"/>"#.write(
      to: folder.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
    let format = runLayout(["format", "--check", "--diagnostics", "json", folder.path])
    #expect(format.exitCode == 1)
    expectValid(format.errors.split(separator: "\n").dropLast().joined(separator: "\n"), "format")
    try #"{"threshold": "high"}"#.write(
      to: folder.appendingPathComponent("layout-test.json"), atomically: true, encoding: .utf8)
    let test = runLayout(["test", "--diagnostics", "json", folder.path])
    #expect(test.exitCode != 0)
    expectValid(test.errors, "test")
  }

  @Test func colorAlwaysColoursAndPipesGetPlainText() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.xml")
    try #"<UIView nope="1"/>"#.write(to: file, atomically: true, encoding: .utf8)
    let colored = runLayout(["check", "--color", "always", file.path])
    #expect(colored.errors.contains("\u{1B}[1;31merror:\u{1B}[0m Unknown property nope"))
    for arguments in [["check", file.path], ["check", "--color", "never", file.path]] {
      let plain = runLayout(arguments)
      #expect(plain.errors.contains("error: Unknown property nope"))
      #expect(!plain.errors.contains("\u{1B}"), "\(arguments)")
    }
    #expect(runLayout(["check", "--color", "sometimes", file.path]).exitCode == 2)
  }

  @Test func theSchemaCheckRejectsWhatTheSchemaForbids() {
    let check = SchemaCheck(root: Self.schema)
    #expect(
      !check.problems(of: ["severity": "fatal", "code": "x", "message": "", "hints": []]).isEmpty)
    #expect(!check.problems(of: ["code": "x", "message": "", "hints": []]).isEmpty)
    #expect(
      !check.problems(of: [
        "severity": "error", "code": "x", "message": "", "hints": [], "extra": 1,
      ]).isEmpty)
    #expect(
      check.problems(of: ["severity": "note", "code": "x", "message": "m", "hints": ["h"]]).isEmpty)
  }
}

/// A check of a JSON value against the parts of JSON Schema the diagnostics schema uses:
/// `type`, `required`, `properties`, `additionalProperties: false`, `enum`, `minimum`, `items`
/// and `$ref: "#"`.
struct SchemaCheck {
  let root: [String: Any]

  func problems(of value: Any, against schema: [String: Any]? = nil, at path: String = "$")
    -> [String]
  {
    var schema = schema ?? root
    if schema["$ref"] as? String == "#" { schema = root }
    var found: [String] = []
    if let type = schema["type"] as? String, !Self.matches(value, type) {
      return ["\(path) is not a \(type)"]
    }
    if let allowed = schema["enum"] as? [String], let text = value as? String,
      !allowed.contains(text)
    {
      found.append("\(path) is not one of \(allowed)")
    }
    if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
      found.append("\(path) is below \(minimum)")
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        found.append("\(path).\(key) is missing")
      }
      for (key, member) in object {
        guard let memberSchema = properties[key] as? [String: Any] else {
          if schema["additionalProperties"] as? Bool == false {
            found.append("\(path).\(key) is not allowed")
          }
          continue
        }
        found += problems(of: member, against: memberSchema, at: path + "." + key)
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() {
        found += problems(of: item, against: items, at: "\(path)[\(index)]")
      }
    }
    return found
  }

  static func matches(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "integer": return value is Int
    default: return true
    }
  }
}
