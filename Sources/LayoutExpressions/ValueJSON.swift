import LayoutCore

extension Value {
  /// The value as one JSON value, the encoding `layout eval` prints: numbers, bools, strings
  /// and null as themselves; colours `{"r","g","b","a"}` (0–1); fonts
  /// `{"family","size","weight","traits"}`; points `{"x","y"}`; sizes `{"width","height"}`;
  /// rects `{"x","y","width","height"}`; insets `{"top","left","bottom","right"}`; images
  /// `{"image": name}`; arrays as arrays; ranges as their text (`"1...3"`). Non-finite numbers print as strings (`"inf"`).
  public var jsonText: String {
    switch self {
    case .number(let number): return Self.json(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text): return Self.json(text)
    case .null: return "null"
    case .color(let color):
      return Self.object([
        ("r", Self.json(color.red)), ("g", Self.json(color.green)),
        ("b", Self.json(color.blue)), ("a", Self.json(color.alpha)),
      ])
    case .font(let font):
      let traits = font.traits.sorted().map { Self.json($0.rawValue) }
      return Self.object([
        ("family", Self.json(font.family)), ("size", Self.json(font.size)),
        ("weight", Self.json(font.weight.rawValue)),
        ("traits", "[" + traits.joined(separator: ",") + "]"),
      ])
    case .image(let name): return Self.object([("image", Self.json(name))])
    case .attributed(let text): return Self.json(text)
    case .point(let point):
      return Self.object([("x", Self.json(point.x)), ("y", Self.json(point.y))])
    case .size(let size):
      return Self.object([("width", Self.json(size.width)), ("height", Self.json(size.height))])
    case .rect(let rect):
      return Self.object([
        ("x", Self.json(rect.x)), ("y", Self.json(rect.y)),
        ("width", Self.json(rect.width)), ("height", Self.json(rect.height)),
      ])
    case .insets(let insets):
      return Self.object([
        ("top", Self.json(insets.top)), ("left", Self.json(insets.left)),
        ("bottom", Self.json(insets.bottom)), ("right", Self.json(insets.right)),
      ])
    case .array(let elements): return "[" + elements.map(\.jsonText).joined(separator: ",") + "]"
    case .object(let members):
      return Self.object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.jsonText) })
    case .range(let range): return Self.json(range.description)
    case .function(let function): return Self.json(function.name + "()")
    }
  }

  /// `{"string": …, "runs": [{"range": [start, length], "traits": […], "alignment": …}]}`.
  private static func json(_ text: AttributedText) -> String {
    let runs = text.runs.map { run in
      var members = [
        ("range", "[\(run.range.lowerBound),\(run.range.count)]"),
        ("traits", "[" + run.traits.names.map { json($0) }.joined(separator: ",") + "]"),
      ]
      if let alignment = run.alignment { members.append(("alignment", json(alignment.rawValue))) }
      return object(members)
    }
    return object([
      ("string", json(text.string)), ("runs", "[" + runs.joined(separator: ",") + "]"),
    ])
  }

  private static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { json($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  private static func json(_ number: Double) -> String {
    guard number.isFinite else {
      return number.isNaN ? "\"nan\"" : number > 0 ? "\"inf\"" : "\"-inf\""
    }
    return formatNumber(number)
  }

  private static func json(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
