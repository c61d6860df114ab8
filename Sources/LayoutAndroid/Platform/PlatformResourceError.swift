/// A platform resource file that cannot be read: missing, truncated or corrupt, or using a
/// feature these readers do not support. The message says what is wrong and where: the
/// archive entry, or the chunk type and its byte offset.
package struct PlatformResourceError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, and where.
  package var message: String

  /// An error saying `message`.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}

/// Hexadecimal text for ids, colours and chunk types.
enum Hexadecimal {
  /// `value` in lowercase hexadecimal, padded with zeros to `width` digits.
  static func text<Value: BinaryInteger>(_ value: Value, width: Int = 8) -> String {
    let digits = String(value, radix: 16)
    let padding = max(0, width - digits.count)
    return String(repeating: "0", count: padding) + digits
  }
}
