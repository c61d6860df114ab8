import Foundation

/// A word as a POSIX shell reads it back: as it is when plain, else in single quotes.
enum ShellWord {
  static func quoted(_ word: String) -> String {
    let plain = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./,:=@%+-")
    if !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
