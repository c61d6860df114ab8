import ArgumentParser
import Layout
import LayoutTesting

/// The words the options that take one of a few accept, shared by their validation and the
/// shell completions that offer them.
enum OptionValues {
  static let outputFormats = OutputFormat.allCases.map(\.rawValue)
  static let inputFormats = ["layout", "everlayout", "android"]
  /// `bench` times Layout XML and Android layouts.
  static let benchInputFormats = ["layout", "android"]
  static let dumps = ["template", "frames", "display-list", "constraints"]
  static let dumpFormats = ["text", "json"]
  static let recordModes = RecordMode.allCases.map(\.rawValue)
  static let diagnosticFormats = ["text", "json"]
  static let colorModes = ["auto", "always", "never"]
  static let layoutModes = ["legacy", "modern"]
  static let layoutDirections = ["ltr", "rtl"]
  static let dataFormats = ["jsonl", "csv", "json"]
  static let evalTypes = [
    "any", "number", "length", "bool", "string", "attributed", "color", "colors", "font",
    "image", "point", "size", "rect", "insets", "array",
  ]
}

extension CompletionKind {
  /// A template: Layout XML, an Android layout, or an EverLayout JSON layout (and folders).
  static var template: CompletionKind { .file(extensions: ["xml", "json"]) }

  /// Layout XML and Android layout files, and folders to search for them.
  static var xmlTemplate: CompletionKind { .file(extensions: ["xml"]) }

  /// A JSON file: state, constants.
  static var json: CompletionKind { .file(extensions: ["json"]) }

  /// A `.strings` file.
  static var strings: CompletionKind { .file(extensions: ["strings"]) }

  /// An image the tool writes, in any of its output formats.
  static var image: CompletionKind {
    .file(extensions: OptionValues.outputFormats + ["jpg"])
  }

  /// A PNG image.
  static var png: CompletionKind { .file(extensions: ["png"]) }

  /// A data file of `render --data`.
  static var data: CompletionKind { .file(extensions: ["jsonl", "ndjson", "csv", "json"]) }

  /// A JSON Lines report.
  static var report: CompletionKind { .file(extensions: ["jsonl"]) }

  /// One of a few words.
  static func words(_ words: [String]) -> CompletionKind { .list(words) }
}
