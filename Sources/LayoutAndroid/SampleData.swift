import LayoutCore

/// Design-time sample data, as Android Studio's preview fills views with it:
/// `@tools:sample/…` from the project's own deterministic lists (names, cities, dates, lorem
/// ipsum, and pictures drawn as coloured shapes for avatars and backgrounds), and `@sample/…`
/// from the app's `sampledata/` folder (a text file's lines; a JSON file's values by path,
/// `@sample/courses.json/data/name` the `name` of each element of `data`). The `n`-th row of
/// a list (`tools:listitem`) takes the `n`-th value, wrapping round; `[i]` picks one value.
package struct SampleData: Sendable {
  /// A JSON document's values.
  package indirect enum JSON: Sendable {
    case object([String: JSON])
    case array([JSON])
    case text(String)
  }

  /// One file of the app's `sampledata/` folder.
  package enum Source: Sendable {
    case lines([String])
    case json(JSON)
  }

  /// The app's sample data files by name (`names`, `courses.json`).
  package var files: [String: Source] = [:]

  package init() {}

  /// Whether a value names sample data.
  static func isSample(_ value: String) -> Bool {
    value.hasPrefix("@tools:sample/") || value.hasPrefix("@sample/")
  }

  /// The text a sample reference gives the `row`-th row; nil when it names none.
  func text(_ reference: String, row: Int) -> String? {
    let (name, index) = Self.split(reference)
    let row = index ?? row
    if reference.hasPrefix("@tools:sample/") {
      guard let list = Self.lists[name], !list.isEmpty else { return nil }
      return list[row % list.count]
    }
    return projectText(name, row: row)
  }

  /// The picture a sample reference gives the `row`-th row (`@tools:sample/avatars`,
  /// `@tools:sample/backgrounds/scenic`): an avatar as a circle of one of eight colours, a
  /// background as a gradient; nil for any other reference.
  func drawable(_ reference: String, row: Int) -> Drawable? {
    let (name, index) = Self.split(reference)
    let row = index ?? row
    let colors = Self.palette.map { AndroidValues.color($0)! }
    var shape = ShapeDrawable()
    switch name {
    case "avatars":
      shape.kind = .oval
      shape.solid = colors[row % colors.count]
    case "backgrounds/scenic":
      var gradient = ShapeGradient()
      gradient.startColor = colors[row % colors.count]
      gradient.endColor = colors[(row + 3) % colors.count]
      gradient.angle = 45
      shape.gradient = gradient
    default: return nil
    }
    return .shape(shape)
  }

  /// A reference's name (after `@tools:sample/` or `@sample/`) and its `[i]` index.
  private static func split(_ reference: String) -> (String, Int?) {
    let body = reference.split(separator: "/", maxSplits: 1).last.map(String.init) ?? ""
    guard body.hasSuffix("]"), let open = body.lastIndex(of: "[") else { return (body, nil) }
    let index = Int(body[body.index(after: open)..<body.index(before: body.endIndex)])
    return (String(body[..<open]), index.map { max($0, 0) })
  }

  /// A value of the app's sample files: a text file's line, or the value a path names in a
  /// JSON file, arrays on the way taking the row's element.
  private func projectText(_ name: String, row: Int) -> String? {
    let parts = name.split(separator: "/").map(String.init)
    guard let first = parts.first, let source = files[first] else { return nil }
    switch source {
    case .lines(let lines):
      return lines.isEmpty ? nil : lines[row % lines.count]
    case .json(var value):
      for key in parts.dropFirst() {
        if case .array(let items) = value, !items.isEmpty { value = items[row % items.count] }
        guard case .object(let fields) = value, let next = fields[key] else { return nil }
        value = next
      }
      if case .array(let items) = value, !items.isEmpty { value = items[row % items.count] }
      guard case .text(let text) = value else { return nil }
      return text
    }
  }

  /// The colours of sample pictures.
  static let palette = [
    "#FF5C6BC0", "#FF26A69A", "#FFEF5350", "#FFFFA726", "#FF8D6E63", "#FF42A5F5",
    "#FFAB47BC", "#FF66BB6A",
  ]

  static let firstNames = [
    "Ada", "Grace", "Alan", "Katherine", "Edsger", "Barbara", "Dennis", "Frances", "Claude",
    "Hedy",
  ]
  static let lastNames = [
    "Lovelace", "Hopper", "Turing", "Johnson", "Dijkstra", "Liskov", "Ritchie", "Allen",
    "Shannon", "Lamarr",
  ]

  /// The preview's lists, by name, written for this renderer.
  static let lists: [String: [String]] = [
    "first_names": firstNames, "last_names": lastNames,
    "full_names": zip(firstNames, lastNames).map { "\($0) \($1)" },
    "cities": [
      "Lisbon", "Nairobi", "Osaka", "Toronto", "Melbourne", "Oslo", "Bogotá", "Cairo", "Seoul",
      "Dublin",
    ],
    "us_zipcodes": [
      "94043", "10001", "60601", "73301", "98101", "02108", "30301", "80202", "33101", "85001",
    ],
    "us_phones": (10..<20).map { "(555) 01\($0)-\(4000 + $0 * 37)" },
    "date/day_of_week": [
      "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ],
    "date/ddmmyy": (1...10).map { "\(twoDigits($0 * 2))-\(twoDigits($0))-24" },
    "date/mmddyy": (1...10).map { "\(twoDigits($0))-\(twoDigits($0 * 2))-24" },
    "date/hhmm": (0..<10).map { "\(twoDigits(8 + $0)):\(twoDigits($0 * 6))" },
    "date/hhmmss": (0..<10).map {
      "\(twoDigits(8 + $0)):\(twoDigits($0 * 6)):\(twoDigits($0 * 5))"
    },
    "lorem": [lorem],
    "lorem/random": (0..<10).map { row in
      lorem.split(separator: " ").prefix(4 + row * 3).joined(separator: " ")
    },
  ]

  static let lorem =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt "
    + "ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation "
    + "ullamco laboris nisi ut aliquip ex ea commodo consequat."

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
