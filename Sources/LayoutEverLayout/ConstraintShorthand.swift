import LayoutCore

/// One constraint of an EverLayout view model as written, before views are looked up:
/// `"top right bottom left": "@super <8"` gives four.
package struct WrittenConstraint: Equatable, Sendable {
  /// A layout attribute of a view, with EverLayout's (and Auto Layout's) names.
  package enum Attribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    var isSize: Bool { self == .width || self == .height }
  }

  package enum Relation: String, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
  }

  package enum SizeClass: String, Sendable {
    case compact, regular
  }

  /// The attribute the constraint sets.
  package var attribute: Attribute
  package var relation: Relation = .equal
  /// The view named by `@`: `"super"` for the superview, else a view's id; nil when none was
  /// named.
  package var target: String?
  /// The attribute named after the target's id (`@header.bottom`); nil to use `attribute`.
  package var targetAttribute: Attribute?
  package var multiplier: Double = 1
  package var constant: Double = 0
  /// 1–1000; nil is required.
  package var priority: Double?
  package var identifier: String?
  package var horizontalSizeClass: SizeClass?
  package var verticalSizeClass: SizeClass?

  package init(attribute: Attribute) {
    self.attribute = attribute
  }
}

/// Something a constraint says that is ignored, and what it probably meant.
package struct ShorthandWarning: Equatable, Sendable, ExpressibleByStringInterpolation {
  package var message: String
  /// "did you mean …" for a misspelt attribute; nil when nothing is close.
  package var hint: String?

  package init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  package init(stringLiteral message: String) {
    self.init(message)
  }
}

/// EverLayout's constraint mini-language: an attribute list (`"top left"`, `"edges"`,
/// `"center"`) and a shorthand string (`"@header.bottom +10 %>= $750"`) or an object
/// (`{"to": "header", "attribute": "bottom", "constant": 10}`).
package enum ConstraintShorthand {
  /// The attributes an attribute list names, compound names expanded; unknown names are
  /// reported in `unknown`.
  package static func attributes(_ list: String) -> (
    attributes: [WrittenConstraint.Attribute], unknown: [String]
  ) {
    var attributes: [WrittenConstraint.Attribute] = []
    var unknown: [String] = []
    for token in ShorthandTokens(list).words {
      if let named = attributesByName[token] {
        attributes += named
      } else {
        unknown.append(token)
      }
    }
    return (attributes, unknown)
  }

  /// Each name an attribute list may use and the attributes it stands for.
  private static let attributesByName: [String: [WrittenConstraint.Attribute]] = {
    var names = Dictionary(
      uniqueKeysWithValues: WrittenConstraint.Attribute.allCases.map { ($0.rawValue, [$0]) })
    names["edges"] = [.top, .left, .bottom, .right]
    names["center"] = [.centerX, .centerY]
    names["margins"] = [.leftMargin, .rightMargin]
    return names
  }()

  /// The constraints of `"<attributes>": "<shorthand>"`, one per attribute, and warnings about
  /// what was ignored (as EverLayout goes on past them).
  package static func parse(_ list: String, shorthand: String) -> (
    constraints: [WrittenConstraint], warnings: [ShorthandWarning]
  ) {
    let (targets, unknown) = attributes(list)
    var warnings = unknown.map(unknownAttribute)
    let tokens = ShorthandTokens(shorthand)
    var template = WrittenConstraint(attribute: .left)
    if let at = tokens.value(UInt8(ascii: "@")) {
      (template.target, template.targetAttribute) = target(at, &warnings)
    }
    template.relation = relation(tokens.value(UInt8(ascii: "%")))
    if let times = tokens.value(UInt8(ascii: "*")) {
      template.multiplier = number(times, "multiplier", &warnings) ?? 1
    } else if let divide = tokens.value(UInt8(ascii: "/")) {
      template.multiplier = 1 / (number(divide, "multiplier", &warnings) ?? 1)
    }
    if let priority = tokens.value(UInt8(ascii: "$")) {
      template.priority = number(priority, "priority", &warnings)
    }
    template.identifier = tokens.value(UInt8(ascii: "!"))
    template.horizontalSizeClass = sizeClass(tokens.value(UInt8(ascii: "h")))
    template.verticalSizeClass = sizeClass(tokens.value(UInt8(ascii: "v")))
    let constant = self.constant(tokens, &warnings)
    let constraints = targets.map { attribute in
      var constraint = template
      constraint.attribute = attribute
      constraint.constant = constant.map { signed($0.value, $0.kind, for: attribute) } ?? 0
      return constraint
    }
    return (constraints, warnings)
  }

  /// The comprehensive form: `{"to", "attribute", "constant", "inset", "multiplier",
  /// "relation" (gte/lte), "priority", "identifier", "horizontalSizeClass",
  /// "verticalSizeClass"}`; numbers may be written as numbers or strings.
  package static func parse(_ list: String, object members: [String: String]) -> (
    constraints: [WrittenConstraint], warnings: [ShorthandWarning]
  ) {
    let (targets, unknown) = attributes(list)
    var warnings = unknown.map(unknownAttribute)
    var template = WrittenConstraint(attribute: .left)
    template.target = members["to"]
    template.targetAttribute = members["attribute"].flatMap(WrittenConstraint.Attribute.init)
    template.relation =
      members["relation"] == "gte"
      ? .greaterOrEqual : members["relation"] == "lte" ? .lessOrEqual : .equal
    template.multiplier = members["multiplier"].flatMap { number($0, "multiplier", &warnings) } ?? 1
    template.priority = members["priority"].flatMap { number($0, "priority", &warnings) }
    template.identifier = members["identifier"]
    template.horizontalSizeClass = members["horizontalSizeClass"].flatMap(
      WrittenConstraint.SizeClass.init)
    template.verticalSizeClass = members["verticalSizeClass"].flatMap(
      WrittenConstraint.SizeClass.init)
    let constant = members["constant"].flatMap { number($0, "constant", &warnings) }
    let inset = members["inset"].flatMap { number($0, "inset", &warnings) }
    let constraints = targets.map { attribute in
      var constraint = template
      constraint.attribute = attribute
      if let constant {
        constraint.constant = constant
      } else if let inset {
        constraint.constant = signed(inset, "<", for: attribute)
      }
      return constraint
    }
    return (constraints, warnings)
  }

  /// The names an attribute list may use: the attributes and the compounds.
  package static let attributeNames =
    WrittenConstraint.Attribute.allCases.map(\.rawValue) + ["edges", "center", "margins"]

  /// "did you mean …" for an attribute name that is none, when one is close.
  package static func suggestion(forAttribute name: String) -> String? {
    Suggestions.closest(to: name, in: attributeNames).map { "did you mean '\($0)'?" }
  }

  private static func unknownAttribute(_ name: String) -> ShorthandWarning {
    ShorthandWarning("Unknown attribute '\(name)'", hint: suggestion(forAttribute: name))
  }

  // MARK: - Tokens

  private static func target(_ text: String, _ warnings: inout [ShorthandWarning]) -> (
    String, WrittenConstraint.Attribute?
  ) {
    guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (text, nil) }
    let view = String(text[..<dot])
    let name = String(text[text.utf8.index(after: dot)...])
    let attribute = WrittenConstraint.Attribute(rawValue: name)
    if attribute == nil {
      warnings.append(
        ShorthandWarning(
          "Unknown attribute '\(name)' of @\(view)", hint: suggestion(forAttribute: name)))
    }
    return (view, attribute)
  }

  private static func relation(_ text: String?) -> WrittenConstraint.Relation {
    switch text {
    case "<=": return .lessOrEqual
    case ">=": return .greaterOrEqual
    default: return .equal
    }
  }

  private static func sizeClass(_ text: String?) -> WrittenConstraint.SizeClass? {
    switch text {
    case "c": return .compact
    case "r": return .regular
    default: return nil
    }
  }

  /// The constant's value and modifier: the first `+` token, else `-`, else `<` (inset), else
  /// `>` (offset). A value that does not parse is 0, with a warning.
  private static func constant(_ tokens: ShorthandTokens, _ warnings: inout [ShorthandWarning])
    -> (value: Double, kind: Character)?
  {
    for byte in "+-<>".utf8 {
      guard let text = tokens.value(byte) else { continue }
      let kind = Character(Unicode.Scalar(byte))
      guard let value = Double(text) else {
        warnings.append("Invalid value for constant: \(kind)\(text)")
        return (0, kind)
      }
      return (value, kind)
    }
    return nil
  }

  /// The constant as the attribute reads it: `-n` is negative; an inset `<n` pushes right,
  /// bottom, width, height and rightMargin inwards (negative), others positive; an offset `>n`
  /// is negative for left, top, width and height.
  static func signed(_ value: Double, _ kind: Character, for attribute: WrittenConstraint.Attribute)
    -> Double
  {
    switch (kind, attribute) {
    case ("-", _): return -value
    case ("<", .right), ("<", .bottom), ("<", .width), ("<", .height), ("<", .rightMargin):
      return -value
    case (">", .left), (">", .top), (">", .width), (">", .height): return -value
    default: return value
    }
  }

  private static func number(_ text: String, _ what: String, _ warnings: inout [ShorthandWarning])
    -> Double?
  {
    guard let value = Double(text) else {
      warnings.append("Invalid value for \(what): \(text)")
      return nil
    }
    return value
  }
}

/// The words of a shorthand or an attribute list, separated by spaces, found in one pass over
/// its bytes (a layout has a few of these for every view).
private struct ShorthandTokens {
  private let text: String
  private var ranges: [Range<String.Index>] = []

  init(_ text: String) {
    self.text = text
    let bytes = text.utf8
    let space = UInt8(ascii: " ")
    var start = bytes.startIndex
    while start < bytes.endIndex {
      if bytes[start] == space {
        start = bytes.index(after: start)
        continue
      }
      var end = bytes.index(after: start)
      while end < bytes.endIndex, bytes[end] != space { end = bytes.index(after: end) }
      ranges.append(start..<end)
      start = end
    }
  }

  /// The words in order.
  var words: [String] { ranges.map { String(decoding: text.utf8[$0], as: UTF8.self) } }

  /// What follows `marker` in the first word that starts with it (`@header.bottom` for `@`
  /// gives `header.bottom`).
  func value(_ marker: UInt8) -> String? {
    guard let range = ranges.first(where: { text.utf8[$0.lowerBound] == marker }) else {
      return nil
    }
    let bytes = text.utf8[text.utf8.index(after: range.lowerBound)..<range.upperBound]
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension WrittenConstraint {
  /// The view and attribute the constraint relates to, as EverLayout infers them once the
  /// layout's ids are known: `@super` is the superview; an id the layout does not have
  /// leaves the target unset (the solver reports it first); a width or height with no
  /// target is a constant size; any other attribute with no target relates to the
  /// superview's same attribute.
  package func resolved(knownIDs: Set<String>) -> (target: String?, attribute: Attribute?) {
    var view: String?
    if target == "super" {
      view = "super"
    } else if let target, knownIDs.contains(target) {
      view = target
    }
    if attribute.isSize && view == nil { return (nil, nil) }
    return (view ?? "super", targetAttribute ?? attribute)
  }
}
