import Foundation
import LayoutCore
import LayoutExpressions
import LayoutSyntax

/// Reads state and constants from JSON: an object whose keys become symbols. Nested objects are
/// reachable by key path (`{"user": {"name": "Ada"}}` gives `user.name`).
public enum StateFile {
  /// Parses a JSON object into symbol values.
  public static func parse(_ bytes: [UInt8], file: String) throws(DiagnosticError)
    -> [String: Value]
  {
    guard case .object(let members) = try decode(bytes, file: file) else {
      throw DiagnosticError(
        .error, code: .invalidJSON, message: "State must be a JSON object", file: file,
        hints: ["write {\"name\": \"value\"}"])
    }
    var values: [String: Value] = [:]
    do {
      try flatten(members, prefix: "", into: &values)
    } catch {
      throw error.located(file: file)
    }
    return values
  }

  /// The JSON document in `bytes`; a syntax error is located at its line and column.
  private static func decode(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> JSONValue {
    try checkSyntax(bytes, file: file)
    do {
      return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch {
      let (message, location) = syntaxError(in: bytes) ?? (describe(error), nil)
      throw DiagnosticError(
        .error, code: .invalidJSON, message: "Invalid JSON: \(message)", file: file,
        range: location.map { SourceRange(at: $0) })
    }
  }

  /// The rows of a JSON array of objects (`render --data rows.json`), each its values or its
  /// own error (an element that is not an object, a bad `$`-typed value); throws when the
  /// file is not such an array.
  public static func parseRowResults(_ bytes: [UInt8], file: String) throws(DiagnosticError)
    -> [Result<[String: Value], DiagnosticError>]
  {
    guard case .array(let elements) = try decode(bytes, file: file) else {
      throw DiagnosticError(
        .error, code: .invalidData, message: "A .json data file is an array of objects",
        file: file, hints: ["write [{\"name\": \"Ada\"}, {\"name\": \"Grace\"}], or use .jsonl"])
    }
    return elements.map { element in
      guard case .object(let members) = element else {
        return .failure(
          DiagnosticError(
            .error, code: .invalidData, message: "The row is not a JSON object", file: file))
      }
      var values: [String: Value] = [:]
      do throws(DiagnosticError) {
        try flatten(members, prefix: "", into: &values)
      } catch {
        return .failure(error.located(file: file))
      }
      return .success(values)
    }
  }

  /// Reads a state or constants file.
  public static func read(_ path: String) throws(DiagnosticError) -> [String: Value] {
    try parse(
      FileAccess.read(path, what: "state file", limit: FileAccess.defaultSizeLimit), file: path)
  }

  /// Reads a state file found beside a template, which must be a regular file (a named pipe
  /// there is refused rather than waited on).
  public static func readRegularFile(_ path: String) throws(DiagnosticError) -> [String: Value] {
    try parse(
      FileAccess.readRegularFile(path, what: "state file", limit: FileAccess.defaultSizeLimit),
      file: path)
  }

  private static func flatten(
    _ members: [String: JSONValue], prefix: String, into values: inout [String: Value]
  ) throws(DiagnosticError) {
    for (key, member) in members {
      if let typed = try TypedJSONValue.decode(member, key: prefix + key) {
        values[prefix + key] = typed
      } else if case .object(let nested) = member {
        try flatten(nested, prefix: prefix + key + ".", into: &values)
      } else {
        values[prefix + key] = member.value
      }
    }
  }

  /// Refuses text that is not strict JSON, with the line, column and problem from the
  /// project's own reader rather than Foundation's decoder wording.
  private static func checkSyntax(_ bytes: [UInt8], file: String) throws(DiagnosticError) {
    do {
      _ = try JSONReader.read(String(decoding: bytes, as: UTF8.self), file: file)
    } catch {
      var error = error
      error.primary.code = .invalidJSON
      throw error
    }
  }

  /// Foundation's account of a syntax error ("Invalid value around character 18"), with the
  /// line and column of that character.
  private static func syntaxError(in bytes: [UInt8]) -> (String, SourceLocation)? {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      return nil
    } catch {
      let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      guard let marker = text.range(of: "around character "),
        let offset = Int(text[marker.upperBound...].prefix { $0.isNumber })
      else { return nil }
      var line = 1
      var column = 1
      for byte in bytes.prefix(offset) {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      let reason = String(text[..<marker.lowerBound]).trimmingCharacters(in: .whitespaces)
      return (reason, SourceLocation(line: line, column: column))
    }
  }

  private static func describe(_ error: Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey]
      return (underlying as? String) ?? context.debugDescription
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "the value of '\(keyPath(context.codingPath))' cannot be read "
        + "(a number must fit in a double)"
    default:
      return "the file cannot be read as JSON"
    }
  }

  private static func keyPath(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}

/// Any JSON value.
indirect enum JSONValue: Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The expression value. Objects (in arrays, say) become `Value.object`s; a `$`-typed one
  /// becomes its value, or stays an object when malformed.
  var value: Value {
    switch self {
    case .null: return .null
    case .object(let members):
      if let typed = (try? TypedJSONValue.decode(self, key: "")) ?? nil { return typed }
      return .object(members.mapValues(\.value))
    case .bool(let bool): return .bool(bool)
    case .number(let number): return .number(number)
    case .string(let string): return .string(string)
    case .array(let elements): return .array(elements.map(\.value))
    }
  }
}
