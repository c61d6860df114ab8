import LayoutCore
import LayoutSyntax

/// An EverLayout layout as read (the Read stage of the EverLayout front-end): the layout
/// index's `name`, `root` view model and `templates`, with every value located in the file.
public struct EverLayoutDocument: Sendable {
  /// One view model: a view, its constraints, properties, z-index and subviews.
  package struct View: Sendable {
    /// The key as written (`"!title:UILabel"`, or `root`).
    package var key: String
    /// The view's id: the key without `!` and without `:Class`.
    package var id: String
    /// The class after `:`, when given.
    package var className: String?
    package var keyRange: SourceRange
    package var constraints: [ConstraintEntry] = []
    /// Property values as strings (numbers and booleans written as JSON are accepted too).
    package var properties: [(name: String, value: String, range: SourceRange)] = []
    package var zIndex = 0
    package var views: [View] = []
    package var templates: [String] = []
  }

  /// One `"attributes": value` entry of `constraints`, read into constraints.
  package struct ConstraintEntry: Sendable {
    package var attributes: String
    package var constraints: [WrittenConstraint]
    package var range: SourceRange
  }

  package var name: String?
  package var root: View
  package var templates: [String: View]
  /// Sub-layouts (`layouts`, EverLayout 0.1–0.4): layouts of their own, by name, in document
  /// order.
  package var sublayouts: [(name: String, layout: EverLayoutDocument)] = []
  package var file: String?

  /// The sub-layout of this name (or of a dotted path through sub-layouts of sub-layouts).
  package func sublayout(named name: String) -> EverLayoutDocument? {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard let found = sublayouts.first(where: { $0.name == parts[0] })?.layout else {
      return nil
    }
    return parts.count == 1 ? found : found.sublayout(named: parts[1])
  }

  /// Reads a layout; `data` fills `#{key}` placeholders in the text first, as EverLayout's
  /// data injection does (unknown placeholders stay as written). Malformed JSON is an error;
  /// what EverLayout would ignore (unknown attributes, values that do not parse) comes back
  /// as warnings.
  package static func read(_ text: String, file: String? = nil, data: [String: String] = [:])
    throws(DiagnosticError) -> (document: EverLayoutDocument, warnings: [Diagnostic])
  {
    let injected = try PlaceholderInjection.inject(data, into: text, file: file)
    let json = try JSONReader.read(injected, file: file)
    var reader = Reader(file: file)
    let document = try read(json, file: file, name: json["name"]?.string, reader: &reader)
    return (document, reader.warnings)
  }

  /// A layout index, and the sub-layouts in its `layouts`.
  private static func read(
    _ json: JSONNode, file: String?, name: String?, reader: inout Reader
  ) throws(DiagnosticError) -> EverLayoutDocument {
    guard case .object = json, let root = json["root"] else {
      throw DiagnosticError(
        .error, code: .invalidEverLayout, message: "An EverLayout layout needs a \"root\" view",
        file: file, range: json.range,
        hints: [#"write {"name": "…", "root": {"views": {…}}}"#])
    }
    var document = EverLayoutDocument(
      name: name, root: reader.view(key: "root", root, keyRange: root.range),
      templates: [:], file: file)
    if case .object(let members, _)? = json["templates"] {
      for member in members {
        document.templates[member.key] = reader.view(
          key: member.key, member.value, keyRange: member.keyRange)
      }
    }
    if case .object(let members, _)? = json["layouts"] {
      for member in members {
        let layout = try read(member.value, file: file, name: member.key, reader: &reader)
        document.sublayouts.append((member.key, layout))
      }
    }
    return document
  }

  /// Reads view models, collecting warnings.
  private struct Reader {
    let file: String?
    var warnings: [Diagnostic] = []
    /// Each shorthand parsed once, by its attribute list and text: layouts repeat the same
    /// few (`"left": "@super +16"`) across their views.
    var parsedShorthands: [ShorthandKey: ParsedShorthand] = [:]

    struct ShorthandKey: Hashable {
      let attributes: String
      let shorthand: String
    }

    typealias ParsedShorthand = (constraints: [WrittenConstraint], warnings: [ShorthandWarning])

    mutating func view(key: String, _ node: JSONNode, keyRange: SourceRange) -> View {
      let (id, className) = Self.name(key)
      var view = View(key: key, id: id, className: className, keyRange: keyRange)
      guard case .object(let members, _) = node else {
        warn("The view model of '\(key)' is not an object", at: node.range)
        return view
      }
      for member in members {
        switch member.key {
        case "constraints": view.constraints = constraints(member.value)
        case "properties": view.properties = properties(member.value)
        case "z-index":
          if let text = Self.text(member.value), let number = Int(text) {
            view.zIndex = number
          } else {
            warn("z-index must be a whole number", at: member.value.range)
          }
        case "views":
          guard case .object(let children, _) = member.value else {
            warn("views must be an object of view models", at: member.value.range)
            continue
          }
          view.views = children.map { self.view(key: $0.key, $0.value, keyRange: $0.keyRange) }
        case "template":
          if let name = member.value.string {
            view.templates = [name]
          } else if case .array(let names, _) = member.value {
            view.templates = names.compactMap(\.string)
          }
        default:
          warn(
            "Unknown key '\(member.key)' in a view model", at: member.keyRange,
            hint: Suggestions.closest(to: member.key, in: Self.keys).map { "did you mean '\($0)'?" }
              ?? "a view model has " + Self.keys.joined(separator: ", "))
        }
      }
      return view
    }

    /// The keys of a view model.
    static let keys = ["constraints", "properties", "z-index", "views", "template"]

    /// `"!title:UILabel"` → (`title`, `UILabel`); `"title"` → (`title`, nil).
    static func name(_ key: String) -> (id: String, className: String?) {
      let bare = key.hasPrefix("!") ? String(key.dropFirst()) : key
      guard let colon = bare.firstIndex(of: ":") else { return (bare, nil) }
      return (String(bare[..<colon]), String(bare[bare.index(after: colon)...]))
    }

    mutating func constraints(_ node: JSONNode) -> [ConstraintEntry] {
      guard case .object(let members, _) = node else {
        warn("constraints must be an object", at: node.range)
        return []
      }
      var entries: [ConstraintEntry] = []
      for member in members {
        let values: [JSONNode]
        if case .array(let elements, _) = member.value {
          values = elements
        } else {
          values = [member.value]
        }
        for value in values {
          let parsed: ParsedShorthand
          if case .number = value, let number = Self.text(value) {
            // A number written as JSON is the constant (EverLayout reads only strings).
            parsed = parse(member.key, shorthand: "+" + number)
          } else if let shorthand = Self.text(value) {
            parsed = parse(member.key, shorthand: shorthand)
          } else if case .object(let fields, _) = value {
            var strings: [String: String] = [:]
            for field in fields { strings[field.key] = Self.text(field.value) }
            parsed = ConstraintShorthand.parse(member.key, object: strings)
          } else {
            warn("Unrecognised constraint for '\(member.key)'", at: value.range)
            continue
          }
          for warning in parsed.warnings {
            warn(warning.message, at: value.range, hint: warning.hint)
          }
          entries.append(
            ConstraintEntry(
              attributes: member.key, constraints: parsed.constraints, range: value.range))
        }
      }
      return entries
    }

    /// `ConstraintShorthand.parse(attributes, shorthand:)`, once per distinct pair.
    private mutating func parse(_ attributes: String, shorthand: String) -> ParsedShorthand {
      let key = ShorthandKey(attributes: attributes, shorthand: shorthand)
      if let known = parsedShorthands[key] { return known }
      let parsed = ConstraintShorthand.parse(attributes, shorthand: shorthand)
      parsedShorthands[key] = parsed
      return parsed
    }

    mutating func properties(_ node: JSONNode) -> [(
      name: String, value: String, range: SourceRange
    )] {
      guard case .object(let members, _) = node else {
        warn("properties must be an object", at: node.range)
        return []
      }
      return members.compactMap { member in
        guard let text = Self.text(member.value) else {
          warn("The value of '\(member.key)' must be a string", at: member.value.range)
          return nil
        }
        return (member.key, text, member.value.range)
      }
    }

    /// A string value, or a number or boolean written as JSON (EverLayout reads only
    /// strings; they are accepted here).
    static func text(_ node: JSONNode) -> String? {
      switch node {
      case .string(let text, _): return text
      case .bool(let value, _): return value ? "true" : "false"
      case .number(let value, _):
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
      default: return nil
      }
    }

    mutating func warn(_ message: String, at range: SourceRange, hint: String? = nil) {
      warnings.append(
        Diagnostic(
          .warning, code: .everLayoutIgnored, message: message, file: file, range: range,
          hints: hint.map { [$0] } ?? []))
    }
  }
}
