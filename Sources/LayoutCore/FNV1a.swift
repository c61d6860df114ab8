/// The 64-bit FNV-1a hash: a fast, fixed checksum of bytes (not a cryptographic one) for names
/// and validators that must come out the same in every process and on every machine.
public struct FNV1a: Sendable {
  /// The hash of the bytes added so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  /// Adds `bytes` to the hash.
  public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
  }

  /// The hash as 16 lowercase hexadecimal digits.
  public var hexDigits: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
