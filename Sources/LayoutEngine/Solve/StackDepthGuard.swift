import Glibc

/// Keeps deep chains of expressions from overflowing the thread's stack.
///
/// The solver evaluates what an expression reads as it reads it, so a chain of views each
/// reading the next one's position (`left="next.left"`) recurses once per view. Each level
/// takes a few kilobytes, and the thread's stack may be 8 MB or far less. Instead of checking
/// a fixed depth, the guard asks the thread where its stack ends and reports when less than a
/// margin is left, so any thread and build gets as deep as it safely can.
struct StackDepthGuard {
  /// Depth below which the stack is not looked at (most solves never get there). A thread
  /// may have a small stack, and a debug build takes over 10 KB a level, so the guard starts
  /// early and then looks at every level.
  static let unguardedDepth = 16

  /// The lowest stack address evaluation may reach; nil when the thread does not say.
  private let floor: UInt?

  /// Reads the current thread's stack bounds (done only once a solve gets deep).
  init() {
    floor = Self.currentFloor()
  }

  /// Whether the stack is nearly used up at the caller's depth.
  func isNearlyExhausted() -> Bool {
    guard let floor else { return false }
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < floor
  }

  /// The stack's lowest address plus a margin for what runs after the check: a quarter of
  /// the stack, at most 512 KB (text measuring and error reporting need room).
  private static func currentFloor() -> UInt? {
    // glibc declares pthread_getattr_np only for _GNU_SOURCE, which Swift's Glibc module
    // leaves out, so it is looked up by name.
    typealias GetAttributes =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
    let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
    var attributes = pthread_attr_t()
    guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    var base: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base, size > 0 else {
      return nil
    }
    return UInt(bitPattern: base) + UInt(min(size / 4, 512 * 1024))
  }
}
