/// What the head of a Java or Kotlin source file says about a class: its package, its
/// imports and the class a named class extends. Only that much is read: comments and string
/// literals are skipped, then the words after `class Name` up to the body.
///
/// Java: `class Name<T> extends Base implements …`. Kotlin: `class Name @Annotation
/// constructor(…) : Base(…), Interface`, or `class Name : Base {` with secondary
/// constructors; the first supertype is taken as the class, as a view's always is.
struct ClassHeader {
  private let tokens: [String]

  init(source: String) {
    tokens = Self.tokens(of: source)
  }

  /// The package the file declares; nil for none.
  var package: String? {
    guard let index = tokens.firstIndex(of: "package") else { return nil }
    return qualifiedName(at: index + 1)?.name
  }

  /// The classes the file imports, by their simple names.
  var imports: [String: String] {
    var imports: [String: String] = [:]
    for (index, token) in tokens.enumerated() where token == "import" {
      guard let name = qualifiedName(at: index + 1)?.name,
        let simple = name.split(separator: ".").last
      else { continue }
      imports[String(simple)] = name
    }
    return imports
  }

  /// The class `name` extends, as written (`AppCompatTextView`, `android.view.View`); nil
  /// when the file declares no such class or it extends nothing.
  func superclass(of name: String) -> String? {
    var index = 0
    while index + 1 < tokens.count {
      if tokens[index] == "class", tokens[index + 1] == name {
        return superclass(after: index + 2)
      }
      index += 1
    }
    return nil
  }

  /// Whether the file declares or calls a method `name` (`onDraw(`).
  func declares(_ name: String) -> Bool {
    tokens.indices.dropLast().contains { tokens[$0] == name && tokens[$0 + 1] == "(" }
  }

  /// The class `name` extends, qualified: through the file's imports, else in the file's
  /// package when written without one (`java.lang` holds no views).
  func qualifiedSuperclass(of name: String) -> String? {
    guard let written = superclass(of: name) else { return nil }
    if written.contains(".") { return written }
    if let imported = imports[written] { return imported }
    return package.map { $0 + "." + written } ?? written
  }

  private func superclass(after start: Int) -> String? {
    var index = skipBalanced("<", ">", at: start)
    while index < tokens.count {
      switch tokens[index] {
      case "extends", ":": return qualifiedName(at: index + 1)?.name
      case "{", "implements", ";", "class", "interface": return nil
      case "(": index = skipBalanced("(", ")", at: index)
      case "@":
        // An annotation (`@JvmOverloads`, `@Inject`), with its arguments.
        index = qualifiedName(at: index + 1)?.end ?? index + 1
        if index < tokens.count, tokens[index] == "(" { index = skipBalanced("(", ")", at: index) }
      default: index += 1
      }
    }
    return nil
  }

  /// The identifiers joined by dots from `index`, and the index after them.
  private func qualifiedName(at index: Int) -> (name: String, end: Int)? {
    guard index < tokens.count, Self.isIdentifier(tokens[index]) else { return nil }
    var parts = [tokens[index]]
    var end = index + 1
    while end + 1 < tokens.count, tokens[end] == ".", Self.isIdentifier(tokens[end + 1]) {
      parts.append(tokens[end + 1])
      end += 2
    }
    return (parts.joined(separator: "."), end)
  }

  /// The index after the bracketed run opening at `index` (itself when none opens there).
  private func skipBalanced(_ open: String, _ close: String, at index: Int) -> Int {
    guard index < tokens.count, tokens[index] == open else { return index }
    var depth = 0
    var index = index
    while index < tokens.count {
      if tokens[index] == open { depth += 1 }
      if tokens[index] == close {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return index
  }

  private static func isIdentifier(_ token: String) -> Bool {
    guard let first = token.first else { return false }
    return first.isLetter || first == "_" || first == "$"
  }

  /// The words and single punctuation marks of the source, without its comments and string
  /// and character literals.
  private static func tokens(of source: String) -> [String] {
    var tokens: [String] = []
    var word = ""
    var characters = Array(source.unicodeScalars)[...]
    func endWord() {
      if !word.isEmpty { tokens.append(word) }
      word = ""
    }
    while let character = characters.popFirst() {
      let next = characters.first
      switch character {
      case "/" where next == "/":
        endWord()
        while let skipped = characters.popFirst(), skipped != "\n" {}
      case "/" where next == "*":
        endWord()
        characters = skipBlockComment(characters.dropFirst())
      case "\"", "'":
        endWord()
        characters = skipLiteral(characters, closedBy: character)
      case _
      where character.properties.isAlphabetic || ("0"..."9").contains(character)
        || character == "_" || character == "$":
        word.unicodeScalars.append(character)
      case _ where character.properties.isWhitespace:
        endWord()
      default:
        endWord()
        tokens.append(String(character))
      }
    }
    endWord()
    return tokens
  }

  private static func skipBlockComment(_ rest: ArraySlice<Unicode.Scalar>)
    -> ArraySlice<Unicode.Scalar>
  {
    var rest = rest
    while let character = rest.popFirst() {
      if character == "*", rest.first == "/" { return rest.dropFirst() }
    }
    return rest
  }

  /// The source after a literal opened by `quote`: to the closing quote, escapes skipped.
  /// (Kotlin's and Java's triple-quoted strings close at their third quote the same way.)
  private static func skipLiteral(
    _ rest: ArraySlice<Unicode.Scalar>, closedBy quote: Unicode.Scalar
  ) -> ArraySlice<Unicode.Scalar> {
    var rest = rest
    while let character = rest.popFirst() {
      if character == "\\" {
        _ = rest.popFirst()
      } else if character == quote || character == "\n" {
        return rest
      }
    }
    return rest
  }
}
