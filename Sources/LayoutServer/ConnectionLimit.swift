import Glibc

/// How many connections the server can hold open: each takes a file descriptor, and the
/// process needs some for itself (templates, images, fonts being read), so the limit is
/// the process's descriptor limit less a reserve, at most the one asked for.
enum ConnectionLimit {
  /// Descriptors kept for everything but connections.
  static let reserve = 128

  /// `wanted`, or fewer when the descriptor limit does not leave room for them (at least 16).
  static func connections(upTo wanted: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
      return wanted
    }
    // No limit reads as the largest number, which leaves `wanted`.
    let available = Int(clamping: limit.rlim_cur) - reserve
    return max(16, min(wanted, available))
  }
}
