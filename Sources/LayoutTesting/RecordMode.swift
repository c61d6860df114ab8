import Foundation

/// When goldens are written. Nothing is written unless a mode other than `never` is asked for.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Never: a missing or different golden fails.
  case never
  /// Write goldens that do not exist yet; compare the rest.
  case missing
  /// Rewrite goldens that differ, and write missing ones.
  case failed
  /// Rewrite every golden, whether it differs or not.
  case all

  /// The environment variable that sets the mode when no flag or argument does.
  public static let environmentVariable = "LAYOUT_RECORD"

  /// The mode named by `LAYOUT_RECORD`, `never` when it is unset or empty, nil when it names
  /// no mode.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RecordMode? {
    guard let value = environment[environmentVariable], !value.isEmpty else { return .never }
    return RecordMode(rawValue: value)
  }

  /// The names of the modes, for messages: `never, missing, failed or all`.
  public static var names: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}
